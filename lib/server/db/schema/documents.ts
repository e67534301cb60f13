import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { issuedDocumentKinds } from '@/lib/contract/issued-documents'
import { localeEnum } from './languages'
import { users } from './users'

export const issuedDocumentKindEnum = pgEnum('issued_document_kind', issuedDocumentKinds)

/** Every document the portal issued: its verification code, the SHA-256 of its bytes and where they are kept. */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    kind: issuedDocumentKindEnum('kind').notNull(),
    /** Whose it is: the holder who may download it from the private area. */
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What it is about, unique per kind: the invoice number, the mandate reference, the certificate's subject. */
    reference: text('reference').notNull(),
    lang: localeEnum('lang').notNull(),
    filename: text('filename').notNull(),
    sha256: text('sha256').notNull(),
    storage_key: uuid('storage_key').notNull().unique(),
    size: integer('size').notNull(),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('issued_documents_kind_reference_key').on(t.kind, t.reference),
    index('issued_documents_sha256_idx').on(t.sha256),
    index('issued_documents_user_idx').on(t.user_id, t.issued_at.desc()),
    check('issued_documents_code_check', sql`${t.code} ~ '^[0-9A-HJKMNP-TV-Z]{20}$'`),
    check('issued_documents_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
)

/** Public look-ups of issued documents (by code, by content, downloads): when, from where and what they found. */
export const documentLookups = pgTable(
  'document_lookups',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    client: text('client').notNull(),
    document_id: uuid('document_id').references(() => issuedDocuments.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
  },
  (t) => [index('document_lookups_at_idx').on(t.at)],
)
