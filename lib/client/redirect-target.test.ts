import { describe, expect, it, vi } from 'vitest'
// next-intl's navigation needs the Next.js runtime; this stands in for its as-needed prefixes.
vi.mock('@/lib/i18n/navigation', () => ({
  getPathname: ({
    locale,
    href,
  }: {
    locale: string
    href: { pathname: string; query: Record<string, string> }
  }) => `${locale === 'es' ? '' : `/${locale}`}${href.pathname}?${new URLSearchParams(href.query)}`,
}))

import { loginChangeTarget, redirectPageHref, safeRedirectTarget } from './redirect-target'

describe('safeRedirectTarget', () => {
  it.each([
    '/',
    '/en/profile?tab=x',
    '/auth/reset-password?token=a#b',
    '/ca/el-collegi',
    '/path//with/double/slashes',
  ])('keeps the site path %s', (path) => {
    expect(safeRedirectTarget(path)).toBe(path)
  })

  it.each([
    null,
    undefined,
    '',
    'profile',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/\t/evil.example/',
    '/\n/evil.example',
    'javascript:alert(1)',
    ' /profile',
  ])('replaces %j with the home page', (value) => {
    expect(safeRedirectTarget(value)).toBe('/')
  })
})

describe('loginChangeTarget', () => {
  it('prefers the redirectTo query value, then the login page redirect one', () => {
    expect(
      loginChangeTarget({ pathname: '/en/login', search: '?redirectTo=%2Fen%2Fprofile%3Ftab%3Dx' }),
    ).toBe('/en/profile?tab=x')
    expect(loginChangeTarget({ pathname: '/login', search: '?redirect=/my-courses' })).toBe('/my-courses')
  })

  it('is the page itself, with its query, when there is no such value', () => {
    expect(loginChangeTarget({ pathname: '/ca/el-collegi', search: '?page=2' })).toBe('/ca/el-collegi?page=2')
    expect(loginChangeTarget({ pathname: '/', search: '' })).toBe('/')
  })

  it('never leaves the site', () => {
    expect(loginChangeTarget({ pathname: '/login', search: '?redirectTo=//evil.example' })).toBe('/')
  })
})

describe('redirectPageHref', () => {
  it('is the redirect page of the language, the default one unprefixed', () => {
    expect(redirectPageHref('es', '/profile')).toBe('/redirect?redirectTo=%2Fprofile')
    expect(redirectPageHref('en', '/en/profile?tab=x')).toBe(
      '/en/redirect?redirectTo=%2Fen%2Fprofile%3Ftab%3Dx',
    )
  })
})
