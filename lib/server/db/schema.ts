import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
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
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core'
import { accessibilityFeedbackKinds } from '@/lib/contract/accessibility-feedback'
import { applicationStatuses } from '@/lib/contract/applications'
import { attachmentContentTypes, attachmentKinds } from '@/lib/contract/attachments'
import { enrolmentGroups } from '@/lib/contract/enrolment'
import {
  procedurePaymentMethods,
  type AnswerValue,
  type ProcedureForm,
} from '@/lib/contract/generic-procedure-forms'
import {
  applicationWindowStatuses,
  contentStatuses,
  eventKinds,
  jobContractTypes,
  jobWorkingDays,
  jobWorkplaceTypes,
  procedureKinds,
  processTypes,
  resourceFormats,
  vocabularies,
} from '@/lib/contract/content'
import { loanStatuses } from '@/lib/contract/loans'
import { locales } from '@/lib/contract/locales'
import { movementStatuses, movementTypes } from '@/lib/contract/movements'
import { issuedDocumentKinds } from '@/lib/contract/issued-documents'
import { paymentConcepts, paymentStatuses, paymentTypes } from '@/lib/contract/payments'
import {
  collegiateStatuses,
  degreeOrigins,
  degreeTypes,
  exerciseSectors,
  genders,
  professionalSituations,
  profileWorkingDays,
  specialties,
} from '@/lib/contract/profile'
import { consentKeys, subscriptionTopics } from '@/lib/contract/preferences'
import { complainantKinds, complaintTopics } from '@/lib/contract/consumer-complaints'
import { registryOptionalFields } from '@/lib/contract/registry'
import { registrationTypes } from '@/lib/contract/registration'
import { settingsDefaults } from '@/lib/contract/settings'
import {
  societyComponentTypes,
  societyDocumentRoles,
  societyDocumentTypes,
  societyHistoryEvents,
} from '@/lib/contract/professional-societies'

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
    // #11 the public registry matches names without accents or case, and lists them in surname order.
    search_name: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`portal_search_text(name, surname)`),
    sort_name: text('sort_name')
      .notNull()
      .generatedAlwaysAs(sql`portal_search_text(surname, name)`),
    ...timestamps,
  },
  // #9 online registration looks up whether a document number is a (former) collegiate's.
  (t) => [
    index('users_dni_idx').on(t.dni),
    index('users_search_name_idx').using('gin', t.search_name.op('gin_trgm_ops')),
    index('users_sort_name_idx').on(t.sort_name, t.id),
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

export const attachmentKindEnum = pgEnum('attachment_kind', attachmentKinds)
export const attachmentContentTypeEnum = pgEnum('attachment_content_type', attachmentContentTypes)

/** A stored file's record: the bytes live in the file storage under storage_key (attachments, complaint documents). */
const storedFile = () => ({
  filename: text('filename').notNull(),
  content_type: attachmentContentTypeEnum('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  storage_key: uuid('storage_key').notNull().unique(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

const storedFileChecks = (table: string, t: { filename: ExtraConfigColumn; size: ExtraConfigColumn }) => [
  check(`${table}_filename_check`, sql`char_length(${t.filename}) between 1 and 200`),
  check(`${table}_size_check`, sql`${t.size} > 0`),
]

/** Files a member attached to their profile. */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: attachmentKindEnum('kind').notNull(),
    ...storedFile(),
  },
  (t) => [index('attachments_user_idx').on(t.user_id), ...storedFileChecks('attachments', t)],
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

export const applicationWindowEnum = pgEnum('application_window', applicationWindowStatuses)
export const enrolmentGroupEnum = pgEnum('enrolment_group', enrolmentGroups)
export const vocabularyEnum = pgEnum('vocabulary', vocabularies)
export const eventKindEnum = pgEnum('event_kind', eventKinds)
export const jobContractTypeEnum = pgEnum('job_contract_type', jobContractTypes)
export const jobWorkingDayEnum = pgEnum('job_working_day', jobWorkingDays)
export const jobWorkplaceTypeEnum = pgEnum('job_workplace_type', jobWorkplaceTypes)
export const resourceFormatEnum = pgEnum('resource_format', resourceFormats)
export const processTypeEnum = pgEnum('process_type', processTypes)
export const procedureKindEnum = pgEnum('procedure_kind', procedureKinds)
export const procedurePaymentMethodEnum = pgEnum('procedure_payment_method', procedurePaymentMethods) // #9 generic procedure forms

/**
 * How a content item is published: `status` (spec §4) and `publish_at`, the date shown and, for programmed
 * content, the moment it becomes public.
 */
const publication = {
  status: contentStatusEnum('status').notNull().default('draft'),
  publish_at: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
}

const publicationIndex = (name: string, t: { status: ExtraConfigColumn; publish_at: ExtraConfigColumn }) =>
  index(`${name}_publication_idx`).on(t.status, t.publish_at.desc())

/**
 * The text of a content item in one language. `search_text` is what search matches: title, summary and body
 * without tags or accents, in lower case (the migration defines portal_search_text), indexed for trigram search.
 */
const translatedText = () => ({
  lang: localeEnum('lang')
    .notNull()
    .references(() => languages.code),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  body: text('body').notNull().default(''),
  search_text: text('search_text')
    .notNull()
    .generatedAlwaysAs(sql`portal_search_text(title, summary, body)`),
  ...timestamps,
})

const translated = () => ({ ...translatedText(), slug: text('slug').notNull() })

const translationIndexes = (
  name: string,
  t: { lang: ExtraConfigColumn; search_text: ExtraConfigColumn; slug?: ExtraConfigColumn },
) => [
  ...(t.slug ? [uniqueIndex(`${name}_lang_slug_key`).on(t.lang, t.slug)] : []),
  index(`${name}_search_idx`).using('gin', t.search_text.op('gin_trgm_ops')),
]

/** Categories, event types and modes: short lists of terms, each named in every language. */
export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    vocabulary: vocabularyEnum('vocabulary').notNull(),
    key: text('key').notNull(),
    position: integer('position').notNull().default(0),
    color: text('color'),
  },
  (t) => [uniqueIndex('terms_vocabulary_key_key').on(t.vocabulary, t.key)],
)

export const termTranslations = pgTable(
  'term_translations',
  {
    term_id: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    lang: localeEnum('lang')
      .notNull()
      .references(() => languages.code),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.term_id, t.lang] })],
)

