import { defineRouting } from 'next-intl/routing'
import { defaultLocale, type Locale, locales } from '@/lib/contract/locale-codes'

export const localeCookieName = 'i18n_redirected'
/** Spec §9 gives 365 days in one reading and 3650 in another; a year, like the consent cookie. */
export const localeCookieDays = 365

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // An address is the language it names, Spanish without a prefix: a shared or preview link opens as it was
  // sent, whatever the visitor read last or their browser asks for. Only the root detects (rootRouting).
  localeDetection: false,
  localeCookie: { name: localeCookieName, maxAge: localeCookieDays * 24 * 60 * 60 },
  // Its Link header names every language from the request's Host; the pages name the enabled ones from
  // PUBLIC_SITE_URL in their <link rel="alternate"> tags (lib/server/hreflang.ts).
  alternateLinks: false,
})

/**
 * The root alone takes the visitor to their language: the one they read last (the cookie), else their browser's;
 * among the enabled languages only, so that a language turned off sends nobody to a prefix that redirects back.
 */
export function rootRouting(enabled: readonly Locale[]) {
  return {
    ...routing,
    locales: locales.filter((locale) => locale === defaultLocale || enabled.includes(locale)),
    localeDetection: true,
  }
}
