import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { proxyLookupsFor } from '@/lib/http/proxy-lookups'
import { indexContentAddresses, indexPageSlugs } from '@/lib/server/page-redirects'
import type { ProxyMemory } from '@/lib/server/proxy-memory'
import proxy from '@/proxy'

describe('the look-ups an address can need', () => {
  it.each([
    ['/', { languages: true, pageRedirect: false, contentRedirect: false }],
    ['/en', { languages: true, pageRedirect: false, contentRedirect: false }],
    ['/el-colegio', { languages: false, pageRedirect: true, contentRedirect: false }],
    ['/ca/el-colegio', { languages: true, pageRedirect: true, contentRedirect: false }],
    ['/news/una-noticia', { languages: false, pageRedirect: false, contentRedirect: true }],
    ['/eu/job/lan-bat', { languages: true, pageRedirect: false, contentRedirect: true }],
    ['/news/2026/extra', { languages: false, pageRedirect: false, contentRedirect: false }],
    ['/profile/data', { languages: false, pageRedirect: false, contentRedirect: false }],
    // The locale middleware sends these to the unprefixed address first.
    ['/es/el-colegio', { languages: false, pageRedirect: false, contentRedirect: false }],
  ])('%s', (pathname, expected) => {
    expect(proxyLookupsFor(pathname)).toEqual(expected)
  })
})

const holder = globalThis as typeof globalThis & { portalProxyMemory?: ProxyMemory }

/** A memory that knows everything already, and records what the proxy asks it for. */
function knownMemory(asked: string[]): ProxyMemory {
  const known: Record<string, unknown> = {
    languages: ['es', 'ca', 'en'],
    'page-slugs': indexPageSlugs([
      { page_id: 1, lang: 'es', slug: 'el-colegio', is_home: false },
      { page_id: 1, lang: 'en', slug: 'the-association', is_home: false },
    ]),
    'content-slugs': indexContentAddresses([]),
    'analytics-ids': [],
  }
  return {
    remembered: <T>(key: string) => {
      asked.push(key)
      return known[key] as T
    },
    forget: () => {},
  }
}

describe('the proxy with everything in memory', () => {
  let saved: ProxyMemory | undefined
  let asked: string[]
  beforeEach(() => {
    saved = holder.portalProxyMemory
    asked = []
    holder.portalProxyMemory = knownMemory(asked)
  })
  afterEach(() => {
    holder.portalProxyMemory = saved
  })
  const ask = (path: string, cookie?: string) =>
    proxy(new NextRequest(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }))

  it('serves a Spanish list page asking for neither the languages nor the details’ slugs', async () => {
    const response = await ask('/news?page=2', 'i18n_redirected=es')
    expect(response.headers.get('location')).toBeNull()
    expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/es\/lists\/news\//)
    expect(asked.sort()).toEqual(['analytics-ids', 'page-slugs'])
  })

  it('still redirects another language’s page slug and a language that is off, from memory', async () => {
    const moved = await ask('/en/el-colegio')
    expect(moved.status).toBe(308)
    expect(new URL(moved.headers.get('location')!).pathname).toBe('/en/the-association')
    const off = await ask('/eu/the-association')
    expect(off.status).toBe(307)
    expect(new URL(off.headers.get('location')!).pathname).toBe('/the-association')
  })

  it('sends the root to the visitor’s language among the enabled ones', async () => {
    const english = await ask('/', 'i18n_redirected=en')
    expect(new URL(english.headers.get('location')!).pathname).toBe('/en')
    const basqueIsOff = await ask('/', 'i18n_redirected=eu')
    expect(basqueIsOff.headers.get('location')).toBeNull()
  })

  it('sets the language cookie only where the root would pick another language', async () => {
    const visit = async (path: string, headers: Record<string, string>) => {
      const response = await proxy(new NextRequest(`http://localhost${path}`, { headers }))
      const cookie = response.headers.get('set-cookie') ?? ''
      // What the page's cookies() would see says the same.
      expect(response.headers.has('x-middleware-set-cookie')).toBe(cookie !== '')
      return cookie
    }
    // No language asked for, or Spanish: the root gives Spanish, so a Spanish page is the same for all of them.
    expect(await visit('/news', {})).toBe('')
    expect(await visit('/news', { 'accept-language': 'es-ES,es;q=0.9' })).toBe('')
    expect(await visit('/news', { 'accept-language': 'en-GB,en;q=0.9' })).toMatch(/^i18n_redirected=es;/)
    expect(await visit('/en/news', {})).toMatch(/^i18n_redirected=en;/)
    expect(await visit('/news', { cookie: 'i18n_redirected=ca' })).toMatch(/^i18n_redirected=es;/)
    expect(await visit('/news', { cookie: 'i18n_redirected=es' })).toBe('')
  })

  it('sends a visitor without a session from a private page to the login page without reading a session', async () => {
    const response = await ask('/profile')
    expect(response.status).toBe(307)
    expect(new URL(response.headers.get('location')!).pathname).toBe('/login')
  })
})
