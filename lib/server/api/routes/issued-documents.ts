import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { Context, Next } from 'hono'
import { z } from 'zod'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import {
  ContentVerificationInputSchema,
  ContentVerificationSchema,
  IssuedDocumentSummarySchema,
  VerificationCodeSchema,
  verifiedFileMaxBytes,
} from '@/lib/contract/issued-documents'
import {
  issuedDocumentFile,
  logDocumentLookup,
  type DocumentLookupKind,
  validateDocumentCode,
  verifyDocumentContent,
} from '@/lib/server/services/document-verification'
import { ApiError } from '@/lib/server/errors'
import { takeAllowance, type RateLimit } from '@/lib/server/auth/failures'
import { limitBody } from '../body-limit'
import { envelope } from '../errors'
import { type ApiEnv, contentDisposition, errorResponses, jsonContent, noStore, respond } from '../http'
import { clientAddress } from '../client-address'
import { withSpecAliases } from '../openapi'

export const issuedDocumentsRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Issued documents']
const base = '/public/documents'

/** A script walking 100-bit codes is stopped long before it could find one. */
const documentLookupLimit = {
  scope: 'document-lookup-address',
  limit: 30,
  windowMs: 10 * 60 * 1000,
} as const satisfies RateLimit

function limitLookups(kind: DocumentLookupKind) {
  return async (c: Context<ApiEnv>, next: Next) => {
    const client = clientAddress(c)
    const decision = await takeAllowance(c.var.db, documentLookupLimit, client)
    if (!decision.allowed) {
      await logDocumentLookup(c.var.db, { kind, client, outcome: 'rate_limited' })
      throw new ApiError(429, 'TOO_MANY_REQUESTS', decision.retryAfterSeconds)
    }
    await next()
  }
}

const codeParams = z.object({ code: VerificationCodeSchema })

const codeErrors = {
  404: jsonContent(ErrorEnvelopeSchema, 'DOCUMENT_NOT_FOUND: no document was issued with that code'),
  422: jsonContent(
    ErrorEnvelopeSchema,
    'DOCUMENT_CODE_INVALID: the code cannot be one the association prints (20 characters of Crockford base 32)',
  ),
}

for (const route of withSpecAliases(
  createRoute({
    method: 'get',
    path: `${base}/{code}`,
    tags,
    summary: 'Validate an issued document by its verification code',
    description:
      'What the QR of an invoice or certificate opens. The code is read with or without dashes or spaces, in any case (O reads as 0, I and L as 1). Answers the kind, reference, issue date, the holder’s initials, the language and whether it was revoked, never the content. 30 look-ups per client address every 10 minutes, shared with the download and content verification (429 with Retry-After). Every look-up is logged.',
    middleware: [noStore, limitLookups('code')] as const,
    request: { params: codeParams },
    responses: {
      200: jsonContent(IssuedDocumentSummarySchema, 'The document the code names'),
      ...errorResponses(429, 503),
      ...codeErrors,
    },
  }),
  '/verify-document/{code}',
)) {
  issuedDocumentsRoutes.openapi(route, async (c) =>
    respond(
      c,
      IssuedDocumentSummarySchema,
      await validateDocumentCode(c.var.db, c.req.valid('param').code, clientAddress(c)),
    ),
  )
}

issuedDocumentsRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/{code}/file`,
    tags,
    summary: 'Download an issued document by its verification code',
    description:
      'The stored bytes of the document as issued (their SHA-256 is the registered one), as a PDF download that no cache keeps. 503 DOCUMENT_UNAVAILABLE when the file store lacks them. Rate-limited and logged as the validation.',
    middleware: [noStore, limitLookups('file')] as const,
    request: { params: codeParams },
    responses: {
      200: {
        description: 'The document',
        content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
        headers: z.object({
          'Content-Disposition': z
            .string()
            .describe('attachment; filename="FAC-2026-000045.pdf"; filename*=…'),
        }),
      },
      ...errorResponses(429),
      ...codeErrors,
      503: jsonContent(ErrorEnvelopeSchema, 'DOCUMENT_UNAVAILABLE: the file cannot be read now'),
    },
  }),
  async (c) => {
    const file = await issuedDocumentFile(
      c.var.db,
      c.var.fileStorage,
      c.req.valid('param').code,
      clientAddress(c),
    )
    if (!file) return envelope(c, 503, 'DOCUMENT_UNAVAILABLE')
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': contentDisposition(file.filename),
      'X-Content-Type-Options': 'nosniff',
    })
  },
)

const limitUpload = limitBody(verifiedFileMaxBytes + 64 * 1024)

issuedDocumentsRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/verify`,
    tags,
    summary: 'Verify the content of a document',
    description:
      'multipart/form-data with `file` (1 byte to 5 MiB) and optionally `code`. Compares the SHA-256 of the file with the documents issued: `match` is true only for the exact bytes issued, so one changed byte is refused. With a code, the file is compared with that document only (malformed code 422 DOCUMENT_CODE_INVALID, unknown 404 DOCUMENT_NOT_FOUND). The file is not kept. Rate-limited and logged as the validation.',
    middleware: [noStore, limitUpload, limitLookups('content')] as const,
    request: {
      body: {
        required: true,
        content: { 'multipart/form-data': { schema: ContentVerificationInputSchema } },
      },
    },
    responses: {
      200: jsonContent(ContentVerificationSchema, 'The result of the comparison'),
      ...errorResponses(413, 429, 503),
      ...codeErrors,
      422: jsonContent(
        ErrorEnvelopeSchema,
        'DOCUMENT_CODE_INVALID: a malformed code; or the file is missing, empty or over 5 MiB',
      ),
    },
  }),
  async (c) => {
    const { file, code } = c.req.valid('form')
    const bytes = new Uint8Array(await file.arrayBuffer())
    return respond(
      c,
      ContentVerificationSchema,
      await verifyDocumentContent(c.var.db, bytes, code, clientAddress(c)),
    )
  },
)
