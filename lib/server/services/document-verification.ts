import 'server-only'
import { eq } from 'drizzle-orm'
import {
  type ContentVerification,
  formatVerificationCode,
  type IssuedDocumentSummary,
  normalizeVerificationCode,
} from '@/lib/contract/issued-documents'
import type { Database } from '@/lib/server/db/client'
import { documentLookups, issuedDocuments, users } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import type { FileStorage } from '@/lib/server/integrations/file-storage'
import { findIssuedByCode, type IssuedDocumentRow, sha256Hex } from './issued-documents'

export type DocumentLookupKind = 'code' | 'file' | 'content'
export type DocumentLookupOutcome =
  'found' | 'not_found' | 'invalid_code' | 'unavailable' | 'match' | 'mismatch' | 'rate_limited'

export async function logDocumentLookup(
  db: Database,
  lookup: {
    kind: DocumentLookupKind
    client: string
    documentId?: string | null
    outcome: DocumentLookupOutcome
  },
) {
  await db.insert(documentLookups).values({
    kind: lookup.kind,
    client: lookup.client,
    document_id: lookup.documentId ?? null,
    outcome: lookup.outcome,
  })
}

/** "Lucía Martín Etxeberria" → "L. M. E.": enough for the holder to recognise, too little to learn who it is. */
export function initials(fullName: string): string | null {
  const letters = fullName
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((word) => `${[...word][0]!.toLocaleUpperCase('es')}.`)
  return letters.length > 0 ? letters.join(' ') : null
}

async function summaryOf(db: Database, row: IssuedDocumentRow): Promise<IssuedDocumentSummary> {
  const [holder] = row.user_id
    ? await db
        .select({ name: users.name, surname: users.surname })
        .from(users)
        .where(eq(users.id, row.user_id))
    : []
  return {
    code: formatVerificationCode(row.code),
    kind: row.kind,
    reference: row.reference,
    issued_at: row.issued_at.toISOString(),
    holder: holder ? initials([holder.name, holder.surname].filter(Boolean).join(' ')) : null,
    lang: row.lang,
    revoked: row.revoked_at !== null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    filename: row.filename,
  }
}

/** Every attempt is logged. */
async function documentByCode(
  db: Database,
  input: string,
  kind: DocumentLookupKind,
  client: string,
): Promise<IssuedDocumentRow> {
  const code = normalizeVerificationCode(input)
  if (!code) {
    await logDocumentLookup(db, { kind, client, outcome: 'invalid_code' })
    throw new ApiError(422, 'DOCUMENT_CODE_INVALID')
  }
  const row = await findIssuedByCode(db, code)
  if (!row) {
    await logDocumentLookup(db, { kind, client, outcome: 'not_found' })
    throw new ApiError(404, 'DOCUMENT_NOT_FOUND')
  }
  return row
}

export async function validateDocumentCode(
  db: Database,
  input: string,
  client: string,
): Promise<IssuedDocumentSummary> {
  const row = await documentByCode(db, input, 'code', client)
  await logDocumentLookup(db, { kind: 'code', client, documentId: row.id, outcome: 'found' })
  return summaryOf(db, row)
}

export async function issuedDocumentFile(
  db: Database,
  storage: FileStorage,
  input: string,
  client: string,
): Promise<{ filename: string; bytes: Uint8Array } | undefined> {
  const row = await documentByCode(db, input, 'file', client)
  const bytes = await storage.get(row.storage_key)
  await logDocumentLookup(db, {
    kind: 'file',
    client,
    documentId: row.id,
    outcome: bytes ? 'found' : 'unavailable',
  })
  return bytes ? { filename: row.filename, bytes } : undefined
}

/** With a code, a file that matches another document is still a mismatch for this code. */
export async function verifyDocumentContent(
  db: Database,
  bytes: Uint8Array,
  codeInput: string | undefined,
  client: string,
): Promise<ContentVerification> {
  const sha256 = sha256Hex(bytes)
  if (codeInput !== undefined && codeInput.trim() !== '') {
    const row = await documentByCode(db, codeInput, 'content', client)
    const match = row.sha256 === sha256
    await logDocumentLookup(db, {
      kind: 'content',
      client,
      documentId: row.id,
      outcome: match ? 'match' : 'mismatch',
    })
    return { match, sha256, document: await summaryOf(db, row) }
  }
  const [row] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.sha256, sha256)).limit(1)
  await logDocumentLookup(db, {
    kind: 'content',
    client,
    documentId: row?.id,
    outcome: row ? 'match' : 'mismatch',
  })
  return { match: Boolean(row), sha256, document: row ? await summaryOf(db, row) : null }
}
