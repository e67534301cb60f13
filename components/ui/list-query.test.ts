import { describe, expect, it } from 'vitest'
import { isPastTheEnd } from './list-query'

describe('isPastTheEnd', () => {
  it('is a page beyond the last page of a list that has results', () => {
    expect(isPastTheEnd(99, 31, 10)).toBe(true)
    expect(isPastTheEnd(5, 31, 10)).toBe(true)
    expect(isPastTheEnd(2, 10, 10)).toBe(true)
  })

  it('is not the last page, any page before it, nor any page of an empty list', () => {
    expect(isPastTheEnd(4, 31, 10)).toBe(false)
    expect(isPastTheEnd(1, 31, 10)).toBe(false)
    expect(isPastTheEnd(1, 10, 10)).toBe(false)
    expect(isPastTheEnd(1, 0, 10)).toBe(false)
    expect(isPastTheEnd(7, 0, 10)).toBe(false)
  })
})
