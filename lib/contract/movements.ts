import { z } from 'zod'
import { PagingQuerySchema, repeated } from './listing'
import { LocaleSchema } from './locales'
import { PaymentConceptSchema, PaymentIdSchema, PaymentStatusSchema, PaymentTypeSchema } from './payments'

/** Spec §3: F training (course payments), C fee (membership fees). The letters travel as they are. */
export const movementTypes = ['F', 'C'] as const
export const movementStatuses = ['pending', 'paid', 'not_paid', 'rejected'] as const
/** How VAT applies to what a movement charges: exempt (LIVA art. 20: the association's fees, training) or not subject. */
export const vatTreatments = ['exempt', 'not_subject'] as const

export const MovementTypeSchema = z.enum(movementTypes).describe('F: training (a course); C: membership fee')
export type MovementType = z.infer<typeof MovementTypeSchema>

export const MovementStatusSchema = z
  .enum(movementStatuses)
  .describe(
    'pending: not charged yet; paid; not_paid: the charge came back unpaid (see unpaid_commission_cents); rejected: refused or cancelled, nothing owed',
  )
export type MovementStatus = z.infer<typeof MovementStatusSchema>

const transactionNumberPattern = /^[FC]-\d{4}-\d{6}$/
/** `FAC-2026-000045`: the invoice series of a year and its correlative number (RD 1619/2012 art. 6.a). */
const invoiceNumberPattern = /^FAC-\d{4}-\d{6}$/
/** `FR-2026-000001`: the series of facturas rectificativas, apart from the invoices they correct. */
const correctionNumberPattern = /^FR-\d{4}-\d{6}$/
/** A quarter (2026-Q1) or a whole year (2026). */
export const feePeriodPattern = /^\d{4}(-Q[1-4])?$/

/** The most a filter amount may be, in euros: far above any fee or course, small enough for exact cents. */
const movementAmountMaxEuros = 1_000_000

/** Rounded half up to the cent (12,35 € at 15 % → 1,85 €); the database checks the same sum. */
export function discountCents(amountCents: number, percent: number): number {
  return Math.floor((amountCents * percent + 50) / 100)
}

export function totalCents(amountCents: number, percent: number): number {
  return amountCents - discountCents(amountCents, percent)
}

/** `quarter` is undefined for a whole year's fee. */
export function feePeriodParts(period: string): { year: number; quarter?: number } | undefined {
  if (!feePeriodPattern.test(period)) return undefined
  const year = Number(period.slice(0, 4))
  return period.length === 4 ? { year } : { year, quarter: Number(period.slice(6)) }
}

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value)

const optionalDate = (description: string) =>
  z.preprocess(blankAsMissing, z.iso.date().optional()).describe(description)

/** Euros as people write them (`25`, `25.5`, `25,50`), answered in cents. */
export const EuroAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}([.,]\d{1,2})?$/)
  .transform((value) => Math.round(Number(value.replace(',', '.')) * 100))
  .pipe(
    z
      .number()
      .int()
      .min(1)
      .max(movementAmountMaxEuros * 100),
  )

const optionalAmount = (description: string) =>
  z.preprocess(blankAsMissing, EuroAmountSchema.optional()).describe(description)

const movementFilterShape = {
  date_from: optionalDate('Only movements dated on or after this day (YYYY-MM-DD)'),
  date_to: optionalDate('Only movements dated on or before this day (YYYY-MM-DD)'),
  type: z
    .preprocess(blankAsMissing, MovementTypeSchema.optional())
    .describe('Only fees (C) or only training (F)'),
  status: z
    .preprocess(
      (value) => (Array.isArray(value) ? value.filter((item) => item !== '') : blankAsMissing(value)),
      repeated(MovementStatusSchema),
    )
    .describe('Only these statuses, repeated per item (status=paid&status=pending); none: every status'),
  amount_min: optionalAmount(
    'Only movements whose amount (before the discount) is at least this many euros: positive, up to two decimals after a point or a comma',
  ),
  amount_max: optionalAmount(
    'Only movements whose amount (before the discount) is at most this many euros: positive, not below amount_min',
  ),
}

type FilterValues = {
  date_from?: string | undefined
  date_to?: string | undefined
  amount_min?: number | undefined
  amount_max?: number | undefined
}

/** The API's issues carry English messages; the form's have none, so its error map words them. */
function movementRangeCheck({ withMessages }: { withMessages: boolean }) {
  return (values: FilterValues, context: z.RefinementCtx) => {
    const problem = (field: 'date_to' | 'amount_max', range: 'date' | 'amount', message: string) =>
      context.addIssue({
        code: 'custom',
        path: [field],
        params: { range },
        ...(withMessages ? { message } : {}),
      })
    if (values.date_from && values.date_to && values.date_from > values.date_to)
      problem('date_to', 'date', 'date_to must not be before date_from')
    if (values.amount_min && values.amount_max && values.amount_min > values.amount_max)
      problem('amount_max', 'amount', 'amount_max must not be below amount_min')
  }
}

export const MovementFiltersSchema = z
  .object(movementFilterShape)
  .superRefine(movementRangeCheck({ withMessages: false }))

