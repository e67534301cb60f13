import { describe, expect, it } from 'vitest'
import { everyLanguageAlternates, hreflangLinks } from './alternates'
import { pageMetadata } from './page-metadata'

describe('hreflangLinks', () => {
  it('names every version, the page itself included, and the Spanish one as x-default', () => {
    expect(
      hreflangLinks([
        ['ca', '/ca/el-collegi'],
        ['es', '/el-colegio'],
      ]),
    ).toEqual({ ca: '/ca/el-collegi', es: '/el-colegio', 'x-default': '/el-colegio' })
  })

  it('names no x-default for an item without a Spanish version', () => {
    expect(hreflangLinks([['eu', '/eu/berria']])).toEqual({ eu: '/eu/berria' })
  })
})

describe('the alternates of a page', () => {
  it('are the same set from each of its versions, with the translated slugs', () => {
    const versions = [
      { lang: 'es', slug: 'el-colegio' },
      { lang: 'ca', slug: 'el-collegi' },
      { lang: 'en', slug: 'the-association' },
    ] as const
    const sets = versions.map((own) =>
      pageMetadata(
        { ...own, title: 't', summary: 's', alternates: versions.filter((v) => v.lang !== own.lang) },
        (slug) => `/${slug}`,
      ),
    )
    for (const { alternates } of sets) {
      expect(alternates?.languages).toEqual({
        es: '/el-colegio',
        ca: '/ca/el-collegi',
        en: '/en/the-association',
        'x-default': '/el-colegio',
      })
    }
    expect(sets.map(({ alternates }) => alternates?.canonical)).toEqual([
      '/el-colegio',
      '/ca/el-collegi',
      '/en/the-association',
    ])
  })

  it('of a page in every language name all four and x-default', () => {
    expect(everyLanguageAlternates('eu', (lang) => `/${lang}/x`)).toEqual({
      canonical: '/eu/x',
      languages: { es: '/es/x', ca: '/ca/x', en: '/en/x', eu: '/eu/x', 'x-default': '/es/x' },
    })
  })
})
