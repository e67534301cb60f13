import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { RegistryVisibilitySchema } from '@/lib/contract/registry'
import { createSharedCache } from '@/lib/server/api/shared-cache'
import { memberProfiles } from '@/lib/server/db/schema'
import { searchCollegiates } from '@/lib/server/services/registry'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

// Counts the clears by hand: the test configuration restores spies between tests.
const cache = createSharedCache({ ttlMs: 60_000 })
let clears = 0
const api = setupTestApi({
  sharedCache: {
    ...cache,
    clear: () => {
      clears += 1
      cache.clear()
    },
  },
})
const path = '/api/public/collegiates/registry-visibility'

async function signedIn(principals: string[], fields: { name?: string; surname?: string } = {}) {
  const user = await createTestUser(api.db, { principals, ...fields })
  return { user, token: await bearerFor(api.request, user.email, user.password) }
}

const auth = (token: string | undefined): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {}
const get = (token?: string) => api.request(path, { headers: auth(token) })
const put = (token: string | undefined, body: unknown) =>
  api.request(path, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...auth(token) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

let collegiate: Awaited<ReturnType<typeof signedIn>>
let withoutProfile: Awaited<ReturnType<typeof signedIn>>

beforeAll(async () => {
  collegiate = await signedIn(['role:collegiate'], { name: 'Zuriñe', surname: 'Visibilidad Registro' })
  await api.db.insert(memberProfiles).values({
    user_id: collegiate.user.id,
    collegiate_code: '48-90417',
    collegiate_status: 'active',
    specialties: ['paediatric'],
    workplace_name: 'Hospital de Cruces',
    city: 'Barakaldo',
  })
  withoutProfile = await signedIn(['role:collegiate'])
})

const registryEntry = async () =>
  (await searchCollegiates(api.db, { q: 'zurine visibilidad', skip: 0, limit: 5 })).items[0]

describe('GET and PUT /public/collegiates/registry-visibility', () => {
  it('answers 401 without a session and 403 to every other role', async () => {
    expect((await get()).status).toBe(401)
    expect((await put(undefined, { hidden: [] })).status).toBe(401)
    for (const role of ['role:precollegiate', 'role:non-member', 'role:staff']) {
      const other = await signedIn([role])
      expect((await get(other.token)).status, role).toBe(403)
      expect((await put(other.token, { hidden: ['workplace'] })).status, role).toBe(403)
    }
  })

  it('hides nothing until the collegiate chooses, privately', async () => {
    const response = await get(collegiate.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toMatch(/private|no-store/)
    expect(RegistryVisibilitySchema.parse(await response.json())).toEqual({ hidden: [] })
    expect(await (await get(withoutProfile.token)).json()).toEqual({ hidden: [] })
  })

  it('hides and shows the optional fields, and the registry follows at once', async () => {
    expect(await registryEntry()).toMatchObject({
      specialties: ['paediatric'],
      workplace: 'Hospital de Cruces',
    })

    clears = 0
    const hidden = await put(collegiate.token, { hidden: ['workplace', 'specialties'] })
    expect(hidden.status).toBe(200)
    // Kept in the contract's order, whatever the order sent.
    expect(await hidden.json()).toEqual({ hidden: ['specialties', 'workplace'] })
    expect(clears).toBeGreaterThan(0)
    expect(await (await get(collegiate.token)).json()).toEqual({ hidden: ['specialties', 'workplace'] })
    expect(await registryEntry()).toMatchObject({
      name: 'Zuriñe',
      collegiate_number: '48-90417',
      standing: 'practising',
      specialties: null,
      workplace: null,
    })

    const shown = await put(collegiate.token, { hidden: ['workplace'] })
    expect(await shown.json()).toEqual({ hidden: ['workplace'] })
    expect(await registryEntry()).toMatchObject({ specialties: ['paediatric'], workplace: null })

    expect(await (await put(collegiate.token, { hidden: [] })).json()).toEqual({ hidden: [] })
    expect(await registryEntry()).toMatchObject({ workplace: 'Hospital de Cruces' })
  })

  it('creates the profile row of a collegiate who has none yet', async () => {
    expect((await put(withoutProfile.token, { hidden: ['specialties'] })).status).toBe(200)
    const [row] = await api.db
      .select({ hidden: memberProfiles.registry_hidden })
      .from(memberProfiles)
      .where(eq(memberProfiles.user_id, withoutProfile.user.id))
    expect(row?.hidden).toEqual(['specialties'])
  })

  it.each([
    ['an unknown field', { hidden: ['email'] }],
    ['a field twice', { hidden: ['workplace', 'workplace'] }],
    ['no list', {}],
    ['a string instead of a list', { hidden: 'workplace' }],
  ])('answers 422 for %s and changes nothing', async (_case, body) => {
    await put(collegiate.token, { hidden: ['specialties'] })
    const response = await put(collegiate.token, body)
    expect(response.status).toBe(422)
    expect(await response.json()).toHaveProperty('detail')
    expect(await (await get(collegiate.token)).json()).toEqual({ hidden: ['specialties'] })
  })

  it('answers 400 for a body that is not JSON', async () => {
    expect((await put(collegiate.token, '{hidden')).status).toBe(400)
  })

  it('clears the shared cache when a collegiate changes their profile', async () => {
    clears = 0
    const response = await api.request('/api/public/collegiates', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...auth(collegiate.token) },
      body: JSON.stringify({
        address: {
          address: 'Calle Mayor 12',
          postal_code: '48901',
          city: 'Getxo',
          region: 'Bizkaia',
          country: 'ES',
        },
      }),
    })
    expect(response.status).toBe(200)
    expect(clears).toBeGreaterThan(0)
    // The postal address is the member's own: the registry never shows it.
    const entry = await registryEntry()
    expect(entry).toMatchObject({ workplace: 'Hospital de Cruces' })
    expect(JSON.stringify(entry)).not.toMatch(/Getxo|Calle Mayor/)
  })
})
