import { defineRouting } from 'next-intl/routing'
import { defaultLocale, locales } from '@/lib/contract/locales'

export const localeCookieName = 'i18n_redirected'
/** Spec §9 gives 365 days in one reading and 3650 in another; a year, like the consent cookie. */
export const localeCookieDays = 365

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: localeCookieName, maxAge: localeCookieDays * 24 * 60 * 60 },
  // Its Link header names every language from the request's Host; the pages name the enabled ones from
  // PUBLIC_SITE_URL in their <link rel="alternate"> tags (lib/server/hreflang.ts).
  alternateLinks: false,
})
