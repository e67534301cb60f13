import { useLocale } from 'next-intl'
import type { Locale } from '@/lib/contract/locales'
import { getPathname, usePathname } from '@/lib/i18n/navigation'

/** `//host`, `/\host` and addresses with a tab or line break (which URL parsing removes) are other sites. */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  return /[\u0000-\u001f\u007f]/.test(value) ? '/' : value
}

export function loginChangeTarget({ pathname, search }: { pathname: string; search: string }): string {
  const query = new URLSearchParams(search)
  return safeRedirectTarget(query.get('redirectTo') ?? query.get('redirect') ?? `${pathname}${search}`)
}

export function afterLoginTarget(search: string, locale: Locale): string {
  const query = new URLSearchParams(search)
  const asked = query.get('redirectTo') ?? query.get('redirect')
  return asked ? safeRedirectTarget(asked) : getPathname({ locale, href: '/' })
}

export function redirectPageHref(locale: Locale, target: string): string {
  return getPathname({ locale, href: { pathname: '/redirect', query: { redirectTo: target } } })
}

const authPage = /^\/(login|logout|redirect|auth)(\/|$)/

export function useSignInHref() {
  const locale = useLocale()
  const pathname = usePathname()
  if (authPage.test(pathname)) return '/login'
  return { pathname: '/login', query: { redirect: getPathname({ locale, href: pathname }) } }
}
