import { describe, expect, it } from 'vitest'
import {
  contentRedirect,
  indexContentAddresses,
  indexPageSlugs,
  pageRedirect,
  type PageSlug,
} from './page-redirects'
import type { ContentAddress } from '@/lib/contract/sitemap'

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

const address = (kind: ContentAddress['kind'], id: number, lang: ContentAddress['lang'], slug: string) =>
  ({
    kind,
    id,
    lang,
    slug,
    is_home: false,
    updated_at: '2026-01-01T00:00:00.000Z',
    listed: true,
  }) satisfies ContentAddress

const contentIndex = indexContentAddresses([
  address('job', 1, 'es', 'enfermera-uci'),
  address('job', 1, 'ca', 'infermera-uci'),
  address('news', 2, 'es', 'nueva-sede'),
  address('news', 2, 'eu', 'egoitza-berria'),
  address('news', 3, 'ca', 'nueva-sede'),
  address('course', 4, 'es', 'curso-rcp'),
  address('course', 4, 'en', 'cpr-course'),
])

describe('contentRedirect', () => {
  it.each([
    ['/ca/job/enfermera-uci', '/ca/job/infermera-uci'],
    ['/job/infermera-uci', '/job/enfermera-uci'],
    ['/eu/news/nueva-sede', '/eu/news/egoitza-berria'],
    ['/en/course/curso-rcp', '/en/course/cpr-course'],
  ])('sends %s to %s', (from, to) => {
    expect(contentRedirect(contentIndex, from)).toBe(to)
  })

  it.each([
    ['an item at its own address', '/ca/job/infermera-uci'],
    ['a slug another item has in this language', '/ca/news/nueva-sede'],
    ['an item without a translation in the language (a 404)', '/en/job/enfermera-uci'],
    ['another kind with the same slug', '/ca/news/enfermera-uci'],
    ['a page path', '/ca/enfermera-uci'],
    ['the default language prefix', '/es/job/infermera-uci'],
    ['a malformed percent-encoding', '/ca/job/x%ZZ'],
  ])('leaves alone %s', (_, path) => {
    expect(contentRedirect(contentIndex, path)).toBeNull()
  })
})
