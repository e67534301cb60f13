import { describe, expect, it } from 'vitest'
import { fallbackMessages } from '@/lib/i18n/fallback-messages'
import {
  isMalformedPath,
  isOutsidePages,
  malformedAddressResponse,
  namesPercentSign,
} from './malformed-address'

describe('isMalformedPath', () => {
  it.each(['/%ZZ', '/ca/%', '/news/%E0%A4%A', '/%ED%A0%80', '/api/%', '/a%2', '/%C3'])(
    '%s does not decode',
    (path) => {
      expect(isMalformedPath(path)).toBe(true)
    },
  )

  it.each(['/', '/news', '/ca/%C3%B1', '/%25', '/ca/%2F', '/%2e%2e/', '/api/public/pages/es/%C3%A1'])(
    '%s decodes',
    (path) => {
      expect(isMalformedPath(path)).toBe(false)
    },
  )
})

describe('namesPercentSign', () => {
  it('finds an escaped % in either case, and nothing else', () => {
    expect(namesPercentSign('/ca/%25')).toBe(true)
    expect(namesPercentSign('/news/a%25b')).toBe(true)
    expect(namesPercentSign('/ca/%C3%B1')).toBe(false)
    expect(namesPercentSign('/news/25')).toBe(false)
  })
})

describe('isOutsidePages', () => {
  it('names what the page matcher leaves out', () => {
    for (const path of [
      '/api',
      '/api/x',
      '/admin/news/1',
      '/media/1',
      '/bench-floor/static',
      '/_next/x',
      '/a.png',
    ])
      expect(isOutsidePages(path), path).toBe(true)
    for (const path of ['/', '/news', '/ca/noticias', '/apis', '/administration', '/ca/api'])
      expect(isOutsidePages(path), path).toBe(false)
  })
})

describe('malformedAddressResponse', () => {
  it('answers the API with its error envelope, never stored', async () => {
    const response = malformedAddressResponse('/api/public/pages/es/%ZZ')
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ detail: 'Bad Request' })
  })

  it('answers a page in Spanish by default, with lang, a title, a heading and a link home', async () => {
    const response = malformedAddressResponse('/news/%E0%A4%A')
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain('<html lang="es">')
    expect(html).toContain(`<title>${fallbackMessages.es.badAddress.title}</title>`)
    expect(html).toContain(`<h1>${fallbackMessages.es.badAddress.title}</h1>`)
    expect(html).toContain('<a href="/">Volver al inicio</a>')
    expect(html).not.toContain('%E0')
  })

  it('speaks the language of the address prefix, else the remembered one', async () => {
    const catalan = await malformedAddressResponse('/ca/%').text()
    expect(catalan).toContain('<html lang="ca">')
    expect(catalan).toContain('<a href="/ca">Tornar a l’inici</a>')
    expect(await malformedAddressResponse('/eu/%ZZ', 'en').text()).toContain('<html lang="eu">')
    expect(await malformedAddressResponse('/%ZZ', 'en').text()).toContain('<html lang="en">')
    expect(await malformedAddressResponse('/%ZZ', 'xx').text()).toContain('<html lang="es">')
  })
})
