import { describe, expect, it } from 'vitest'
import { indexPageSlugs, pageRedirect, type PageSlug } from './page-redirects'

const index = indexPageSlugs([
  { page_id: 1, lang: 'es', slug: 'inicio', is_home: true },
  { page_id: 1, lang: 'en', slug: 'home', is_home: true },
  { page_id: 2, lang: 'es', slug: 'el-colegio', is_home: false },
  { page_id: 2, lang: 'en', slug: 'the-association', is_home: false },
  { page_id: 2, lang: 'ca', slug: 'el-collegi', is_home: false },
  { page_id: 3, lang: 'es', slug: 'solo-en-castellano', is_home: false },
  { page_id: 4, lang: 'es', slug: 'año-nuevo', is_home: false },
  { page_id: 4, lang: 'eu', slug: 'urte-berria', is_home: false },
] satisfies PageSlug[])

describe('pageRedirect', () => {
  it.each([
    ['/inicio', '/'],
    ['/en/home', '/en'],
    ['/en/inicio', '/en'],
    ['/en/el-colegio', '/en/the-association'],
    ['/ca/the-association', '/ca/el-collegi'],
    ['/the-association', '/el-colegio'],
    ['/eu/a%C3%B1o-nuevo', '/eu/urte-berria'],
    ['/urte-berria', `/${encodeURIComponent('año-nuevo')}`],
  ])('sends %s to %s', (from, to) => {
    expect(pageRedirect(index, from)).toBe(to)
  })

  it.each([
    ['a page at its own address', '/el-colegio'],
    ['a page in a language it has no translation in', '/en/solo-en-castellano'],
    ['an unknown slug', '/en/nothing-here'],
    ['the home page itself', '/'],
    ['a language root', '/en'],
    ['a deeper path', '/en/the-association/more'],
    ['the default language prefix, which the locale middleware strips first', '/es/inicio'],
    ['a malformed percent-encoding', '/en/x%ZZ'],
    ['a path that is not a slug', '/en/..'],
  ])('leaves alone %s', (_, path) => {
    expect(pageRedirect(index, path)).toBeNull()
  })
})
