import { z } from 'zod'
import { LocaleSchema } from './locales'

/** The kinds of public content with an address of their own, and where each lives. */
export const contentPaths = {
  page: (slug: string) => `/${slug}`,
  news: (slug: string) => `/news/${slug}`,
  job: (slug: string) => `/job/${slug}`,
  workplace: (slug: string) => `/workplaces/${slug}`,
  event: (slug: string) => `/events/${slug}`,
  course: (slug: string) => `/course/${slug}`,
  resource: (slug: string) => `/resources/${slug}`,
} as const

export const ContentKindSchema = z.enum(Object.keys(contentPaths) as [keyof typeof contentPaths])
export type ContentKind = z.infer<typeof ContentKindSchema>

/** One public item in one language, as the sitemap lists it. */
export const ContentAddressSchema = z
  .object({
    kind: ContentKindSchema,
    id: z.number().int(),
    lang: LocaleSchema,
    slug: z.string(),
    is_home: z.boolean(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'ContentAddress' })
export type ContentAddress = z.infer<typeof ContentAddressSchema>
