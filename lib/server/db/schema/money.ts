import { sql } from 'drizzle-orm'
import type { AdminRemittanceExclusion } from '@/lib/contract/admin-money'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
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
import { movementStatuses, movementTypes } from '@/lib/contract/movements'
import { paymentConcepts, paymentStatuses, paymentTypes } from '@/lib/contract/payments'
import { timestamps } from './columns'
import { issuedDocuments } from './documents'
import { eventApplications, events } from './events'
import { feeRuns, vatTreatmentEnum } from './fee-runs'
import { localeEnum } from './languages'
import { attachments } from './members'
import { genericProcedureApplications } from './procedures'
import { users } from './users'

export const movementTypeEnum = pgEnum('movement_type', movementTypes)
export const movementStatusEnum = pgEnum('movement_status', movementStatuses)

export const paymentTypeEnum = pgEnum('payment_type', paymentTypes)
export const paymentStatusEnum = pgEnum('payment_status', paymentStatuses)
export const paymentConceptEnum = pgEnum('payment_concept', paymentConcepts)

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
    /** What the movement charges for, when it came from an enrolment or a procedure's fee. */
    event_application_id: uuid('event_application_id')
      .unique()
      .references(() => eventApplications.id, { onDelete: 'set null' }),
    procedure_application_id: uuid('procedure_application_id')
      .unique()
      .references((): AnyPgColumn => genericProcedureApplications.id, { onDelete: 'set null' }),
    /** The fee run that issued it; a run's charges are annulled together. */
    fee_run_id: uuid('fee_run_id').references(() => feeRuns.id, { onDelete: 'restrict' }),
    vat_treatment: vatTreatmentEnum('vat_treatment').notNull().default('exempt'),
    ...timestamps,
  },
  (t) => [
    index('movements_user_date_idx').on(t.user_id, t.date.desc(), t.transaction_number.desc()),
    // Overlapping groups issued at the same time still charge a member one fee per period.
    uniqueIndex('movements_fee_run_member_period_key')
      .on(t.user_id, t.fee_period)
      .where(sql`${t.fee_run_id} is not null and ${t.status} <> 'rejected'`),
    check('movements_transaction_number_check', sql`${t.transaction_number} ~ '^[FC]-[0-9]{4}-[0-9]{6}$'`),
    check('movements_invoice_number_check', sql`${t.invoice_number} ~ '^FAC-[0-9]{4}-[0-9]{6}$'`),
    check(
      'movements_invoice_issued_check',
      sql`(${t.invoice_number} is null) = (${t.invoice_issued_on} is null)`,
    ),
    check('movements_fee_period_check', sql`${t.fee_period} ~ '^[0-9]{4}(-Q[1-4])?$'`),
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
    /** The remittance file it was presented in; a charge is presented once unless staff withdraw the file. */
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
  /** Due charges left out of the file and why (they stay pending for a later file). */
  excluded: jsonb('excluded').$type<AdminRemittanceExclusion[]>().notNull().default([]),
  /** Staff withdrew it (the bank refused the file): its charges may be presented again. */
  withdrawn_at: timestamp('withdrawn_at', { withTimezone: true }),
})
