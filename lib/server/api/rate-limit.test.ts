import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/server/errors'
import { allowanceOf, createRateLimiter } from './rate-limit'

const minute = 60_000

describe('createRateLimiter', () => {
  it('allows the limit within the window, then says how long to wait for the oldest hit to leave it', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 10 * minute })
    expect(limiter.take('a', 0)).toEqual({ allowed: true })
    expect(limiter.take('a', 1 * minute)).toEqual({ allowed: true })
    expect(limiter.take('a', 2 * minute)).toEqual({ allowed: true })
    expect(limiter.take('a', 4 * minute)).toEqual({ allowed: false, retryAfterSeconds: 360 })
    expect(limiter.take('b', 4 * minute)).toEqual({ allowed: true })

    // A refused hit does not count: once the first hit is ten minutes old, one more is allowed.
    expect(limiter.take('a', 10 * minute + 1)).toEqual({ allowed: true })
    expect(limiter.take('a', 10 * minute + 2)).toMatchObject({ allowed: false })
    expect(limiter.take('a', 11 * minute + 1)).toEqual({ allowed: true })
  })

  it('never asks to wait less than a second', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 })
    limiter.take('a', 0)
    expect(limiter.take('a', 999.9)).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  it('keeps at most maxKeys addresses, forgetting idle ones first and then the least recent', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: minute, maxKeys: 2 })
    limiter.take('idle', 0)
    limiter.take('busy', 30_000)
    limiter.take('new', 61_000)
    // "idle" was forgotten (its hit left the window), "busy" is still counted.
    expect(limiter.take('busy', 62_000)).toMatchObject({ allowed: false })
    limiter.take('another', 62_000)
    // Full of recent addresses: the least recently seen one goes.
    expect(limiter.take('busy', 63_000)).toEqual({ allowed: true })
  })
})

describe('allowanceOf', () => {
  it('lets each key through up to the limit, then throws 429 with its code and the wait', () => {
    const take = allowanceOf({ limit: 2, windowMs: 10 * minute }, 'TOO_MANY_UPLOADS')
    take('a')
    take('a')
    take('b')
    let refusal: unknown
    try {
      take('a')
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(ApiError)
    expect(refusal).toMatchObject({ status: 429, detail: 'TOO_MANY_UPLOADS' })
    expect((refusal as ApiError).retryAfterSeconds).toBeGreaterThan(590)
  })
})
