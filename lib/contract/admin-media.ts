import { z } from 'zod'
import { decimalInteger } from './listing'
import { adminPageSchema, UuidSchema } from './admin'

// An id never names other bytes, so `/media/{id}` can be cached for good.

/** Only raster pictures recognised by their first bytes: SVG may carry scripts, and other types are not needed. */
export const mediaContentTypes = ['image/png', 'image/jpeg'] as const

export const mediaMaxBytes = 5 * 1024 * 1024

export const mediaMaxSide = 20_000

const mediaPathPrefix = '/media/'

export const mediaPath = (id: string) => `${mediaPathPrefix}${id}`

export const mediaPathPattern = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

export const mediaIdOf = (src: string | null | undefined): string | undefined =>
  src ? mediaPathPattern.exec(src)?.[1] : undefined

export const MediaIdSchema = UuidSchema.describe('The picture, as the list answers it')

export const AdminMediaSchema = z
  .object({
    id: MediaIdSchema,
    filename: z.string().describe('The name it was uploaded with (cleaned), for staff to recognise it'),
    content_type: z.enum(mediaContentTypes).describe('Read from the content, never from the name'),
    size: z.int().min(1).max(mediaMaxBytes).describe('Size in bytes'),
    width: z.int().min(1).describe('Width in pixels, from the picture’s header'),
    height: z.int().min(1).describe('Height in pixels, from the picture’s header'),
    src: z.string().describe('Its public address, /media/{id}, to use as an image path'),
    created_at: z.iso.datetime().describe('When it was uploaded'),
  })
  .meta({ id: 'AdminMedia', description: 'An uploaded picture' })
export type AdminMedia = z.infer<typeof AdminMediaSchema>

export const AdminMediaPageSchema = adminPageSchema(AdminMediaSchema, 'AdminMediaPage')

export const AdminMediaListQuerySchema = z.object({
  skip: decimalInteger(z.number().int().min(0).max(1_000_000))
    .default(0)
    .describe('How many items to leave out'),
  limit: decimalInteger(z.number().int().min(1).max(100)).default(25).describe('How many items to answer'),
  q: z
    .string()
    .max(200)
    .transform((value) => value.trim())
    .optional()
    .describe('Words of the file name'),
})

export const AdminMediaUploadSchema = z
  .object({
    file: z
      .file()
      .describe('The picture: PNG or JPEG by content, 1 byte to 5 MiB (5 242 880 bytes)')
      .meta({ type: 'string', format: 'binary' }),
  })
  .meta({ id: 'AdminMediaUpload', description: 'A picture to upload, sent as multipart/form-data' })
