import { z } from 'zod'
import { adminListQuery, adminPageSchema, UuidSchema } from './admin'
import { QueryFlagSchema, repeated } from './listing'
import { MovementStatusSchema, MovementTypeSchema, vatTreatments } from './movements'
import { PaymentStatusSchema, PaymentTypeSchema } from './payments'
import { sepaMandateStatuses } from './sepa'

const day = z.iso.date()
const timestamp = z.iso.datetime({ offset: true })
const uuid = UuidSchema
const optionalDay = (description: string) => day.optional().describe(description)

export const directDebitChargeStatuses = ['pending', 'collected', 'returned'] as const
const DirectDebitChargeStatusSchema = z
  .enum(directDebitChargeStatuses)
  .describe(
    'pending: not collected yet (presented in a remittance or still to present); collected: the bank paid it; returned: the bank returned it unpaid',
  )

const memberFields = {
  user_id: uuid.describe('The member'),
  member_name: z.string().describe('Name and surnames'),
  member_email: z.string(),
}

const AdminRemittanceSchema = z
  .object({
    id: uuid,
    message_id: z.string().describe('GrpHdr/MsgId of the file'),
    created_at: timestamp,
    created_by_email: z.string().nullable().describe('The member of staff who exported it'),
    due_on: day.describe('Charges due on or before this day were taken'),
    number_of_transactions: z.int().min(1),
    control_sum_cents: z.int().min(1).describe('The sum of its charges, in euro cents (CtrlSum)'),
    withdrawn_at: timestamp.nullable().describe('When staff withdrew it (the bank refused the file)'),
    status: z.enum(['live', 'withdrawn']),
  })
  .meta({ id: 'AdminRemittance' })
export type AdminRemittance = z.infer<typeof AdminRemittanceSchema>

export const AdminRemittancePageSchema = adminPageSchema(AdminRemittanceSchema, 'AdminRemittancePage')

export const AdminRemittancesQuerySchema = adminListQuery(['created_at', 'due_on'], 'created_at').extend({
  status: z.enum(['live', 'withdrawn']).optional().describe('Only live or only withdrawn files'),
})
export type AdminRemittancesQuery = z.output<typeof AdminRemittancesQuerySchema>

export const AdminRemittanceCreateSchema = z
  .object({
    due_on: day.describe('Present the pending charges due on or before this day'),
  })
  .meta({ id: 'AdminRemittanceCreate' })
export type AdminRemittanceCreate = z.input<typeof AdminRemittanceCreateSchema>

export const AdminDirectDebitChargeSchema = z
  .object({
    id: uuid,
    payment_id: uuid,
    movement_id: uuid,
    transaction_number: z.string(),
    ...memberFields,
    sequence: z.int().min(1).max(4),
    amount_cents: z.int().min(1),
    due_on: day,
    status: DirectDebitChargeStatusSchema,
    collected_on: day.nullable(),
    mandate_reference: z.string(),
    iban: z.string().describe('The debtor’s account, as the mandate has it'),
    remittance_id: uuid.nullable().describe('The last remittance it was presented in'),
    presented: z.boolean().describe('Whether it is in a remittance that was not withdrawn'),
    payment_status: PaymentStatusSchema,
  })
  .meta({ id: 'AdminDirectDebitCharge' })
export type AdminDirectDebitCharge = z.infer<typeof AdminDirectDebitChargeSchema>

export const AdminDirectDebitChargePageSchema = adminPageSchema(
  AdminDirectDebitChargeSchema,
  'AdminDirectDebitChargePage',
)

export const AdminDirectDebitChargesQuerySchema = adminListQuery(['due_on', 'amount_cents'], 'due_on').extend(
  {
    status: repeated(DirectDebitChargeStatusSchema).describe(
      'Only these statuses, repeated (status=returned lists the returned debits)',
    ),
    remittance_id: uuid.optional().describe('Only the charges of one remittance'),
    user_id: uuid.optional().describe('Only one member’s'),
    due_from: optionalDay('Due on or after this day'),
    due_to: optionalDay('Due on or before this day'),
  },
)
export type AdminDirectDebitChargesQuery = z.output<typeof AdminDirectDebitChargesQuerySchema>

