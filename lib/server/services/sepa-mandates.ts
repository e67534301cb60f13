import 'server-only'
import { randomBytes } from 'node:crypto'
import { and, count, eq, ne } from 'drizzle-orm'
import type { Locale } from '@/lib/contract/locales'
import type { SepaMandate } from '@/lib/contract/sepa'
import type { Database, Transaction } from '@/lib/server/db/client'
import { attachments, issuedDocuments, memberProfiles, sepaMandates, users } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import type { FileStorage } from '@/lib/server/integrations/file-storage'
import { addAttachment, removeAttachment, toAttachment } from './attachments'
import { invoiceRecipientOf } from './invoice-issuer'
import { issueDocument } from './issued-documents'
import { sepaCreditor } from './sepa-creditor'
import { renderMandatePdf } from './sepa-mandate-pdf'

export type SepaMandateRow = typeof sepaMandates.$inferSelect
type Db = Database | Transaction

const notFound = () => new ApiError(404, 'SEPA_MANDATE_NOT_FOUND')

/** The member's mandate that is not revoked, if any (at most one: the database's partial unique index). */
async function findCurrentMandate(db: Db, userId: string): Promise<SepaMandateRow | undefined> {
  const [row] = await db
    .select()
    .from(sepaMandates)
    .where(and(eq(sepaMandates.user_id, userId), ne(sepaMandates.status, 'revoked')))
  return row
}

async function profileIban(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ iban: memberProfiles.iban })
    .from(memberProfiles)
    .where(eq(memberProfiles.user_id, userId))
  return row?.iban ?? null
}

async function toSepaMandate(db: Db, row: SepaMandateRow): Promise<SepaMandate> {
  if (row.status === 'revoked') throw notFound()
  const [signed] = row.signed_attachment_id
    ? await db.select().from(attachments).where(eq(attachments.id, row.signed_attachment_id))
    : []
  const creditor = sepaCreditor()
  const iban = await profileIban(db, row.user_id)
  return {
    reference: row.reference,
    status: row.status,
    scheme: 'CORE',
    payment_type: 'recurrent',
    creditor_id: creditor.id,
    creditor_name: creditor.name,
    iban: row.iban,
    iban_changed: iban !== row.iban,
    generated_at: row.generated_at.toISOString(),
    uploaded_at: row.uploaded_at?.toISOString() ?? null,
    validated_at: row.validated_at?.toISOString() ?? null,
    signed_on: row.signed_on,
    signed_copy: signed ? toAttachment(signed) : null,
  }
}

export async function currentMandate(db: Database, userId: string): Promise<SepaMandate> {
  const row = await findCurrentMandate(db, userId)
  if (!row) throw notFound()
  return toSepaMandate(db, row)
}

/** Only the characters a mandate reference may hold, at most 35. */
async function newReference(tx: Transaction, userId: string): Promise<string> {
  const [profile] = await tx
    .select({ code: memberProfiles.collegiate_code })
    .from(memberProfiles)
    .where(eq(memberProfiles.user_id, userId))
  const code = (profile?.code ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 20)
  const [made] = await tx
    .select({ total: count() })
    .from(sepaMandates)
    .where(eq(sepaMandates.user_id, userId))
  let sequence = (made?.total ?? 0) + 1
  for (;;) {
    const reference = code
      ? `COL-${code}-${String(sequence).padStart(3, '0')}`
      : `M-${randomBytes(8).toString('hex').toUpperCase()}`
    const [taken] = await tx
      .select({ id: sepaMandates.id })
      .from(sepaMandates)
      .where(eq(sepaMandates.reference, reference))
    if (!taken) return reference
    sequence += 1
  }
}

const mandateFilename = (reference: string) => `mandato-sepa-${reference}.pdf`

async function issueMandateDocument(db: Db, storage: FileStorage, row: SepaMandateRow, lang: Locale) {
  const debtor = await invoiceRecipientOf(db as Database, row.user_id)
  return issueDocument(db, storage, {
    kind: 'sepa_mandate',
    userId: row.user_id,
    reference: row.reference,
    lang,
    filename: mandateFilename(row.reference),
    render: (verification) =>
      renderMandatePdf(
        { reference: row.reference, creditor: sepaCreditor(), debtor, iban: row.iban, lang },
        verification,
      ),
  })
}

async function preferredLang(db: Db, userId: string): Promise<Locale> {
  const [user] = await db.select({ lang: users.preferred_lang }).from(users).where(eq(users.id, userId))
  return user?.lang ?? 'es'
}

