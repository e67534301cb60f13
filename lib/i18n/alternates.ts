import type { Metadata } from 'next'
import { defaultLocale, locales, type Locale } from '@/lib/contract/locales'

/**
 * The hreflang set of one page, the same wherever it is named (the page's head, the sitemap): every version given,
 * the page itself included, and x-default for the Spanish one, which no language setting can turn off.
 */
export function hreflangLinks(versions: ReadonlyArray<readonly [Locale, string]>): Record<string, string> {
  const links: Record<string, string> = Object.fromEntries(versions)
  const fallback = links[defaultLocale]
  return fallback ? { ...links, 'x-default': fallback } : links
}

/** A page with an address in every language (a list, a form): its canonical address and its hreflang set. */
export function everyLanguageAlternates(
  locale: Locale,
  href: (lang: Locale) => string,
): NonNullable<Metadata['alternates']> {
  return {
    canonical: href(locale),
    languages: hreflangLinks(locales.map((lang) => [lang, href(lang)])),
  }
}
