import { useLocale } from 'next-intl'
import type { Locale } from '@/lib/contract/locales'
import { getPathname, usePathname } from '@/lib/i18n/navigation'

/**
 * A path on this site to go to, or `/`. Only a path that starts with one slash is kept: `//host` and `/\host` are
 * other sites to a browser, and so is any address with a tab or line break, which URL parsing removes.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  return /[\u0000-\u001f\u007f]/.test(value) ? '/' : value
}

/**
 * Where to go after the login state changes (spec §2): the `redirectTo` (or the login page's `redirect`) query
 * value when the page has one, else the page itself.
 */
export function loginChangeTarget({ pathname, search }: { pathname: string; search: string }): string {
  const query = new URLSearchParams(search)
  return safeRedirectTarget(query.get('redirectTo') ?? query.get('redirect') ?? `${pathname}${search}`)
}

/** Where a sign-in leads: the login page's `redirectTo` or `redirect` value, else the home page of its language. */
export function afterLoginTarget(search: string, locale: Locale): string {
  const query = new URLSearchParams(search)
  const asked = query.get('redirectTo') ?? query.get('redirect')
  return asked ? safeRedirectTarget(asked) : getPathname({ locale, href: '/' })
}

/** The /redirect page of a language, which loads `target` afresh. */
export function redirectPageHref(locale: Locale, target: string): string {
  return getPathname({ locale, href: { pathname: '/redirect', query: { redirectTo: target } } })
}

/** Pages a visitor signs in from come back after it; the sign-in pages themselves lead home. */
const authPage = /^\/(login|logout|redirect|auth)(\/|$)/

/** The login page, coming back to this page (with its language prefix) afterwards. */
export function useSignInHref() {
  const locale = useLocale()
  const pathname = usePathname()
  if (authPage.test(pathname)) return '/login'
  return { pathname: '/login', query: { redirect: getPathname({ locale, href: pathname }) } }
}
