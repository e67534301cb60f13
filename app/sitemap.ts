import type { MetadataRoute } from 'next'
import { defaultLocale, type Locale } from '@/lib/contract/locales'
import { listPages } from '@/lib/contract/list-pages'
import { contentPaths, type ContentAddress } from '@/lib/contract/sitemap'
import { getPathname } from '@/lib/i18n/navigation'
import { loadContentAddresses, loadLanguages, loadSettings } from '@/lib/server/portal'

// Rendered on its first request and then cached like the pages (revalidated with them when content changes).
export const revalidate = 300

/** Pages of the portal itself, the same path in every language. */
const fixedPaths = ['/accessibility', ...Object.values(listPages).map(({ path }) => path)]

/** Every public address in every enabled language, each with its versions in the other languages (hreflang). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [languages, settings, addresses] = await Promise.all([
    loadLanguages(),
    loadSettings(defaultLocale),
    loadContentAddresses(),
  ])
  const base = settings.public_url.replace(/\/$/, '')
  const url = (lang: Locale, path: string) => `${base}${getPathname({ locale: lang, href: path })}`
  const pathOf = (address: ContentAddress) =>
    address.is_home ? '/' : contentPaths[address.kind](address.slug)

  const items = new Map<string, ContentAddress[]>()
  for (const address of addresses.filter(({ lang }) => languages.includes(lang))) {
    const key = `${address.kind}/${address.id}`
    items.set(key, [...(items.get(key) ?? []), address])
  }
  const contentEntries = [...items.values()].flatMap((versions) => {
    const alternates = Object.fromEntries(versions.map((v) => [v.lang, url(v.lang, pathOf(v))]))
    return versions.map((version) => ({
      url: url(version.lang, pathOf(version)),
      lastModified: version.updated_at,
      alternates: { languages: alternates },
    }))
  })
  const fixedEntries = fixedPaths.flatMap((path) => {
    const alternates = Object.fromEntries(languages.map((lang) => [lang, url(lang, path)]))
    return languages.map((lang) => ({ url: url(lang, path), alternates: { languages: alternates } }))
  })
  return [...contentEntries, ...fixedEntries]
}