const termReference = (name: string) => integer(name).references(() => terms.id, { onDelete: 'set null' })

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    ...publication,
    category_id: termReference('category_id'),
    image_src: text('image_src'),
    featured: boolean('featured').notNull().default(false),
    ...timestamps,
  },
  (t) => [publicationIndex('news', t), index('news_category_idx').on(t.category_id)],
)

export const newsTranslations = pgTable(
  'news_translations',
  {
    news_id: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    ...translated(),
    image_alt: text('image_alt').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.news_id, t.lang] }), ...translationIndexes('news_translations', t)],
)

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    ...publication,
    /** The last day applications are taken; the offer leaves the list after it. */
    closes_at: timestamp('closes_at', { withTimezone: true }),
    company: text('company').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    contract_type: jobContractTypeEnum('contract_type').notNull(),
    working_day: jobWorkingDayEnum('working_day').notNull(),
    workplace_type: jobWorkplaceTypeEnum('workplace_type').notNull().default('on_site'),
    salary_min: integer('salary_min'),
    salary_max: integer('salary_max'),
    contact_email: text('contact_email'),
    contact_url: text('contact_url'),
    ...timestamps,
  },
  (t) => [publicationIndex('jobs', t), index('jobs_province_idx').on(t.province)],
)

export const jobTranslations = pgTable(
  'job_translations',
  {
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    ...translated(),
  },
  (t) => [primaryKey({ columns: [t.job_id, t.lang] }), ...translationIndexes('job_translations', t)],
)

export const applicationStatusEnum = pgEnum('application_status', applicationStatuses)

/** #12: the member of staff handling a complaint, and the answer the complainant was sent. */
const complaintHandling = () => ({
  assigned_to: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
  answer: text('answer'),
  answered_at: timestamp('answered_at', { withTimezone: true }),
})

export const jobComplaints = pgTable(
  'job_complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tracking_code: text('tracking_code').notNull().unique(),
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    lang: localeEnum('lang').notNull(),
    description: text('description').notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the association is with it, told to whoever asks with the tracking code (spec §2). */
    status: applicationStatusEnum('status').notNull().default('received'),
    ...complaintHandling(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_complaints_job_idx').on(t.job_id)],
)

export const workplaces = pgTable(
  'workplaces',
  {
    id: serial('id').primaryKey(),
    ...publication,
    address: text('address').notNull(),
    postal_code: text('postal_code').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    image_src: text('image_src'),
    ...timestamps,
  },
  (t) => [publicationIndex('workplaces', t), index('workplaces_province_idx').on(t.province)],
)

export const workplaceTranslations = pgTable(
  'workplace_translations',
  {
    workplace_id: integer('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    ...translated(),
  },
  (t) => [
    primaryKey({ columns: [t.workplace_id, t.lang] }),
    ...translationIndexes('workplace_translations', t),
  ],
)

/** Events and courses (kind): when, where, price, slots and the application window. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    kind: eventKindEnum('kind').notNull().default('event'),
    ...publication,
    category_id: termReference('category_id'),
    type_id: termReference('type_id'),
    mode_id: termReference('mode_id'),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    city: text('city'),
    address: text('address'),
    /** In euro cents; null when free. */
    price_cents: integer('price_cents'),
    member_price_cents: integer('member_price_cents'),
    /** Null when there is no limit. */
    slots: integer('slots'),
    slots_taken: integer('slots_taken').notNull().default(0),
    max_companions: integer('max_companions').notNull().default(0),
    hours: integer('hours'),
    window_status: applicationWindowEnum('window_status').notNull().default('published'),
    enrolment_opens_at: timestamp('enrolment_opens_at', { withTimezone: true }),
    enrolment_closes_at: timestamp('enrolment_closes_at', { withTimezone: true }),
    /** Who may enrol (spec §5 "admitted group"); pre-collegiates only ever in courses. */
    admitted_groups: enrolmentGroupEnum('admitted_groups')
      .array()
      .notNull()
      .default(sql`'{collegiates,precollegiates}'::enrolment_group[]`),
    /** Whether an application waits for documents before it is reviewed. */
    requires_documents: boolean('requires_documents').notNull().default(false),
    image_src: text('image_src'),
    ...timestamps,
  },
  (t) => [
    publicationIndex('events', t),
    index('events_kind_starts_idx').on(t.kind, t.starts_at),
    index('events_category_idx').on(t.category_id),
    index('events_type_idx').on(t.type_id),
    index('events_mode_idx').on(t.mode_id),
    check('events_dates_check', sql`${t.ends_at} >= ${t.starts_at}`),
    check('events_slots_check', sql`${t.slots} is null or ${t.slots_taken} <= ${t.slots}`),
  ],
)

export const eventTranslations = pgTable(
  'event_translations',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ...translated(),
    venue: text('venue').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.event_id, t.lang] }), ...translationIndexes('event_translations', t)],
)

/** How the events list of a language behaves (GET events-config/{lang}). */
export const eventsConfig = pgTable('events_config', {
  lang: localeEnum('lang')
    .primaryKey()
    .references(() => languages.code),
  page_size: integer('page_size').notNull().default(12),
  default_operator: text('default_operator').notNull().default('and'),
  default_sort: text('default_sort')
    .array()
    .notNull()
    .default(sql`'{starts_at}'::text[]`),
  show_categories: boolean('show_categories').notNull().default(true),
  show_types: boolean('show_types').notNull().default(true),
  show_modes: boolean('show_modes').notNull().default(true),
  show_past: boolean('show_past').notNull().default(false),
  ...timestamps,
})

const rated = {
  /** Sum and count of the votes, kept with each vote so lists need no aggregate. */
  stars_total: integer('stars_total').notNull().default(0),
  stars_count: integer('stars_count').notNull().default(0),
}

