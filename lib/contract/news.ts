import { z } from 'zod'
import { contentStatusIds, SlugSchema } from './content'
import {
  detailText,
  listedText,
  pagedSchema,
  PagingQuerySchema,
  SearchTextSchema,
  TermSchema,
} from './listing'

const publicNewsStatusIds = [contentStatusIds.published, contentStatusIds.programmed] as const

const termIdOrKeyPattern = /^(?:[1-9][0-9]{0,8}|[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*)$/

const NewsCategoryFilterSchema = z
  .string()
  .max(64)
  .regex(termIdOrKeyPattern, 'A category id or key')
  .describe('A news category: its id or its key')
  .meta({ pattern: termIdOrKeyPattern.source })

export const NewsListQuerySchema = PagingQuerySchema.extend({
  status_id: z
    .enum(publicNewsStatusIds.map(String) as ['1', '5'], {
      error: 'Only public statuses can be listed: 1 (published) or 5 (programmed, once its time has come)',
    })
    .default('1')
    .transform(Number)
    .describe(
      'Content status id: 1 published (what readers see, programmed news included once their time has come) or ' +
        '5 programmed (only those whose time has come)',
    ),
  q: SearchTextSchema.optional(),
  // An empty parameter (`category=`) means no filter, as a client that skips falsy filters would mean.
  category: z.preprocess((value) => (value === '' ? undefined : value), NewsCategoryFilterSchema.optional()),
})
export type NewsListQuery = z.input<typeof NewsListQuerySchema>
export type NewsListFilter = z.output<typeof NewsListQuerySchema>

const NewsSummarySchema = z
  .object({
    ...listedText,
    slug: SlugSchema,
    category: TermSchema.nullable(),
    image_src: z.string().nullable().describe('Picture shown with the news, if any'),
    image_alt: z.string().describe('Text alternative of the picture; empty when it is decorative'),
    featured: z.boolean().describe('Highlighted by the editors'),
  })
  .meta({ id: 'NewsSummary', description: 'A published news item in one language, as lists show it' })
export type NewsSummary = z.infer<typeof NewsSummarySchema>

export const NewsPageSchema = pagedSchema(NewsSummarySchema, 'NewsPage')
export type NewsPage = z.infer<typeof NewsPageSchema>

export const NewsDetailSchema = NewsSummarySchema.extend(detailText).meta({
  id: 'NewsDetail',
  description: 'A published news item in one language, with its body',
})
export type NewsDetail = z.infer<typeof NewsDetailSchema>
