import type { Locale } from './locales'

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

export interface ContentAddress {
  kind: ContentKind
  id: number
  lang: Locale
  slug: string
  is_home: boolean
  updated_at: string
  /** False for an item that keeps its address but is no longer offered (a closed job offer): out of the sitemap. */
  listed: boolean
}