/** The lending library: items a member can borrow (loans come with #8). */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    ...publication,
    format: resourceFormatEnum('format').notNull().default('book'),
    author: text('author'),
    publisher: text('publisher'),
    year: integer('year'),
    isbn: text('isbn'),
    copies: integer('copies').notNull().default(1),
    /** Whether a loan can be requested online. */
    applicable_online: boolean('applicable_online').notNull().default(true),
    image_src: text('image_src'),
    ...rated,
    ...timestamps,
  },
  (t) => [publicationIndex('resources', t)],
)

export const resourceTranslations = pgTable(
  'resource_translations',
  {
    resource_id: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    ...translated(),
  },
  (t) => [
    primaryKey({ columns: [t.resource_id, t.lang] }),
    ...translationIndexes('resource_translations', t),
  ],
)

export const resourceCategories = pgTable(
  'resource_category_links',
  {
    resource_id: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    term_id: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.resource_id, t.term_id] }),
    index('resource_category_links_term_idx').on(t.term_id),
  ],
)

/** Resource cards: online resources (guides, tools, sites) shown as cards that link out. */
export const resourceCards = pgTable(
  'resource_cards',
  {
    id: serial('id').primaryKey(),
    ...publication,
    url: text('url').notNull(),
    image_src: text('image_src'),
    ...rated,
    ...timestamps,
  },
  (t) => [publicationIndex('resource_cards', t)],
)

export const resourceCardTranslations = pgTable(
  'resource_card_translations',
  {
    card_id: integer('card_id')
      .notNull()
      .references(() => resourceCards.id, { onDelete: 'cascade' }),
    ...translatedText(),
  },
  (t) => [
    primaryKey({ columns: [t.card_id, t.lang] }),
    ...translationIndexes('resource_card_translations', t),
  ],
)

export const resourceCardCategories = pgTable(
  'resource_card_category_links',
  {
    card_id: integer('card_id')
      .notNull()
      .references(() => resourceCards.id, { onDelete: 'cascade' }),
    term_id: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.card_id, t.term_id] }),
    index('resource_card_category_links_term_idx').on(t.term_id),
  ],
)

const vote = {
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  stars: integer('stars').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}

/** One vote per user and item (spec §5): the primary key refuses a second one. */
export const resourceRatings = pgTable(
  'resource_ratings',
  {
    resource_id: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    ...vote,
  },
  (t) => [
    primaryKey({ columns: [t.resource_id, t.user_id] }),
    check('resource_ratings_stars_check', sql`${t.stars} between 1 and 5`),
  ],
)

export const resourceCardRatings = pgTable(
  'resource_card_ratings',
  {
    card_id: integer('card_id')
      .notNull()
      .references(() => resourceCards.id, { onDelete: 'cascade' }),
    ...vote,
  },
  (t) => [
    primaryKey({ columns: [t.card_id, t.user_id] }),
    check('resource_card_ratings_stars_check', sql`${t.stars} between 1 and 5`),
  ],
)

/** Blocks of text kept per section and language (intros of the lists, notices of forms). */
export const templates = pgTable(
  'templates',
  {
    section: text('section').notNull(),
    lang: localeEnum('lang')
      .notNull()
      .references(() => languages.code),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.section, t.lang] })],
)

/** Legal advice, single window and other procedures: what they are and when one may apply (forms come with #9). */
export const genericProcedures = pgTable(
  'generic_procedures',
  {
    id: serial('id').primaryKey(),
    process_type: processTypeEnum('process_type').notNull(),
    ...publication,
    window_status: applicationWindowEnum('window_status').notNull().default('published'),
    opens_at: timestamp('opens_at', { withTimezone: true }),
    closes_at: timestamp('closes_at', { withTimezone: true }),
    /** #9: the questions, captcha and fee (lib/contract/generic-procedure-forms.ts); null asks only the subject. */
    form: jsonb('form').$type<ProcedureForm>(),
    ...timestamps,
  },
  (t) => [publicationIndex('generic_procedures', t), index('generic_procedures_type_idx').on(t.process_type)],
)

export const genericProcedureTranslations = pgTable(
  'generic_procedure_translations',
  {
    procedure_id: integer('procedure_id')
      .notNull()
      .references(() => genericProcedures.id, { onDelete: 'cascade' }),
    ...translated(),
  },
  (t) => [
    primaryKey({ columns: [t.procedure_id, t.lang] }),
    ...translationIndexes('generic_procedure_translations', t),
  ],
)

/** What the registration procedures are and what they need, per language. */
export const procedureDescriptions = pgTable(
  'procedure_descriptions',
  {
    kind: procedureKindEnum('kind').notNull(),
    lang: localeEnum('lang')
      .notNull()
      .references(() => languages.code),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.kind, t.lang] })],
)

// ── #7 applications ──

/** A member's application to an event or course (`events.kind`); #8 creates them, the private area follows them. */
export const eventApplications = pgTable(
  'event_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull().default('received'),
    companions: integer('companions').notNull().default(0),
    /** Set while it waits for places (FIFO by this time); null once it holds them or when closed. */
    waitlisted_at: timestamp('waitlisted_at', { withTimezone: true }),
    /** What it costs, fixed when sent: the member price plus the general price per companion. */
    amount_due_cents: integer('amount_due_cents').notNull().default(0),
    /** The Idempotency-Key of the request that created it: a retry answers this application. */
    idempotency_key: uuid('idempotency_key').unique(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('event_applications_event_user_key').on(t.event_id, t.user_id),
    index('event_applications_waitlist_idx')
      .on(t.event_id, t.waitlisted_at, t.id)
      .where(sql`${t.waitlisted_at} is not null`),
    check('event_applications_amount_check', sql`${t.amount_due_cents} >= 0`),
    index('event_applications_user_created_idx').on(t.user_id, t.created_at.desc()),
    index('event_applications_user_status_created_idx').on(t.user_id, t.status, t.created_at.desc()),
    check('event_applications_companions_check', sql`${t.companions} >= 0`),
  ],
)

