import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../client'
import { users } from '../schema'
import { benchEmailDomain, collegiatesSeeder } from './volume'

describe('the collegiates volume seeder', () => {
  let handle: DatabaseHandle

  beforeAll(async () => {
    handle = await openDatabase({ engine: 'pglite', dir: 'memory://' })
  }, 30_000)

  afterAll(() => handle.close())

  it('adds collegiates with unique e-mails and one hash; a resumed range adds no duplicates', async () => {
    const seeder = collegiatesSeeder(30)
    await seeder.seedRange(handle.db, 0, 20)
    expect(await seeder.existing(handle.db)).toBe(20)
    await seeder.seedRange(handle.db, 10, 30)
    expect(await seeder.existing(handle.db)).toBe(30)

    const rows = await handle.db.select().from(users)
    expect(new Set(rows.map((row) => row.email)).size).toBe(30)
    expect(new Set(rows.map((row) => row.hashed_password)).size).toBe(1)
    for (const row of rows) {
      expect(row.email.endsWith(`@${benchEmailDomain}`)).toBe(true)
      expect(row.principals).toEqual(['role:collegiate'])
      expect(row.surname).toMatch(/^\S+ \S+$/)
    }
  })
})
