import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { z } from 'zod'
import {
  attachmentContentTypes,
  AttachmentIdSchema,
  attachmentLimits,
  AttachmentListSchema,
  attachmentMaxBytes,
  AttachmentRemoveSchema,
  AttachmentSchema,
  AttachmentUploadSchema,
  type Attachment,
} from '@/lib/contract/attachments'
import type { Role } from '@/lib/contract/auth'
import { roleOf } from '@/lib/contract/auth'
import { ApplicationDocumentsQuerySchema, ApplicationDocumentUploadSchema } from '@/lib/contract/enrolment'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import {
  addAttachment,
  listAttachments,
  readAttachment,
  removeAttachment,
} from '@/lib/server/services/attachments'
import { addApplicationDocument, listApplicationDocuments } from '@/lib/server/services/enrolment'
import type { RateLimit } from '@/lib/server/auth/failures'
import { takeAttempt } from '@/lib/server/services/auth'
import { limitBody } from '../body-limit'
import {
  type ApiEnv,
  contentDisposition,
  errorResponses,
  jsonContent,
  noStore,
  privateNoStore,
  respond,
  signedIn,
} from '../http'
import { authenticated, requireUser } from '../session'

export const attachmentsRoutes = new OpenAPIHono<ApiEnv>()

const multipartOverhead = 64 * 1024

export const limitUpload = limitBody(attachmentMaxBytes + multipartOverhead, 'ATTACHMENT_TOO_LARGE')

/** Uploads per person: enough to fill a profile at once, not to use the storage as a disk. */
export const attachmentUploadAllowance: RateLimit = {
  scope: 'attachment-upload-person',
  limit: 30,
  windowMs: 10 * 60 * 1000,
}

export const uploadsThrottled = (allowance: RateLimit) =>
  jsonContent(
    ErrorEnvelopeSchema,
    `TOO_MANY_UPLOADS: over ${allowance.limit} uploads in ${allowance.windowMs / 60_000} minutes by the same person; the Retry-After header says how many seconds to wait`,
  )

export async function takeUpload(c: Context<ApiEnv>): Promise<string> {
  const userId = authenticated(c).session.user.id
  await takeAttempt(c.var.db, attachmentUploadAllowance, userId, 'TOO_MANY_UPLOADS')
  return userId
}

export const uploaded = async (file: File) => ({
  filename: file.name,
  bytes: new Uint8Array(await file.arrayBuffer()),
})

const groups = [
  { segment: 'collegiates', role: 'collegiate', who: 'collegiates' },
  { segment: 'precollegiates', role: 'precollegiate', who: 'pre-collegiates' },
] as const satisfies ReadonlyArray<{ segment: string; role: Role; who: string }>

const idParams = z.object({ id: AttachmentIdSchema })

/** An attachment's bytes as a download of the type found on upload. */
export const attachmentFile = {
  description: 'The file',
  content: Object.fromEntries(
    attachmentContentTypes.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
  ),
  headers: z.object({
    'Content-Disposition': z.string().describe('attachment; filename="…"; filename*=UTF-8\'\'…'),
    'X-Content-Type-Options': z.enum(['nosniff']),
  }),
}

export const sendAttachment = (c: Context<ApiEnv>, attachment: Attachment, bytes: Uint8Array) =>
  c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': attachment.content_type,
    'Content-Length': String(bytes.byteLength),
    'Content-Disposition': contentDisposition(attachment.filename),
    'X-Content-Type-Options': 'nosniff',
  })

export const tooLarge = jsonContent(
  ErrorEnvelopeSchema,
  `ATTACHMENT_TOO_LARGE: the file is over ${attachmentMaxBytes} bytes (5 MiB), or the request body over the limit`,
)
export const notAllowed = jsonContent(
  ErrorEnvelopeSchema,
  'ATTACHMENT_TYPE_NOT_ALLOWED: the content is not PDF, JPEG or PNG; or `Unsupported Media Type` when the body is not multipart/form-data',
)
const notFound = jsonContent(
  ErrorEnvelopeSchema,
  'ATTACHMENT_NOT_FOUND: no such attachment among the caller’s (someone else’s answers the same)',
)

