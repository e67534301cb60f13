import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { attachmentLimits, attachmentMaxBytes } from '@/lib/contract/attachments'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import {
  SepaMandateGenerateQuerySchema,
  SepaMandateSchema,
  SepaMandateUploadSchema,
} from '@/lib/contract/sepa'
import {
  currentMandate,
  generateMandate,
  mandateDocument,
  uploadSignedMandate,
} from '@/lib/server/services/sepa-mandates'
import {
  type ApiEnv,
  contentDisposition,
  errorResponses,
  jsonContent,
  privateNoStore,
  respond,
  signedIn,
} from '../http'
import { authenticated, requireUser } from '../session'
import {
  attachmentUploadAllowance,
  limitUpload,
  notAllowed,
  takeUpload,
  tooLarge,
  uploaded,
  uploadsThrottled,
} from './attachments'

export const sepaRoutes = new OpenAPIHono<ApiEnv>()

const base = '/public/collegiates/sepa-mandate'
const tags = ['SEPA mandates']
// Direct debits are for collegiates' fees: 403 for everyone else.
const collegiatesOnly = requireUser({ roles: ['collegiate'] })
const notFound = jsonContent(
  ErrorEnvelopeSchema,
  'SEPA_MANDATE_NOT_FOUND: the caller has no current mandate (generate one first)',
)

sepaRoutes.openapi(
  createRoute({
    method: 'get',
    path: base,
    tags,
    summary: 'My SEPA mandate (collegiates)',
    description:
      'The signed-in collegiate’s current SEPA Core mandate (not revoked): reference, creditor identifier, IBAN and state (generated → uploaded → validated), with the dates and the signed copy. 404 SEPA_MANDATE_NOT_FOUND when there is none. Only for collegiates.',
    security: signedIn,
    middleware: [privateNoStore, collegiatesOnly] as const,
    responses: {
      200: jsonContent(SepaMandateSchema, 'The current mandate'),
      ...errorResponses(401, 403, 503),
      404: notFound,
    },
  }),
  async (c) =>
    respond(c, SepaMandateSchema, await currentMandate(c.var.db, authenticated(c).session.user.id)),
)

sepaRoutes.openapi(
  createRoute({
    method: 'post',
    path: base,
    tags,
    summary: 'Generate my SEPA mandate (collegiates)',
    description:
      'Makes the mandate (and its PDF, registered with a verification code) for the IBAN of the caller’s economic data: 201 with a new mandate; 200 with the current one when it is already for that IBAN. A mandate for another IBAN is revoked and replaced. 409 IBAN_REQUIRED when the economic data have no IBAN. Only for collegiates.',
    security: signedIn,
    middleware: [privateNoStore, collegiatesOnly] as const,
    request: { query: SepaMandateGenerateQuerySchema },
    responses: {
      200: jsonContent(SepaMandateSchema, 'The current mandate, already for that IBAN'),
      201: jsonContent(SepaMandateSchema, 'A new mandate'),
      ...errorResponses(401, 403, 409, 422, 503),
    },
  }),
  async (c) => {
    const { mandate, created } = await generateMandate(
      c.var.db,
      c.var.fileStorage,
      authenticated(c).session.user.id,
      { lang: c.req.valid('query').lang },
    )
    return created ? respond(c, SepaMandateSchema, mandate, 201) : respond(c, SepaMandateSchema, mandate)
  },
)

sepaRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/document`,
    tags,
    summary: 'Download my SEPA mandate (collegiates)',
    description:
      'The current mandate’s PDF, as it was issued (its SHA-256 is registered with the verification code it carries), as a download that no cache keeps. 404 SEPA_MANDATE_NOT_FOUND without a current mandate. Only for collegiates.',
    security: signedIn,
    middleware: [privateNoStore, collegiatesOnly] as const,
    responses: {
      200: {
        description: 'The mandate to sign',
        content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
        headers: z.object({
          'Content-Disposition': z.string().describe('attachment; filename="mandato-sepa-COL-….pdf"; …'),
        }),
      },
      ...errorResponses(401, 403, 503),
      404: notFound,
    },
  }),
  async (c) => {
    const { filename, bytes } = await mandateDocument(
      c.var.db,
      c.var.fileStorage,
      authenticated(c).session.user.id,
    )
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(filename),
      'X-Content-Type-Options': 'nosniff',
    })
  },
)

sepaRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/signed`,
    tags,
    summary: 'Upload my signed SEPA mandate (collegiates)',
    description: `multipart/form-data with \`file\`, checked as every attachment is (PDF, JPEG or PNG by content, 1 byte to ${attachmentMaxBytes} bytes, ${attachmentLimits.filesPerPerson} files per person, 429 TOO_MANY_UPLOADS after ${attachmentUploadAllowance.limit} uploads in ${attachmentUploadAllowance.windowMs / 60_000} minutes) and kept as an attachment of kind sepa_mandate. The mandate becomes \`uploaded\`; a copy sent before is replaced, and the association validates the new one. 404 SEPA_MANDATE_NOT_FOUND without a current mandate. Only for collegiates.`,
    security: signedIn,
    middleware: [privateNoStore, collegiatesOnly, limitUpload] as const,
    request: {
      body: { required: true, content: { 'multipart/form-data': { schema: SepaMandateUploadSchema } } },
    },
    responses: {
      200: jsonContent(SepaMandateSchema, 'The mandate, now uploaded'),
      ...errorResponses(400, 401, 403, 409, 422, 503),
      404: notFound,
      413: tooLarge,
      415: notAllowed,
      429: uploadsThrottled(attachmentUploadAllowance),
    },
  }),
  async (c) => {
    const { file } = c.req.valid('form')
    const userId = await takeUpload(c)
    const mandate = await uploadSignedMandate(c.var.db, c.var.fileStorage, userId, await uploaded(file))
    return respond(c, SepaMandateSchema, mandate)
  },
)
