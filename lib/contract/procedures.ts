import { z } from 'zod'
import { ProcedureFormSchema, subjectOnlyForm } from './generic-procedure-forms'
import { ApplicationWindowStatusSchema, ProcedureKindSchema, ProcessTypeSchema, SlugSchema } from './content'
import { detailText, listedText, PagingQuerySchema, pagedSchema, SearchTextSchema } from './listing'
import { LocaleSchema } from './locales'

export const GenericProceduresQuerySchema = PagingQuerySchema.extend({
  process_type: ProcessTypeSchema.optional().describe('Only procedures of this process type'),
  q: SearchTextSchema.optional(),
})
export type GenericProceduresQuery = z.infer<typeof GenericProceduresQuerySchema>

const procedureFields = {
  ...listedText,
  slug: SlugSchema,
  process_type: ProcessTypeSchema,
  window_status: ApplicationWindowStatusSchema,
  opens_at: z.iso.datetime().nullable(),
  closes_at: z.iso.datetime().nullable(),
  can_apply: z.boolean().describe('The window is published and, when it has dates, today falls between them'),
}

const GenericProcedureSummarySchema = z
  .object(procedureFields)
  .meta({ id: 'GenericProcedureSummary', description: 'A generic procedure as lists show it' })
export type GenericProcedureSummary = z.infer<typeof GenericProcedureSummarySchema>

export const GenericProcedureSchema = z
  .object({
    ...procedureFields,
    ...detailText,
    // A back end without forms answers none: its procedures then ask only for the subject.
    form: ProcedureFormSchema.default(subjectOnlyForm).describe(
      'What an application asks for besides its subject',
    ),
  })
  .meta({ id: 'GenericProcedure', description: 'A generic procedure: what it is for and when one may apply' })
export type GenericProcedure = z.infer<typeof GenericProcedureSchema>

export const GenericProceduresPageSchema = pagedSchema(GenericProcedureSummarySchema, 'GenericProceduresPage')

export const ProcedureDescriptionSchema = z
  .object({
    kind: ProcedureKindSchema,
    lang: LocaleSchema,
    title: z.string(),
    summary: z.string(),
    body: z.string().describe('Sanitised HTML'),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'ProcedureDescription', description: 'What a registration procedure is and what it needs' })
export type ProcedureDescription = z.infer<typeof ProcedureDescriptionSchema>
