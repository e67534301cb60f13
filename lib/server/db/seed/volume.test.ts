import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../client'
import { seedDemoContent } from '@/lib/server/db/seed'
import { memberProfiles, news, newsTranslations, users } from '../schema'
import { newsVolumeSeeder } from './news'
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

    // The registry searches them: each has a profile with a number of its own.
    const profiles = await handle.db.select().from(memberProfiles)
    expect(profiles).toHaveLength(30)
    expect(new Set(profiles.map((profile) => profile.collegiate_code)).size).toBe(30)
    expect(new Set(profiles.map((profile) => profile.user_id))).toEqual(new Set(rows.map((row) => row.id)))
  })
})

describe('the news volume seeder', () => {
  let handle: DatabaseHandle

  beforeAll(async () => {
    handle = await openDatabase({ engine: 'pglite', dir: 'memory://' })
    await seedDemoContent(handle.db)
  }, 30_000)

  afterAll(() => handle.close())

  it('adds numbered news in four languages, older than the demo ones; a resumed range adds no duplicates', async () => {
    const seeder = newsVolumeSeeder(40)
    const demo = await handle.db.select().from(news)
    expect(await seeder.existing(handle.db)).toBe(0)
    await seeder.seedRange(handle.db, 0, 25)
    await seeder.seedRange(handle.db, 20, 40)
    expect(await seeder.existing(handle.db)).toBe(40)

    const added = (await handle.db.select().from(news)).filter((row) => !demo.some((d) => d.id === row.id))
    expect(added).toHaveLength(40)
    const oldestDemo = Math.min(...demo.map((row) => row.publish_at.getTime()))
    for (const row of added) {
      expect(row.status).toBe('published')
      expect(row.publish_at.getTime()).toBeLessThan(oldestDemo)
      expect(row.category_id).not.toBeNull()
    }
    const translations = await handle.db.select().from(newsTranslations)
    for (const row of added) {
      const own = translations.filter((t) => t.news_id === row.id)
      expect(own.map((t) => t.lang).sort()).toEqual(['ca', 'en', 'es', 'eu'])
      const numbers = new Set(own.map((t) => t.slug.split('-').pop()))
      expect(numbers.size).toBe(1)
    }
  })
})
