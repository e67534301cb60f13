import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { procedureKinds, processTypes } from '@/lib/contract/content'
import {
  type AnswerValue,
  type ProcedureForm,
  procedurePaymentMethods,
} from '@/lib/contract/generic-procedure-forms'
import { registrationTypes } from '@/lib/contract/registration'
import {
  applicationStatusEnum,
  applicationWindowEnum,
  publication,
  publicationIndex,
  timestamps,
  translated,
  translationIndexes,
} from './columns'
import { languages, localeEnum } from './languages'
import { attachments } from './members'
import { users } from './users'

export const processTypeEnum = pgEnum('process_type', processTypes)
export const procedureKindEnum = pgEnum('procedure_kind', procedureKinds)
export const procedurePaymentMethodEnum = pgEnum('procedure_payment_method', procedurePaymentMethods)

/** Legal advice, single window and other procedures: what they are and when one may apply. */
export const genericProcedures = pgTable(
  'generic_procedures',
  {
    id: serial('id').primaryKey(),
    process_type: processTypeEnum('process_type').notNull(),
    ...publication,
    window_status: applicationWindowEnum('window_status').notNull().default('published'),
    opens_at: timestamp('opens_at', { withTimezone: true }),
    closes_at: timestamp('closes_at', { withTimezone: true }),
    /** The questions, captcha and fee (lib/contract/generic-procedure-forms.ts); null asks only the subject. */
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

/** Applications to the generic procedures (legal advice, single window, other procedures). */
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
    /** The answers by field name, as checked against the procedure's form when sent. */
    answers: jsonb('answers').$type<Record<string, AnswerValue>>().notNull().default({}),
    /** The fee when sent and how the applicant chose to pay it. */
    amount_cents: integer('amount_cents'),
    payment_method: procedurePaymentMethodEnum('payment_method'),
    /** The language it was sent in (its e-mails). */
    lang: localeEnum('lang').notNull().default('es'),
    /** The Idempotency-Key of the request that created it: a retry answers this application. */
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

export const registrationTypeEnum = pgEnum('registration_type', registrationTypes)

/** Applications to the registration procedures (collegiate, pre-collegiate, professional society). */
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
    // Online registration: what the form answered (null for applications filed elsewhere, as the seed's).
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

/** Every status a registration application has had, oldest first; the first row is 'received'. */
export const registrationApplicationHistory = pgTable(
  'registration_application_history',
  {
    id: serial('id').primaryKey(),
    application_id: uuid('application_id')
      .notNull()
      .references(() => registrationApplications.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull(),
    /** What staff told the applicant with the change (documents to send, reasons), shown in their history. */
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
