import { z } from 'zod'
import { LocaleSchema } from './locales'
import { SlugSchema } from './content'

export const maxListLimit = 100

/** The largest id PostgreSQL's integer (a serial column) holds: a larger one names nothing. */
export const maxSerialId = 2_147_483_647

const decimalDigits = /^(0|[1-9]\d{0,15})$/

/**
 * A whole number as a path or query parameter writes it: decimal digits and nothing else. `0x1`, `1e0`, ` 1`,
 * `01`, `1.0` and `+1` name no item (z.coerce.number() would read each as 1); a JSON number passes as it is.
 */
export const decimalInteger = <S extends z.ZodNumber>(schema: S) =>
  z.preprocess(
    (value) => (typeof value === 'string' && decimalDigits.test(value) ? Number(value) : value),
    schema,
  )

export const SerialIdSchema = decimalInteger(z.number().int().min(1).max(maxSerialId))

export const PagingQuerySchema = z.object({
  skip: decimalInteger(z.number().int().min(0))
    .default(0)
    .describe('How many items to leave out from the start'),
  limit: decimalInteger(z.number().int().min(1).max(maxListLimit))
    .default(10)
    .describe(`How many items to answer, at most ${maxListLimit}`),
})

/** A query parameter that may be repeated (`categories=1&categories=2`); one occurrence arrives as a string. */
export function repeated<S extends z.ZodType>(item: S) {
  return z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(item),
  )
}

export const QueryFlagSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

export const SearchTextSchema = z
  .string()
  .max(200)
  .transform((value) => value.trim())
  .describe('Words to find in the title and body, in any case and with or without accents')

export function pagedSchema<S extends z.ZodType>(item: S, id: string) {
  return z
    .object({
      items: z.array(item),
      total: z.number().int().min(0).describe('How many items match, on every page'),
      skip: z.number().int().min(0),
      limit: z.number().int().min(1),
    })
    .meta({ id })
}

export interface Paged<T> {
  items: T[]
  total: number
  skip: number
  limit: number
}

export const AlternatesSchema = z
  .array(z.object({ lang: LocaleSchema, slug: SlugSchema }))
  .describe('The same item in the other languages')

export const TermSchema = z
  .object({
    id: z.number().int(),
    key: z.string().describe('Stable name of the term, the same in every language'),
    name: z.string(),
    color: z.string().nullable(),
  })
  .meta({ id: 'Term' })
export type Term = z.infer<typeof TermSchema>

export const listedText = {
  id: z.number().int(),
  lang: LocaleSchema,
  title: z.string(),
  summary: z.string().describe('Plain text, for lists and search engines'),
  publish_at: z.iso.datetime().describe('Publication date'),
}

export const detailText = {
  body: z.string().describe('Sanitised HTML'),
  updated_at: z.iso.datetime(),
  alternates: AlternatesSchema,
}
