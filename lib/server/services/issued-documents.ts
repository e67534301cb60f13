import 'server-only'
import { createHash, randomInt, randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import {
  formatVerificationCode,
  verificationCodeAlphabet,
  verificationCodeLength,
  type IssuedDocumentKind,
} from '@/lib/contract/issued-documents'
import type { Locale } from '@/lib/contract/locales'
import type { Database, Transaction } from '@/lib/server/db/client'
import { issuedDocuments } from '@/lib/server/db/schema'
import type { FileStorage } from '@/lib/server/integrations/file-storage'
import { portalLink } from './account-emails'

export type IssuedDocumentRow = typeof issuedDocuments.$inferSelect

/** 20 characters of Crockford's base 32: 100 random bits (a QR's code must not be guessable). */
function newVerificationCode(): string {
  return Array.from(
    { length: verificationCodeLength },
    () => verificationCodeAlphabet[randomInt(verificationCodeAlphabet.length)],
  ).join('')
}

const verificationUrl = (code: string, lang: Locale) =>
  portalLink(lang, `/document-validation/${formatVerificationCode(code)}`)

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

export interface DocumentToIssue {
  kind: IssuedDocumentKind
  userId: string | null
  /** Unique per kind: issuing the same reference again answers the document issued first. */
  reference: string
  lang: Locale
  filename: string
  render: (verification: { code: string; url: string }) => Promise<Uint8Array>
}

/** Bytes stored before the row: a failed insert leaves an unnamed file the daily clean-up removes. */
export async function issueDocument(
  db: Database | Transaction,
  storage: FileStorage,
  document: DocumentToIssue,
): Promise<{ row: IssuedDocumentRow; bytes: Uint8Array }> {
  const earlier = await findIssuedByReference(db, document.kind, document.reference)
  if (earlier) {
    const bytes = await storage.get(earlier.storage_key)
    if (bytes) return { row: earlier, bytes }
  }
  // Bytes lost from the store are drawn again under the code already printed.
  const code = earlier?.code ?? newVerificationCode()
  const bytes = await document.render({ code, url: verificationUrl(code, document.lang) })
  const storageKey = randomUUID()
  await storage.put(storageKey, bytes)
  const values = {
    code,
    kind: document.kind,
    user_id: document.userId,
    reference: document.reference,
    lang: document.lang,
    filename: document.filename,
    sha256: sha256Hex(bytes),
    storage_key: storageKey,
    size: bytes.byteLength,
  }
  const [row] = earlier
    ? await db.update(issuedDocuments).set(values).where(eq(issuedDocuments.id, earlier.id)).returning()
    : await db
        .insert(issuedDocuments)
        .values(values)
        .onConflictDoNothing({ target: [issuedDocuments.kind, issuedDocuments.reference] })
        .returning()
  if (row) return { row, bytes }
  // Issued at the same moment by another request: answer that one.
  await storage.delete(storageKey)
  const winner = await findIssuedByReference(db, document.kind, document.reference)
  const winnerBytes = winner && (await storage.get(winner.storage_key))
  if (!winner || !winnerBytes) throw new Error(`The ${document.kind} ${document.reference} vanished`)
  return { row: winner, bytes: winnerBytes }
}

async function findIssuedByReference(
  db: Database | Transaction,
  kind: IssuedDocumentKind,
  reference: string,
): Promise<IssuedDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.kind, kind), eq(issuedDocuments.reference, reference)))
  return row
}

export async function findIssuedByCode(db: Database, code: string): Promise<IssuedDocumentRow | undefined> {
  const [row] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.code, code))
  return row
}
