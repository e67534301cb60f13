import { defineRouting } from 'next-intl/routing'
import { defaultLocale, locales } from '@/lib/contract/locales'

export const localeCookieName = 'i18n_redirected'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: localeCookieName, maxAge: 365 * 24 * 60 * 60 },
})
