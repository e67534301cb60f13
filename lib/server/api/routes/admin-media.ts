import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { adminBasePath } from '@/lib/contract/admin'
import {
  AdminMediaListQuerySchema,
  AdminMediaPageSchema,
  AdminMediaSchema,
  AdminMediaUploadSchema,
  mediaContentTypes,
  mediaMaxBytes,
  MediaIdSchema,
} from '@/lib/contract/admin-media'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { addMedia, deleteMedia, getMedia, listMedia, readMedia } from '@/lib/server/services/admin-media'
import type { RateLimit } from '@/lib/server/auth/failures'
import { takeAttempt } from '@/lib/server/services/auth'
import { adminRoute, staffActor } from '../admin'
import { limitBody } from '../body-limit'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'
import { uploadsThrottled } from './attachments'

export const adminMediaRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Back-office: media']
const base = `${adminBasePath}/media`
const IdParam = z.object({ id: MediaIdSchema })

const multipartOverhead = 64 * 1024
const limitUpload = limitBody(mediaMaxBytes + multipartOverhead, 'MEDIA_TOO_LARGE')

/** Pictures per member of staff: a whole gallery at once, not the storage as a disk. */
export const mediaUploadAllowance: RateLimit = {
  scope: 'media-upload-staff',
  limit: 60,
  windowMs: 10 * 60 * 1000,
}

const notFound = jsonContent(ErrorEnvelopeSchema, 'MEDIA_NOT_FOUND: no such picture')

/** The address never names other bytes (a new upload gets a new id), so any cache may keep it for good. */
const immutable = 'public, max-age=31536000, immutable'

adminMediaRoutes.openapi(
  adminRoute({
    method: 'get',
    path: base,
    tags,
    summary: 'Uploaded pictures (staff)',
    description: 'Newest first; `q` finds words of the file name.',
    request: { query: AdminMediaListQuerySchema },
    responses: { 200: jsonContent(AdminMediaPageSchema, 'A page of pictures'), ...errorResponses(422) },
  }),
  async (c) => respond(c, AdminMediaPageSchema, await listMedia(c.var.db, c.req.valid('query'))),
)

adminMediaRoutes.on('POST', base, limitUpload)

adminMediaRoutes.openapi(
  adminRoute({
    method: 'post',
    path: base,
    tags,
    summary: 'Upload a picture (staff)',
    description: `multipart/form-data with \`file\`. The type is read from the first bytes: PNG or JPEG only (an SVG, a PDF or a renamed file answers 415 MEDIA_TYPE_NOT_ALLOWED); the width and height from the picture's header (422 MEDIA_UNREADABLE when it cannot be read). 1 byte to ${mediaMaxBytes} bytes (5 MiB): 400 ATTACHMENT_EMPTY, 413 MEDIA_TOO_LARGE; 429 TOO_MANY_UPLOADS (with Retry-After) after ${mediaUploadAllowance.limit} uploads in ${mediaUploadAllowance.windowMs / 60_000} minutes by the same member of staff. The answer's \`src\` (/media/{id}) is the address to use as an image path.`,
    request: {
      body: { required: true, content: { 'multipart/form-data': { schema: AdminMediaUploadSchema } } },
    },
    responses: {
      201: jsonContent(AdminMediaSchema, 'Stored'),
      ...errorResponses(400, 422),
      429: uploadsThrottled(mediaUploadAllowance),
      413: jsonContent(
        ErrorEnvelopeSchema,
        'MEDIA_TOO_LARGE: over 5 MiB, or the request body over the limit',
      ),
      415: jsonContent(
        ErrorEnvelopeSchema,
        'MEDIA_TYPE_NOT_ALLOWED: the content is not PNG or JPEG; or `Unsupported Media Type` when the body is not multipart/form-data',
      ),
    },
  }),
  async (c) => {
    const { file } = c.req.valid('form')
    const actor = staffActor(c)
    await takeAttempt(c.var.db, mediaUploadAllowance, actor.id, 'TOO_MANY_UPLOADS')
    const stored = await addMedia(c.var.db, c.var.fileStorage, actor, {
      filename: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    })
    return respond(c, AdminMediaSchema, stored, 201)
  },
)

adminMediaRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${base}/{id}`,
    tags,
    summary: 'One uploaded picture (staff)',
    request: { params: IdParam },
    responses: { 200: jsonContent(AdminMediaSchema, 'The picture'), ...errorResponses(422), 404: notFound },
  }),
  async (c) => respond(c, AdminMediaSchema, await getMedia(c.var.db, c.req.valid('param').id)),
)

adminMediaRoutes.openapi(
  adminRoute({
    method: 'delete',
    path: `${base}/{id}`,
    tags,
    summary: 'Delete an uploaded picture (staff)',
    description:
      '409 MEDIA_IN_USE while a news item, workplace, event, resource or card has it as its picture, or a language’s settings as a logo; the reason names each (`news 3, settings ca.logo_src`).',
    request: { params: IdParam },
    responses: {
      200: jsonContent(AdminMediaSchema, 'The picture deleted'),
      ...errorResponses(409, 422),
      404: notFound,
    },
  }),
  async (c) =>
    respond(
      c,
      AdminMediaSchema,
      await deleteMedia(c.var.db, c.var.fileStorage, staffActor(c), c.req.valid('param').id),
    ),
)

adminMediaRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/public/media/{id}',
    tags: ['Media'],
    summary: 'An uploaded picture',
    description:
      'The bytes with the type read on upload, `X-Content-Type-Options: nosniff` and a year-long immutable cache (an id never names other bytes). The site serves the same at /media/{id}.',
    request: { params: IdParam },
    responses: {
      200: {
        description: 'The picture',
        content: Object.fromEntries(
          mediaContentTypes.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
        ),
        headers: z.object({
          'Cache-Control': z.literal(immutable),
          'X-Content-Type-Options': z.enum(['nosniff']),
        }),
      },
      ...errorResponses(422, 503),
      404: notFound,
    },
  }),
  async (c) => {
    const { media, bytes } = await readMedia(c.var.db, c.var.fileStorage, c.req.valid('param').id)
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': media.content_type,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': immutable,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    })
  },
)
