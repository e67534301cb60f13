// @vitest-environment jsdom
import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  analyticsCookieNames,
  applyAnalyticsConsent,
  cookieDomains,
  removeAnalyticsCookies,
} from './analytics'
import { isValidAnalyticsId } from '@/lib/http/analytics-origins'

const id = 'G-TEST123'
const gaCookies = ['_ga', '_ga_TEST123', '_gid', '_gat', '_gat_gtag_G_TEST123']
const gtagScripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/"]')
const flags = window as unknown as Record<string, unknown>

beforeEach(() => {
  for (const name of gaCookies) Cookies.set(name, 'GA1.1.123.456', { path: '/' })
  Cookies.set('other', 'kept', { path: '/' })
})

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' })
  document.head.querySelectorAll('script').forEach((script) => script.remove())
  delete window.gtag
  delete window.dataLayer
  delete flags[`ga-disable-${id}`]
})

describe('isValidAnalyticsId', () => {
  it.each(['G-TEST123', 'g-abc', 'GT-ABCD12', 'UA-12345-1', 'AW-987654'])('accepts %s', (value) => {
    expect(isValidAnalyticsId(value)).toBe(true)
  })

  it.each([
    null,
    undefined,
    '',
    'G-',
    'TEST123',
    ' G-TEST123',
    'G-TEST123&l=x',
    'G-1"></script><script>alert(1)</script>',
    'https://evil.example/x.js',
    `G-${'A'.repeat(80)}`,
  ])('refuses %j', (value) => {
    expect(isValidAnalyticsId(value)).toBe(false)
  })
})

it('names the cookies Google Analytics sets for an id', () => {
  expect(analyticsCookieNames(id).sort()).toEqual([...gaCookies].sort())
  expect(analyticsCookieNames(null)).toEqual(['_ga', '_gid', '_gat'])
})

it('lists the host and its parent domains, but no public suffix, IP address or bare host', () => {
  expect(cookieDomains('a.sub.example.org')).toEqual(['a.sub.example.org', 'sub.example.org', 'example.org'])
  expect(cookieDomains('example.org')).toEqual(['example.org'])
  expect(cookieDomains('localhost')).toEqual([])
  expect(cookieDomains('127.0.0.1')).toEqual([])
  expect(cookieDomains('::1')).toEqual([])
})

it('removes each cookie on the bare host and on every parent domain, path /', () => {
  const remove = vi.spyOn(Cookies, 'remove')
  removeAnalyticsCookies(id, 'www.example.org')
  for (const name of gaCookies) {
    expect(remove).toHaveBeenCalledWith(name, { path: '/', domain: undefined })
    expect(remove).toHaveBeenCalledWith(name, { path: '/', domain: 'www.example.org' })
    expect(remove).toHaveBeenCalledWith(name, { path: '/', domain: 'example.org' })
  }
})

describe('applyAnalyticsConsent', () => {
  it('without consent loads nothing, turns the id off and removes its cookies', () => {
    applyAnalyticsConsent(id, false)
    expect(gtagScripts()).toHaveLength(0)
    expect(flags[`ga-disable-${id}`]).toBe(true)
    expect(Object.keys(Cookies.get())).toEqual(['other'])
  })

  it.each([null, 'not-an-id', 'G-1"><img src=x onerror=alert(1)>'])(
    'with consent but id %j loads nothing and removes the cookies',
    (value) => {
      applyAnalyticsConsent(value, true)
      expect(gtagScripts()).toHaveLength(0)
      expect(document.querySelectorAll('script')).toHaveLength(0)
      expect(window.gtag).toBeUndefined()
      expect(Object.keys(Cookies.get())).toEqual(['other'])
    },
  )

  it('with consent and a valid id loads gtag.js once, without IP or ad personalisation', () => {
    applyAnalyticsConsent(id, true)
    applyAnalyticsConsent(id, true)
    const scripts = gtagScripts()
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toHaveProperty('src', `https://www.googletagmanager.com/gtag/js?id=${id}`)
    expect(scripts[0]).toHaveProperty('async', true)
    const config = window
      .dataLayer!.map((entry) => [...(entry as IArguments)])
      .find(([command]) => command === 'config')
    expect(config).toEqual([
      'config',
      id,
      { anonymize_ip: true, allow_google_signals: false, allow_ad_personalization_signals: false },
    ])
    expect(flags[`ga-disable-${id}`]).toBe(false)
  })

  it('when consent is withdrawn after loading, turns it off and removes the cookies without a reload', () => {
    applyAnalyticsConsent(id, true)
    applyAnalyticsConsent(id, false)
    expect(flags[`ga-disable-${id}`]).toBe(true)
    expect(Object.keys(Cookies.get())).toEqual(['other'])
    const last = [...(window.dataLayer!.at(-1) as IArguments)]
    expect(last).toEqual(['consent', 'update', { analytics_storage: 'denied' }])

    applyAnalyticsConsent(id, true)
    expect(gtagScripts()).toHaveLength(1)
    expect(flags[`ga-disable-${id}`]).toBe(false)
  })
})
