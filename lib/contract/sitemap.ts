import type { Locale } from './locales'

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

export type ContentKind = keyof typeof contentPaths

/** One public item in one language, as the sitemap lists it. */
export interface ContentAddress {
  kind: ContentKind
  id: number
  lang: Locale
  slug: string
  is_home: boolean
  /** An ISO date-time. */
  updated_at: string
}
