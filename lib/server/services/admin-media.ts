import 'server-only'
import { createHash, randomUUID } from 'node:crypto'
import { count, desc, eq, ilike, inArray, or } from 'drizzle-orm'
import {
  type AdminMedia,
  mediaContentTypes,
  mediaMaxBytes,
  mediaMaxSide,
  mediaPath,
} from '@/lib/contract/admin-media'
import type { Database, Transaction } from '@/lib/server/db/client'
import { events, media, news, resourceCards, resources, settings, workplaces } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import type { FileStorage } from '@/lib/server/integrations/file-storage'
import { sanitiseFilename } from './attachment-content'
import { escapeLike } from './content-query'
import { looksLikePicture, readPictureHeader, type PictureHeader } from './media-content'
import { recordStaffAction, type StaffActor } from './staff-actions'

type Row = typeof media.$inferSelect

const entity = 'media'

const toAdminMedia = (row: Row): AdminMedia => ({
  id: row.id,
  filename: row.filename,
  content_type: mediaContentTypes.find((type) => type === row.content_type) ?? 'image/png',
  size: row.size,
  width: row.width ?? 1,
  height: row.height ?? 1,
  src: mediaPath(row.id),
  created_at: row.created_at.toISOString(),
})

/** By content, not the declared type: PNG or JPEG whose size can be read, up to 5 MiB. */
function checkMediaContent(bytes: Uint8Array): PictureHeader {
  if (bytes.byteLength === 0) throw new ApiError(400, 'ATTACHMENT_EMPTY')
  if (bytes.byteLength > mediaMaxBytes) throw new ApiError(413, 'MEDIA_TOO_LARGE')
  if (!looksLikePicture(bytes)) throw new ApiError(415, 'MEDIA_TYPE_NOT_ALLOWED')
  const header = readPictureHeader(bytes)
  const sane = (side: number) => side >= 1 && side <= mediaMaxSide
  if (!header || !sane(header.width) || !sane(header.height)) throw new ApiError(422, 'MEDIA_UNREADABLE')
  return header
}

/** A failed record deletes the stored bytes. */
export async function addMedia(
  db: Database,
  storage: FileStorage,
  actor: StaffActor,
  { filename, bytes }: { filename: string; bytes: Uint8Array },
): Promise<AdminMedia> {
  const header = checkMediaContent(bytes)
  const storageKey = randomUUID()
  await storage.put(storageKey, bytes)
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(media)
        .values({
          filename: sanitiseFilename(filename, header.type),
          content_type: header.type,
          size: bytes.byteLength,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          storage_key: storageKey,
          width: header.width,
          height: header.height,
          created_by: actor.id,
        })
        .returning()
      if (!inserted) throw new Error('The picture was not recorded')
      await recordStaffAction(tx, actor, {
        entity,
        entityId: inserted.id,
        action: 'media_uploaded',
        details: { filename: inserted.filename, width: header.width, height: header.height },
      })
      return inserted
    })
    return toAdminMedia(row)
  } catch (error) {
    await storage.delete(storageKey).catch((cleanup: unknown) => {
      console.warn(`[media] could not delete ${storageKey} after a failed insert`, cleanup)
    })
    throw error
  }
}

export async function listMedia(
  db: Database,
  { skip, limit, q }: { skip: number; limit: number; q?: string },
): Promise<{ items: AdminMedia[]; total: number }> {
  const where = q ? ilike(media.filename, `%${escapeLike(q)}%`) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.created_at), desc(media.id))
      .offset(skip)
      .limit(limit),
    db.select({ total: count() }).from(media).where(where),
  ])
  return { items: rows.map(toAdminMedia), total: total?.total ?? 0 }
}

async function mediaRow(db: Database | Transaction, id: string): Promise<Row> {
  const [row] = await db.select().from(media).where(eq(media.id, id.toLowerCase()))
  if (!row) throw new ApiError(404, 'MEDIA_NOT_FOUND')
  return row
}

export async function getMedia(db: Database, id: string): Promise<AdminMedia> {
  return toAdminMedia(await mediaRow(db, id))
}

/** Which of these pictures exist (lower-case ids), to accept `/media/{id}` only for uploaded ones. */
export async function existingMediaIds(db: Database | Transaction, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(
      inArray(
        media.id,
        ids.map((id) => id.toLowerCase()),
      ),
    )
  return new Set(rows.map((row) => row.id))
}

/** Rich-text bodies are not searched: they take https pictures only. */
async function mediaUsages(db: Database | Transaction, id: string): Promise<string[]> {
  const src = mediaPath(id.toLowerCase())
  const items: string[][] = []
  // One after the other: a transaction is one connection (see inTurn).
  for (const [name, table] of [
    ['news', news],
    ['workplace', workplaces],
    ['event', events],
    ['resource', resources],
    ['resource_card', resourceCards],
  ] as const) {
    const rows = await db.select({ id: table.id }).from(table).where(eq(table.image_src, src))
    items.push(rows.map((row) => `${name} ${row.id}`))
  }
  const logos = await db
    .select({ lang: settings.lang, logo: settings.logo_src, small: settings.logo_small_src })
    .from(settings)
    .where(or(eq(settings.logo_src, src), eq(settings.logo_small_src, src)))
  return [
    ...items.flat(),
    ...logos.flatMap((row) => [
      ...(row.logo === src ? [`settings ${row.lang}.logo_src`] : []),
      ...(row.small === src ? [`settings ${row.lang}.logo_small_src`] : []),
    ]),
  ]
}

/** Record and log in one transaction, then the file: a failure between leaves it to the orphan sweep. */
export async function deleteMedia(
  db: Database,
  storage: FileStorage,
  actor: StaffActor,
  id: string,
): Promise<AdminMedia> {
  const row = await db.transaction(async (tx) => {
    const found = await mediaRow(tx, id)
    const usages = await mediaUsages(tx, found.id)
    if (usages.length > 0) throw new ApiError(409, { code: 'MEDIA_IN_USE', reason: usages.join(', ') })
    await tx.delete(media).where(eq(media.id, found.id))
    await recordStaffAction(tx, actor, {
      entity,
      entityId: found.id,
      action: 'media_deleted',
      details: { filename: found.filename },
    })
    return found
  })
  await storage.delete(row.storage_key).catch((error: unknown) => {
    console.warn(`[media] could not delete the file ${row.storage_key} of a removed picture`, error)
  })
  return toAdminMedia(row)
}

export async function readMedia(
  db: Database,
  storage: FileStorage,
  id: string,
): Promise<{ media: AdminMedia; bytes: Uint8Array }> {
  const row = await mediaRow(db, id)
  const bytes = await storage.get(row.storage_key)
  if (!bytes) {
    console.warn(`[media] ${row.id} is recorded but its file ${row.storage_key} is missing`)
    throw new ApiError(404, 'MEDIA_NOT_FOUND')
  }
  return { media: toAdminMedia(row), bytes }
}
