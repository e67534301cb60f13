import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { defaultLocale, isLocale, type Locale } from '@/lib/contract/locales'
import type { Page } from '@/lib/contract/pages'
import { everyLanguageAlternates, hreflangLinks } from './alternates'
import { getPathname } from './navigation'

export type LocalisedItem = Pick<Page, 'lang' | 'slug' | 'title' | 'summary' | 'alternates'> & {
  is_home?: boolean
}

export function pageMetadata(page: LocalisedItem, path: (slug: string) => string): Metadata {
  const href = (lang: Locale, slug: string) => getPathname({ locale: lang, href: path(slug) })
  return {
    title: page.is_home ? { absolute: page.title } : page.title,
    description: page.summary,
    alternates: {
      canonical: href(page.lang, page.slug),
      languages: hreflangLinks(
        [page, ...page.alternates].map(({ lang, slug }) => [lang, href(lang, slug)] as const),
      ),
    },
  }
}

export function fixedPageMetadata(
  locale: Locale,
  path: string,
  { title, description }: { title: string; description: string },
): Metadata {
  return {
    title,
    description,
    alternates: everyLanguageAlternates(locale, (lang) => getPathname({ locale: lang, href: path })),
  }
}

/** From the route: metadata may render before the layout sets the locale, and cached pages read no headers. */
export async function notFoundMetadata(props: { params?: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = (await props.params)?.locale
  const t = await getTranslations({
    locale: isLocale(locale) ? locale : defaultLocale,
    namespace: 'NotFound',
  })
  return { title: t('title'), robots: { index: false } }
}
