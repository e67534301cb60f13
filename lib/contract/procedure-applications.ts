import { z } from 'zod'
import { MovementStatusSchema } from './movements'
import { ApplicationStatusSchema } from './applications'
import { AttachmentSchema } from './attachments'
import {
  AnswerValueSchema,
  FormFieldTypeSchema,
  ProcedurePaymentMethodSchema,
} from './generic-procedure-forms'
import type { Role } from './auth'
import { ProcedureKindSchema, ProcessTypeSchema, type ProcessType } from './content'
import { PagingQuerySchema, pagedSchema } from './listing'
import { LocaleSchema } from './locales'

export const processTypePageParams = {
  legal_advice: 'legal-advice',
  single_window: 'single-window',
  other: 'other-procedures',
} as const satisfies Record<ProcessType, string>

export function processTypeOfPageParam(value: unknown): ProcessType | undefined {
  return (Object.keys(processTypePageParams) as ProcessType[]).find(
    (type) => processTypePageParams[type] === value,
  )
}

const ReferenceSchema = z.string().min(1).max(40).describe('The tracking code the person quotes')

export const GenericProcedureApplicationsQuerySchema = PagingQuerySchema.extend({
  type: ProcessTypeSchema.optional().describe('Only applications to procedures of this process type'),
  lang: LocaleSchema.default('es').describe('The language of the procedure titles (es by default)'),
})
export type GenericProcedureApplicationsQuery = z.infer<typeof GenericProcedureApplicationsQuerySchema>

export const GenericProcedureApplicationDetailQuerySchema = z.object({
  lang: LocaleSchema.default('es').describe('The language of the procedure title (es by default)'),
})

export const ProcedureApplicationIdSchema = z.uuid().describe('The application, as the list answers it')

const applicationFields = {
  id: ProcedureApplicationIdSchema,
  reference: ReferenceSchema,
  subject: z.string().describe('What the application is about, in the applicant’s words'),
  status: ApplicationStatusSchema,
  submitted_at: z.iso.datetime(),
  updated_at: z.iso.datetime().describe('The last change of status'),
  procedure: z
    .object({
      id: z.int(),
      process_type: ProcessTypeSchema,
      title: z.string().describe('In the language asked for (Spanish when it has none)'),
      slug: z.string(),
    })
    .describe('The generic procedure applied to'),
}

const GenericProcedureApplicationSchema = z.object(applicationFields).meta({
  id: 'GenericProcedureApplication',
  description: 'An application of the caller to a generic procedure',
})
export type GenericProcedureApplication = z.infer<typeof GenericProcedureApplicationSchema>

const ProcedureApplicationHistoryEntrySchema = z
  .object({
    status: ApplicationStatusSchema,
    changed_at: z.iso.datetime(),
    note: z.string().nullable().describe('What the association told the applicant with the change'),
  })
  .meta({ id: 'ProcedureApplicationHistoryEntry' })

export const GenericProcedureApplicationDetailSchema = z
  .object({
    ...applicationFields,
    history: z.array(ProcedureApplicationHistoryEntrySchema).describe('Every change of status, oldest first'),
    answers: z
      .array(
        z.object({
          name: z.string(),
          type: FormFieldTypeSchema,
          label: z.string().describe('The question, in the language asked for'),
          value: AnswerValueSchema,
          option_label: z.string().nullable().describe('A select answer’s choice, in the language asked for'),
        }),
      )
      .describe('The answers, in the order of the form; questions left blank are left out'),
    documents: z
      .array(z.object({ field: z.string(), label: z.string(), attachment: AttachmentSchema }))
      .describe('The files sent with it (the caller’s attachments), by the question they answer'),
    payment: z
      .object({
        amount_cents: z.int().min(1),
        method: ProcedurePaymentMethodSchema,
        status: MovementStatusSchema.describe('The status of the movement that charges the fee'),
        movement_id: z
          .uuid()
          .nullable()
          .describe(
            'The movement that charges the fee (pay it through /public/payments/…); null for fees from before #10',
          ),
        payable: z.boolean().describe('Whether the fee can be paid now'),
      })
      .nullable()
      .describe('The fee and how the applicant chose to pay it; null when the procedure is free'),
  })
  .meta({
    id: 'GenericProcedureApplicationDetail',
    description: 'An application of the caller to a generic procedure, with its history',
  })
export type GenericProcedureApplicationDetail = z.infer<typeof GenericProcedureApplicationDetailSchema>

export const GenericProcedureApplicationPageSchema = pagedSchema(
  GenericProcedureApplicationSchema,
  'GenericProcedureApplicationPage',
)
export type GenericProcedureApplicationPage = z.infer<typeof GenericProcedureApplicationPageSchema>

const RegistrationApplicationSchema = z
  .object({
    id: ProcedureApplicationIdSchema,
    kind: ProcedureKindSchema.describe(
      'The registration procedure: collegiate, precollegiate or professional-societies',
    ),
    status: ApplicationStatusSchema,
    tracking_code: ReferenceSchema,
    submitted_at: z.iso.datetime(),
    history: z
      .array(
        z.object({
          status: ApplicationStatusSchema,
          changed_at: z.iso.datetime(),
          note: z.string().nullable().describe('What the association said with the change'),
        }),
      )
      .describe('Every status it went through, oldest first'),
  })
  .meta({
    id: 'RegistrationApplication',
    description: 'An application of the caller to a registration procedure',
  })

export const RegistrationApplicationPageSchema = pagedSchema(
  RegistrationApplicationSchema,
  'RegistrationApplicationPage',
)
export type RegistrationApplicationPage = z.infer<typeof RegistrationApplicationPageSchema>

export type ApplicantGroup = 'collegiates' | 'precollegiates'

export function applicantGroupOf(role: Role | null | undefined): ApplicantGroup | undefined {
  if (role === 'collegiate') return 'collegiates'
  if (role === 'precollegiate') return 'precollegiates'
  return undefined
}
