import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { LoanSchema, ResourceAvailabilitySchema } from '@/lib/contract/loans'
import { resourceLoans, resources, resourceTranslations } from '@/lib/server/db/schema'
import { demoAccounts } from '@/lib/server/db/seed/site'
import { loanCountsQuery } from '@/lib/server/services/loans'
import { bearerFor, createTestUser } from '../support/auth'
import { expectIndexedPlan } from '../support/query-plan'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()
const loans = '/api/public/collegiates/resources/loans'
const precollegiate = demoAccounts[1]!

let lastResource = 0
/** A resource of its own for one test: published and lendable online, with two copies, unless told otherwise. */
async function createResource(fields: Partial<typeof resources.$inferInsert> = {}) {
  const [resource] = await api.db
    .insert(resources)
    .values({ status: 'published', copies: 2, applicable_online: true, ...fields })
    .returning({ id: resources.id })
  const n = ++lastResource
  await api.db.insert(resourceTranslations).values([
    { resource_id: resource!.id, lang: 'es', title: `Manual ${n}`, slug: `manual-prestamo-${n}` },
    { resource_id: resource!.id, lang: 'en', title: `Handbook ${n}`, slug: `loan-handbook-${n}` },
  ])
  return resource!.id
}

async function collegiate() {
  const user = await createTestUser(api.db)
  return { id: user.id, token: await bearerFor(api.request, user.email, user.password) }
}

const auth = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {})

