import 'server-only'
import { createHash, randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import {
  type Attachment,
  type AttachmentContentType,
  type AttachmentKind,
  attachmentMaxBytes,
} from '@/lib/contract/attachments'
import type { Database } from '@/lib/server/db/client'
import { attachments } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import type { FileStorage } from '@/lib/server/integrations/file-storage'
import { sanitiseFilename, sniffContentType } from './attachment-content'

type Row = typeof attachments.$inferSelect

const toAttachment = (row: Row): Attachment => ({
  id: row.id,
  kind: row.kind,
  filename: row.filename,
  content_type: row.content_type,
  size: row.size,
  created_at: row.created_at.toISOString(),
})

/** Who asks: the owner sees their own files; staff may read any file by id, and nothing else. */
export interface AttachmentViewer {
  userId: string
  staff: boolean
}

export async function listAttachments(db: Database, userId: string): Promise<Attachment[]> {
  const rows = await db
    .select()
    .from(attachments)
    .where(eq(attachments.user_id, userId))
    .orderBy(desc(attachments.created_at), desc(attachments.id))
  return rows.map(toAttachment)
}

export interface NewAttachment {
  kind: AttachmentKind
  /** What the client called the file; only kept, after cleaning, as the name to download it with. */
  filename: string
  bytes: Uint8Array
}

/** Refuses what may not be stored, before anything is written: empty, too large, or not PDF, JPEG or PNG. */
export function checkAttachmentContent(bytes: Uint8Array): AttachmentContentType {
  if (bytes.byteLength === 0) throw new ApiError(400, 'ATTACHMENT_EMPTY')
  if (bytes.byteLength > attachmentMaxBytes) throw new ApiError(413, 'ATTACHMENT_TOO_LARGE')
  const type = sniffContentType(bytes)
  if (!type) throw new ApiError(415, 'ATTACHMENT_TYPE_NOT_ALLOWED')
  return type
}

/**
 * Stores the bytes under a new key, then records them. When the record cannot be written the bytes are deleted,
 * so the storage never holds a file no row names.
 */
export async function addAttachment(
  db: Database,
  storage: FileStorage,
  userId: string,
  { kind, filename, bytes }: NewAttachment,
): Promise<Attachment> {
  const contentType = checkAttachmentContent(bytes)
  const storageKey = randomUUID()
  await storage.put(storageKey, bytes)
  try {
    const [row] = await db
      .insert(attachments)
      .values({
        user_id: userId,
        kind,
        filename: sanitiseFilename(filename, contentType),
        content_type: contentType,
        size: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storage_key: storageKey,
      })
      .returning()
    if (!row) throw new Error('The attachment was not recorded')
    return toAttachment(row)
  } catch (error) {
    await storage.delete(storageKey).catch((cleanup: unknown) => {
      console.warn(`[attachments] could not delete ${storageKey} after a failed insert`, cleanup)
    })
    throw error
  }
}

async function findVisible(db: Database, viewer: AttachmentViewer, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(
      viewer.staff
        ? eq(attachments.id, id)
        : and(eq(attachments.id, id), eq(attachments.user_id, viewer.userId)),
    )
  // Someone else's file answers as a missing one, so that ids cannot be probed.
  if (!row) throw new ApiError(404, 'ATTACHMENT_NOT_FOUND')
  return row
}

export async function readAttachment(
  db: Database,
  storage: FileStorage,
  viewer: AttachmentViewer,
  id: string,
): Promise<{ attachment: Attachment; bytes: Uint8Array }> {
  const row = await findVisible(db, viewer, id)
  const bytes = await storage.get(row.storage_key)
  if (!bytes) {
    console.warn(`[attachments] ${row.id} is recorded but its file ${row.storage_key} is missing`)
    throw new ApiError(404, 'ATTACHMENT_NOT_FOUND')
  }
  return { attachment: toAttachment(row), bytes }
}

/** Deletes the record, then the file: a failure in between leaves an unreachable file, never a dangling record. */
export async function removeAttachment(
  db: Database,
  storage: FileStorage,
  userId: string,
  id: string,
): Promise<void> {
  const [row] = await db
    .delete(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.user_id, userId)))
    .returning({ storage_key: attachments.storage_key })
  if (!row) throw new ApiError(404, 'ATTACHMENT_NOT_FOUND')
  await storage.delete(row.storage_key).catch((error: unknown) => {
    console.warn(`[attachments] could not delete the file ${row.storage_key} of a removed attachment`, error)
  })
}