for (const { segment, role, who } of groups) {
  const base = `/public/${segment}/files`
  const tags = ['Attachments']

  attachmentsRoutes.openapi(
    createRoute({
      method: 'get',
      path: base,
      tags,
      summary: `My attachments (${who})`,
      description: `The attachments of the signed-in person, newest first. Only for ${who} (403 otherwise).`,
      security: signedIn,
      middleware: [privateNoStore, requireUser({ roles: [role] })] as const,
      responses: {
        200: jsonContent(AttachmentListSchema, 'The attachments, newest first'),
        ...errorResponses(401, 403, 503),
      },
    }),
    async (c) =>
      respond(c, AttachmentListSchema, await listAttachments(c.var.db, authenticated(c).session.user.id)),
  )

  attachmentsRoutes.openapi(
    createRoute({
      method: 'post',
      path: `${base}/add`,
      tags,
      summary: `Add an attachment (${who})`,
      description: `multipart/form-data with \`file\` and \`kind\`. The type is read from the first bytes (PDF, JPEG or PNG); the file name and the part's Content-Type play no part, and the name is kept only to download the file with (without folders or control characters, at most 200 characters, ending with the extension of the type found). 1 byte to ${attachmentMaxBytes} bytes (5 MiB): 400 ATTACHMENT_EMPTY, 413 ATTACHMENT_TOO_LARGE (a Content-Length over the limit is refused before the body is read), 415 ATTACHMENT_TYPE_NOT_ALLOWED; 409 ATTACHMENT_LIMIT_REACHED when the person already has ${attachmentLimits.filesPerPerson} files; 429 TOO_MANY_UPLOADS (with Retry-After) after ${attachmentUploadAllowance.limit} uploads in ${attachmentUploadAllowance.windowMs / 60_000} minutes. Nothing is kept when the upload is refused. Only for ${who}.`,
      security: signedIn,
      middleware: [noStore, requireUser({ roles: [role] }), limitUpload] as const,
      request: {
        body: { required: true, content: { 'multipart/form-data': { schema: AttachmentUploadSchema } } },
      },
      responses: {
        201: jsonContent(AttachmentSchema, 'Stored'),
        ...errorResponses(400, 401, 403, 409, 422, 503),
        413: tooLarge,
        429: uploadsThrottled(attachmentUploadAllowance),
        415: notAllowed,
      },
    }),
    async (c) => {
      const { file, kind } = c.req.valid('form')
      const userId = await takeUpload(c)
      const attachment = await addAttachment(c.var.db, c.var.fileStorage, userId, {
        kind,
        ...(await uploaded(file)),
      })
      return respond(c, AttachmentSchema, attachment, 201)
    },
  )

  attachmentsRoutes.openapi(
    createRoute({
      method: 'post',
      path: `${base}/remove`,
      tags,
      summary: `Remove an attachment (${who})`,
      description: `Deletes the record and then the file. Someone else's attachment answers 404 ATTACHMENT_NOT_FOUND, as a missing one does; the signed copy of a validated SEPA mandate, 409 ATTACHMENT_KEPT_FOR_MANDATE. Only for ${who}.`,
      security: signedIn,
      middleware: [noStore, requireUser({ roles: [role] })] as const,
      request: {
        body: { required: true, content: { 'application/json': { schema: AttachmentRemoveSchema } } },
      },
      responses: {
        204: { description: 'Removed' },
        ...errorResponses(400, 401, 403, 409, 415, 422, 503),
        404: notFound,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('json')
      await removeAttachment(c.var.db, c.var.fileStorage, authenticated(c).session.user.id, id)
      return c.body(null, 204)
    },
  )

  attachmentsRoutes.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}`,
      tags,
      summary: `Download an attachment (${who})`,
      description: `The bytes, with the type found on upload, as a download (Content-Disposition: attachment) that no cache keeps. The owner's own files; staff may download anyone's. Someone else's answers 404 ATTACHMENT_NOT_FOUND. For ${who} and staff.`,
      security: signedIn,
      middleware: [privateNoStore, requireUser({ roles: [role, 'staff'] })] as const,
      request: { params: idParams },
      responses: {
        200: attachmentFile,
        ...errorResponses(401, 403, 422, 503),
        404: notFound,
      },
    }),
    async (c) => {
      const { user } = authenticated(c).session
      const viewer = { userId: user.id, staff: roleOf(user.principals) === 'staff' }
      const { attachment, bytes } = await readAttachment(
        c.var.db,
        c.var.fileStorage,
        viewer,
        c.req.valid('param').id,
      )
      return sendAttachment(c, attachment, bytes)
    },
  )
}

const applicants: Role[] = ['collegiate', 'precollegiate']
const applicationNotFound = jsonContent(
  ErrorEnvelopeSchema,
  'APPLICATION_NOT_FOUND: no such application among the caller’s (someone else’s answers the same)',
)

attachmentsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/public/events/applications/documents',
    tags: ['Applications'],
    summary: 'Documents of my application',
    description:
      'The files the caller sent with one of their event or course applications, newest first. They are the caller’s attachments too (downloaded and removed through the files paths). Collegiates and pre-collegiates.',
    security: signedIn,
    middleware: [privateNoStore, requireUser({ roles: applicants })] as const,
    request: { query: ApplicationDocumentsQuerySchema },
    responses: {
      200: jsonContent(AttachmentListSchema, 'The documents, newest first'),
      ...errorResponses(401, 403, 422, 503),
      404: applicationNotFound,
    },
  }),
  async (c) =>
    respond(
      c,
      AttachmentListSchema,
      await listApplicationDocuments(
        c.var.db,
        authenticated(c).session.user.id,
        c.req.valid('query').application_id,
      ),
    ),
)

attachmentsRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/public/events/applications/documents',
    tags: ['Applications'],
    summary: 'Send a document with my application',
    description: `multipart/form-data with \`application_id\` and \`file\`, checked as every attachment is (type by content, 5 MiB, ${attachmentLimits.filesPerPerson} files per person, 429 TOO_MANY_UPLOADS after ${attachmentUploadAllowance.limit} uploads in ${attachmentUploadAllowance.windowMs / 60_000} minutes). An application waiting for documents (\`pending_documents\`) moves to \`under_review\`. 409 APPLICATION_CLOSED when the application is cancelled, rejected or closed. Collegiates and pre-collegiates.`,
    security: signedIn,
    middleware: [noStore, requireUser({ roles: applicants }), limitUpload] as const,
    request: {
      body: {
        required: true,
        content: { 'multipart/form-data': { schema: ApplicationDocumentUploadSchema } },
      },
    },
    responses: {
      201: jsonContent(AttachmentSchema, 'Stored and linked to the application'),
      ...errorResponses(400, 401, 403, 409, 422, 503),
      404: applicationNotFound,
      429: uploadsThrottled(attachmentUploadAllowance),
      413: tooLarge,
      415: notAllowed,
    },
  }),
  async (c) => {
    const { application_id, file } = c.req.valid('form')
    const userId = await takeUpload(c)
    const attachment = await addApplicationDocument(
      c.var.db,
      c.var.fileStorage,
      userId,
      application_id,
      await uploaded(file),
    )
    return respond(c, AttachmentSchema, attachment, 201)
  },
)
