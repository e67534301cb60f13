import { describe, expect, it } from 'vitest'
import {
  canonicalListQuery,
  listPageOf,
  listQueryOfSegment,
  lookupAddress,
  lookupPageOf,
} from '@/lib/contract/list-pages'

const canonical = (search: string) => canonicalListQuery('news', new URLSearchParams(search))

describe('list page queries', () => {
  it('names the list pages by their public path only', () => {
    expect(listPageOf('/news')).toBe('news')
    expect(listPageOf('/courses')).toBe('courses')
    expect(listPageOf('/news/some-item')).toBeUndefined()
  })

  it('keeps the known parameters, sorted, without empty values or the first page', () => {
    expect(canonical('')).toBe('-')
    expect(canonical('page=1&q=%20&utm_source=x')).toBe('-')
    expect(canonical('q=b&category=2&q=a&page=3')).toBe(canonical('page=3&q=a&category=2&q=b'))
  })

  it('gives the query back from its segment, accents and reserved characters included', () => {
    const query = listQueryOfSegment(canonical('q=Formación%20%26%20más&category=1'))
    expect(query?.get('q')).toBe('Formación & más')
    expect(query?.get('category')).toBe('1')
    expect(listQueryOfSegment(canonical(''))?.toString()).toBe('')
  })

  it('refuses segments it did not make', () => {
    expect(listQueryOfSegment('q=x')).toBeNull()
    expect(listQueryOfSegment('%%%')).toBeNull()
  })
})

describe('look-up pages', () => {
  const search = (text: string) => new URLSearchParams(text)

  it('are the registry and complaint pages whose address holds a question', () => {
    expect(lookupPageOf('/registry/collegiates', search('q=mart'))).toBe('collegiates')
    expect(lookupPageOf('/registry/societies', search('q=slp&page=2'))).toBe('societies')
    expect(lookupPageOf('/complaint-lookup', search('code=REC-2026-000001'))).toBe('complaints')
    expect(lookupPageOf('/registry/collegiates', search('q=%20&page=2'))).toBeUndefined()
    expect(lookupPageOf('/complaint-lookup', search(''))).toBeUndefined()
    expect(lookupPageOf('/news', search('q=x'))).toBeUndefined()
  })

  it('cache a registry search per canonical query, and render a complaint per request', () => {
    const registry = lookupAddress('collegiates', search('utm=1&page=2&q=mart'))
    expect(registry.perRequest).toBe(false)
    const segment = registry.path.split('/').at(-1)!
    expect(registry.path).toBe(`/lookups/collegiates/${segment}`)
    expect(listQueryOfSegment(segment)?.toString()).toBe('page=2&q=mart')
    expect(lookupAddress('complaints', search('code=REC-2026-000001'))).toEqual({
      path: '/lookups/complaints',
      perRequest: true,
    })
  })
})
