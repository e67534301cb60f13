import { z } from 'zod'
import { adminListQuery, adminPageSchema } from './admin'
import {
  adminTranslationsSchema,
  AdminTranslationSchema,
  ImageSrcSchema,
  publicationFields,
  storedTranslationsSchema,
  timestamp,
  trimmed,
} from './admin-content'
import { contrastRatio, hexPattern, minimumContrast } from './admin-settings'
import { ContentStatusSchema, SlugSchema, vocabularies } from './content'
import { decimalInteger, maxSerialId } from './listing'
import { locales, type Locale } from './locales'
import { ResourceFormatSchema } from './resources'

const CategoryIdSchema = z.number().int().min(1).max(maxSerialId)
const CategoryIdsSchema = z
  .array(CategoryIdSchema)
  .max(50)
  .default([])
  .transform((ids) => [...new Set(ids)])
  .describe('Ids of resource categories (terms of the resource_category vocabulary)')

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullable()
    .default(null)
    .transform((value) => value?.trim() || null)

const isbnDigits = (value: string) => value.replace(/[\s-]/g, '').toUpperCase()

export function isValidIsbn(value: string): boolean {
  const code = isbnDigits(value)
  if (/^\d{9}[\dX]$/.test(code)) {
    const sum = [...code].reduce(
      (total, char, index) => total + (char === 'X' ? 10 : Number(char)) * (10 - index),
      0,
    )
    return sum % 11 === 0
  }
  if (/^97[89]\d{10}$/.test(code)) {
    const sum = [...code].reduce((total, char, index) => total + Number(char) * (index % 2 ? 3 : 1), 0)
    return sum % 10 === 0
  }
  return false
}

const IsbnSchema = z
  .string()
  .max(40)
  .nullable()
  .default(null)
  .transform((value) => value?.trim() || null)
  .refine((value) => value === null || isValidIsbn(value), {
    error: 'An ISBN-10 or ISBN-13 whose check digit is right',
  })
  .describe('ISBN-10 or ISBN-13 (hyphens allowed), its check digit verified; empty = none')

const programmedNeedsDate = {
  path: ['publish_at'],
  message: 'A programmed item needs the moment it becomes public',
}
const rating = {
  stars_average: z.number().nullable().describe('Average of the votes to one decimal; null before the first'),
  stars_count: z.number().int().min(0).describe('How many people have voted'),
}
const languagesField = z.array(z.enum(locales)).describe('The languages it has a translation in')

export const AdminResourceInputSchema = z
  .object({
    ...publicationFields,
    format: ResourceFormatSchema.default('book'),
    author: optionalText(300).describe('Author(s); empty = none'),
    publisher: optionalText(300).describe('Publisher; empty = none'),
    year: z.number().int().min(1000).max(2200).nullable().default(null).describe('Year of publication'),
    isbn: IsbnSchema,
    copies: z
      .number()
      .int()
      .min(0)
      .max(10_000)
      .default(1)
      .describe('Copies the library holds; never fewer than those on loan (409 RESOURCE_COPIES_ON_LOAN)'),
    applicable_online: z.boolean().default(true).describe('Whether members may ask to borrow it online'),
    image_src: ImageSrcSchema.nullable().default(null),
    category_ids: CategoryIdsSchema,
    translations: adminTranslationsSchema(AdminTranslationSchema, 'AdminResourceTranslationsInput'),
  })
  .refine((item) => item.status !== 'programmed' || item.publish_at !== null, programmedNeedsDate)
  .meta({ id: 'AdminResourceInput' })
export type AdminResourceInput = z.input<typeof AdminResourceInputSchema>
export type AdminResourceValues = z.output<typeof AdminResourceInputSchema>

const StoredResourceTranslationSchema = z.object({
  title: z.string(),
  slug: SlugSchema,
  summary: z.string(),
  body: z.string(),
})

