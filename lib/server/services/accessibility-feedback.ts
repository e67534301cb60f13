import 'server-only'
import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  AccessibilityFeedbackInputSchema,
  AccessibilityFeedbackReceipt,
} from '@/lib/contract/accessibility-feedback'
import type { Database } from '@/lib/server/db/client'
import { accessibilityFeedback } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'

export type AccessibilityFeedbackData = z.output<typeof AccessibilityFeedbackInputSchema>

/** What is stored, in a fixed order, so the same request always gives the same fingerprint. */
function storedFields(input: AccessibilityFeedbackData) {
  return {
    kind: input.kind,
    page_url: input.page_url || null,
    message: input.message,
    name: input.name || null,
    email: input.email,
    lang: input.lang,
  }
}

export function requestFingerprint(input: AccessibilityFeedbackData): string {
  return createHash('sha256')
    .update(JSON.stringify(storedFields(input)))
    .digest('hex')
}

type Row = typeof accessibilityFeedback.$inferSelect

const receiptOf = (row: Pick<Row, 'reference' | 'created_at'>): AccessibilityFeedbackReceipt => ({
  reference: row.reference,
  created_at: row.created_at.toISOString(),
})

/** The year in Spain, where the association numbers its correspondence. */
const referenceYear = (now: Date) =>
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Madrid', year: 'numeric' }).format(now)

/** A key reused with a different request is refused (draft-ietf-httpapi-idempotency-key-header: 422). */
export async function findFeedbackReplay(
  db: Database,
  idempotencyKey: string,
  fingerprint: string,
): Promise<AccessibilityFeedbackReceipt | null> {
  const [row] = await db
    .select({
      reference: accessibilityFeedback.reference,
      created_at: accessibilityFeedback.created_at,
      request_fingerprint: accessibilityFeedback.request_fingerprint,
    })
    .from(accessibilityFeedback)
    .where(eq(accessibilityFeedback.idempotency_key, idempotencyKey))
    .limit(1)
  if (!row) return null
  if (row.request_fingerprint !== fingerprint) throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED')
  return receiptOf(row)
}

/** The unique idempotency key makes a concurrent retry wait and answer the first insert's receipt. */
export async function createAccessibilityFeedback(
  db: Database,
  input: AccessibilityFeedbackData,
  { idempotencyKey = null, now = new Date() }: { idempotencyKey?: string | null; now?: Date } = {},
): Promise<{ receipt: AccessibilityFeedbackReceipt; replayed: boolean }> {
  const fingerprint = requestFingerprint(input)
  return db.transaction(async (tx) => {
    const [number] = await tx
      .select({ value: sql<string>`nextval('accessibility_feedback_number_seq')::text` })
      .from(sql`(select 1) as one`)
    if (!number) throw new Error('The reference sequence answered nothing')
    const [created] = await tx
      .insert(accessibilityFeedback)
      .values({
        ...storedFields(input),
        reference: `ACC-${referenceYear(now)}-${number.value.padStart(6, '0')}`,
        idempotency_key: idempotencyKey,
        request_fingerprint: fingerprint,
        created_at: now,
      })
      .onConflictDoNothing({ target: accessibilityFeedback.idempotency_key })
      .returning({ reference: accessibilityFeedback.reference, created_at: accessibilityFeedback.created_at })
    if (created) return { receipt: receiptOf(created), replayed: false }
    const replay = idempotencyKey ? await findFeedbackReplay(tx, idempotencyKey, fingerprint) : null
    if (!replay) throw new Error('The insert conflicted on a key that no row holds')
    return { receipt: replay, replayed: true }
  })
}
