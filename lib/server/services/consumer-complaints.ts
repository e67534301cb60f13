import 'server-only'
import { createHash, randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { createTranslator } from 'next-intl'
import type { AttachmentContentType } from '@/lib/contract/attachments'
import type { ComplaintStatus } from '@/lib/contract/complaint-lookup'
import {
  consumerComplaintPrefix,
  type ConsumerComplaintForm,
  type ConsumerComplaintReceipt,
} from '@/lib/contract/consumer-complaints'
import type { Locale } from '@/lib/contract/locales'
import type { Database, Transaction } from '@/lib/server/db/client'
import {
  consumerComplaintDocuments,
  consumerComplaintHistory,
  consumerComplaints,
} from '@/lib/server/db/schema'
import { isUniqueViolation } from '@/lib/server/db/violations'
import { ApiError } from '@/lib/server/errors'
import type { FileStorage } from '@/lib/server/integrations/file-storage'
import { queueMail } from '@/lib/server/jobs/queue'
import ca from '@/messages/ca.json'
import en from '@/messages/en.json'
import es from '@/messages/es.json'
import eu from '@/messages/eu.json'
import { composeAccountEmail, portalLink } from './account-emails'
import { sanitiseFilename } from './attachment-content'
import { checkAttachmentContent } from './attachments'
import { associationName } from './settings'
import { newTrackingCode } from './tracking-codes'
import { idForIdempotencyKey } from './idempotent-ids'
import { isInPublicRegistry } from './registry'

const messages = { es, ca, en, eu }

export const complaintLookupPage = '/complaint-lookup'

interface ConsumerComplaintFile {
  filename: string
  bytes: Uint8Array
}

export interface ConsumerComplaintRequest {
  form: ConsumerComplaintForm
  files: ConsumerComplaintFile[]
  lang: Locale
  userId: string | null
  idempotencyKey: string | null
}

type ComplaintRow = typeof consumerComplaints.$inferSelect

/** Codes are 40 random bits: a clash is rare, and a new code is drawn a few times before giving up. */
const codeAttempts = 4

async function receiptOf(db: Database, row: ComplaintRow): Promise<ConsumerComplaintReceipt> {
  const documents = await db
    .select({ id: consumerComplaintDocuments.id })
    .from(consumerComplaintDocuments)
    .where(eq(consumerComplaintDocuments.complaint_id, row.id))
  return {
    tracking_code: row.tracking_code,
    received_at: row.created_at.toISOString(),
    documents: documents.length,
  }
}

/** A key sent again with another complaint is refused (422 IDEMPOTENCY_KEY_REUSED). */
export async function consumerComplaintReplay(
  db: Database,
  form: ConsumerComplaintForm,
  idempotencyKey: string | null,
): Promise<ConsumerComplaintReceipt | null> {
  if (!idempotencyKey) return null
  const [row] = await db
    .select()
    .from(consumerComplaints)
    .where(eq(consumerComplaints.id, idForIdempotencyKey('consumer-complaint', idempotencyKey)))
    .limit(1)
  if (!row) return null
  if (row.email !== form.email || row.description !== form.description) {
    throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED')
  }
  return receiptOf(db, row)
}

interface StoredFile {
  filename: string
  contentType: AttachmentContentType
  size: number
  sha256: string
  storageKey: string
}

/**
 * Every file is checked before anything is written; stored files are deleted again when the transaction
 * fails.
 */
/** Only a complaint about a practice names someone; a registry number must be one the public registry lists. */
async function complaintSubject(db: Database, form: ConsumerComplaintForm) {
  if (form.topic !== 'professional_practice' || !form.professional)
    return { subject_kind: null, professional: null, subject_registry_number: null }
  const kind = form.subject_kind ?? null
  const number = form.subject_registry_number ?? null
  if (kind && number && !(await isInPublicRegistry(db, kind, number)))
    throw new ApiError(422, [
      {
        loc: ['body', 'subject_registry_number'],
        msg: 'Not in the public registry as this kind',
        type: 'value_error',
      },
    ])
  return { subject_kind: kind, professional: form.professional, subject_registry_number: number }
}

export async function fileConsumerComplaint(
  db: Database,
  storage: FileStorage,
  request: ConsumerComplaintRequest,
  now = new Date(),
): Promise<{ receipt: ConsumerComplaintReceipt; replayed: boolean }> {
  const { form, files, lang, userId, idempotencyKey } = request
  const replay = await consumerComplaintReplay(db, form, idempotencyKey)
  if (replay) return { receipt: replay, replayed: true }

  const subject = await complaintSubject(db, form)
  const checked = files.map((file) => ({ ...file, contentType: checkAttachmentContent(file.bytes) }))
  const stored: StoredFile[] = []
  const removeStored = () =>
    Promise.all(
      stored.map(({ storageKey }) =>
        storage.delete(storageKey).catch((cleanup: unknown) => {
          console.warn(`[complaints] could not delete ${storageKey} after a failed insert`, cleanup)
        }),
      ),
    )

  let row: ComplaintRow | undefined
  try {
    for (const file of checked) {
      const storageKey = randomUUID()
      await storage.put(storageKey, file.bytes)
      stored.push({
        filename: sanitiseFilename(file.filename, file.contentType),
        contentType: file.contentType,
        size: file.bytes.byteLength,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        storageKey,
      })
    }
    for (let attempt = 1; !row; attempt++) {
      try {
        row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(consumerComplaints)
            .values({
              ...(idempotencyKey ? { id: idForIdempotencyKey('consumer-complaint', idempotencyKey) } : {}),
              tracking_code: newTrackingCode(consumerComplaintPrefix, now),
              user_id: userId,
              complainant: form.complainant,
              name: form.name,
              email: form.email,
              phone: form.phone ?? null,
              lang,
              topic: form.topic,
              ...subject,
              description: form.description,
              status: 'received',
              privacy_accepted_at: now,
              created_at: now,
              updated_at: now,
            })
            .onConflictDoNothing({ target: consumerComplaints.id })
            .returning()
          // Null: a retry with the same key got there first; answered below as a replay.
          if (!inserted) return undefined
          await tx
            .insert(consumerComplaintHistory)
            .values({ complaint_id: inserted.id, status: 'received', changed_at: now })
          if (stored.length > 0) {
            await tx.insert(consumerComplaintDocuments).values(
              stored.map((file) => ({
                complaint_id: inserted.id,
                filename: file.filename,
                content_type: file.contentType,
                size: file.size,
                sha256: file.sha256,
                storage_key: file.storageKey,
                created_at: now,
              })),
            )
          }
          await acknowledge(tx, inserted, lang)
          return inserted
        })
        if (!row) {
          await removeStored()
          const retried = await consumerComplaintReplay(db, form, idempotencyKey)
          if (!retried) throw new Error('The insert conflicted on a key that no row holds')
          return { receipt: retried, replayed: true }
        }
      } catch (error) {
        // Another complaint drew the same tracking code: draw again.
        if (!isUniqueViolation(error) || attempt >= codeAttempts) throw error
      }
    }
  } catch (error) {
    await removeStored()
    throw error
  }
  if (!row) throw new Error('The complaint was not recorded')

  return {
    receipt: {
      tracking_code: row.tracking_code,
      received_at: row.created_at.toISOString(),
      documents: stored.length,
    },
    replayed: false,
  }
}