export const AdminResourceSchema = z
  .object({
    id: z.number().int(),
    status: ContentStatusSchema,
    publish_at: timestamp,
    format: ResourceFormatSchema,
    author: z.string().nullable(),
    publisher: z.string().nullable(),
    year: z.number().int().nullable(),
    isbn: z.string().nullable(),
    copies: z.number().int().min(0),
    on_loan: z.number().int().min(0).describe('Copies lent now (read-only)'),
    applicable_online: z.boolean(),
    image_src: z.string().nullable(),
    category_ids: z.array(z.number().int()),
    ...rating,
    created_at: timestamp,
    updated_at: timestamp,
    title: z.string().describe('The Spanish title (or the first there is), to name the item'),
    translations: storedTranslationsSchema(StoredResourceTranslationSchema, 'AdminResourceTranslations'),
  })
  .meta({
    id: 'AdminResource',
    description: 'A library item with its texts in every language, as staff edit it',
  })
export type AdminResource = z.infer<typeof AdminResourceSchema>

const AdminResourceSummarySchema = z
  .object({
    id: z.number().int(),
    status: ContentStatusSchema,
    publish_at: timestamp,
    updated_at: timestamp,
    format: ResourceFormatSchema,
    copies: z.number().int(),
    applicable_online: z.boolean(),
    ...rating,
    title: z.string().describe('The Spanish title (or the first there is)'),
    slug: z.string().describe('The Spanish slug (or the first there is)'),
    languages: languagesField,
  })
  .meta({ id: 'AdminResourceSummary' })

export const AdminResourcePageSchema = adminPageSchema(AdminResourceSummarySchema, 'AdminResourcePage')
export type AdminResourcePage = z.infer<typeof AdminResourcePageSchema>

const categoryFilter = decimalInteger(z.number().int().min(1).max(maxSerialId))
  .optional()
  .describe('Only the items in this category')

const adminResourceSortable = ['publish_at', 'updated_at', 'title', 'status', 'copies'] as const
export const AdminResourceListQuerySchema = adminListQuery(adminResourceSortable, 'publish_at').extend({
  status: ContentStatusSchema.optional().describe('Only the items in this status'),
  format: ResourceFormatSchema.optional().describe('Only the items of this format'),
  category_id: categoryFilter,
})
export type AdminResourceListQuery = z.output<typeof AdminResourceListQuerySchema>

const AdminResourceCardTranslationSchema = z.object({
  title: trimmed(300).pipe(z.string().min(1)).describe('The title in this language'),
  summary: trimmed(2000).default('').describe('What the reader finds there'),
})

const httpsUrl = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'An https:// address' })
  .max(2000)

export const AdminResourceCardInputSchema = z
  .object({
    ...publicationFields,
    url: httpsUrl.describe('Where the card links to: an https:// address'),
    image_src: ImageSrcSchema.nullable().default(null),
    category_ids: CategoryIdsSchema,
    translations: adminTranslationsSchema(
      AdminResourceCardTranslationSchema,
      'AdminResourceCardTranslationsInput',
    ),
  })
  .refine((item) => item.status !== 'programmed' || item.publish_at !== null, programmedNeedsDate)
  .meta({ id: 'AdminResourceCardInput' })
export type AdminResourceCardInput = z.input<typeof AdminResourceCardInputSchema>
export type AdminResourceCardValues = z.output<typeof AdminResourceCardInputSchema>

export const AdminResourceCardSchema = z
  .object({
    id: z.number().int(),
    status: ContentStatusSchema,
    publish_at: timestamp,
    url: z.string(),
    image_src: z.string().nullable(),
    category_ids: z.array(z.number().int()),
    ...rating,
    created_at: timestamp,
    updated_at: timestamp,
    title: z.string().describe('The Spanish title (or the first there is), to name the card'),
    translations: storedTranslationsSchema(
      z.object({ title: z.string(), summary: z.string() }),
      'AdminResourceCardTranslations',
    ),
  })
  .meta({ id: 'AdminResourceCard', description: 'An online resource with its texts in every language' })
export type AdminResourceCard = z.infer<typeof AdminResourceCardSchema>

const AdminResourceCardSummarySchema = z
  .object({
    id: z.number().int(),
    status: ContentStatusSchema,
    publish_at: timestamp,
    updated_at: timestamp,
    url: z.string(),
    ...rating,
    title: z.string().describe('The Spanish title (or the first there is)'),
    slug: z.string().describe('Always empty: cards have no address of their own'),
    languages: languagesField,
  })
  .meta({ id: 'AdminResourceCardSummary' })

export const AdminResourceCardPageSchema = adminPageSchema(
  AdminResourceCardSummarySchema,
  'AdminResourceCardPage',
)
export type AdminResourceCardPage = z.infer<typeof AdminResourceCardPageSchema>

