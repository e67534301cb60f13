import { z } from 'zod'
import { SlugSchema } from './content'
import { LocaleSchema } from './locales'

export const PageSchema = z
  .object({
    id: z.number().int(),
    lang: LocaleSchema,
    slug: SlugSchema,
    title: z.string(),
    summary: z.string().describe('Short description, used for search engines and previews'),
    body: z.string().describe('Sanitised HTML'),
    is_home: z.boolean().describe('The home page is served at the language root'),
    updated_at: z.iso.datetime(),
    alternates: z
      .array(z.object({ lang: LocaleSchema, slug: SlugSchema }))
      .describe('The same page in the other languages'),
  })
  .meta({ id: 'Page', description: 'A published content page in one language' })

export type Page = z.infer<typeof PageSchema>
