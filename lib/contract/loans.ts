import { z } from 'zod'
import { resourceFormats } from './content'
import { maxSerialId, PagingQuerySchema, pagedSchema } from './listing'
import { LocaleSchema } from './locales'

/** What is stored of a loan; overdue is derived from the due date, never stored. */
export const loanStatuses = ['requested', 'on_loan', 'returned', 'cancelled'] as const
export const openLoanStatuses = ['requested', 'on_loan'] as const
export const loanStatusFilters = [...loanStatuses, 'overdue', 'current', 'past'] as const

export const LoanStatusSchema = z
  .enum(loanStatuses)
  .describe('requested: waiting for the library; on_loan: borrowed; returned; cancelled')
export type LoanStatus = z.infer<typeof LoanStatusSchema>

export const LoanStatusFilterSchema = z
  .enum(loanStatusFilters)
  .describe(
    'A stored status, or overdue (on loan and past its due date), current (requested or on loan) or past (returned or cancelled)',
  )
export type LoanStatusFilter = z.infer<typeof LoanStatusFilterSchema>

const CalendarDateSchema = z.iso.date().describe('A calendar date (YYYY-MM-DD), Europe/Madrid')

export const LoansQuerySchema = PagingQuerySchema.extend({
  status: LoanStatusFilterSchema.optional(),
  lang: LocaleSchema.default('es').describe('The language of the resource titles and slugs (es by default)'),
})
export type LoansQuery = z.infer<typeof LoansQuerySchema>

export const LoanSchema = z
  .object({
    id: z.uuid(),
    status: LoanStatusSchema,
    overdue: z.boolean().describe('On loan and its due date has passed (Europe/Madrid)'),
    days_overdue: z.int().min(0).describe('Whole days since the due date when overdue, else 0'),
    requested_at: z.iso.datetime().describe('When the loan was requested'),
    starts_on: CalendarDateSchema.nullable().describe('The first day of the loan, once lent'),
    due_on: CalendarDateSchema.nullable().describe('When it must be returned, once lent'),
    returned_on: CalendarDateSchema.nullable().describe('When it came back'),
    resource: z
      .object({
        id: z.int(),
        slug: z.string().describe('Its slug in the language asked for (Spanish when it has none)'),
        title: z.string(),
        format: z.enum(resourceFormats),
      })
      .describe('The resource lent'),
  })
  .meta({ id: 'Loan', description: 'A loan of a resource of the lending library to the caller' })
export type Loan = z.infer<typeof LoanSchema>

export const LoanPageSchema = pagedSchema(LoanSchema, 'LoanPage')
export type LoanPage = z.infer<typeof LoanPageSchema>

const LoanResourceIdSchema = z
  .int()
  .min(1)
  .max(maxSerialId)
  .describe('The id of the item of the lending library')

export const LoanIdSchema = z.uuid().describe('The id of one of the caller’s loans')

export const LoanLangQuerySchema = z.object({
  lang: LocaleSchema.default('es').describe('The language of the resource title and slug (es by default)'),
})

export const LoanRequestSchema = z
  .object({ resource_id: LoanResourceIdSchema })
  .meta({ id: 'LoanRequest', description: 'Asks the lending library to lend an item' })

export const ResourceAvailabilitySchema = z
  .object({
    copies: z.int().min(0).describe('How many copies the library has'),
    on_loan: z.int().min(0).describe('Copies lent now'),
    requested: z.int().min(0).describe('Requests waiting for the library'),
    available: z.int().min(0).describe('Copies on the shelf: copies − on_loan, never below 0'),
    next_due_on: CalendarDateSchema.nullable().describe(
      'The earliest due date of the copies on loan, or null when none is lent',
    ),
    applicable_online: z.boolean().describe('Whether a loan can be requested online'),
    my_loan: LoanSchema.nullable()
      .optional()
      .describe(
        'Sent only to a signed-in collegiate: their open loan (requested or on loan) of this item, or null',
      ),
  })
  .meta({ id: 'ResourceAvailability', description: 'How many copies of an item can be borrowed now' })
export type ResourceAvailability = z.infer<typeof ResourceAvailabilitySchema>
