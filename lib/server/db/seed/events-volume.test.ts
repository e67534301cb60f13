import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoContent } from '@/lib/server/db/seed'
import { openDatabase, type DatabaseHandle } from '../client'
import { events, eventTranslations } from '../schema'
import { eventsVolumeSeeder } from './events'

describe('the events volume seeder', () => {
  let handle: DatabaseHandle

  beforeAll(async () => {
    handle = await openDatabase({ engine: 'pglite', dir: 'memory://' })
    await seedDemoContent(handle.db)
  }, 30_000)

  afterAll(() => handle.close())

  it('adds past editions in four languages; a resumed range adds no duplicates', async () => {
    const seeder = eventsVolumeSeeder(40)
    const demo = await handle.db.select().from(events)
    expect(await seeder.existing(handle.db)).toBe(0)
    await seeder.seedRange(handle.db, 0, 25)
    await seeder.seedRange(handle.db, 20, 40)
    expect(await seeder.existing(handle.db)).toBe(40)

    const added = (await handle.db.select().from(events)).filter((row) => !demo.some((d) => d.id === row.id))
    expect(added).toHaveLength(40)
    const now = Date.now()
    for (const row of added) {
      expect(row.status).toBe('published')
      expect(row.ends_at.getTime()).toBeLessThan(now)
      expect(row.mode_id).not.toBeNull()
    }
    const translations = await handle.db.select().from(eventTranslations)
    for (const row of added) {
      const own = translations.filter((t) => t.event_id === row.id)
      expect(own.map((t) => t.lang).sort()).toEqual(['ca', 'en', 'es', 'eu'])
    }
  })
})