const requestLoan = (token: string | undefined, body: unknown, query = '') =>
  api.request(`${loans}${query}`, {
    method: 'POST',
    headers: { ...auth(token), 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const cancel = (token: string | undefined, id: string) =>
  api.request(`${loans}/${id}/cancel`, { method: 'POST', headers: auth(token) })

const availability = (id: number | string, token?: string, query = '') =>
  api.request(`/api/public/resources/${id}/availability${query}`, { headers: auth(token) })

async function detail(response: Response) {
  return ((await response.json()) as { detail: unknown }).detail
}

describe('POST /api/public/collegiates/resources/loans', () => {
  it('creates a requested loan and answers it with 201', async () => {
    const me = await collegiate()
    const id = await createResource()
    const response = await requestLoan(me.token, { resource_id: id }, '?lang=en')
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const loan = LoanSchema.parse(await response.json())
    expect(loan).toMatchObject({
      status: 'requested',
      overdue: false,
      starts_on: null,
      due_on: null,
      resource: { id, title: `Handbook ${lastResource}` },
    })
    const [stored] = await api.db.select().from(resourceLoans).where(eq(resourceLoans.id, loan.id))
    expect(stored).toMatchObject({ user_id: me.id, resource_id: id, status: 'requested' })
  })

  it('refuses unknown, unpublished and offline items', async () => {
    const me = await collegiate()
    const draft = await createResource({ status: 'draft' })
    const offline = await createResource({ applicable_online: false })
    for (const resource_id of [2_000_000_000, draft]) {
      const response = await requestLoan(me.token, { resource_id })
      expect(response.status).toBe(404)
      expect(await detail(response)).toBe('RESOURCE_NOT_FOUND')
    }
    const response = await requestLoan(me.token, { resource_id: offline })
    expect(response.status).toBe(409)
    expect(await detail(response)).toBe('RESOURCE_NOT_LOANABLE')
  })

  it('refuses a second open loan of the same item, requested or on loan', async () => {
    const me = await collegiate()
    const id = await createResource()
    expect((await requestLoan(me.token, { resource_id: id })).status).toBe(201)
    const again = await requestLoan(me.token, { resource_id: id })
    expect(again.status).toBe(409)
    expect(await detail(again)).toBe('RESOURCE_APPLICATION_IN_COURSE')

    const lent = await createResource()
    await api.db.insert(resourceLoans).values({
      user_id: me.id,
      resource_id: lent,
      status: 'on_loan',
      starts_on: '2026-01-01',
      due_on: '2026-01-31',
    })
    expect(await detail(await requestLoan(me.token, { resource_id: lent }))).toBe(
      'RESOURCE_APPLICATION_IN_COURSE',
    )
  })

  it('lets a person ask again once the earlier request is cancelled', async () => {
    const me = await collegiate()
    const id = await createResource()
    const first = LoanSchema.parse(await (await requestLoan(me.token, { resource_id: id })).json())
    expect((await cancel(me.token, first.id)).status).toBe(200)
    expect((await requestLoan(me.token, { resource_id: id })).status).toBe(201)
  })

  it('answers simultaneous requests with one loan and 409s, never 500', async () => {
    const me = await collegiate()
    const id = await createResource()
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => requestLoan(me.token, { resource_id: id })),
    )
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([201, 409, 409, 409, 409])
    for (const response of responses.filter((candidate) => candidate.status === 409)) {
      expect(await detail(response)).toBe('RESOURCE_APPLICATION_IN_COURSE')
    }
    const stored = await api.db.select().from(resourceLoans).where(eq(resourceLoans.resource_id, id))
    expect(stored).toHaveLength(1)
  })

  it('validates the body and the query with 422', async () => {
    const me = await collegiate()
    for (const body of [
      {},
      { resource_id: 'uno' },
      { resource_id: 0 },
      { resource_id: 1.5 },
      { resource_id: 2 ** 31 },
    ]) {
      expect((await requestLoan(me.token, body)).status, JSON.stringify(body)).toBe(422)
    }
    const id = await createResource()
    expect((await requestLoan(me.token, { resource_id: id }, '?lang=fr')).status).toBe(422)
    expect((await requestLoan(me.token, '{"resource_id":')).status).toBeLessThan(500)
  })

  it('answers 401 without a session and 403 to anyone but collegiates', async () => {
    const id = await createResource()
    expect((await requestLoan(undefined, { resource_id: id })).status).toBe(401)
    const token = await bearerFor(api.request, precollegiate.email, precollegiate.password)
    expect((await requestLoan(token, { resource_id: id })).status).toBe(403)
  })
})

describe('POST /api/public/collegiates/resources/loans/{id}/cancel', () => {
  it('withdraws a requested loan', async () => {
    const me = await collegiate()
    const id = await createResource()
    const loan = LoanSchema.parse(await (await requestLoan(me.token, { resource_id: id })).json())
    const response = await cancel(me.token, loan.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(LoanSchema.parse(await response.json())).toMatchObject({ id: loan.id, status: 'cancelled' })
    const again = await cancel(me.token, loan.id)
    expect(again.status).toBe(409)
    expect(await detail(again)).toBe('LOAN_NOT_CANCELLABLE')
  })

  it('refuses loans already lent or returned', async () => {
    const me = await collegiate()
    const id = await createResource()
    const [lent, returned] = await api.db
      .insert(resourceLoans)
      .values([
        { user_id: me.id, resource_id: id, status: 'on_loan', starts_on: '2026-01-01', due_on: '2026-01-31' },
        {
          user_id: me.id,
          resource_id: id,
          status: 'returned',
          starts_on: '2025-01-01',
          due_on: '2025-01-31',
          returned_on: '2025-01-20',
        },
      ])
      .returning({ id: resourceLoans.id })
    for (const loan of [lent!, returned!]) {
      const response = await cancel(me.token, loan.id)
      expect(response.status).toBe(409)
      expect(await detail(response)).toBe('LOAN_NOT_CANCELLABLE')
    }
  })

  it('answers 404 for someone else’s loan and for an unknown one, and changes nothing', async () => {
    const owner = await collegiate()
    const other = await collegiate()
    const id = await createResource()
    const loan = LoanSchema.parse(await (await requestLoan(owner.token, { resource_id: id })).json())
    for (const loanId of [loan.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await cancel(other.token, loanId)
      expect(response.status).toBe(404)
      expect(await detail(response)).toBe('LOAN_NOT_FOUND')
    }
    const [stored] = await api.db.select().from(resourceLoans).where(eq(resourceLoans.id, loan.id))
    expect(stored!.status).toBe('requested')
  })

  it('validates the id, and answers 401 and 403', async () => {
    const me = await collegiate()
    expect((await cancel(me.token, 'not-a-uuid')).status).toBe(422)
    expect((await cancel(undefined, '00000000-0000-4000-8000-000000000000')).status).toBe(401)
    const token = await bearerFor(api.request, precollegiate.email, precollegiate.password)
    expect((await cancel(token, '00000000-0000-4000-8000-000000000000')).status).toBe(403)
  })
})

describe('GET /api/public/resources/{id}/availability', () => {
  it('counts the copies on loan and requested, and finds the first due back', async () => {
    const id = await createResource({ copies: 3 })
    const [a, b, c] = [await collegiate(), await collegiate(), await collegiate()]
    await api.db.insert(resourceLoans).values([
      { user_id: a.id, resource_id: id, status: 'on_loan', starts_on: '2026-11-01', due_on: '2026-12-03' },
      { user_id: b.id, resource_id: id, status: 'on_loan', starts_on: '2026-11-01', due_on: '2026-12-01' },
      { user_id: c.id, resource_id: id, status: 'requested' },
      { user_id: c.id, resource_id: id, status: 'cancelled' },
    ])
    const response = await availability(id)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = ResourceAvailabilitySchema.parse(await response.json())
    expect(body).toEqual({
      copies: 3,
      on_loan: 2,
      requested: 1,
      available: 1,
      next_due_on: '2026-12-01',
      applicable_online: true,
    })
  })

  it('never answers fewer than 0 available, and none due when nothing is lent', async () => {
    const empty = ResourceAvailabilitySchema.parse(
      await (await availability(await createResource({ copies: 1, applicable_online: false }))).json(),
    )
    expect(empty).toEqual({
      copies: 1,
      on_loan: 0,
      requested: 0,
      available: 1,
      next_due_on: null,
      applicable_online: false,
    })
    const id = await createResource({ copies: 1 })
    for (const person of [await collegiate(), await collegiate()]) {
      await api.db.insert(resourceLoans).values({
        user_id: person.id,
        resource_id: id,
        status: 'on_loan',
        starts_on: '2026-11-01',
        due_on: '2026-12-01',
      })
    }
    const body = ResourceAvailabilitySchema.parse(await (await availability(id)).json())
    expect(body).toMatchObject({ copies: 1, on_loan: 2, available: 0 })
  })

  it('adds the signed-in collegiate’s open loan, and nothing for other callers', async () => {
    const me = await collegiate()
    const id = await createResource()
    const none = await availability(id, me.token)
    expect(none.headers.get('cache-control')).toBe('private, no-store')
    expect(ResourceAvailabilitySchema.parse(await none.json()).my_loan).toBeNull()
    const loan = LoanSchema.parse(await (await requestLoan(me.token, { resource_id: id })).json())
    const mine = ResourceAvailabilitySchema.parse(await (await availability(id, me.token, '?lang=en')).json())
    expect(mine.my_loan).toMatchObject({
      id: loan.id,
      status: 'requested',
      resource: { slug: expect.stringMatching(/^loan-handbook-/) },
    })
    expect(mine.requested).toBe(1)

    const other = await collegiate()
    expect(
      ResourceAvailabilitySchema.parse(await (await availability(id, other.token)).json()).my_loan,
    ).toBeNull()
    const pre = await bearerFor(api.request, precollegiate.email, precollegiate.password)
    expect(await (await availability(id, pre)).json()).not.toHaveProperty('my_loan')
    expect(await (await availability(id)).json()).not.toHaveProperty('my_loan')
    // A token that is not a live session is simply anonymous.
    const stale = await availability(id, 'not-a-token')
    expect(stale.status).toBe(200)
    expect(await stale.json()).not.toHaveProperty('my_loan')
  })

  it('answers 404 for unknown and unpublished items and 422 for a malformed id', async () => {
    const draft = await createResource({ status: 'draft' })
    for (const id of [draft, 2_000_000_000]) {
      const response = await availability(id)
      expect(response.status).toBe(404)
      expect(await detail(response)).toBe('RESOURCE_NOT_FOUND')
    }
    for (const id of ['0', '-1', 'abc', '1.5', String(2 ** 31)]) {
      expect((await availability(id)).status, id).toBe(422)
    }
    expect((await availability(draft, undefined, '?lang=fr')).status).toBe(422)
  })

  it('leaves the item pages by slug where they were', async () => {
    const [translation] = await api.db
      .select()
      .from(resourceTranslations)
      .where(eq(resourceTranslations.lang, 'es'))
      .limit(1)
    expect((await api.request(`/api/public/resources/es/${translation!.slug}`)).status).toBe(200)
  })

  it('counts on indexes', async () => {
    await expectIndexedPlan(api.db, loanCountsQuery(api.db, 1))
  })
})
