import { sql } from 'drizzle-orm'
import { check, index, integer, pgEnum, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { complainantKinds, complaintSubjectKinds, complaintTopics } from '@/lib/contract/consumer-complaints'
import { applicationStatusEnum, storedFile, storedFileChecks, timestamps } from './columns'
import { jobs } from './content'
import { localeEnum } from './languages'
import { users } from './users'

/** The member of staff handling a complaint, and the answer the complainant was sent. */
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

export const complainantKindEnum = pgEnum('complainant_kind', complainantKinds)
export const complaintTopicEnum = pgEnum('complaint_topic', complaintTopics)
export const complaintSubjectKindEnum = pgEnum('complaint_subject_kind', complaintSubjectKinds)

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
    /** Whom a complaint about a practice concerns, named in `professional`; routed by staff. */
    subject_kind: complaintSubjectKindEnum('subject_kind'),
    professional: text('professional'),
    /** The collegiate or society registry number, when the complainant picked the name from the registry. */
    subject_registry_number: text('subject_registry_number'),
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
    check(
      'consumer_complaints_subject_check',
      sql`char_length(${t.professional}) <= 200 and char_length(${t.subject_registry_number}) <= 40`,
    ),
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
