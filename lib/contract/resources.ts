import { z } from 'zod'
import { resourceFormats, SlugSchema } from './content'
import {
  detailText,
  listedText,
  pagedSchema,
  PagingQuerySchema,
  QueryFlagSchema,
  repeated,
  SearchTextSchema,
  SerialIdSchema,
  TermSchema,
} from './listing'
import { starsMax, starsMin } from './stars'

export const ResourceFormatSchema = z.enum(resourceFormats).describe('What the item is')
export type ResourceFormat = z.infer<typeof ResourceFormatSchema>

export { starsMax, starsMin }

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value)

const CategoryIdSchema = SerialIdSchema

const CategoriesQuerySchema = z
  .preprocess(
    (value) => (Array.isArray(value) ? value.filter((item) => item !== '') : blankAsMissing(value)),
    repeated(CategoryIdSchema),
  )
  .describe('Ids of resource categories (resource-categories), repeated; an item in any of them matches')

const SearchQuerySchema = z.preprocess(blankAsMissing, SearchTextSchema.optional())

export const ResourceListQuerySchema = PagingQuerySchema.extend({
  applicable_online: QueryFlagSchema.describe(
    'Always sent: true answers only the items whose loan can be requested online, false answers every item',
  ),
  categories: CategoriesQuerySchema,
  q: SearchQuerySchema,
  format: z.preprocess(blankAsMissing, ResourceFormatSchema.optional()),
})
export type ResourceListQuery = z.output<typeof ResourceListQuerySchema>

export const ResourceCardListQuerySchema = PagingQuerySchema.extend({
  categories: CategoriesQuerySchema,
  q: SearchQuerySchema,
})
export type ResourceCardListQuery = z.output<typeof ResourceCardListQuerySchema>

const rating = {
  stars_average: z
    .number()
    .min(starsMin)
    .max(starsMax)
    .nullable()
    .describe('Average of the votes, rounded to one decimal; null when nobody has voted'),
  stars_count: z.number().int().min(0).describe('How many people have voted'),
}

const resourceFields = {
  ...listedText,
  slug: SlugSchema,
  format: ResourceFormatSchema,
  author: z.string().nullable(),
  publisher: z.string().nullable(),
  year: z.number().int().nullable(),
  applicable_online: z.boolean().describe('Whether a loan of the item can be requested online'),
  image_src: z.string().nullable(),
  categories: z.array(TermSchema).describe('The resource categories of the item, named in its language'),
  ...rating,
}

const ResourceListItemSchema = z
  .object(resourceFields)
  .meta({ id: 'ResourceListItem', description: 'An item of the lending library, as lists show it' })
export type ResourceListItem = z.infer<typeof ResourceListItemSchema>

export const ResourceSchema = z
  .object({
    ...resourceFields,
    ...detailText,
    isbn: z.string().nullable(),
    copies: z.number().int().min(0).describe('How many copies the library holds'),
  })
  .meta({ id: 'Resource', description: 'An item of the lending library in one language' })
export type Resource = z.infer<typeof ResourceSchema>

const ResourceCardSchema = z
  .object({
    ...listedText,
    url: z.string().describe('Where the online resource is: the card links out to it'),
    image_src: z.string().nullable(),
    categories: z.array(TermSchema),
    ...rating,
  })
  .meta({ id: 'ResourceCard', description: 'An online resource (guide, tool, site) shown as a card' })
export type ResourceCard = z.infer<typeof ResourceCardSchema>

export const ResourcePageSchema = pagedSchema(ResourceListItemSchema, 'ResourcePage')
export const ResourceCardPageSchema = pagedSchema(ResourceCardSchema, 'ResourceCardPage')
export const ResourceCategoryPageSchema = pagedSchema(TermSchema, 'ResourceCategoryPage')
export type ResourcePage = z.infer<typeof ResourcePageSchema>
export type ResourceCardPage = z.infer<typeof ResourceCardPageSchema>
export type ResourceCategoryPage = z.infer<typeof ResourceCategoryPageSchema>

export const StarsInputSchema = z
  .object({
    stars: z.number().int().min(starsMin).max(starsMax).describe(`Whole stars, ${starsMin} to ${starsMax}`),
  })
  .meta({ id: 'StarsInput' })

const MyStarsField = z
  .number()
  .int()
  .min(starsMin)
  .max(starsMax)
  .nullable()
  .describe('The stars the signed-in person gave; null when they have not voted')

export const StarsResultSchema = z
  .object({ ...rating, my_stars: MyStarsField })
  .meta({ id: 'StarsResult', description: 'The rating of the item after the vote' })
export type StarsResult = z.infer<typeof StarsResultSchema>

export const MyStarsSchema = z
  .object({ ...rating, my_stars: MyStarsField })
  .meta({ id: 'MyStars', description: 'The live rating of the item and the signed-in person’s vote' })
export type MyStars = z.infer<typeof MyStarsSchema>

export function starsAverage(total: number, count: number): number | null {
  return count > 0 ? Math.round((total * 10) / count) / 10 : null
}

export interface ResourceListRequest {
  skip: number
  limit: number
  applicable_online: boolean
  categories?: readonly number[]
  q?: string | null
  format?: ResourceFormat | null
}

export interface ResourceCardListRequest {
  skip: number
  limit: number
  categories?: readonly number[]
  q?: string | null
}

export function resourceListSearch(request: ResourceListRequest): URLSearchParams {
  const search = new URLSearchParams({
    skip: String(request.skip),
    limit: String(request.limit),
    applicable_online: String(request.applicable_online),
  })
  for (const id of request.categories ?? []) search.append('categories', String(id))
  if (request.q) search.set('q', request.q)
  if (request.format) search.set('format', request.format)
  return search
}

export function resourceCardListSearch(request: ResourceCardListRequest): URLSearchParams {
  const search = new URLSearchParams({ skip: String(request.skip), limit: String(request.limit) })
  for (const id of request.categories ?? []) search.append('categories', String(id))
  if (request.q) search.set('q', request.q)
  return search
}
