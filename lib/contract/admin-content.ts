import { z } from 'zod'
import { adminListQuery, adminPageSchema } from './admin'
import { ContentStatusSchema, SlugSchema } from './content'
import { decimalInteger, maxSerialId } from './listing'
import { defaultLocale, type Locale, locales } from './locales'

/** Spanish is required (every public fallback reads it); an item is not listed in a language it lacks. */
export const requiredContentLocale = defaultLocale

export const timestamp = z.iso.datetime({ offset: true })
export const trimmed = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.trim())

/** The body is HTML, sanitised when saved. */
export const AdminTranslationSchema = z.object({
  title: trimmed(300).pipe(z.string().min(1)).describe('The title in this language'),
  slug: SlugSchema.describe('Its address in this language, unique among the items of its kind'),
  summary: trimmed(2000).default('').describe('A short summary for lists and search engines'),
  body: z
    .string()
    .max(200_000)
    .default('')
    .describe('The text, as HTML; reduced to a safe subset when saved'),
})

export function adminTranslationsSchema<S extends z.ZodType>(translation: S, id: string) {
  const optional = translation.nullable().default(null)
  return z
    .object({ es: translation, ca: optional, en: optional, eu: optional } satisfies Record<Locale, z.ZodType>)
    .describe('The texts per language: es required, ca/en/eu null when there is no translation')
    .meta({ id })
}

export function storedTranslationsSchema<S extends z.ZodType>(translation: S, id: string) {
  return z
    .object(
      Object.fromEntries(locales.map((lang) => [lang, translation.nullable()])) as Record<
        Locale,
        z.ZodNullable<S>
      >,
    )
    .meta({ id })
}

export const CategoryIdSchema = z.number().int().min(1).max(maxSerialId)
export const ImageSrcSchema = z
  .string()
  .max(2000)
  .regex(/^(?:https:\/\/\S+|\/[^/\s]\S*)$/, 'An https:// address or a path on this site')
  .describe('The picture: an https:// address or a path on this site (/images/...)')

/** A programmed item becomes public at `publish_at`. */
export const publicationFields = {
  status: ContentStatusSchema.describe(
    'draft, published, programmed (public from publish_at), archived or discarded',
  ),
  publish_at: timestamp
    .nullable()
    .default(null)
    .describe('The date shown and, when programmed, the moment it becomes public; null = now'),
}

const AdminNewsTranslationSchema = AdminTranslationSchema.extend({
  image_alt: trimmed(500).default('').describe('Text alternative of the picture in this language'),
})

export const AdminNewsInputSchema = z
  .object({
    ...publicationFields,
    category_id: CategoryIdSchema.nullable().default(null).describe('The news category, if any'),
    featured: z.boolean().default(false).describe('Highlighted on the home page and lists'),
    image_src: ImageSrcSchema.nullable().default(null),
    translations: adminTranslationsSchema(AdminNewsTranslationSchema, 'AdminNewsTranslationsInput'),
  })
  .refine((item) => item.status !== 'programmed' || item.publish_at !== null, {
    path: ['publish_at'],
    message: 'A programmed item needs the moment it becomes public',
  })
  .meta({ id: 'AdminNewsInput' })
export type AdminNewsInput = z.input<typeof AdminNewsInputSchema>
export type AdminNewsValues = z.output<typeof AdminNewsInputSchema>

const StoredNewsTranslationSchema = z.object({
  title: z.string(),
  slug: SlugSchema,
  summary: z.string(),
  body: z.string(),
  image_alt: z.string(),
})

export const AdminNewsSchema = z
  .object({
    id: z.number().int(),
    status: ContentStatusSchema,
    publish_at: timestamp,
    category_id: z.number().int().nullable(),
    featured: z.boolean(),
    image_src: z.string().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    title: z.string().describe('The Spanish title (or the first there is), to name the item'),
    translations: storedTranslationsSchema(StoredNewsTranslationSchema, 'AdminNewsTranslations'),
  })
  .meta({ id: 'AdminNews', description: 'A news item with its texts in every language, as staff edit it' })
