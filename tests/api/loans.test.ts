import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { LoanPageSchema } from '@/lib/contract/loans'
import { resourceLoans, users } from '@/lib/server/db/schema'
import { demoAccounts } from '@/lib/server/db/seed/site'
import { seedMyProcedures } from '@/lib/server/db/seed/my-procedures'
import { loansPageQuery, madridToday } from '@/lib/server/services/loans'
import { bearerFor, createTestUser } from '../support/auth'
import { expectIndexedPlan } from '../support/query-plan'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()
const loans = '/api/public/collegiates/resources/loans'
const [collegiate, precollegiate] = demoAccounts

const get = (url: string, token?: string) =>
  api.request(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} })

async function list(url: string, token: string) {
  const response = await get(url, token)
  expect(response.status, url).toBe(200)
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  return LoanPageSchema.parse(await response.json())
}

describe('GET /api/public/collegiates/resources/loans', () => {
  it('answers the demo collegiate’s loans, open ones first, soonest due first, then the history', async () => {
    const token = await bearerFor(api.request, collegiate.email, collegiate.password)
    const page = await list(loans, token)
    expect(page.total).toBe(4)
    expect(page.items.map((loan) => loan.status)).toEqual(['on_loan', 'on_loan', 'returned', 'returned'])
    const [overdue, current] = page.items
    expect(overdue).toMatchObject({ overdue: true, days_overdue: 8 })
    expect(current).toMatchObject({ overdue: false, days_overdue: 0 })
    expect(current!.due_on! > madridToday()).toBe(true)
    expect(page.items[2]!.returned_on! > page.items[3]!.returned_on!).toBe(true)
    expect(overdue!.resource.title).toMatch(/\p{L}/u)
  })

  it('filters by status, overdue, current and past, and pages', async () => {
    const token = await bearerFor(api.request, collegiate.email, collegiate.password)
    expect((await list(`${loans}?status=overdue`, token)).items).toEqual([
      expect.objectContaining({ overdue: true }),
    ])
    expect((await list(`${loans}?status=current`, token)).total).toBe(2)
    expect((await list(`${loans}?status=past`, token)).total).toBe(2)
    expect((await list(`${loans}?status=returned`, token)).total).toBe(2)
    expect((await list(`${loans}?status=requested`, token)).total).toBe(0)
    const second = await list(`${loans}?skip=1&limit=1`, token)
    expect(second).toMatchObject({ total: 4, skip: 1, limit: 1 })
    expect(second.items).toHaveLength(1)
  })

  it('names the resource in the language asked for', async () => {
    const token = await bearerFor(api.request, collegiate.email, collegiate.password)
    const spanish = await list(`${loans}?status=overdue`, token)
    const english = await list(`${loans}?status=overdue&lang=en`, token)
    expect(english.items[0]!.resource.id).toBe(spanish.items[0]!.resource.id)
    expect(english.items[0]!.resource.slug).not.toBe(spanish.items[0]!.resource.slug)
  })

  it('refuses malformed queries with 422', async () => {
    const token = await bearerFor(api.request, collegiate.email, collegiate.password)
    for (const query of ['status=late', 'skip=-1', 'limit=0', 'limit=101', 'lang=fr', 'skip=a']) {
      const response = await get(`${loans}?${query}`, token)
      expect(response.status, query).toBe(422)
    }
  })

  it('shows each person only their own loans', async () => {
    const other = await createTestUser(api.db)
    const token = await bearerFor(api.request, other.email, other.password)
    expect((await list(loans, token)).total).toBe(0)
  })

  it('answers 401 without a session and 403 to anyone but collegiates', async () => {
    expect((await get(loans)).status).toBe(401)
    const token = await bearerFor(api.request, precollegiate.email, precollegiate.password)
    expect((await get(loans, token)).status).toBe(403)
  })

  it('keeps at most one open loan per person and resource, and seeds only once', async () => {
    const [demo] = await api.db.select().from(users).where(eq(users.email, collegiate.email))
    const [open] = await api.db
      .select()
      .from(resourceLoans)
      .where(and(eq(resourceLoans.user_id, demo!.id), eq(resourceLoans.status, 'on_loan')))
      .limit(1)
    await expect(
      api.db.insert(resourceLoans).values({ user_id: demo!.id, resource_id: open!.resource_id }),
    ).rejects.toThrow()
    await expect(
      api.db
        .insert(resourceLoans)
        .values({ user_id: demo!.id, resource_id: open!.resource_id, status: 'cancelled' }),
    ).resolves.toBeDefined()
    await seedMyProcedures(api.db)
    const token = await bearerFor(api.request, collegiate.email, collegiate.password)
    expect((await list(loans, token)).total).toBe(5)
  })

  it('runs on indexes', async () => {
    for (const status of [undefined, 'overdue', 'current'] as const) {
      await expectIndexedPlan(
        api.db,
        loansPageQuery(api.db, '00000000-0000-4000-8000-000000000000', {
          skip: 0,
          limit: 10,
          lang: 'ca',
          status,
        }),
      )
    }
  })
})
