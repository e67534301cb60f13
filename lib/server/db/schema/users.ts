import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
import { localeEnum } from './languages'

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    hashed_password: text('hashed_password'),
    name: text('name').notNull(),
    surname: text('surname').notNull().default(''),
    principals: text('principals')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferred_lang: localeEnum('preferred_lang').notNull().default('es'),
    is_active: boolean('is_active').notNull().default(true),
    is_verified: boolean('is_verified').notNull().default(false),
    is_superuser: boolean('is_superuser').notNull().default(false),
    /** A new address waiting for its owner to confirm it (spec: verification of a temporary e-mail). */
    tmp_email: text('tmp_email'),
    /** Identity document (DNI or NIE) and mobile phone, for non-members who validate their DNI by phone. */
    dni: text('dni'),
    phone: text('phone'),
    dni_verified_at: timestamp('dni_verified_at', { withTimezone: true }),
    // The public registry matches names without accents or case, and lists them in surname order.
    search_name: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`portal_search_text(name, surname)`),
    sort_name: text('sort_name')
      .notNull()
      .generatedAlwaysAs(sql`portal_search_text(surname, name)`),
    /** Whether the public registry lists this person; a trigger on member_profiles keeps it (see the migration). */
    registry_listed: boolean('registry_listed').notNull().default(false),
    ...timestamps,
  },
  // Online registration looks up whether a document number is a (former) collegiate's.
  (t) => [
    index('users_dni_idx').on(t.dni),
    // Searches read the index directly: without fastupdate, no pending list of new names to scan on every search.
    index('users_search_name_idx').using('gin', t.search_name.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('users_sort_name_idx').on(t.sort_name, t.id),
    // The registry's pages in surname order, matched on the name inside the index alone (an index-only scan).
    index('users_registry_order_idx')
      .on(t.sort_name, t.id, t.search_name)
      .where(sql`${t.registry_listed}`),
  ],
)

/**
 * One signed-in session. Access tokens name it (`sid`), so logging out (revoked_at) ends every token it issued;
 * refreshing moves expires_at forward, never past the absolute limit counted from created_at.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.user_id)],
)

/**
 * Attempts counted against a limit (failed sign-ins and codes, and every request the API limits: uploads, forms,
 * look-ups) by what they were counted against — an account, a client address — so that every instance of the
 * portal sees the same counts. The name is older than the limits that are not failures.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_failures_lookup_idx').on(t.scope, t.key, t.created_at)],
)

/** Secrets the portal generates for itself when none is configured, shared by every instance. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One-time codes sent by SMS to confirm a phone; only a hash is kept. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_codes_user_idx').on(t.user_id)],
)
