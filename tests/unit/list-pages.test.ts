import { describe, expect, it } from 'vitest'
import { canonicalListQuery, listPageOf, listQueryOfSegment } from '@/lib/contract/list-pages'

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
