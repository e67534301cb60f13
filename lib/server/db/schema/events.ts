import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { eventKinds } from '@/lib/contract/content'
import { enrolmentGroups } from '@/lib/contract/enrolment'
import {
  applicationStatusEnum,
  applicationWindowEnum,
  publication,
  publicationIndex,
  timestamps,
  translated,
  translationIndexes,
} from './columns'
import { termReference } from './content'
import { languages, localeEnum } from './languages'
import { attachments } from './members'
import { users } from './users'

export const enrolmentGroupEnum = pgEnum('enrolment_group', enrolmentGroups)
export const eventKindEnum = pgEnum('event_kind', eventKinds)

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

/** A member's application to an event or course (`events.kind`). */
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