/** Every status an application has had, with when and why; the first row is its reception. */
export const eventApplicationStatusChanges = pgTable(
  'event_application_status_changes',
  {
    id: serial('id').primaryKey(),
    application_id: uuid('application_id')
      .notNull()
      .references(() => eventApplications.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull(),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
  },
  (t) => [
    index('event_application_status_changes_application_idx').on(t.application_id, t.changed_at),
    check(
      'event_application_status_changes_note_check',
      sql`${t.note} is null or char_length(${t.note}) between 1 and 2000`,
    ),
  ],
)

// ── #7 preferences: subscriptions and consents ──

export const subscriptionTopicEnum = pgEnum('subscription_topic', subscriptionTopics)
export const consentKeyEnum = pgEnum('consent_key', consentKeys)

/** A member's choice for one kind of e-mail; no row means the topic's default (lib/contract/preferences.ts). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: subscriptionTopicEnum('topic').notNull(),
    subscribed: boolean('subscribed').notNull(),
    /** event_category term ids (courses and events only); empty means every category. */
    categories: integer('categories')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.topic] }),
    check(
      'subscriptions_categories_check',
      sql`${t.topic} in ('courses', 'events') or cardinality(${t.categories}) = 0`,
    ),
    check('subscriptions_categories_size_check', sql`cardinality(${t.categories}) <= 50`),
  ],
)