export type AdminNews = z.infer<typeof AdminNewsSchema>

const AdminNewsSummarySchema = z
  .object({
    id: z.number().int(),
    status: ContentStatusSchema,
    publish_at: timestamp,
    updated_at: timestamp,
    category_id: z.number().int().nullable(),
    featured: z.boolean(),
    title: z.string().describe('The Spanish title (or the first there is)'),
    slug: z.string().describe('The Spanish slug (or the first there is)'),
    languages: z.array(z.enum(locales)).describe('The languages it has a translation in'),
  })
  .meta({ id: 'AdminNewsSummary' })

export const AdminNewsPageSchema = adminPageSchema(AdminNewsSummarySchema, 'AdminNewsPage')
export type AdminNewsPage = z.infer<typeof AdminNewsPageSchema>

const adminNewsSortable = ['publish_at', 'updated_at', 'title', 'status'] as const
export const AdminNewsListQuerySchema = adminListQuery(adminNewsSortable, 'publish_at').extend({
  status: ContentStatusSchema.optional().describe('Only the items in this status'),
  category_id: decimalInteger(z.number().int().min(1).max(maxSerialId))
    .optional()
    .describe('Only this category'),
})
export type AdminNewsListQuery = z.output<typeof AdminNewsListQuerySchema>

export const AdminPageInputSchema = z
  .object({
    ...publicationFields,
    is_home: z
      .boolean()
      .default(false)
      .describe(
        'The home page, served at the language root; making a page the home page unmakes the former one',
      ),
    translations: adminTranslationsSchema(AdminTranslationSchema, 'AdminPageTranslationsInput'),
  })
  .refine((item) => item.status !== 'programmed' || item.publish_at !== null, {
    path: ['publish_at'],
    message: 'A programmed item needs the moment it becomes public',
  })
  .meta({ id: 'AdminPageInput' })
export type AdminPageInput = z.input<typeof AdminPageInputSchema>
export type AdminPageValues = z.output<typeof AdminPageInputSchema>

export const StoredTranslationSchema = z.object({
  title: z.string(),
  slug: SlugSchema,
  summary: z.string(),
  body: z.string(),
})

export const AdminPageSchema = z
  .object({
    id: z.number().int(),
    status: ContentStatusSchema,
    publish_at: timestamp.nullable(),
    is_home: z.boolean(),
    created_at: timestamp,
    updated_at: timestamp,
    title: z.string().describe('The Spanish title (or the first there is), to name the page'),
    translations: storedTranslationsSchema(StoredTranslationSchema, 'AdminPageTranslations'),
  })
  .meta({ id: 'AdminPage', description: 'A content page with its texts in every language, as staff edit it' })
export type AdminPage = z.infer<typeof AdminPageSchema>

const AdminPageSummarySchema = z
  .object({
    id: z.number().int(),
    status: ContentStatusSchema,
    publish_at: timestamp.nullable(),
    updated_at: timestamp,
    is_home: z.boolean(),
    title: z.string().describe('The Spanish title (or the first there is)'),
    slug: z.string().describe('The Spanish slug (or the first there is)'),
    languages: z.array(z.enum(locales)).describe('The languages it has a translation in'),
  })
  .meta({ id: 'AdminPageSummary' })

export const AdminPagePageSchema = adminPageSchema(AdminPageSummarySchema, 'AdminPagePage')
export type AdminPagePage = z.infer<typeof AdminPagePageSchema>

const adminPageSortable = ['updated_at', 'publish_at', 'title', 'status'] as const
export const AdminPageListQuerySchema = adminListQuery(adminPageSortable, 'updated_at').extend({
  status: ContentStatusSchema.optional().describe('Only the pages in this status'),
})
export type AdminPageListQuery = z.output<typeof AdminPageListQuerySchema>
