import 'server-only'
import { SlugSchema } from '@/lib/contract/content'
import { defaultLocale, isLocale, type Locale } from '@/lib/contract/locales'
import { contentPaths, type ContentAddress, type ContentKind } from '@/lib/contract/sitemap'

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

/** The page slug an address may name (one segment after the language), read without the index. */
export function pageSlugOf(pathname: string): { lang: Locale; slug: string } | null {
  const segments = pathname.split('/').filter(Boolean)
  const [first, ...rest] = segments
  // An address with the default language's prefix is first sent to the unprefixed one by the locale middleware.
  if (first === defaultLocale) return null
  const lang: Locale = first && isLocale(first) ? first : defaultLocale
  const path = lang === defaultLocale ? segments : rest
  if (path.length !== 1) return null
  const slug = decodeSegment(path[0]!)
  if (slug === null || !SlugSchema.safeParse(slug).success) return null
  return { lang, slug }
}

/** E.g. /inicio → /, /en/el-colegio → /en/the-association; null when right or naming no page (404). */
export function pageRedirect(index: PageSlugIndex, pathname: string): string | null {
  const asked = pageSlugOf(pathname)
  if (!asked) return null
  const { lang, slug } = asked

  const named = index.bySlug.get(slug) ?? []
  const own = named.find((entry) => entry.lang === lang)
  if (own) return own.is_home ? localisedPath(lang, '/') : null
  const target = named
    .map((entry) => index.byPageAndLang.get(pageAndLang(entry.page_id, lang)))
    .find((entry) => entry !== undefined)
  if (!target) return null
  return localisedPath(lang, target.is_home ? '/' : `/${encodeURIComponent(target.slug)}`)
}

export interface ContentSlugIndex {
  bySlug: Map<string, ContentAddress[]>
  byItemAndLang: Map<string, ContentAddress>
}

/** The first path segment of each detail kind: /news/…, /job/…; pages (one segment) are pageRedirect's. */
const kindOfSegment = new Map(
  (Object.keys(contentPaths) as ContentKind[])
    .filter((kind) => kind !== 'page')
    .map((kind) => [contentPaths[kind]('x').split('/')[1]!, kind]),
)

/** The detail an address may name (/news/…, /ca/job/…), read without the index. */
export function contentSlugOf(pathname: string): { lang: Locale; kind: ContentKind; slug: string } | null {
  const segments = pathname.split('/').filter(Boolean)
  if (segments[0] === defaultLocale) return null
  const lang: Locale = segments[0] && isLocale(segments[0]) ? segments[0] : defaultLocale
  const path = lang === defaultLocale ? segments : segments.slice(1)
  const kind = path.length === 2 ? kindOfSegment.get(path[0]!) : undefined
  const slug = kind && decodeSegment(path[1]!)
  return kind && slug ? { lang, kind, slug } : null
}

export function indexContentAddresses(addresses: readonly ContentAddress[]): ContentSlugIndex {
  const index: ContentSlugIndex = { bySlug: new Map(), byItemAndLang: new Map() }
  for (const address of addresses) {
    const key = `${address.kind}/${address.slug}`
    index.bySlug.set(key, [...(index.bySlug.get(key) ?? []), address])
    index.byItemAndLang.set(`${address.kind}/${address.id}/${address.lang}`, address)
  }
  return index
}

/**
 * E.g. /ca/job/enfermera-x → /ca/job/infermera-x: a detail asked for by another language's slug goes to its own
 * slug, so one item has one address per language; null when right, or when the item has no translation in that
 * language (the page answers 404).
 */
export function contentRedirect(index: ContentSlugIndex, pathname: string): string | null {
  const asked = contentSlugOf(pathname)
  if (!asked) return null
  const { lang, kind, slug } = asked

  const named = index.bySlug.get(`${kind}/${slug}`) ?? []
  if (named.some((address) => address.lang === lang)) return null
  const target = named
    .map(({ id }) => index.byItemAndLang.get(`${kind}/${id}/${lang}`))
    .find((address) => address !== undefined)
  return target ? localisedPath(lang, contentPaths[kind](encodeURIComponent(target.slug))) : null
}