async function acknowledge(tx: Transaction, row: ComplaintRow, lang: Locale) {
  const message = composeAccountEmail(
    {
      kind: 'complaintReceived',
      code: row.tracking_code,
      link: `${portalLink(lang, complaintLookupPage)}?code=${encodeURIComponent(row.tracking_code)}`,
    },
    { email: row.email, name: row.name, lang },
    await associationName(tx, lang),
  )
  await queueMail(tx, message)
}

/** Never the complaint's text. */
export async function findConsumerComplaint(
  db: Database,
  code: string,
  lang: Locale,
): Promise<ComplaintStatus | undefined> {
  const [row] = await db
    .select({
      id: consumerComplaints.id,
      tracking_code: consumerComplaints.tracking_code,
      topic: consumerComplaints.topic,
      status: consumerComplaints.status,
      created_at: consumerComplaints.created_at,
      updated_at: consumerComplaints.updated_at,
    })
    .from(consumerComplaints)
    .where(eq(consumerComplaints.tracking_code, code))
    .limit(1)
  if (!row) return undefined
  const history = await db
    .select({ status: consumerComplaintHistory.status, changed_at: consumerComplaintHistory.changed_at })
    .from(consumerComplaintHistory)
    .where(eq(consumerComplaintHistory.complaint_id, row.id))
    .orderBy(asc(consumerComplaintHistory.changed_at), asc(consumerComplaintHistory.id))
  const t = createTranslator({ locale: lang, messages: messages[lang], namespace: 'ConsumerComplaint' })
  return {
    tracking_code: row.tracking_code,
    source: 'consumer',
    subject: t(`topics.${row.topic}`),
    topic: row.topic,
    status: row.status,
    received_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    history: history.map((entry) => ({
      status: entry.status,
      changed_at: entry.changed_at.toISOString(),
    })),
  }
}
