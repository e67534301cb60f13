import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { attachmentKinds } from '@/lib/contract/attachments'
import { consentKeys, subscriptionTopics } from '@/lib/contract/preferences'
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
import { registryOptionalFields } from '@/lib/contract/registry'
import { storedFile, storedFileChecks, timestamps } from './columns'
import { users } from './users'

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
    // The public registry: the optional fields the collegiate keeps out of it, and when they were removed (baja).
    registry_hidden: registryOptionalFieldEnum('registry_hidden')
      .array()
      .notNull()
      .default(sql`'{}'`),
    deregistered_on: date('deregistered_on', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    // The registry finds collegiates by (part of) their number.
    index('member_profiles_registry_number_idx')
      .using('gin', t.collegiate_code.op('gin_trgm_ops'))
      .with({ fastupdate: false })
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

export const attachmentKindEnum = pgEnum('attachment_kind', attachmentKinds)

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
