import 'server-only'
import { createHash, randomUUID } from 'node:crypto'
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import {
  type Attachment,
  type AttachmentContentType,
  type AttachmentKind,
  attachmentLimits,
  attachmentMaxBytes,
} from '@/lib/contract/attachments'
import type { Database, Transaction } from '@/lib/server/db/client'
import {
  attachments,
  consumerComplaintDocuments,
  issuedDocuments,
  media,
  sepaMandates,
  users,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import type { FileStorage } from '@/lib/server/integrations/file-storage'
import { sanitiseFilename, sniffContentType } from './attachment-content'

type Row = typeof attachments.$inferSelect

export const toAttachment = (row: Row): Attachment => ({
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
  /** Only kept, after cleaning, as the name to download it with. */
  filename: string
  bytes: Uint8Array
}

export function checkAttachmentContent(bytes: Uint8Array): AttachmentContentType {
  if (bytes.byteLength === 0) throw new ApiError(400, 'ATTACHMENT_EMPTY')
  if (bytes.byteLength > attachmentMaxBytes) throw new ApiError(413, 'ATTACHMENT_TOO_LARGE')
  const type = sniffContentType(bytes)
  if (!type) throw new ApiError(415, 'ATTACHMENT_TYPE_NOT_ALLOWED')
  return type
}

async function countAttachments(db: Database | Transaction, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(attachments).where(eq(attachments.user_id, userId))
  return row?.total ?? 0
}

const limitReached = () => new ApiError(409, 'ATTACHMENT_LIMIT_REACHED')

/** Counted again with the person's row locked, so two uploads at once cannot pass the limit together. */
export async function addAttachment(
  /** A transaction makes the upload a savepoint of it: refusing the file then undoes what the caller wrote. */
  db: Database | Transaction,
  storage: FileStorage,
  userId: string,
  { kind, filename, bytes }: NewAttachment,
  alongside?: (tx: Transaction, attachmentId: string) => Promise<void>,
): Promise<Attachment> {
  const contentType = checkAttachmentContent(bytes)
  if ((await countAttachments(db, userId)) >= attachmentLimits.filesPerPerson) throw limitReached()
  const storageKey = randomUUID()
  await storage.put(storageKey, bytes)
  try {
    const row = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
      if ((await countAttachments(tx, userId)) >= attachmentLimits.filesPerPerson) throw limitReached()
      const [inserted] = await tx
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
      if (!inserted) throw new Error('The attachment was not recorded')
      await alongside?.(tx, inserted.id)
      return inserted
    })
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

export async function removeAttachment(
  db: Database,
  storage: FileStorage,
  userId: string,
  id: string,
): Promise<void> {
  const [row] = await db.transaction(async (tx) => {
    // The association must keep the signed copy of a mandate it collects with for as long as it does.
    const [kept] = await tx
      .select({ id: sepaMandates.id })
      .from(sepaMandates)
      .where(
        and(
          eq(sepaMandates.signed_attachment_id, id),
          eq(sepaMandates.user_id, userId),
          eq(sepaMandates.status, 'validated'),
        ),
      )
    if (kept) throw new ApiError(409, 'ATTACHMENT_KEPT_FOR_MANDATE')
    // A signed SEPA mandate waiting for staff goes back to waiting for its signed copy.
    await tx
      .update(sepaMandates)
      .set({ status: 'generated', uploaded_at: null, signed_attachment_id: null })
      .where(
        and(
          eq(sepaMandates.signed_attachment_id, id),
          eq(sepaMandates.user_id, userId),
          eq(sepaMandates.status, 'uploaded'),
        ),
      )
    return tx
      .delete(attachments)
      .where(and(eq(attachments.id, id), eq(attachments.user_id, userId)))
      .returning({ storage_key: attachments.storage_key })
  })
  if (!row) throw new ApiError(404, 'ATTACHMENT_NOT_FOUND')
  await storage.delete(row.storage_key).catch((error: unknown) => {
    console.warn(`[attachments] could not delete the file ${row.storage_key} of a removed attachment`, error)
  })
}

/** Files younger than `graceMs` are kept, since an upload stores its file just before recording it. */
export async function removeOrphanedFiles(
  db: Database,
  storage: FileStorage,
  { graceMs = 60 * 60 * 1000, now = new Date() }: { graceMs?: number; now?: Date } = {},
): Promise<number> {
  const settled = now.getTime() - graceMs
  let removed = 0
  let batch: string[] = []
  const sweep = async () => {
    // Issued documents and the files of consumer complaints keep their bytes in the same store.
    const known = await db
      .select({ key: attachments.storage_key })
      .from(attachments)
      .where(inArray(attachments.storage_key, batch))
      .union(
        db
          .select({ key: issuedDocuments.storage_key })
          .from(issuedDocuments)
          .where(inArray(issuedDocuments.storage_key, batch)),
      )
      .union(
        db
          .select({ key: consumerComplaintDocuments.storage_key })
          .from(consumerComplaintDocuments)
          .where(inArray(consumerComplaintDocuments.storage_key, batch)),
      )
      // The pictures staff upload too.
      .union(db.select({ key: media.storage_key }).from(media).where(inArray(media.storage_key, batch)))
    const named = new Set(known.map((row) => row.key))
    for (const key of batch.filter((candidate) => !named.has(candidate))) {
      await storage.delete(key)
      removed += 1
    }
    batch = []
  }
  for await (const file of storage.list()) {
    if (file.modifiedAt.getTime() > settled) continue
    batch.push(file.key)
    if (batch.length === 500) await sweep()
  }
  if (batch.length > 0) await sweep()
  return removed
}
