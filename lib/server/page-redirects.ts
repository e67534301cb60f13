import 'server-only'
import { SlugSchema } from '@/lib/contract/content'
import { defaultLocale, isLocale, type Locale } from '@/lib/contract/locales'

export interface PageSlug {
  page_id: number
  lang: Locale
  slug: string
  is_home: boolean
}

const localisedPath = (lang: Locale, path: string) =>
  lang === defaultLocale ? path : `/${lang}${path === '/' ? '' : path}`

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

export interface PageSlugIndex {
  bySlug: Map<string, PageSlug[]>
  byPageAndLang: Map<string, PageSlug>
}

const pageAndLang = (pageId: number, lang: Locale) => `${pageId}/${lang}`

export function indexPageSlugs(slugs: readonly PageSlug[]): PageSlugIndex {
  const index: PageSlugIndex = { bySlug: new Map(), byPageAndLang: new Map() }
  for (const entry of slugs) {
    index.bySlug.set(entry.slug, [...(index.bySlug.get(entry.slug) ?? []), entry])
    index.byPageAndLang.set(pageAndLang(entry.page_id, entry.lang), entry)
  }
  return index
}

/** E.g. /inicio → /, /en/el-colegio → /en/the-association; null when right or naming no page (404). */
export function pageRedirect(index: PageSlugIndex, pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean)
  const [first, ...rest] = segments
  // An address with the default language's prefix is first sent to the unprefixed one by the locale middleware.
  if (first === defaultLocale) return null
  const lang: Locale = first && isLocale(first) ? first : defaultLocale
  const path = lang === defaultLocale ? segments : rest
  if (path.length !== 1) return null
  const slug = decodeSegment(path[0]!)
  if (slug === null || !SlugSchema.safeParse(slug).success) return null

  const named = index.bySlug.get(slug) ?? []
  const own = named.find((entry) => entry.lang === lang)
  if (own) return own.is_home ? localisedPath(lang, '/') : null
  const target = named
    .map((entry) => index.byPageAndLang.get(pageAndLang(entry.page_id, lang)))
    .find((entry) => entry !== undefined)
  if (!target) return null
  return localisedPath(lang, target.is_home ? '/' : `/${encodeURIComponent(target.slug)}`)
}
