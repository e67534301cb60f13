import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  societyComponentTypes,
  societyDocumentRoles,
  societyDocumentTypes,
  societyHistoryEvents,
} from '@/lib/contract/professional-societies'
import { applicationStatusEnum } from './columns'
import { attachments } from './members'
import { users } from './users'

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