/** The member's row is locked, so two requests at once make one mandate. */
export async function generateMandate(
  db: Database,
  storage: FileStorage,
  userId: string,
  { lang, now = new Date() }: { lang?: Locale; now?: Date } = {},
): Promise<{ mandate: SepaMandate; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const iban = await profileIban(tx, userId)
    if (!iban) throw new ApiError(409, 'IBAN_REQUIRED')
    const language = lang ?? (await preferredLang(tx, userId))
    let current = await findCurrentMandate(tx, userId)
    if (current && current.iban === iban) {
      if (!current.document_id) {
        const { row: document } = await issueMandateDocument(tx, storage, current, language)
        ;[current] = await tx
          .update(sepaMandates)
          .set({ document_id: document.id })
          .where(eq(sepaMandates.id, current.id))
          .returning()
      }
      return { mandate: await toSepaMandate(tx, current!), created: false }
    }
    if (current) {
      await tx
        .update(sepaMandates)
        .set({ status: 'revoked', revoked_at: now })
        .where(eq(sepaMandates.id, current.id))
    }
    const [inserted] = await tx
      .insert(sepaMandates)
      .values({ user_id: userId, reference: await newReference(tx, userId), iban, generated_at: now })
      .returning()
    if (!inserted) throw new Error('The mandate was not recorded')
    const { row: document } = await issueMandateDocument(tx, storage, inserted, language)
    const [withDocument] = await tx
      .update(sepaMandates)
      .set({ document_id: document.id })
      .where(eq(sepaMandates.id, inserted.id))
      .returning()
    return { mandate: await toSepaMandate(tx, withDocument!), created: true }
  })
}

export async function mandateDocument(
  db: Database,
  storage: FileStorage,
  userId: string,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const current = await findCurrentMandate(db, userId)
  if (!current) throw notFound()
  const [issued] = current.document_id
    ? await db
        .select({ lang: issuedDocuments.lang })
        .from(issuedDocuments)
        .where(eq(issuedDocuments.id, current.document_id))
    : []
  const lang = issued?.lang ?? (await preferredLang(db, userId))
  const { row, bytes } = await issueMandateDocument(db, storage, current, lang)
  if (current.document_id !== row.id) {
    await db.update(sepaMandates).set({ document_id: row.id }).where(eq(sepaMandates.id, current.id))
  }
  return { filename: row.filename, bytes }
}

/** A copy sent before is replaced and the association validates the new one again. */
export async function uploadSignedMandate(
  db: Database,
  storage: FileStorage,
  userId: string,
  file: { filename: string; bytes: Uint8Array },
  { now = new Date() }: { now?: Date } = {},
): Promise<SepaMandate> {
  const current = await findCurrentMandate(db, userId)
  if (!current) throw notFound()
  let previous: string | null = null
  await addAttachment(db, storage, userId, { kind: 'sepa_mandate', ...file }, async (tx, attachmentId) => {
    const [locked] = await tx
      .select()
      .from(sepaMandates)
      .where(and(eq(sepaMandates.id, current.id), ne(sepaMandates.status, 'revoked')))
      .for('update')
    // Revoked meanwhile by a new IBAN's mandate: the copy would be of the wrong one.
    if (!locked) throw notFound()
    previous = locked.signed_attachment_id
    await tx
      .update(sepaMandates)
      .set({
        status: 'uploaded',
        signed_attachment_id: attachmentId,
        uploaded_at: now,
        validated_at: null,
        signed_on: null,
      })
      .where(eq(sepaMandates.id, locked.id))
  })
  if (previous) {
    await removeAttachment(db, storage, userId, previous).catch((error: unknown) => {
      // Removed by the member already: nothing to replace.
      if (!(error instanceof ApiError)) throw error
    })
  }
  return currentMandate(db, userId)
}

/** The date of signature is the upload's day when not given. */
export async function validateMandate(
  db: Db,
  reference: string,
  { signedOn, now = new Date() }: { signedOn?: string; now?: Date } = {},
): Promise<SepaMandateRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sepaMandates)
      .where(eq(sepaMandates.reference, reference))
      .for('update')
    if (!row || row.status === 'revoked' || row.status === 'generated' || !row.signed_attachment_id) {
      throw notFound()
    }
    if (row.status === 'validated') return row
    const [validated] = await tx
      .update(sepaMandates)
      .set({
        status: 'validated',
        validated_at: now,
        signed_on: signedOn ?? row.uploaded_at?.toISOString().slice(0, 10) ?? now.toISOString().slice(0, 10),
      })
      .where(eq(sepaMandates.id, row.id))
      .returning()
    return validated!
  })
}