const adminResourceCardSortable = ['publish_at', 'updated_at', 'title', 'status'] as const
export const AdminResourceCardListQuerySchema = adminListQuery(
  adminResourceCardSortable,
  'publish_at',
).extend({
  status: ContentStatusSchema.optional().describe('Only the cards in this status'),
  category_id: categoryFilter,
})
export type AdminResourceCardListQuery = z.output<typeof AdminResourceCardListQuerySchema>

const VocabularySchema = z
  .enum(vocabularies)
  .describe('The list a term belongs to: news, event or resource categories, event types or modes')

/** White: where the public site writes a term's colour (chips, borders). */
export const termBackground = '#ffffff'

/** A colour that reads on white at WCAG AA, or none (the settings' colours follow the same rule). */
const TermColourSchema = z
  .string()
  .max(7)
  .nullable()
  .default(null)
  .transform((value) => value?.trim() || null)
  .refine((value) => value === null || hexPattern.test(value), { error: 'A colour such as #1f5f7a' })
  .refine(
    (value) =>
      value === null || !hexPattern.test(value) || contrastRatio(value, termBackground) >= minimumContrast,
    { error: `This colour on white falls below WCAG AA contrast (${minimumContrast}:1)` },
  )
  .describe(`A hex colour that keeps ${minimumContrast}:1 on white, or null`)

const termName = trimmed(200)
const AdminTermNamesSchema = z
  .object({
    es: termName.pipe(z.string().min(1)),
    ca: termName.nullable().default(null),
    en: termName.nullable().default(null),
    eu: termName.nullable().default(null),
  } satisfies Record<Locale, z.ZodType>)
  .transform((names) => ({
    es: names.es,
    ca: names.ca || null,
    en: names.en || null,
    eu: names.eu || null,
  }))
  .meta({ id: 'AdminTermNamesInput' })

const termFields = {
  key: SlugSchema.max(100).describe(
    'Stable name used in addresses (/resources?category=key): lower-case words joined by hyphens, unique in its vocabulary',
  ),
  position: z.number().int().min(0).max(10_000).default(0).describe('Order in its vocabulary, lowest first'),
  color: TermColourSchema,
  names: AdminTermNamesSchema,
}

export const AdminTermInputSchema = z
  .object({ vocabulary: VocabularySchema, ...termFields })
  .meta({ id: 'AdminTermInput' })
export type AdminTermInput = z.input<typeof AdminTermInputSchema>
export type AdminTermValues = z.output<typeof AdminTermInputSchema>

/** An edit keeps the vocabulary: the items that use a term would otherwise point to the wrong list. */
export const AdminTermUpdateSchema = z.object(termFields).meta({ id: 'AdminTermUpdate' })
export type AdminTermUpdate = z.output<typeof AdminTermUpdateSchema>

export const AdminTermSchema = z
  .object({
    id: z.number().int(),
    vocabulary: VocabularySchema,
    key: z.string(),
    position: z.number().int(),
    color: z.string().nullable(),
    name: z.string().describe('The Spanish name (or the first there is)'),
    names: z.object(
      Object.fromEntries(locales.map((lang) => [lang, z.string().nullable()])) as Record<
        Locale,
        z.ZodNullable<z.ZodString>
      >,
    ),
    usage: z.number().int().min(0).describe('How many items (news, events, resources, cards) use it'),
  })
  .meta({ id: 'AdminTerm', description: 'A category, type or mode with its names in every language' })
export type AdminTerm = z.infer<typeof AdminTermSchema>

export const AdminTermPageSchema = adminPageSchema(AdminTermSchema, 'AdminTermPage')
export type AdminTermPage = z.infer<typeof AdminTermPageSchema>

const adminTermSortable = ['position', 'key', 'name', 'vocabulary'] as const
export const AdminTermListQuerySchema = adminListQuery(adminTermSortable, 'position').extend({
  vocabulary: VocabularySchema.optional().describe('Only the terms of this vocabulary'),
})
export type AdminTermListQuery = z.output<typeof AdminTermListQuerySchema>

export const termUsageKinds = ['news', 'events', 'resources', 'resource_cards'] as const
export type TermUsageKind = (typeof termUsageKinds)[number]