export const MovementsQuerySchema = z
  .object({
    ...PagingQuerySchema.shape,
    ...movementFilterShape,
    lang: LocaleSchema.default('es').describe(
      'The language of the course titles: es (default), ca, en or eu',
    ),
  })
  .superRefine(movementRangeCheck({ withMessages: true }))
export type MovementsQuery = z.output<typeof MovementsQuerySchema>

const cents = (description: string) => z.number().int().min(0).describe(`${description}, in euro cents`)

export const MovementIdSchema = z.uuid().describe('The movement, as the list answers it')

const OpenPaymentSchema = z
  .object({
    id: PaymentIdSchema,
    type: PaymentTypeSchema,
    status: PaymentStatusSchema,
    transfer_reference: z
      .string()
      .nullable()
      .describe('Bank transfers: the reference to write in the transfer'),
    created_at: z.iso.datetime(),
    direct_debit: z
      .object({
        charges: z.int().min(1).max(4).describe('How many charges it was split into'),
        collected: z.int().min(0).max(4).describe('How many of them the bank has collected'),
      })
      .nullable()
      .describe('Direct debits: how far the collection has gone; null otherwise'),
  })
  .meta({ id: 'OpenPayment' })
export type OpenPayment = z.infer<typeof OpenPaymentSchema>

export const InvoiceCorrectionNumberSchema = z
  .string()
  .regex(correctionNumberPattern)
  .describe('A factura rectificativa, FR-2026-000001')

const MovementInvoiceCorrectionSchema = z
  .object({
    number: InvoiceCorrectionNumberSchema,
    issued_on: z.iso.date().describe('Its date of issue'),
    method: z
      .enum(['differences', 'substitution'])
      .describe('differences: amount_cents is the change; substitution: the invoice’s new total'),
    amount_cents: z
      .number()
      .int()
      .describe('Its total in euro cents: by differences the change (negative lowers the invoice)'),
  })
  .meta({ id: 'MovementInvoiceCorrection' })
export type MovementInvoiceCorrection = z.infer<typeof MovementInvoiceCorrectionSchema>

const MovementSchema = z
  .object({
    id: MovementIdSchema,
    transaction_number: z
      .string()
      .regex(transactionNumberPattern)
      .describe('Unique, correlative within its series (type and year): C-2026-000123'),
    date: z.iso.date().describe('When the movement was made'),
    due_date: z.iso.date().nullable().describe('When it has to be paid by'),
    type: MovementTypeSchema,
    fee_period: z
      .string()
      .regex(feePeriodPattern)
      .nullable()
      .describe(
        'For fees: the quarter (2026-Q1) or the year (2026) it pays; the UI words it in its language',
      ),
    course: z
      .object({ id: z.number().int(), title: z.string().describe('In the language asked for') })
      .nullable()
      .describe('For training: the course it pays'),
    description: z
      .string()
      .nullable()
      .describe('Free text, for movements that are neither a fee period nor a course'),
    amount_cents: cents('The amount before the discount'),
    discount_percent: z.number().int().min(0).max(100).describe('Discount, 0 to 100 %'),
    total_cents: cents('What is charged: the amount less the discount, rounded half up to the cent'),
    unpaid_commission_cents: cents('What the bank charged when the direct debit came back unpaid'),
    status: MovementStatusSchema,
    invoice_number: z
      .string()
      .regex(invoiceNumberPattern)
      .nullable()
      .describe('Its invoice (FAC-2026-000045), downloadable; null when it has none'),
    invoice_corrections: z
      .array(MovementInvoiceCorrectionSchema)
      .default([])
      .describe(
        'The facturas rectificativas in force that correct its invoice, oldest first, each downloadable; empty when it was never corrected',
      ),
    concept: PaymentConceptSchema.describe(
      'What it charges for, which decides the payment methods offered (the payment configuration)',
    ),
    payable: z
      .boolean()
      .describe(
        'Whether the member may pay it now: pending or returned unpaid, and no direct debit is collecting it',
      ),
    open_payment: OpenPaymentSchema.nullable().describe(
      'The payment under way, if any: a card payment waiting for the gateway, a transfer not yet received or a direct debit being collected',
    ),
  })
  .meta({ id: 'Movement', description: 'An economic movement of the signed-in collegiate (spec §3)' })
export type Movement = z.infer<typeof MovementSchema>

const MovementSummarySchema = z
  .object({
    paid_cents: cents('The sum of the totals paid among the movements that match the filters'),
    pending_cents: cents(
      'What is still owed among the movements that match: totals pending or not paid, plus the unpaid commissions',
    ),
  })
  .meta({ id: 'MovementSummary' })

export const MovementPageSchema = z
  .object({
    items: z.array(MovementSchema),
    total: z.number().int().min(0).describe('How many items match, on every page'),
    skip: z.number().int().min(0),
    limit: z.number().int().min(1),
    summary: MovementSummarySchema,
  })
  .meta({ id: 'MovementPage', description: 'Newest first' })
export type MovementPage = z.infer<typeof MovementPageSchema>