const remittanceExclusionReasons = ['beyond_window', 'same_date_as_first'] as const

const AdminRemittanceExclusionSchema = z
  .object({
    charge_id: uuid,
    end_to_end_id: z.string().describe('The fee number and the charge number'),
    member_name: z.string(),
    amount_cents: z.int().min(1),
    collection_on: day.describe('The day it would have been collected on'),
    reason: z
      .enum(remittanceExclusionReasons)
      .describe(
        'beyond_window: further ahead than the presentation window (SEPA_PRESENTATION_WINDOW_DAYS); same_date_as_first: the same day as its mandate’s FRST in this file',
      ),
  })
  .meta({ id: 'AdminRemittanceExclusion' })
export type AdminRemittanceExclusion = z.infer<typeof AdminRemittanceExclusionSchema>

export const AdminRemittanceDetailSchema = AdminRemittanceSchema.extend({
  charges: z.array(AdminDirectDebitChargeSchema).describe('The charges presented in it'),
  excluded: z
    .array(AdminRemittanceExclusionSchema)
    .describe('Charges due by its day left out of it, and why: they stay pending for a later file'),
}).meta({ id: 'AdminRemittanceDetail' })
export type AdminRemittanceDetail = z.infer<typeof AdminRemittanceDetailSchema>

export const AdminChargeCollectedSchema = z
  .object({
    collected_on: optionalDay('The day the bank credited it (today when not given)'),
  })
  .meta({ id: 'AdminChargeCollected' })
export type AdminChargeCollected = z.input<typeof AdminChargeCollectedSchema>

export const AdminChargeReturnedSchema = z
  .object({
    commission_cents: z
      .int()
      .min(0)
      .max(100_000)
      .default(0)
      .describe('What the bank charged for the return, owed by the member on top of the movement'),
    reason: z
      .string()
      .max(200)
      .transform((value) => value.trim())
      .optional()
      .describe('The bank’s return reason (e.g. AM04, MD06)'),
  })
  .meta({ id: 'AdminChargeReturned' })
export type AdminChargeReturned = z.input<typeof AdminChargeReturnedSchema>

export const AdminMandateSchema = z
  .object({
    id: uuid,
    reference: z.string(),
    ...memberFields,
    iban: z.string(),
    status: z.enum(sepaMandateStatuses),
    generated_at: timestamp,
    uploaded_at: timestamp.nullable(),
    validated_at: timestamp.nullable(),
    signed_on: day.nullable().describe('The date of signature staff read on the signed copy'),
    revoked_at: timestamp.nullable(),
    signed_copy_id: uuid
      .nullable()
      .describe('The signed copy, an attachment staff download at /public/collegiates/files/{id}'),
    signed_copy_filename: z.string().nullable(),
  })
  .meta({ id: 'AdminMandate' })
export type AdminMandate = z.infer<typeof AdminMandateSchema>

export const AdminMandatePageSchema = adminPageSchema(AdminMandateSchema, 'AdminMandatePage')

export const AdminMandatesQuerySchema = adminListQuery(
  ['generated_at', 'uploaded_at', 'reference'],
  'generated_at',
).extend({
  status: repeated(z.enum(sepaMandateStatuses)).describe('Only these statuses, repeated'),
  user_id: uuid.optional().describe('Only one member’s'),
})
export type AdminMandatesQuery = z.output<typeof AdminMandatesQuerySchema>

export const AdminMandateValidateSchema = z
  .object({
    signed_on: day.describe('The date of signature on the signed copy (not in the future)'),
  })
  .meta({ id: 'AdminMandateValidate' })
export type AdminMandateValidate = z.input<typeof AdminMandateValidateSchema>

