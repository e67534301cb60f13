import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { accessibilityFeedbackKinds } from '@/lib/contract/accessibility-feedback'
import { contentStatuses } from '@/lib/contract/content'
import { locales } from '@/lib/contract/locales'
import { settingsDefaults } from '@/lib/contract/settings'

export const localeEnum = pgEnum('locale', locales)
export const contentStatusEnum = pgEnum('content_status', contentStatuses)
export const linkTargetEnum = pgEnum('link_target', ['_self', '_blank'])
export const accessibilityFeedbackKindEnum = pgEnum('accessibility_feedback_kind', accessibilityFeedbackKinds)

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

export const languages = pgTable('languages', {
  code: localeEnum('code').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  position: integer('position').notNull().default(0),
})

export const settings = pgTable('settings', {
  lang: localeEnum('lang')
    .primaryKey()
    .references(() => languages.code),
  color_primary: text('color_primary').notNull().default(settingsDefaults.color_primary),
  color_secondary: text('color_secondary').notNull().default(settingsDefaults.color_secondary),
  color_complementary: text('color_complementary').notNull().default(settingsDefaults.color_complementary),
  color_light: text('color_light').notNull().default(settingsDefaults.color_light),
  font_family: text('font_family').notNull().default(settingsDefaults.font_family),
  font_family_secondary: text('font_family_secondary')
    .notNull()
    .default(settingsDefaults.font_family_secondary),
  font_size: text('font_size').notNull().default(settingsDefaults.font_size),
  google_analytics: text('google_analytics'),
  logo_src: text('logo_src').notNull(),
  logo_small_src: text('logo_small_src').notNull(),
  logo_alt: text('logo_alt').notNull(),
  footer_title: text('footer_title').notNull().default(''),
  footer_text: text('footer_text').notNull().default(''),
  footer_copy: text('footer_copy').notNull().default(''),
  footer_copy_url: text('footer_copy_url'),
  facebook_url: text('facebook_url'),
  twitter_url: text('twitter_url'),
  instagram_url: text('instagram_url'),
  youtube_url: text('youtube_url'),
  linkedin_url: text('linkedin_url'),
  public_url: text('public_url').notNull(),
  slug_navbar_top: text('slug_navbar_top').notNull(),
  slug_navbar_bottom_one: text('slug_navbar_bottom_one').notNull(),
  slug_navbar_bottom_two: text('slug_navbar_bottom_two').notNull(),
  slug_navbar_bottom_three: text('slug_navbar_bottom_three').notNull(),
  slug_navbar_bottom_four: text('slug_navbar_bottom_four').notNull(),
  ...timestamps,
})

export const navbars = pgTable(
  'navbars',
  {
    id: serial('id').primaryKey(),
    lang: localeEnum('lang')
      .notNull()
      .references(() => languages.code),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('navbars_lang_slug_key').on(t.lang, t.slug)],
)

export const navigationItems = pgTable(
  'navigation_items',
  {
    id: serial('id').primaryKey(),
    navbar_id: integer('navbar_id')
      .notNull()
      .references(() => navbars.id, { onDelete: 'cascade' }),
    parent_id: integer('parent_id').references((): AnyPgColumn => navigationItems.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    label: text('label').notNull(),
    url: text('url').notNull(),
    target: linkTargetEnum('target').notNull().default('_self'),
    icon: text('icon'),
    hidden: boolean('hidden').notNull().default(false),
    need_login: boolean('need_login').notNull().default(false),
    is_public: boolean('is_public').notNull().default(true),
    color: text('color'),
  },
  (t) => [index('navigation_items_navbar_position_idx').on(t.navbar_id, t.position)],
)

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    status: contentStatusEnum('status').notNull().default('draft'),
    is_home: boolean('is_home').notNull().default(false),
    publish_at: timestamp('publish_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pages_single_home_key')
      .on(t.is_home)
      .where(sql`${t.is_home}`),
  ],
)

export const pageTranslations = pgTable(
  'page_translations',
  {
    page_id: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    lang: localeEnum('lang')
      .notNull()
      .references(() => languages.code),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.page_id, t.lang] }),
    uniqueIndex('page_translations_lang_slug_key').on(t.lang, t.slug),
  ],
)

export const users = pgTable('users', {
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
  ...timestamps,
})

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
 * Failed attempts (sign-in, codes) by what they were counted against — an account, a client address — so that
 * every instance of the portal sees the same counts.
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

/** Numbers the references (ACC-2026-000123); gaps are harmless. */
export const accessibilityFeedbackNumbers = pgSequence('accessibility_feedback_number_seq')

export const accessibilityFeedback = pgTable(
  'accessibility_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    kind: accessibilityFeedbackKindEnum('kind').notNull(),
    page_url: text('page_url'),
    message: text('message').notNull(),
    name: text('name'),
    email: text('email').notNull(),
    lang: localeEnum('lang').notNull(),
    idempotency_key: uuid('idempotency_key').unique(),
    /** SHA-256 of the stored fields, to tell a retry from another request that reuses its key. */
    request_fingerprint: text('request_fingerprint').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accessibility_feedback_created_at_idx').on(t.created_at)],
)