/** Every consent decision, append-only: the current choice is the latest row per consent. */
export const consentDecisions = pgTable(
  'consent_decisions',
  {
    id: serial('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consent: consentKeyEnum('consent').notNull(),
    granted: boolean('granted').notNull(),
    decided_at: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
    /** The version of the text the person decided on. */
    version: text('version').notNull(),
  },
  (t) => [
    index('consent_decisions_user_idx').on(t.user_id, t.consent, t.decided_at.desc(), t.id.desc()),
    index('consent_decisions_history_idx').on(t.user_id, t.decided_at.desc(), t.id.desc()),
    check('consent_decisions_version_check', sql`char_length(${t.version}) between 1 and 20`),
  ],
)

// ── #7 profile ──
export const collegiateStatusEnum = pgEnum('collegiate_status', collegiateStatuses)
export const registryOptionalFieldEnum = pgEnum('registry_optional_field', registryOptionalFields)
export const genderEnum = pgEnum('gender', genders)
export const degreeTypeEnum = pgEnum('degree_type', degreeTypes)
export const degreeOriginEnum = pgEnum('degree_origin', degreeOrigins)
export const specialtyEnum = pgEnum('specialty', specialties)
export const professionalSituationEnum = pgEnum('professional_situation', professionalSituations)
export const exerciseSectorEnum = pgEnum('exercise_sector', exerciseSectors)
export const profileWorkingDayEnum = pgEnum('profile_working_day', profileWorkingDays)

/** One row per member (spec §3 profile fields); name, surname and e-mail stay on users. */
export const memberProfiles = pgTable(
  'member_profiles',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    collegiate_code: text('collegiate_code').unique(),
    collegiate_status: collegiateStatusEnum('collegiate_status'),
    phone1: text('phone1'),
    phone2: text('phone2'),
    gender: genderEnum('gender'),
    nationality: text('nationality'),
    address: text('address'),
    postal_code: text('postal_code'),
    city: text('city'),
    region: text('region'),
    country: text('country'),
    degree_title: text('degree_title'),
    degree_type: degreeTypeEnum('degree_type'),
    university: text('university'),
    degree_origin: degreeOriginEnum('degree_origin'),
    registry_csv: text('registry_csv'),
    issue_date: date('issue_date', { mode: 'string' }),
    homologation_date: date('homologation_date', { mode: 'string' }),
    specialties: specialtyEnum('specialties')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Electronic format (no spaces). */
    iban: text('iban'),
    situation: professionalSituationEnum('situation'),
    exercise: exerciseSectorEnum('exercise'),
    working_day: profileWorkingDayEnum('working_day'),
    epc_number: text('epc_number'),
    workplace_name: text('workplace_name'),
    workplace_phone: text('workplace_phone'),
    // #11 public registry: the optional fields the collegiate keeps out of it, and when they were removed (baja).
    registry_hidden: registryOptionalFieldEnum('registry_hidden')
      .array()
      .notNull()
      .default(sql`'{}'`),
    deregistered_on: date('deregistered_on', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    // #11 the registry finds collegiates by (part of) their number.
    index('member_profiles_registry_number_idx')
      .using('gin', t.collegiate_code.op('gin_trgm_ops'))
      .where(sql`${t.collegiate_code} is not null and ${t.collegiate_status} <> 'pre_active'`),
    check('member_profiles_nationality_check', sql`${t.nationality} ~ '^[A-Z]{2}$'`),
    check('member_profiles_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('member_profiles_iban_check', sql`${t.iban} ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'`),
    check('member_profiles_epc_check', sql`${t.epc_number} ~ '^[A-Z]{2}[A-Z0-9]{6,16}$'`),
    check(
      'member_profiles_homologation_check',
      sql`${t.homologation_date} is null or ${t.issue_date} is null or ${t.homologation_date} >= ${t.issue_date}`,
    ),
  ],
)

/** Discounts on the fees, granted by the association; read-only for the member. */
export const memberDiscounts = pgTable(
  'member_discounts',
  {
    id: serial('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    percent: integer('percent').notNull(),
    valid_from: date('valid_from', { mode: 'string' }).notNull(),
    valid_until: date('valid_until', { mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_discounts_user_idx').on(t.user_id, t.valid_from.desc()),
    check('member_discounts_percent_check', sql`${t.percent} between 1 and 100`),
    check(
      'member_discounts_validity_check',
      sql`${t.valid_until} is null or ${t.valid_until} >= ${t.valid_from}`,
    ),
  ],
)

// ── #7 movements ──

export const movementTypeEnum = pgEnum('movement_type', movementTypes)
export const movementStatusEnum = pgEnum('movement_status', movementStatuses)

/**
 * A collegiate's economic movements (spec §3). Money in integer euro cents; the total is the amount less the
 * discount rounded half up to the cent (lib/contract/movements.ts discountCents), which the database checks too.
 */
export const movements = pgTable(
  'movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transaction_number: text('transaction_number').notNull().unique(),
    date: date('date', { mode: 'string' }).notNull(),
    due_date: date('due_date', { mode: 'string' }),
    type: movementTypeEnum('type').notNull(),
    /** Fees: the quarter paid (2026-Q1), worded by the UI in its language. */
    fee_period: text('fee_period'),
    course_id: integer('course_id').references(() => events.id, { onDelete: 'set null' }),
    /** Free text for what is neither a fee period nor a course. */
    description: text('description'),
    amount_cents: integer('amount_cents').notNull(),
    discount_percent: integer('discount_percent').notNull().default(0),
    total_cents: integer('total_cents').notNull(),
    unpaid_commission_cents: integer('unpaid_commission_cents').notNull().default(0),
    status: movementStatusEnum('status').notNull().default('pending'),
    invoice_number: text('invoice_number').unique(),
    invoice_issued_on: date('invoice_issued_on', { mode: 'string' }),
    /** #10: what the movement charges for, when it came from an enrolment or a procedure's fee. */
    event_application_id: uuid('event_application_id')
      .unique()
      .references(() => eventApplications.id, { onDelete: 'set null' }),
    procedure_application_id: uuid('procedure_application_id')
      .unique()
      .references((): AnyPgColumn => genericProcedureApplications.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('movements_user_date_idx').on(t.user_id, t.date.desc(), t.transaction_number.desc()),
    check('movements_transaction_number_check', sql`${t.transaction_number} ~ '^[FC]-[0-9]{4}-[0-9]{6}$'`),
    check('movements_invoice_number_check', sql`${t.invoice_number} ~ '^FAC-[0-9]{4}-[0-9]{6}$'`),
    check(
      'movements_invoice_issued_check',
      sql`(${t.invoice_number} is null) = (${t.invoice_issued_on} is null)`,
    ),
    check('movements_fee_period_check', sql`${t.fee_period} ~ '^[0-9]{4}-Q[1-4]$'`),
    check('movements_due_date_check', sql`${t.due_date} is null or ${t.due_date} >= ${t.date}`),
    check('movements_amount_check', sql`${t.amount_cents} > 0`),
    check('movements_discount_check', sql`${t.discount_percent} between 0 and 100`),
    check(
      'movements_total_check',
      sql`${t.total_cents} = ${t.amount_cents} - (${t.amount_cents}::bigint * ${t.discount_percent} + 50) / 100`,
    ),
    check('movements_unpaid_commission_check', sql`${t.unpaid_commission_cents} >= 0`),
  ],
)

// ── #7 loans and procedure applications ──

export const loanStatusEnum = pgEnum('loan_status', loanStatuses)

/**
 * Loans of the lending library. Overdue is derived from due_on; at most one open loan per person and resource.
 * A resource with loans cannot be deleted (archive it instead), so that no member's history disappears.
 */
export const resourceLoans = pgTable(
  'resource_loans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resource_id: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'restrict' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: loanStatusEnum('status').notNull().default('requested'),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    starts_on: date('starts_on'),
    due_on: date('due_on'),
    returned_on: date('returned_on'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('resource_loans_open_key')
      .on(t.user_id, t.resource_id)
      .where(sql`${t.status} in ('requested', 'on_loan')`),
    index('resource_loans_user_idx').on(t.user_id, t.status, t.due_on),
    // #8: a resource's availability counts its open loans and finds the first one due back.
    index('resource_loans_resource_idx').on(t.resource_id, t.status, t.due_on),
    check(
      'resource_loans_lent_check',
      sql`${t.status} in ('requested', 'cancelled') or (${t.starts_on} is not null and ${t.due_on} is not null)`,
    ),
    check('resource_loans_returned_check', sql`(${t.status} = 'returned') = (${t.returned_on} is not null)`),
    check('resource_loans_due_check', sql`${t.due_on} >= ${t.starts_on}`),
    check('resource_loans_return_date_check', sql`${t.returned_on} >= ${t.starts_on}`),
  ],
)

/** Applications to the generic procedures (legal advice, single window, other procedures); #9 files them. */
export const genericProcedureApplications = pgTable(
  'generic_procedure_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    generic_procedure_id: integer('generic_procedure_id')
      .notNull()
      .references(() => genericProcedures.id, { onDelete: 'restrict' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().unique(),
    subject: text('subject').notNull(),
    status: applicationStatusEnum('status').notNull().default('received'),
    submitted_at: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** #9: the answers by field name, as checked against the procedure's form when sent. */
    answers: jsonb('answers').$type<Record<string, AnswerValue>>().notNull().default({}),
    /** #9: the fee when sent and how the applicant chose to pay it (the payment comes with #10). */
    amount_cents: integer('amount_cents'),
    payment_method: procedurePaymentMethodEnum('payment_method'),
    /** #9: the language it was sent in (its e-mails). */
    lang: localeEnum('lang').notNull().default('es'),
    /** #9: the Idempotency-Key of the request that created it: a retry answers this application. */
    idempotency_key: uuid('idempotency_key').unique(),
  },
  (t) => [
    index('generic_procedure_applications_user_idx').on(t.user_id, t.submitted_at.desc()),
    check(
      'generic_procedure_applications_payment_check',
      sql`(${t.payment_method} is null) = (${t.amount_cents} is null) and coalesce(${t.amount_cents}, 1) > 0`,
    ),
    check(
      'generic_procedure_applications_reference_check',
      sql`char_length(${t.reference}) between 1 and 40`,
    ),
    check('generic_procedure_applications_subject_check', sql`char_length(${t.subject}) between 1 and 300`),
  ],
)

/** Every change of status of a generic procedure application, the first one included. */
export const genericProcedureApplicationHistory = pgTable(
  'generic_procedure_application_history',
  {
    id: serial('id').primaryKey(),
    application_id: uuid('application_id')
      .notNull()
      .references(() => genericProcedureApplications.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull(),
    note: text('note'),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('generic_procedure_application_history_idx').on(t.application_id, t.changed_at)],
)

export const registrationTypeEnum = pgEnum('registration_type', registrationTypes)

/** Applications to the registration procedures (collegiate, pre-collegiate, professional society); #9 files them. */
export const registrationApplications = pgTable(
  'registration_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: procedureKindEnum('kind').notNull(),
    status: applicationStatusEnum('status').notNull().default('received'),
    tracking_code: text('tracking_code').notNull().unique(),
    submitted_at: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // #9 online registration: what the form answered (null for applications filed elsewhere, as the seed's).
    registration_type: registrationTypeEnum('registration_type'),
    lang: localeEnum('lang').notNull().default('es'),
    /** The answers, as the contract's schema validated them (lib/contract/registration.ts). */
    form: jsonb('form'),
    /** The applicant's e-mail and identity document, normalised, to find open applications of the same person. */
    email: text('email'),
    document_number: text('document_number'),
    idempotency_key: uuid('idempotency_key').unique(),
  },
  (t) => [
    index('registration_applications_user_idx').on(t.user_id, t.submitted_at.desc()),
    check(
      'registration_applications_tracking_code_check',
      sql`char_length(${t.tracking_code}) between 1 and 40`,
    ),
    // One open online application per person: by document and by e-mail.
    uniqueIndex('registration_applications_open_document_idx')
      .on(t.document_number)
      .where(sql`${t.status} in ('received', 'under_review', 'pending_documents')`),
    uniqueIndex('registration_applications_open_email_idx')
      .on(t.email)
      .where(sql`${t.status} in ('received', 'under_review', 'pending_documents')`),
    check(
      'registration_applications_form_check',
      sql`(${t.form} is null) = (${t.email} is null) and (${t.form} is null) = (${t.document_number} is null) and (${t.form} is null) = (${t.registration_type} is null)`,
    ),
    check(
      'registration_applications_document_check',
      sql`${t.document_number} is null or char_length(${t.document_number}) between 1 and 20`,
    ),
  ],
)

// ── #8 enrolment ──

/** Documents a member sent with an application: attachments of theirs, linked to it. */
export const eventApplicationDocuments = pgTable(
  'event_application_documents',
  {
    application_id: uuid('application_id')
      .notNull()
      .references(() => eventApplications.id, { onDelete: 'cascade' }),
    attachment_id: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.application_id, t.attachment_id] }),
    index('event_application_documents_attachment_idx').on(t.attachment_id),
  ],
)

// ── #9 professional societies ──

export const societyComponentTypeEnum = pgEnum('society_component_type', societyComponentTypes)
export const societyDocumentTypeEnum = pgEnum('society_document_type', societyDocumentTypes)
export const societyDocumentRoleEnum = pgEnum('society_document_role', societyDocumentRoles)
export const societyHistoryEventEnum = pgEnum('society_history_event', societyHistoryEvents)

/** Professional societies a collegiate filed (spec §3, §5): their data, and whether they are active. */
export const professionalSocieties = pgTable(
  'professional_societies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tracking_code: text('tracking_code').notNull().unique(),
    status: applicationStatusEnum('status').notNull().default('received'),
    active: boolean('active').notNull().default(true),
    social_reason: text('social_reason').notNull(),
    sspp_number: text('sspp_number').notNull(),
    cif: text('cif').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    mobile: text('mobile'),
    first_collegiation_date: date('first_collegiation_date').notNull(),
    incorporation_date: date('incorporation_date').notNull(),
    registration_date: date('registration_date').notNull(),
    address: text('address').notNull(),
    postal_code: text('postal_code').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    country: text('country').notNull(),
    registry_name: text('registry_name'),
    registry_volume: text('registry_volume'),
    registry_folio: text('registry_folio'),
    registry_sheet: text('registry_sheet'),
    notary_name: text('notary_name'),
    notary_protocol_number: text('notary_protocol_number'),
    deed_date: date('deed_date'),
    observations: text('observations'),
    publication_consent: boolean('publication_consent').notNull().default(false),
    data_processing_consented_at: timestamp('data_processing_consented_at', { withTimezone: true }).notNull(),
    submitted_at: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('professional_societies_user_idx').on(t.user_id, t.submitted_at.desc()),
    // A company is registered once while it is active; a deactivated one keeps its data.
    uniqueIndex('professional_societies_active_cif_key')
      .on(t.cif)
      .where(sql`${t.active}`),
    check('professional_societies_cif_check', sql`${t.cif} ~ '^[A-Z][0-9]{7}[0-9A-J]$'`),
    check('professional_societies_reason_check', sql`char_length(${t.social_reason}) between 1 and 200`),
    check('professional_societies_dates_check', sql`${t.registration_date} >= ${t.incorporation_date}`),
    check(
      'professional_societies_tracking_code_check',
      sql`char_length(${t.tracking_code}) between 1 and 40`,
    ),
  ],
)

/** The people who make up a society; exactly one of them administers it. */
export const professionalSocietyComponents = pgTable(
  'professional_society_components',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    society_id: uuid('society_id')
      .notNull()
      .references(() => professionalSocieties.id, { onDelete: 'cascade' }),
    collegiate_number: text('collegiate_number'),
    name: text('name').notNull(),
    surnames: text('surnames').notNull(),
    document_type: societyDocumentTypeEnum('document_type').notNull(),
    document: text('document').notNull(),
    component_type: societyComponentTypeEnum('component_type').notNull(),
    administrator: boolean('administrator').notNull().default(false),
    position: serial('position').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('professional_society_components_society_idx').on(t.society_id, t.position),
    // The service keeps one administrator with the society row locked; this is the second line of defence.
    uniqueIndex('professional_society_components_administrator_key')
      .on(t.society_id)
      .where(sql`${t.administrator}`),
    check(
      'professional_society_components_collegiate_check',
      sql`${t.component_type} <> 'professional_partner' or ${t.collegiate_number} is not null`,
    ),
  ],
)

/** Files filed with a society: attachments of the owner, linked to it with their role. */
export const professionalSocietyDocuments = pgTable(
  'professional_society_documents',
  {
    society_id: uuid('society_id')
      .notNull()
      .references(() => professionalSocieties.id, { onDelete: 'cascade' }),
    attachment_id: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    role: societyDocumentRoleEnum('role').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.society_id, t.attachment_id] }),
    index('professional_society_documents_attachment_idx').on(t.attachment_id),
  ],
)

/** Every change in a society's life that its owner is shown: filing, components, (de)activation, status. */
export const professionalSocietyHistory = pgTable(
  'professional_society_history',
  {
    id: serial('id').primaryKey(),
    society_id: uuid('society_id')
      .notNull()
      .references(() => professionalSocieties.id, { onDelete: 'cascade' }),
    event: societyHistoryEventEnum('event').notNull(),
    status: applicationStatusEnum('status'),
    note: text('note'),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('professional_society_history_society_idx').on(t.society_id, t.changed_at, t.id)],
)

// ── #9 generic procedure forms ──

/** Files sent with a generic procedure application: attachments of the applicant, by the form field they answer. */
export const genericProcedureApplicationDocuments = pgTable(
  'generic_procedure_application_documents',
  {
    application_id: uuid('application_id')
      .notNull()
      .references(() => genericProcedureApplications.id, { onDelete: 'cascade' }),
    attachment_id: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.application_id, t.attachment_id] }),
    index('generic_procedure_application_documents_attachment_idx').on(t.attachment_id),
    check(
      'generic_procedure_application_documents_field_check',
      sql`char_length(${t.field}) between 1 and 40`,
    ),
  ],
)

// ── #9 online registration ──

/** Every status a registration application has had, oldest first; the first row is 'received'. */
export const registrationApplicationHistory = pgTable(
  'registration_application_history',
  {
    id: serial('id').primaryKey(),
    application_id: uuid('application_id')
      .notNull()
      .references(() => registrationApplications.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull(),
    /** #12: what staff told the applicant with the change (documents to send, reasons), shown in their history. */
    note: text('note'),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_application_history_idx').on(t.application_id, t.changed_at)],
)

/** The files sent with a registration application: attachments of the applicant, linked to it. */
export const registrationApplicationDocuments = pgTable(
  'registration_application_documents',
  {
    application_id: uuid('application_id')
      .notNull()
      .references(() => registrationApplications.id, { onDelete: 'cascade' }),
    attachment_id: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.application_id, t.attachment_id] }),
    index('registration_application_documents_attachment_idx').on(t.attachment_id),
  ],
)

// ── #10 payments, SEPA mandates and issued documents ──

export const paymentTypeEnum = pgEnum('payment_type', paymentTypes)
export const paymentStatusEnum = pgEnum('payment_status', paymentStatuses)
export const paymentConceptEnum = pgEnum('payment_concept', paymentConcepts)
export const issuedDocumentKindEnum = pgEnum('issued_document_kind', issuedDocumentKinds)
export const sepaMandateStatusEnum = pgEnum('sepa_mandate_status', [
  'generated',
  'uploaded',
  'validated',
  'revoked',
])
export const directDebitChargeStatusEnum = pgEnum('direct_debit_charge_status', [
  'pending',
  'collected',
  'returned',
])

/** Which payment methods each language offers for each concept, in the order they are shown. */
export const paymentConfigurations = pgTable(
  'payment_configurations',
  {
    lang: localeEnum('lang').notNull(),
    concept: paymentConceptEnum('concept').notNull(),
    methods: paymentTypeEnum('methods').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.concept] })],
)

/**
 * Movement and invoice numbers are correlative within a series (`C-2026-`, `FAC-2026-`): the last one given, taken
 * under the series row's lock.
 */
export const numberSeries = pgTable('number_series', {
  series: text('series').primaryKey(),
  last_number: integer('last_number').notNull(),
})

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

/**
 * A member's SEPA Core mandate: generated by the portal, signed and uploaded by the member, validated by staff. At
 * most one that is not revoked per member; a new IBAN revokes the old one.
 */
export const sepaMandates = pgTable(
  'sepa_mandates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** AT-01, unique mandate reference (35 characters at most). */
    reference: text('reference').notNull().unique(),
    iban: text('iban').notNull(),
    status: sepaMandateStatusEnum('status').notNull().default('generated'),
    document_id: uuid('document_id').references(() => issuedDocuments.id, { onDelete: 'set null' }),
    /** The signed copy the member uploaded (an attachment of kind sepa_mandate). */
    signed_attachment_id: uuid('signed_attachment_id').references(() => attachments.id, {
      onDelete: 'set null',
    }),
    signed_on: date('signed_on', { mode: 'string' }),
    generated_at: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    uploaded_at: timestamp('uploaded_at', { withTimezone: true }),
    validated_at: timestamp('validated_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sepa_mandates_current_key')
      .on(t.user_id)
      .where(sql`${t.status} <> 'revoked'`),
    check('sepa_mandates_reference_check', sql`${t.reference} ~ '^[A-Za-z0-9+?/:(). ,-]{1,35}$'`),
  ],
)

/** One attempt to pay a movement, by card, direct debit or bank transfer. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    movement_id: uuid('movement_id')
      .notNull()
      .references(() => movements.id, { onDelete: 'restrict' }),
    type: paymentTypeEnum('type').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    amount_cents: integer('amount_cents').notNull(),
    lang: localeEnum('lang').notNull().default('es'),
    /** Card: the gateway's order number (4 digits, then 8 letters or digits), unique per terminal for ever. */
    gateway_order: text('gateway_order').unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    notified_at: timestamp('notified_at', { withTimezone: true }),
    response_code: text('response_code'),
    authorisation_code: text('authorisation_code'),
    /** Bank transfer: the reference the member writes in the transfer's concept. */
    transfer_reference: text('transfer_reference').unique(),
    /** Direct debit: the mandate it is collected under. */
    mandate_id: uuid('mandate_id').references(() => sepaMandates.id, { onDelete: 'restrict' }),
    /** A card success after the payment had expired, or a second payment of a movement already paid. */
    needs_review: boolean('needs_review').notNull().default(false),
    settled_at: timestamp('settled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('payments_movement_idx').on(t.movement_id, t.created_at.desc()),
    index('payments_user_idx').on(t.user_id, t.created_at.desc()),
    index('payments_expiry_idx')
      .on(t.expires_at)
      .where(sql`${t.status} = 'pending' and ${t.expires_at} is not null`),
    check('payments_amount_check', sql`${t.amount_cents} > 0`),
    check('payments_gateway_order_check', sql`${t.gateway_order} ~ '^[0-9]{4}[0-9A-Za-z]{8}$'`),
    check(
      'payments_card_check',
      sql`(${t.type} in ('card_v1', 'card_v2')) = (${t.gateway_order} is not null and ${t.expires_at} is not null)`,
    ),
    check(
      'payments_transfer_check',
      sql`(${t.type} = 'bank_transfer') = (${t.transfer_reference} is not null)`,
    ),
    check(
      'payments_direct_debit_check',
      sql`(${t.type} in ('direct_debit_1', 'direct_debit_2', 'direct_debit_4')) = (${t.mandate_id} is not null)`,
    ),
  ],
)

/** Every notification the card gateway sent, valid or not, as received: the audit trail of card payments. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    payment_id: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    gateway_order: text('gateway_order'),
    signature_version: text('signature_version'),
    signature_valid: boolean('signature_valid').notNull(),
    response_code: text('response_code'),
    /** What the portal did with it: applied, repeated, refused (and why). */
    outcome: text('outcome').notNull(),
    parameters: jsonb('parameters').$type<Record<string, string>>(),
  },
  (t) => [index('payment_notifications_payment_idx').on(t.payment_id, t.received_at)],
)

/** The charges a direct debit is collected in (1, 2 or 4), each presented in a remittance on its day. */
export const directDebitCharges = pgTable(
  'direct_debit_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payment_id: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    due_on: date('due_on', { mode: 'string' }).notNull(),
    status: directDebitChargeStatusEnum('status').notNull().default('pending'),
    collected_on: date('collected_on', { mode: 'string' }),
    /** #12: the remittance file it was presented in; a charge is presented once unless staff withdraw the file. */
    remittance_id: uuid('remittance_id').references(() => directDebitRemittances.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('direct_debit_charges_payment_sequence_key').on(t.payment_id, t.sequence),
    index('direct_debit_charges_due_idx')
      .on(t.due_on)
      .where(sql`${t.status} = 'pending'`),
    check('direct_debit_charges_amount_check', sql`${t.amount_cents} > 0`),
    check('direct_debit_charges_sequence_check', sql`${t.sequence} between 1 and 4`),
  ],
)

// ── #11 ventanilla única: consumer complaints ──

export const complainantKindEnum = pgEnum('complainant_kind', complainantKinds)
export const complaintTopicEnum = pgEnum('complaint_topic', complaintTopics)

/** Complaints to the association's complaint service (Ley 2/1974 art. 12), from consumers and collegiates. */
export const consumerComplaints = pgTable(
  'consumer_complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tracking_code: text('tracking_code').notNull().unique(),
    /** Who was signed in when it was sent, if anyone. */
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    complainant: complainantKindEnum('complainant').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    lang: localeEnum('lang').notNull(),
    topic: complaintTopicEnum('topic').notNull(),
    professional: text('professional'),
    description: text('description').notNull(),
    status: applicationStatusEnum('status').notNull().default('received'),
    ...complaintHandling(),
    privacy_accepted_at: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('consumer_complaints_status_idx').on(t.status, t.created_at.desc()),
    check('consumer_complaints_tracking_code_check', sql`char_length(${t.tracking_code}) between 1 and 40`),
    check('consumer_complaints_description_check', sql`char_length(${t.description}) between 1 and 5000`),
  ],
)

/** Every status a complaint went through, shown to whoever looks it up by its code. */
export const consumerComplaintHistory = pgTable(
  'consumer_complaint_history',
  {
    id: serial('id').primaryKey(),
    complaint_id: uuid('complaint_id')
      .notNull()
      .references(() => consumerComplaints.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull(),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consumer_complaint_history_complaint_idx').on(t.complaint_id, t.changed_at, t.id)],
)

/** Files sent with a complaint; the complainant may have no account, so they are not member attachments. */
export const consumerComplaintDocuments = pgTable(
  'consumer_complaint_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    complaint_id: uuid('complaint_id')
      .notNull()
      .references(() => consumerComplaints.id, { onDelete: 'cascade' }),
    ...storedFile(),
  },
  (t) => [
    index('consumer_complaint_documents_complaint_idx').on(t.complaint_id),
    ...storedFileChecks('consumer_complaint_documents', t),
  ],
)

// ── #12 staff back-office ──

/**
 * What staff did in the back-office, who and when: every status change, edit, validation and export. Kept when
 * the member of staff or the object goes (actor and entity are copied, not referenced, beyond the actor's id).
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor_email: text('actor_email').notNull(),
    /** The kind of object (`registration`, `news`, `member`…) and its id as text. */
    entity: text('entity').notNull(),
    entity_id: text('entity_id').notNull(),
    /** What was done: `status_changed`, `updated`, `created`, `deleted`, `exported`… */
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('staff_actions_entity_idx').on(t.entity, t.entity_id, t.at.desc()),
    index('staff_actions_at_idx').on(t.at.desc()),
  ],
)

/** A pain.008.001.08 file staff exported to present pending direct debits to the bank, as it was written. */
export const directDebitRemittances = pgTable('direct_debit_remittances', {
  id: uuid('id').primaryKey().defaultRandom(),
  message_id: text('message_id').notNull().unique(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  /** Charges due on or before this day were taken. */
  due_on: date('due_on', { mode: 'string' }).notNull(),
  number_of_transactions: integer('number_of_transactions').notNull(),
  control_sum_cents: integer('control_sum_cents').notNull(),
  xml: text('xml').notNull(),
  /** Staff withdrew it (the bank refused the file): its charges may be presented again. */
  withdrawn_at: timestamp('withdrawn_at', { withTimezone: true }),
})

/**
 * Pictures staff uploaded for content and settings (logos, covers), served at `/media/{id}`. The bytes live in the
 * file storage; the type and size were read from the content, never from the name.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...storedFile(),
    /** Read from the picture's header, so pages can reserve its space. */
    width: integer('width'),
    height: integer('height'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('media_created_idx').on(t.created_at.desc()), ...storedFileChecks('media', t)],
)

/**
 * The demo sets (`SEED_DEMO`) a database has had, by name (`news`, `pages`, `events`…): each is seeded once, so
 * demo content staff delete stays deleted, while a set added by a later version still reaches an older database.
 */
export const demoSeeds = pgTable('demo_seeds', {
  name: text('name').primaryKey(),
  seeded_at: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
})
