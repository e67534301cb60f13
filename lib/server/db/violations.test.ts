import { describe, expect, it } from 'vitest'
import { isUniqueViolation } from './violations'

const withCode = (code: string) => Object.assign(new Error('failed'), { code })
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: update …'), { cause })

describe('isUniqueViolation', () => {
  it('recognises a unique violation, also wrapped by the query builder', () => {
    expect(isUniqueViolation(withCode('23505'))).toBe(true)
    expect(isUniqueViolation(wrapped(withCode('23505')))).toBe(true)
  })

  it('leaves other failures alone', () => {
    expect(isUniqueViolation(withCode('23503'))).toBe(false)
    expect(isUniqueViolation(new Error('boom'))).toBe(false)
    expect(isUniqueViolation('23505')).toBe(false)
  })
})
