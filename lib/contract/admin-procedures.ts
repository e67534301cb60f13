import { z } from 'zod'
import { adminListQuery, adminPageSchema } from './admin'
import {
  adminTranslationsSchema,
  AdminTranslationSchema,
  publicationFields,
  StoredTranslationSchema,
  storedTranslationsSchema,
} from './admin-content'
import { ApplicationWindowStatusSchema, ContentStatusSchema, ProcessTypeSchema } from './content'
import { ProcedureFormSchema, subjectOnlyForm } from './generic-procedure-forms'
import { locales } from './locales'

const timestamp = z.iso.datetime({ offset: true })

export const AdminProcedureInputSchema = z
  .object({
    ...publicationFields,
    process_type: ProcessTypeSchema.describe('legal_advice, single_window or other'),
    window_status: ApplicationWindowStatusSchema.default('published'),
    opens_at: timestamp.nullable().default(null).describe('When applications open; null = already open'),
    closes_at: timestamp.nullable().default(null).describe('When applications close; null = no end'),
    form: ProcedureFormSchema.default(subjectOnlyForm).describe(
      'The questions, captcha and fee; questions that applications answered keep their name and type',
    ),
    translations: adminTranslationsSchema(AdminTranslationSchema, 'AdminProcedureTranslationsInput'),
  })
  .refine((item) => item.status !== 'programmed' || item.publish_at !== null, {
    path: ['publish_at'],
    message: 'A programmed item needs the moment it becomes public',
  })
  .refine(
    (item) =>
      !item.opens_at ||
      !item.closes_at ||
      new Date(item.closes_at).getTime() > new Date(item.opens_at).getTime(),
    { path: ['closes_at'], message: 'Applications close after they open' },
  )
  .meta({ id: 'AdminProcedureInput' })
export type AdminProcedureInput = z.input<typeof AdminProcedureInputSchema>
export type AdminProcedureValues = z.output<typeof AdminProcedureInputSchema>

export const AdminProcedureSchema = z
  .object({
    id: z.number().int(),
    status: ContentStatusSchema,
    publish_at: timestamp,
    process_type: ProcessTypeSchema,
    window_status: ApplicationWindowStatusSchema,
    opens_at: timestamp.nullable(),
    closes_at: timestamp.nullable(),
    form: ProcedureFormSchema,
    created_at: timestamp,
    updated_at: timestamp,
    title: z.string().describe('The Spanish title (or the first there is), to name the procedure'),
    translations: storedTranslationsSchema(StoredTranslationSchema, 'AdminProcedureTranslations'),
    applications: z.int().min(0).describe('How many applications it has received'),
    answered_fields: z
      .array(z.string())
      .describe('The questions applications answered: they cannot be removed, renamed or change type'),
  })
  .meta({
    id: 'AdminProcedure',
    description: 'A generic procedure with its texts in every language and its form, as staff edit it',
  })
export type AdminProcedure = z.infer<typeof AdminProcedureSchema>

const AdminProcedureSummarySchema = z
  .object({
    id: z.number().int(),
    status: ContentStatusSchema,
    publish_at: timestamp,
    updated_at: timestamp,
    process_type: ProcessTypeSchema,
    window_status: ApplicationWindowStatusSchema,
    opens_at: timestamp.nullable(),
    closes_at: timestamp.nullable(),
    fee_cents: z.int().nullable().describe('The fee, in euro cents; null when free'),
    questions: z.int().min(0).describe('How many questions its form asks besides the subject'),
    title: z.string().describe('The Spanish title (or the first there is)'),
    slug: z.string().describe('The Spanish slug (or the first there is)'),
    languages: z.array(z.enum(locales)).describe('The languages it has a translation in'),
  })
  .meta({ id: 'AdminProcedureSummary' })

export const AdminProcedurePageSchema = adminPageSchema(AdminProcedureSummarySchema, 'AdminProcedurePage')
export type AdminProcedurePage = z.infer<typeof AdminProcedurePageSchema>

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value)

const adminProcedureSortable = ['publish_at', 'updated_at', 'title', 'status'] as const
export const AdminProcedureListQuerySchema = adminListQuery(adminProcedureSortable, 'updated_at').extend({
  status: z
    .preprocess(blankAsMissing, ContentStatusSchema.optional())
    .describe('Only this publication status'),
  process_type: z.preprocess(blankAsMissing, ProcessTypeSchema.optional()).describe('Only this process type'),
  window_status: z
    .preprocess(blankAsMissing, ApplicationWindowStatusSchema.optional())
    .describe('Only this application window'),
})
export type AdminProcedureListQuery = z.output<typeof AdminProcedureListQuerySchema>
