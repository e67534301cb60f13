import type { Locale } from '@/lib/contract/locales'
import { listPages } from '@/lib/contract/list-pages'
import { contentPaths, type ContentAddress } from '@/lib/contract/sitemap'
import { hreflangLinks } from '@/lib/i18n/alternates'
import { getPathname } from '@/lib/i18n/navigation'
import { publicSiteUrl } from '@/lib/env'
import { contentAddresses, loadLanguages } from '@/lib/server/portal'

// Read per request from memory the content changes clear (never at build time, when the database may differ).
export const dynamic = 'force-dynamic'

const fixedPaths = [
  '/accessibility',
  '/registry/collegiates',
  '/registry/societies',
  ...Object.values(listPages).map(({ path }) => path),
]

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)

interface Entry {
  url: string
  lastModified?: string
  /** The same page in every language, itself included, and x-default (hreflang). */
  alternates: Record<string, string>
}

function urlElement({ url, lastModified, alternates: links }: Entry): string {
  const alternates = Object.entries(links).map(
    ([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`,
  )
  return [
    '<url>',
    `<loc>${escapeXml(url)}</loc>`,
    ...(lastModified ? [`<lastmod>${lastModified}</lastmod>`] : []),
    ...alternates,
    '</url>',
  ].join('')
}

export async function GET() {
  const [languages, addresses] = await Promise.all([loadLanguages(), contentAddresses()])
  const base = publicSiteUrl()
  const url = (lang: Locale, path: string) => `${base}${getPathname({ locale: lang, href: path })}`
  const pathOf = (address: ContentAddress) =>
    address.is_home ? '/' : contentPaths[address.kind](address.slug)

  const items = new Map<string, ContentAddress[]>()
  for (const address of addresses.filter(({ lang, listed }) => listed && languages.includes(lang))) {
    const key = `${address.kind}/${address.id}`
    items.set(key, [...(items.get(key) ?? []), address])
  }
  const entries: Entry[] = [
    ...[...items.values()].flatMap((versions) => {
      const alternates = hreflangLinks(versions.map((v) => [v.lang, url(v.lang, pathOf(v))]))
      return versions.map((v) => ({ url: url(v.lang, pathOf(v)), lastModified: v.updated_at, alternates }))
    }),
    ...fixedPaths.flatMap((path) => {
      const alternates = hreflangLinks(languages.map((lang) => [lang, url(lang, path)]))
      return languages.map((lang) => ({ url: url(lang, path), alternates }))
    }),
  ]
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(urlElement),
    '</urlset>',
  ].join('\n')
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
