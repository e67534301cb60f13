// @vitest-environment jsdom
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { settingsDefaults, type Settings } from '@/lib/contract/settings'
import { changeLanguage, rememberedSettings } from './settings'
import { rememberSettings } from './settings-memory'

const settingsOf = (lang: Settings['lang'], overrides: Partial<Settings> = {}): Settings => ({
  lang,
  ...settingsDefaults,
  google_analytics: null,
  logo_src: '/logo.svg',
  logo_small_src: '/logo-small.svg',
  logo_alt: 'Colegio',
  footer_title: 'Colegio',
  footer_text: '',
  footer_copy: '',
  footer_copy_url: null,
  facebook_url: null,
  twitter_url: null,
  instagram_url: null,
  youtube_url: null,
  linkedin_url: null,
  public_url: 'http://localhost:3000',
  slug_navbar_top: 'top',
  slug_navbar_bottom_one: 'one',
  slug_navbar_bottom_two: 'two',
  slug_navbar_bottom_three: 'three',
  slug_navbar_bottom_four: 'four',
  languages: ['es', 'ca', 'en', 'eu'],
  ...overrides,
})

const server = setupServer()
const requested: string[] = []

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  requested.length = 0
  server.use(
    http.get('http://localhost:3000/api/public/settings', ({ request }) => {
      const lang = new URL(request.url).searchParams.get('lang') as Settings['lang']
      requested.push(lang)
      return HttpResponse.json(settingsOf(lang, { color_primary: '#123456', google_analytics: 'G-CATALA' }))
    }),
  )
})
afterEach(() => {
  server.resetHandlers()
  localStorage.clear()
  Cookies.remove('i18n_redirected')
  document.documentElement.removeAttribute('style')
})

describe('remembered settings', () => {
  it('are kept per language and read back', () => {
    rememberSettings(settingsOf('en', { color_primary: '#abcdef' }))
    expect(rememberedSettings('en')?.color_primary).toBe('#abcdef')
    expect(rememberedSettings('eu')).toBeNull()
  })

  it('are ignored when unreadable or not valid settings', () => {
    localStorage.setItem('portal:settings:ca', '{broken')
    expect(rememberedSettings('ca')).toBeNull()
    localStorage.setItem('portal:settings:ca', JSON.stringify({ lang: 'ca', color_primary: 'red' }))
    expect(rememberedSettings('ca')).toBeNull()
  })
})

describe('changeLanguage', () => {
  beforeEach(() => vi.stubGlobal('location', new URL('http://localhost:3000/el-colegio')))

  it('loads the settings, shows their colours, tells analytics, stores the choice, then loads the page', async () => {
    const steps: string[] = []
    await changeLanguage({
      lang: 'ca',
      href: '/ca/el-colegio',
      onSettings: (settings) => steps.push(`analytics ${settings.google_analytics}`),
      navigate: (href) => steps.push(`navigate ${href} with cookie ${Cookies.get('i18n_redirected')}`),
    })
    expect(requested).toEqual(['ca'])
    expect(document.documentElement.style.getPropertyValue('--portal-color-primary')).toBe('#123456')
    expect(steps).toEqual(['analytics G-CATALA', 'navigate /ca/el-colegio with cookie ca'])
    expect(rememberedSettings('ca')?.google_analytics).toBe('G-CATALA')
  })

  it('reuses remembered settings without asking the server', async () => {
    rememberSettings(settingsOf('en', { color_primary: '#654321' }))
    const navigate = vi.fn()
    await changeLanguage({ lang: 'en', href: '/en', navigate })
    expect(requested).toEqual([])
    expect(document.documentElement.style.getPropertyValue('--portal-color-primary')).toBe('#654321')
    expect(navigate).toHaveBeenCalledWith('/en')
  })

  it('turns the current analytics id off when the new language has none', async () => {
    rememberSettings(settingsOf('es', { google_analytics: 'G-ESPANA' }))
    document.documentElement.lang = 'es'
    Cookies.set('_ga_ESPANA', 'GS1.1.1')
    server.use(
      http.get('http://localhost:3000/api/public/settings', () => HttpResponse.json(settingsOf('eu'))),
    )
    await changeLanguage({ lang: 'eu', href: '/eu', navigate: vi.fn() })
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-ESPANA']).toBe(true)
    expect(Cookies.get('_ga_ESPANA')).toBeUndefined()
  })

  it('still changes language when the settings cannot be loaded', async () => {
    server.use(http.get('http://localhost:3000/api/public/settings', () => HttpResponse.error()))
    const navigate = vi.fn()
    await changeLanguage({ lang: 'eu', href: '/eu', navigate })
    expect(Cookies.get('i18n_redirected')).toBe('eu')
    expect(navigate).toHaveBeenCalledWith('/eu')
  })
})
