import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forgetExpiredCounts, longestWindowMs, takeAllowance } from '@/lib/server/auth/failures'
import { type DatabaseConfig, type DatabaseHandle, openDatabase } from '@/lib/server/db/client'
import { authFailures } from '@/lib/server/db/schema'
import { createTestDatabase } from '../support/test-database'

let handle: DatabaseHandle & { config: DatabaseConfig }
beforeAll(async () => {
  handle = await createTestDatabase()
})
afterAll(() => handle?.close())

const minute = 60_000
const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms)

describe('a rate limit counted in the database', () => {
  it('allows the limit within the window, then says how long to wait for the oldest attempt to leave it', async () => {
    const limit = { scope: 'test-sliding', limit: 3, windowMs: 10 * minute }
    const take = (key: string, ms: number) => takeAllowance(handle.db, limit, key, at(ms))
    expect(await take('a', 0)).toEqual({ allowed: true })
    expect(await take('a', 1 * minute)).toEqual({ allowed: true })
    expect(await take('a', 2 * minute)).toEqual({ allowed: true })
    expect(await take('a', 4 * minute)).toEqual({ allowed: false, retryAfterSeconds: 360 })
    expect(await take('b', 4 * minute)).toEqual({ allowed: true })

    // A refused attempt does not count: once the first one is ten minutes old, one more is allowed.
    expect(await take('a', 10 * minute + 1)).toEqual({ allowed: true })
    expect(await take('a', 10 * minute + 2)).toMatchObject({ allowed: false })
    expect(await take('a', 11 * minute + 1)).toEqual({ allowed: true })
  })

  it('never asks to wait less than a second', async () => {
    const limit = { scope: 'test-second', limit: 1, windowMs: 1000 }
    await takeAllowance(handle.db, limit, 'a', at(0))
    expect(await takeAllowance(handle.db, limit, 'a', at(999))).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    })
  })

  it('counts attempts arriving together on two instances exactly', async () => {
    const limit = { scope: 'test-together', limit: 5, windowMs: 10 * minute }
    // A second pool on PostgreSQL, as another instance of the server would have.
    const other = handle.config.engine === 'postgres' ? await openDatabase(handle.config) : handle
    try {
      const decisions = await Promise.all(
        Array.from({ length: 24 }, (_, index) =>
          takeAllowance((index % 2 ? other : handle).db, limit, 'burst', at(20 * minute)),
        ),
      )
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5)
    } finally {
      if (other !== handle) await other.close()
    }
  })

  it('forgets, in the daily clean-up, counts older than the longest window', async () => {
    await handle.db.delete(authFailures)
    const now = new Date()
    await handle.db.insert(authFailures).values([
      { scope: 'test-clean-up', key: 'old', created_at: new Date(now.getTime() - longestWindowMs - 1) },
      {
        scope: 'test-clean-up',
        key: 'recent',
        created_at: new Date(now.getTime() - longestWindowMs + minute),
      },
    ])
    expect(await forgetExpiredCounts(handle.db, now)).toBe(1)
    expect((await handle.db.select().from(authFailures)).map((row) => row.key)).toEqual(['recent'])
  })

  it('refuses to count in a window longer than the clean-up keeps', async () => {
    const limit = { scope: 'test-too-long', limit: 1, windowMs: longestWindowMs + 1 }
    await expect(takeAllowance(handle.db, limit, 'a')).rejects.toThrow('longer than the clean-up keeps')
  })
})
