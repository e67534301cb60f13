import { z } from 'zod'
import { jobContractTypes, jobWorkingDays, jobWorkplaceTypes, SlugSchema } from './content'
import {
  detailText,
  listedText,
  pagedSchema,
  PagingQuerySchema,
  SearchTextSchema,
  SerialIdSchema,
} from './listing'
import { LocaleSchema } from './locales'
import { ProvinceFilterSchema } from './provinces'

export const JobContractTypeSchema = z
  .enum(jobContractTypes)
  .describe('permanent, temporary, freelance (self-employed, for services) or internship')
export type JobContractType = z.infer<typeof JobContractTypeSchema>

export const JobWorkingDaySchema = z.enum(jobWorkingDays).describe('full_time or part_time')
export type JobWorkingDay = z.infer<typeof JobWorkingDaySchema>

export const JobWorkplaceTypeSchema = z
  .enum(jobWorkplaceTypes)
  .describe('on_site: at the workplace; hybrid: partly from home; remote: from anywhere')
export type JobWorkplaceType = z.infer<typeof JobWorkplaceTypeSchema>

/** Spec §7: empty means not sent. JSON null is refused, not coerced to 0 (which would document it nullable). */
const blankAsAbsent = (value: unknown) =>
  value === null ? Number.NaN : typeof value === 'string' && value.trim() === '' ? undefined : value

const oneOf = <S extends z.ZodType>(schema: S) => z.preprocess(blankAsAbsent, schema.optional()).optional()

/** Gross annual salary in euros; the upper bound keeps it within the database's integer. */
export const maxSalary = 10_000_000

export const JobListQuerySchema = PagingQuerySchema.extend({
  q: SearchTextSchema.optional(),
  province: ProvinceFilterSchema.optional(),
  contract_type: oneOf(JobContractTypeSchema),
  working_day: oneOf(JobWorkingDaySchema),
  workplace_type: oneOf(JobWorkplaceTypeSchema),
  min_salary: z
    .preprocess(
      blankAsAbsent,
      z.coerce
        .number()
        .int()
        .min(0)
        .max(maxSalary)
        .transform((value) => (value === 0 ? undefined : value))
        .optional()
        .describe(
          'Only offers that state a salary reaching this gross annual amount in euros (their maximum, or their minimum when no maximum is stated); 0 or empty means any',
        ),
    )
    .optional(),
})
export type JobListQuery = z.output<typeof JobListQuerySchema>

const jobFields = {
  ...listedText,
  slug: SlugSchema,
  company: z.string().describe('Who offers the job'),
  city: z.string(),
  province: z.string(),
  contract_type: JobContractTypeSchema,
  working_day: JobWorkingDaySchema,
  workplace_type: JobWorkplaceTypeSchema,
  salary_min: z
    .number()
    .int()
    .nullable()
    .describe('Lowest gross annual salary in euros; null when not stated'),
  salary_max: z
    .number()
    .int()
    .nullable()
    .describe('Highest gross annual salary in euros; null when not stated'),
  closes_at: z.iso
    .datetime()
    .nullable()
    .describe('When applications close; null when the offer stays open until filled'),
  closed: z.boolean().describe('Applications are no longer taken: closes_at has passed'),
}

const JobSummarySchema = z
  .object(jobFields)
  .meta({ id: 'JobSummary', description: 'A published job offer as lists show it, in one language' })
export type JobSummary = z.infer<typeof JobSummarySchema>

export const JobListSchema = pagedSchema(JobSummarySchema, 'JobList')
export type JobList = z.infer<typeof JobListSchema>

export const JobSchema = z
  .object({
    ...jobFields,
    ...detailText,
    contact_email: z.string().nullable().describe('Where to send applications, when by e-mail'),
    contact_url: z.string().nullable().describe('Where to apply online (an http or https address)'),
  })
  .meta({
    id: 'Job',
    description: 'A published job offer in one language; one whose applications have closed is marked closed',
  })
export type Job = z.infer<typeof JobSchema>

export const jobComplaintLimits = { descriptionMin: 10, descriptionMax: 2000 } as const

// PostgreSQL text cannot hold NUL, so it is refused here rather than failing in the database.
const withoutNul = (value: string) => !value.includes('\u0000')

export const JobComplaintInputSchema = z
  .object({
    description: z
      .string()
      .trim()
      .min(jobComplaintLimits.descriptionMin)
      .max(jobComplaintLimits.descriptionMax)
      .refine(withoutNul)
      .describe(
        `What is wrong with the offer, ${jobComplaintLimits.descriptionMin} to ${jobComplaintLimits.descriptionMax} characters once trimmed`,
      ),
  })
  .meta({ id: 'JobComplaintInput', description: 'A complaint about a published job offer' })
export type JobComplaintInput = z.input<typeof JobComplaintInputSchema>

export const JobComplaintReceiptSchema = z
  .object({
    tracking_code: z
      .string()
      .regex(/^JOB-\d{4}-([0-9A-Z]{8}|\d{6,})$/)
      .describe(
        'The code to ask about the complaint with, such as JOB-2026-7H3K9QWD (random since #10: the look-up by code is public; earlier ones are numbered)',
      ),
    created_at: z.iso.datetime().describe('When the association received it'),
  })
  .meta({ id: 'JobComplaintReceipt', description: 'Proof that a complaint was received' })
export type JobComplaintReceipt = z.infer<typeof JobComplaintReceiptSchema>

export const JobComplaintParamsSchema = z.object({
  id: SerialIdSchema.describe('The job offer'),
  lang: LocaleSchema.describe('The language the complaint is written in'),
})
