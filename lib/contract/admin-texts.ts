import { z } from 'zod'
import { adminListQuery, adminPageSchema } from './admin'
import { adminTranslationsSchema, storedTranslationsSchema, trimmed } from './admin-content'
import { ProcedureKindSchema } from './content'
import { type Locale, locales } from './locales'
import { TemplateSectionSchema } from './templates'

const timestamp = z.iso.datetime({ offset: true })
const body = z
  .string()
  .max(200_000)
  .default('')
  .describe('The text, as HTML; reduced to a safe subset when saved')

const summaryFields = {
  updated_at: timestamp.nullable().describe('The last change in any language; null when it has no text yet'),
  title: z.string().describe('The Spanish title (or the first there is)'),
  languages: z.array(z.enum(locales)).describe('The languages it has a text in'),
}

const AdminTemplateTextSchema = z.object({
  title: trimmed(300).default('').describe('The heading of the block in this language; may be empty'),
  body,
})

export const AdminTemplateInputSchema = z
  .object({
    translations: adminTranslationsSchema(AdminTemplateTextSchema, 'AdminTemplateTranslationsInput'),
  })
  .meta({ id: 'AdminTemplateInput' })
export type AdminTemplateValues = z.output<typeof AdminTemplateInputSchema>

const StoredTemplateTextSchema = z.object({ title: z.string(), body: z.string() })

export const AdminTemplateSchema = z
  .object({
    id: TemplateSectionSchema.describe('The section, which names the template'),
    section: TemplateSectionSchema,
    ...summaryFields,
    translations: storedTranslationsSchema(StoredTemplateTextSchema, 'AdminTemplateTranslations'),
  })
  .meta({ id: 'AdminTemplate', description: "A section's block of text in every language, as staff edit it" })
export type AdminTemplate = z.infer<typeof AdminTemplateSchema>

const AdminTemplateSummarySchema = z
  .object({ id: TemplateSectionSchema, section: TemplateSectionSchema, ...summaryFields })
  .meta({ id: 'AdminTemplateSummary' })

export const AdminTemplatePageSchema = adminPageSchema(AdminTemplateSummarySchema, 'AdminTemplatePage')
export type AdminTemplatePage = z.infer<typeof AdminTemplatePageSchema>

const adminTemplateSortable = ['section', 'updated_at'] as const
export const AdminTemplateListQuerySchema = adminListQuery(adminTemplateSortable, 'section')
export type AdminTemplateListQuery = z.output<typeof AdminTemplateListQuerySchema>

export const AdminProcedureDescriptionTextSchema = z.object({
  title: trimmed(300)
    .pipe(z.string().min(1))
    .describe('The heading of the registration page in this language'),
  summary: trimmed(2000).default('').describe('The paragraph under the heading, and the page description'),
  body,
})

/** Every language is needed: a registration page answers 404 in a language its procedure has no description in. */
export const AdminProcedureDescriptionInputSchema = z
  .object({
    translations: z
      .object(
        Object.fromEntries(locales.map((lang) => [lang, AdminProcedureDescriptionTextSchema])) as Record<
          Locale,
          typeof AdminProcedureDescriptionTextSchema
        >,
      )
      .describe('The texts in es, ca, en and eu, all four required')
      .meta({ id: 'AdminProcedureDescriptionTranslationsInput' }),
  })
  .meta({ id: 'AdminProcedureDescriptionInput' })
export type AdminProcedureDescriptionValues = z.output<typeof AdminProcedureDescriptionInputSchema>

const StoredProcedureTextSchema = z.object({ title: z.string(), summary: z.string(), body: z.string() })

export const AdminProcedureDescriptionSchema = z
  .object({
    id: ProcedureKindSchema.describe('The kind of procedure, which names the description'),
    kind: ProcedureKindSchema,
    ...summaryFields,
    translations: storedTranslationsSchema(
      StoredProcedureTextSchema,
      'AdminProcedureDescriptionTranslations',
    ),
  })
  .meta({
    id: 'AdminProcedureDescription',
    description: 'What a registration procedure is and needs, in every language, as staff edit it',
  })
export type AdminProcedureDescription = z.infer<typeof AdminProcedureDescriptionSchema>

const AdminProcedureDescriptionSummarySchema = z
  .object({ id: ProcedureKindSchema, kind: ProcedureKindSchema, ...summaryFields })
  .meta({ id: 'AdminProcedureDescriptionSummary' })

export const AdminProcedureDescriptionPageSchema = adminPageSchema(
  AdminProcedureDescriptionSummarySchema,
  'AdminProcedureDescriptionPage',
)
export type AdminProcedureDescriptionPage = z.infer<typeof AdminProcedureDescriptionPageSchema>

const adminProcedureDescriptionSortable = ['kind', 'updated_at'] as const
export const AdminProcedureDescriptionListQuerySchema = adminListQuery(
  adminProcedureDescriptionSortable,
  'kind',
)
export type AdminProcedureDescriptionListQuery = z.output<typeof AdminProcedureDescriptionListQuerySchema>
