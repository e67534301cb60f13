import createMiddleware from 'next-intl/middleware'
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { locales, type Locale } from '@/lib/contract/locales'
import { localeCookieName, rootRouting, routing } from './routing'

/** Where the language middleware sends a request: the address it redirects to, or undefined when it serves it. */
function languageRedirect(
  path: string,
  { cookie, browser, enabled = locales }: { cookie?: Locale; browser?: string; enabled?: readonly Locale[] },
) {
  const headers = new Headers()
  if (cookie) headers.set('cookie', `${localeCookieName}=${cookie}`)
  if (browser) headers.set('accept-language', browser)
  const request = new NextRequest(new URL(path, 'http://portal.test'), { headers })
  const localise = path === '/' ? createMiddleware(rootRouting(enabled)) : createMiddleware(routing)
  const response = localise(request)
  const location = response.headers.get('location')
  return location ? new URL(location).pathname : undefined
}

describe('language detection', () => {
  it('at the root, follows the saved language, then the browser', () => {
    expect(languageRedirect('/', { cookie: 'eu' })).toBe('/eu')
    expect(languageRedirect('/', { cookie: 'es', browser: 'en' })).toBeUndefined()
    expect(languageRedirect('/', { browser: 'ca-ES,ca;q=0.9' })).toBe('/ca')
    expect(languageRedirect('/', { browser: 'fr' })).toBeUndefined()
  })

  it('leaves every other address in the language it names', () => {
    for (const path of ['/news', '/el-colegio', '/tmp/nueva-sede']) {
      expect(languageRedirect(path, { cookie: 'eu', browser: 'en' })).toBeUndefined()
    }
    expect(languageRedirect('/eu/news', { cookie: 'es', browser: 'ca' })).toBeUndefined()
    expect(languageRedirect('/es/news', {})).toBe('/news')
  })

  it('at the root, never chooses a language turned off', () => {
    const enabled: Locale[] = ['es', 'ca', 'en']
    expect(languageRedirect('/', { cookie: 'eu', enabled })).toBeUndefined()
    expect(languageRedirect('/', { browser: 'eu', enabled })).toBeUndefined()
    expect(languageRedirect('/', { browser: 'eu,ca;q=0.8', enabled })).toBe('/ca')
    expect(rootRouting([]).locales).toEqual(['es'])
  })
})
