import { describe, expect, it } from 'vitest'
import {
  GenericProcedureApplicationDetailSchema,
  GenericProcedureApplicationPageSchema,
  RegistrationApplicationPageSchema,
} from '@/lib/contract/procedure-applications'
import { demoApplicationReferences } from '@/lib/server/db/seed/my-procedures'
import { demoAccounts } from '@/lib/server/db/seed/site'
import {
  genericApplicationsPageQuery,
  registrationApplicationsPageQuery,
} from '@/lib/server/services/procedure-applications'
import { bearerFor, createTestUser } from '../support/auth'
import { expectIndexedPlan } from '../support/query-plan'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()
const [collegiate, precollegiate, nonMember] = demoAccounts
const generic = (group: string) => `/api/public/${group}/generic-procedures/applications`
const registration = (group: string) => `/api/public/${group}/procedures/applications`

const get = (url: string, token?: string) =>
  api.request(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} })

async function ok(url: string, token: string) {
  const response = await get(url, token)
  expect(response.status, url).toBe(200)
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  return response.json()
}

describe('GET /api/public/{group}/generic-procedures/applications', () => {
  it('lists the collegiate’s applications, latest first, filtered by process type', async () => {
    const token = await bearerFor(api.request, collegiate.email, collegiate.password)
    const all = GenericProcedureApplicationPageSchema.parse(await ok(generic('collegiates'), token))
    expect(all.items.map((item) => item.reference)).toEqual([
      demoApplicationReferences.singleWindow,
      demoApplicationReferences.legalAdvice,
    ])
    const legal = GenericProcedureApplicationPageSchema.parse(
      await ok(`${generic('collegiates')}?type=legal_advice&lang=en`, token),
    )
    expect(legal.total).toBe(1)
    expect(legal.items[0]).toMatchObject({
      status: 'accepted',
      procedure: { process_type: 'legal_advice', slug: 'legal-advice-enquiry' },
    })
    expect((await ok(`${generic('collegiates')}?type=other`, token)).total).toBe(0)
    expect(await ok(`${generic('collegiates')}?skip=1&limit=1`, token)).toMatchObject({
      total: 2,
      items: [expect.objectContaining({ reference: demoApplicationReferences.legalAdvice })],
    })
  })

  it('lists the pre-collegiate’s applications on the pre-collegiate path', async () => {
    const token = await bearerFor(api.request, precollegiate.email, precollegiate.password)
    const page = GenericProcedureApplicationPageSchema.parse(
      await ok(`${generic('precollegiates')}?type=other`, token),
    )
    expect(page.items).toEqual([
      expect.objectContaining({ reference: demoApplicationReferences.otherProcedures, status: 'received' }),
    ])
  })

  it('answers the detail with its history, oldest first, and 404 for someone else’s or an unknown id', async () => {
    const token = await bearerFor(api.request, collegiate.email, collegiate.password)
    const { items } = GenericProcedureApplicationPageSchema.parse(
      await ok(`${generic('collegiates')}?type=legal_advice`, token),
    )
    const id = items[0]!.id
    const detail = GenericProcedureApplicationDetailSchema.parse(
      await ok(`${generic('collegiates')}/${id}?lang=eu`, token),
    )
    expect(detail.history.map((entry) => entry.status)).toEqual([
      'received',
      'under_review',
      'pending_documents',
      'accepted',
    ])
    expect(detail.procedure.slug).toBe('aholkularitza-juridikoari-kontsulta')

    const other = await createTestUser(api.db)
    const otherToken = await bearerFor(api.request, other.email, other.password)
    for (const url of [
      `${generic('collegiates')}/${id}`,
      `${generic('collegiates')}/${crypto.randomUUID()}`,
    ]) {
      const response = await get(url, otherToken)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ detail: 'APPLICATION_NOT_FOUND' })
    }
    expect((await ok(generic('collegiates'), otherToken)).total).toBe(0)
    // The pre-collegiate path does not open a collegiate's application either.
    const preToken = await bearerFor(api.request, precollegiate.email, precollegiate.password)
    expect((await get(`${generic('precollegiates')}/${id}`, preToken)).status).toBe(404)
  })

  it('refuses malformed input with 422', async () => {
    const token = await bearerFor(api.request, collegiate.email, collegiate.password)
    for (const query of ['type=legal-advice', 'type=', 'skip=-1', 'limit=101', 'lang=de']) {
      expect((await get(`${generic('collegiates')}?${query}`, token)).status, query).toBe(422)
    }
    expect((await get(`${generic('collegiates')}/not-a-uuid`, token)).status).toBe(422)
    expect((await get(`${registration('collegiates')}?limit=0`, token)).status).toBe(422)
  })

  it('answers 401 without a session and 403 to the other roles', async () => {
    const collegiateToken = await bearerFor(api.request, collegiate.email, collegiate.password)
    const preToken = await bearerFor(api.request, precollegiate.email, precollegiate.password)
    const visitorToken = await bearerFor(api.request, nonMember.email, nonMember.password!)
    const id = crypto.randomUUID()
    for (const group of ['collegiates', 'precollegiates']) {
      for (const url of [generic(group), `${generic(group)}/${id}`, registration(group)]) {
        expect((await get(url)).status, url).toBe(401)
        expect((await get(url, visitorToken)).status, url).toBe(403)
        expect((await get(url, group === 'collegiates' ? preToken : collegiateToken)).status, url).toBe(403)
      }
    }
  })

  it('runs on indexes', async () => {
    const someone = '00000000-0000-4000-8000-000000000000'
    await expectIndexedPlan(
      api.db,
      genericApplicationsPageQuery(api.db, someone, {
        skip: 0,
        limit: 10,
        lang: 'ca',
        type: 'single_window',
      }),
    )
    await expectIndexedPlan(
      api.db,
      registrationApplicationsPageQuery(api.db, someone, { skip: 0, limit: 10 }),
    )
  })
})

describe('GET /api/public/{group}/procedures/applications', () => {
  it('lists the registration applications of the caller only', async () => {
    const token = await bearerFor(api.request, collegiate.email, collegiate.password)
    const page = RegistrationApplicationPageSchema.parse(await ok(registration('collegiates'), token))
    expect(page.items).toEqual([
      expect.objectContaining({
        kind: 'collegiate',
        status: 'accepted',
        tracking_code: demoApplicationReferences.registration,
      }),
    ])
    const preToken = await bearerFor(api.request, precollegiate.email, precollegiate.password)
    expect((await ok(registration('precollegiates'), preToken)).total).toBe(0)
  })
})
