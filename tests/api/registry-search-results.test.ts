import { and, asc, count, eq, ilike, isNotNull, like, ne, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { RegistryCollegiatePageSchema, registryLimits } from '@/lib/contract/registry'
import { memberProfiles, users } from '@/lib/server/db/schema'
import { collegiatesSeeder } from '@/lib/server/db/seed/volume'
import { escapeLike, searchable } from '@/lib/server/services/content-query'
import { registrySearches } from '../../scripts/bench/targets.mjs'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

/** Enough of the bench's collegiates for common names to fill more than the counted pages. */
const volume = 1_500

beforeAll(async () => {
  await collegiatesSeeder(volume).seedRange(api.db, 0, volume)
})

/**
 * Every match as the registry first defined it, straight from the member profiles joined to their users: the
 * reference the faster search must agree with.
 */
async function everyMatch(q: string): Promise<string[]> {
  const match = /\d/.test(q)
    ? ilike(
        memberProfiles.collegiate_code,
        `%${q
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean)
          .map(escapeLike)
          .join('_')}%`,
      )
    : and(
        ...searchable(q)
          .split(/[^\p{L}\p{N}'-]+/u)
          .filter(Boolean)
          .map((word) => like(users.search_name, `%${escapeLike(word)}%`)),
      )
  const rows = await api.db
    .select({ number: memberProfiles.collegiate_code })
    .from(memberProfiles)
    .innerJoin(users, eq(users.id, memberProfiles.user_id))
    .where(
      and(
        isNotNull(memberProfiles.collegiate_code),
        ne(memberProfiles.collegiate_status, 'pre_active'),
        match,
      ),
    )
    .orderBy(asc(users.sort_name), asc(users.id))
  return rows.map((row) => row.number!)
}

async function searched(query: string) {
  const response = await api.request(`/api/public/registry/collegiates?${query}`)
  expect(response.status, query).toBe(200)
  return RegistryCollegiatePageSchema.parse(await response.json())
}

/** Users whose registry_listed does not say what their member profile does. */
async function listedDisagreements(): Promise<number> {
  const [row] = await api.db
    .select({ wrong: count() })
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.user_id, users.id))
    .where(
      sql`${users.registry_listed} <> coalesce(${memberProfiles.collegiate_code} is not null and ${memberProfiles.collegiate_status} <> 'pre_active', false)`,
    )
  return row!.wrong
}

describe('the registry search over the bench volume', () => {
  it('answers the bench searches with the same pages, totals and "more" as every match in surname order', async () => {
    for (const search of registrySearches) {
      const [q, paging] = search.split('&') as [string, string | undefined]
      const skip = paging ? Number(paging.split('=')[1]) : 0
      const all = await everyMatch(q)
      const page = await searched(`q=${encodeURIComponent(q)}&skip=${skip}`)
      expect(
        page.items.map((item) => item.collegiate_number),
        search,
      ).toEqual(all.slice(skip, skip + registryLimits.pageSize))
      expect(page.total, search).toBe(Math.min(all.length, registryLimits.countCap))
      expect(page.more, search).toBe(all.length > registryLimits.countCap)
    }
  })

  it('follows the member profiles as they change: listed, pre-collegiate, without number, removed', async () => {
    const [someone] = await api.db
      .select({ id: users.id, number: memberProfiles.collegiate_code })
      .from(users)
      .innerJoin(memberProfiles, eq(memberProfiles.user_id, users.id))
      .where(eq(memberProfiles.collegiate_status, 'active'))
      .limit(1)
    const { id, number } = someone!
    const numbers = async () => (await searched(`q=${number}`)).items.map((item) => item.collegiate_number)
    const byName = async () => {
      const [user] = await api.db.select().from(users).where(eq(users.id, id))
      const page = await searched(`q=${encodeURIComponent(`${user!.name} ${user!.surname}`)}&limit=50`)
      return page.items.some((item) => item.collegiate_number === number)
    }
    expect(await byName()).toBe(true)
    const profile = (changes: Partial<typeof memberProfiles.$inferInsert>) =>
      api.db.update(memberProfiles).set(changes).where(eq(memberProfiles.user_id, id))

    await profile({ collegiate_status: 'pre_active' })
    expect(await byName()).toBe(false)
    expect(await numbers()).toEqual([])
    await profile({ collegiate_status: 'active' })
    expect(await byName()).toBe(true)

    await profile({ collegiate_code: null })
    expect(await byName()).toBe(false)
    await profile({ collegiate_code: number })
    expect(await byName()).toBe(true)

    const [kept] = await api.db.delete(memberProfiles).where(eq(memberProfiles.user_id, id)).returning()
    expect(await byName()).toBe(false)
    await api.db.insert(memberProfiles).values(kept!)
    expect(await byName()).toBe(true)
    expect(await numbers()).toEqual([number])
    expect(await listedDisagreements()).toBe(0)
  })
})
