import { z } from 'zod'
import type { Role } from './auth'

export const attachmentKinds = ['id_card', 'diploma', 'homologation', 'sepa_mandate', 'other'] as const

/** The signed SEPA mandate is sent through its own operation, which keeps the mandate record in step. */
export const uploadableAttachmentKinds = ['id_card', 'diploma', 'homologation', 'other'] as const

/** The types the server accepts, decided from the first bytes of the file, never from its name. */
export const attachmentContentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const

/** Spec §5 "5 MB", read as 5 MiB: a file of exactly 5 × 1024 × 1024 bytes passes. */
export const attachmentMaxBytes = 5 * 1024 * 1024

export const attachmentLimits = { filename: 200, filesPerPerson: 20 } as const

const AttachmentKindSchema = z
  .enum(attachmentKinds)
  .describe(
    'id_card: identity document; diploma: degree certificate; homologation: degree homologation; sepa_mandate: signed SEPA direct debit mandate; other: anything else',
  )
export type AttachmentKind = z.infer<typeof AttachmentKindSchema>

const AttachmentContentTypeSchema = z
  .enum(attachmentContentTypes)
  .describe('The type read from the content (magic bytes); the name and declared type are ignored')
export type AttachmentContentType = z.infer<typeof AttachmentContentTypeSchema>

export const AttachmentIdSchema = z.uuid().describe('The attachment, as the list answers it')

export const AttachmentSchema = z
  .object({
    id: AttachmentIdSchema,
    kind: AttachmentKindSchema,
    filename: z
      .string()
      .min(1)
      .max(attachmentLimits.filename)
      .describe(
        'The name it was uploaded with, without folders or control characters, at most 200 characters',
      ),
    content_type: AttachmentContentTypeSchema,
    size: z.int().min(1).max(attachmentMaxBytes).describe('Size in bytes'),
    created_at: z.iso.datetime().describe('When it was uploaded'),
  })
  .meta({ id: 'Attachment', description: 'A file a member attached to their profile' })
export type Attachment = z.infer<typeof AttachmentSchema>

export const AttachmentListSchema = z
  .array(AttachmentSchema)
  .meta({ id: 'AttachmentList', description: "The caller's attachments, newest first" })

export const AttachmentUploadSchema = z
  .object({
    file: z
      .file()
      .describe('The file: PDF, JPEG or PNG by content, 1 byte to 5 MiB (5 242 880 bytes)')
      .meta({ type: 'string', format: 'binary' }),
    kind: z
      .enum(uploadableAttachmentKinds)
      .describe(
        'id_card: identity document; diploma: degree certificate; homologation: degree homologation; other: anything else. A signed SEPA mandate is sent to POST /public/collegiates/sepa-mandate/signed instead',
      ),
  })
  .meta({ id: 'AttachmentUpload', description: 'A file to attach, sent as multipart/form-data' })

export const AttachmentRemoveSchema = z
  .object({ id: AttachmentIdSchema })
  .meta({ id: 'AttachmentRemove', description: 'Which attachment to remove' })

export type AttachmentGroup = 'collegiates' | 'precollegiates'

export function attachmentGroupOf(role: Role | null | undefined): AttachmentGroup | undefined {
  if (role === 'collegiate') return 'collegiates'
  if (role === 'precollegiate') return 'precollegiates'
  return undefined
}
