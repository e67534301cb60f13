import { z } from 'zod'
import { adminListQuery, adminPageSchema, UuidSchema } from './admin'
import { EuroAmountSchema, feePeriodPattern, MovementTypeSchema, vatTreatments } from './movements'
import { collegiateStatuses } from './profile'

const day = z.iso.date()
const timestamp = z.iso.datetime({ offset: true })

const VatTreatmentSchema = z
  .enum(vatTreatments)
  .describe(
    'exempt: VAT-exempt (Ley 37/1992 art. 20: the association’s fees and training); not_subject: outside VAT',
  )

const CollegiateStatusSchema = z.enum(collegiateStatuses)

/** Far above any fee, low enough that a run's total for thousands of members stays exact. */
const chargeMaxCents = 1_000_000

const amount = EuroAmountSchema.pipe(z.number().max(chargeMaxCents)).describe(
  'In euros as staff write them (45, 45.5, 45,50): positive, up to two decimals, at most 10 000; answered in cents',
)
const concept = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .describe('What it charges for, as the member reads it on the movement and the invoice')

const feePeriod = z
  .string()
  .regex(feePeriodPattern)
  .refine((period) => Number(period.slice(0, 4)) >= 2000 && Number(period.slice(0, 4)) <= 2100)
  .describe('The quarter (2027-Q1) or the year (2027) the fee pays')

/** A charge staff make for one member: it is theirs to pay in /my-movements like any other. */
export const AdminChargeCreateSchema = z
  .object({
    user_id: UuidSchema.describe('The member charged (a collegiate or precollegiate)'),
    type: MovementTypeSchema.default('C'),
    description: concept,
    fee_period: feePeriod.optional().describe('For a fee: the quarter or year it pays'),
    amount,
    vat_treatment: VatTreatmentSchema.default('exempt'),
    due_date: day.describe('When it has to be paid by: today or later'),
  })
  .meta({ id: 'AdminChargeCreate' })
export type AdminChargeCreateValues = z.output<typeof AdminChargeCreateSchema>

/** Who a fee run charges: the period, the collegiate statuses and the fee before each member's discount. */
export const AdminFeeRunInputSchema = z
  .object({
    period: feePeriod,
    statuses: z
      .array(CollegiateStatusSchema)
      .min(1)
      .max(collegiateStatuses.length)
      .refine((statuses) => new Set(statuses).size === statuses.length, 'Each status once')
      .describe('The collegiate statuses charged (the group): a period is issued once per group'),
    amount,
    vat_treatment: VatTreatmentSchema.default('exempt'),
    due_date: day.describe('When the fees have to be paid by: today or later'),
  })
  .meta({ id: 'AdminFeeRunInput' })
export type AdminFeeRunInput = z.input<typeof AdminFeeRunInputSchema>
export type AdminFeeRunValues = z.output<typeof AdminFeeRunInputSchema>

const feeRunSkipReasons = ['inactive', 'deregistered', 'already_charged', 'fully_discounted'] as const

const memberFields = {
  user_id: UuidSchema,
  member_name: z.string().describe('Name and surnames'),
  collegiate_code: z.string().nullable(),
}

const FeeRunLineSchema = z
  .object({
    ...memberFields,
    collegiate_status: CollegiateStatusSchema,
    amount_cents: z.int().min(1),
    discount_percent: z
      .int()
      .min(0)
      .max(99)
      .describe('The highest of the discounts valid on the period’s first day'),
    total_cents: z.int().min(1),
    direct_debit: z
      .boolean()
      .describe('Whether the member has a signed mandate: the fee goes into the next remittance'),
  })
  .meta({ id: 'AdminFeeRunLine' })

const FeeRunSkipSchema = z
  .object({
    ...memberFields,
    reason: z
      .enum(feeRunSkipReasons)
      .describe(
        'inactive: the account is deactivated; deregistered: has a leave date; already_charged: already has a fee for this period; fully_discounted: a 100 % discount',
      ),
  })
  .meta({ id: 'AdminFeeRunSkip' })
export type AdminFeeRunSkip = z.infer<typeof FeeRunSkipSchema>

const totals = {
  charge_count: z.int().min(0).describe('How many members are charged'),
  total_cents: z.int().min(0).describe('The sum of their totals, in euro cents'),
}

export const AdminFeeRunPreviewSchema = z
  .object({
    period: z.string(),
    statuses: z.array(CollegiateStatusSchema),
    amount_cents: z.int().min(1),
    vat_treatment: VatTreatmentSchema,
    due_date: day,
    ...totals,
    lines: z.array(FeeRunLineSchema).describe('Who is charged and how much, by name'),
    skipped: z.array(FeeRunSkipSchema).describe('Who is in the group but not charged, and why'),
  })
  .meta({ id: 'AdminFeeRunPreview' })
export type AdminFeeRunPreview = z.infer<typeof AdminFeeRunPreviewSchema>

export const feeRunStatuses = ['issued', 'cancelled'] as const

const AdminFeeRunSchema = z
  .object({
    id: UuidSchema,
    period: z.string(),
    statuses: z.array(CollegiateStatusSchema),
    amount_cents: z.int().min(1),
    vat_treatment: VatTreatmentSchema,
    due_date: day,
    ...totals,
    status: z.enum(feeRunStatuses).describe('issued; cancelled: its charges were annulled'),
    created_at: timestamp,
    created_by_email: z.string().nullable(),
    cancelled_at: timestamp.nullable(),
  })
  .meta({ id: 'AdminFeeRun' })
export type AdminFeeRun = z.infer<typeof AdminFeeRunSchema>

export const AdminFeeRunPageSchema = adminPageSchema(AdminFeeRunSchema, 'AdminFeeRunPage')

export const AdminFeeRunDetailSchema = AdminFeeRunSchema.extend({
  charges: z
    .array(
      z.object({
        movement_id: UuidSchema,
        transaction_number: z.string(),
        ...memberFields,
        discount_percent: z.int(),
        total_cents: z.int(),
        status: z.string().describe('The movement’s status'),
        direct_debit: z.boolean(),
      }),
    )
    .describe('The movements it issued'),
  skipped: z.array(FeeRunSkipSchema).describe('Who was left out when it was issued, and why'),
}).meta({ id: 'AdminFeeRunDetail' })
export type AdminFeeRunDetail = z.infer<typeof AdminFeeRunDetailSchema>

export const AdminFeeRunsQuerySchema = adminListQuery(['created_at', 'period'], 'created_at').extend({
  status: z.enum(feeRunStatuses).optional().describe('Only issued or only cancelled runs'),
})
export type AdminFeeRunsQuery = z.output<typeof AdminFeeRunsQuerySchema>