const AdminMovementSchema = z
  .object({
    id: uuid,
    ...memberFields,
    transaction_number: z.string(),
    date: day,
    due_date: day.nullable(),
    type: MovementTypeSchema,
    fee_period: z.string().nullable(),
    description: z.string().nullable(),
    amount_cents: z.int(),
    discount_percent: z.int(),
    total_cents: z.int(),
    unpaid_commission_cents: z.int(),
    status: MovementStatusSchema,
    invoice_number: z.string().nullable(),
    vat_treatment: z.enum(vatTreatments),
    fee_run_id: uuid.nullable().describe('The fee run that issued it, if one did'),
  })
  .meta({ id: 'AdminMovement' })
export type AdminMovement = z.infer<typeof AdminMovementSchema>

export const AdminMovementPageSchema = adminPageSchema(AdminMovementSchema, 'AdminMovementPage')

export const AdminMovementsQuerySchema = adminListQuery(
  ['date', 'transaction_number', 'total_cents'],
  'date',
).extend({
  user_id: uuid.optional().describe('Only one member’s (a member’s page links here)'),
  status: repeated(MovementStatusSchema).describe('Only these statuses, repeated'),
  type: MovementTypeSchema.optional(),
  date_from: optionalDay('Dated on or after this day'),
  date_to: optionalDay('Dated on or before this day'),
})
export type AdminMovementsQuery = z.output<typeof AdminMovementsQuerySchema>

const AdminPaymentNotificationSchema = z
  .object({
    id: z.int(),
    received_at: timestamp,
    gateway_order: z.string().nullable(),
    signature_version: z.string().nullable(),
    signature_valid: z.boolean(),
    response_code: z.string().nullable(),
    outcome: z.string().describe('What the portal did with it'),
  })
  .meta({ id: 'AdminPaymentNotification' })

const AdminPaymentSchema = z
  .object({
    id: uuid,
    ...memberFields,
    movement_id: uuid,
    transaction_number: z.string(),
    type: PaymentTypeSchema,
    status: PaymentStatusSchema,
    amount_cents: z.int(),
    created_at: timestamp,
    settled_at: timestamp.nullable(),
    needs_review: z.boolean().describe('A late or second success, or a returned debit, for staff to look at'),
    transfer_reference: z.string().nullable(),
    gateway_order: z.string().nullable(),
    response_code: z.string().nullable(),
    mandate_reference: z.string().nullable(),
  })
  .meta({ id: 'AdminPayment' })
export type AdminPayment = z.infer<typeof AdminPaymentSchema>

export const AdminPaymentPageSchema = adminPageSchema(AdminPaymentSchema, 'AdminPaymentPage')

export const AdminPaymentDetailSchema = AdminPaymentSchema.extend({
  notifications: z
    .array(AdminPaymentNotificationSchema)
    .describe('The gateway’s notifications, oldest first'),
  charges: z.array(AdminDirectDebitChargeSchema).describe('A direct debit’s charges'),
}).meta({ id: 'AdminPaymentDetail' })
export type AdminPaymentDetail = z.infer<typeof AdminPaymentDetailSchema>

export const AdminMovementDetailSchema = AdminMovementSchema.extend({
  payments: z.array(AdminPaymentSchema).describe('Every attempt to pay it, newest first'),
}).meta({ id: 'AdminMovementDetail' })
export type AdminMovementDetail = z.infer<typeof AdminMovementDetailSchema>

export const AdminPaymentsQuerySchema = adminListQuery(['created_at', 'amount_cents'], 'created_at').extend({
  user_id: uuid.optional(),
  movement_id: uuid.optional(),
  status: repeated(PaymentStatusSchema).describe('Only these statuses, repeated'),
  type: repeated(PaymentTypeSchema).describe('Only these methods, repeated'),
  needs_review: QueryFlagSchema.optional().describe(
    'Only the payments flagged (true) or not (false) for review',
  ),
})
export type AdminPaymentsQuery = z.output<typeof AdminPaymentsQuerySchema>

export const AdminTransferReceivedSchema = z
  .object({
    received_on: optionalDay('The day the transfer reached the account (today when not given)'),
  })
  .meta({ id: 'AdminTransferReceived' })
export type AdminTransferReceived = z.input<typeof AdminTransferReceivedSchema>
