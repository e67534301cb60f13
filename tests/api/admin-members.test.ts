import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { AdminMemberPageSchema, AdminMemberSchema, StaffUserListSchema } from '@/lib/contract/admin-members'
import { RegistryCollegiatePageSchema } from '@/lib/contract/registry'
import { createSharedCache } from '@/lib/server/api/shared-cache'
import { memberProfiles, staffActions, users } from '@/lib/server/db/schema'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi({ sharedCache: createSharedCache({ ttlMs: 60_000 }) })

let token = ''
let staffId = ''
let collegiateId = ''
let precollegiateId = ''
let nonMemberId = ''

const authorised = (init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
})
const get = (path: string) => api.request(`/api/admin${path}`, authorised())
const put = (path: string, body: unknown) =>
  api.request(`/api/admin${path}`, authorised({ method: 'PUT', body: JSON.stringify(body) }))

async function list(query: string) {
  const response = await get(`/members?${query}`)
  expect(response.status, query).toBe(200)
  return AdminMemberPageSchema.parse(await response.json())
}

async function member(id: string) {
  const response = await get(`/members/${id}`)
  expect(response.status).toBe(200)
  return AdminMemberSchema.parse(await response.json())
}

const logOf = (id: string) =>
  api.db
    .select()
    .from(staffActions)
    .where(and(eq(staffActions.entity, 'member'), eq(staffActions.entity_id, id)))

beforeAll(async () => {
  const staff = await createTestUser(api.db, {
    name: 'Personal',
    surname: 'Zubieta Admin',
    principals: ['role:staff'],
  })
  staffId = staff.id
  token = await bearerFor(api.request, staff.email, staff.password)
  const collegiate = await createTestUser(api.db, {
    name: 'Itziar',
    surname: 'Goñi Arrizabalaga',
    dni: '70112233K',
  })
  collegiateId = collegiate.id
  await api.db.insert(memberProfiles).values({
    user_id: collegiate.id,
    collegiate_code: '31-90001',
    collegiate_status: 'active',
    city: 'Pamplona',
  })
  const precollegiate = await createTestUser(api.db, {
    name: 'Ander',
    surname: 'Goñi Beltrán',
    principals: ['role:precollegiate'],
  })
  precollegiateId = precollegiate.id
  await api.db.insert(memberProfiles).values({ user_id: precollegiate.id, collegiate_status: 'pre_active' })
  nonMemberId = (
    await createTestUser(api.db, { name: 'Visita', surname: 'Goñi Casas', principals: ['role:non-member'] })
  ).id
})

describe('GET /api/admin/members', () => {
  it('finds accounts by name without accents, e-mail, number or DNI, and never answers a password', async () => {
    const byName = await list('q=goni&sort=surname&order=asc')
    expect(byName.items.map((item) => item.surname)).toEqual([
      'Goñi Arrizabalaga',
      'Goñi Beltrán',
      'Goñi Casas',
    ])
    expect(JSON.stringify(byName)).not.toMatch(/hashed_password|\$argon|\$2[aby]\$/)
    expect((await list('q=31-9000')).items.map((item) => item.id)).toEqual([collegiateId])
    expect((await list('q=70112233k')).items.map((item) => item.id)).toEqual([collegiateId])
    const [found] = (await list(`q=${encodeURIComponent('Itziar Goñi')}`)).items
    expect(found).toMatchObject({
      id: collegiateId,
      role: 'collegiate',
      collegiate_code: '31-90001',
      collegiate_status: 'active',
      is_active: true,
    })
  })

  it('filters by role and collegiate status', async () => {
    expect((await list('q=goni&role=precollegiate')).items.map((item) => item.id)).toEqual([precollegiateId])
    expect((await list('q=goni&role=non_member')).items.map((item) => item.id)).toEqual([nonMemberId])
    expect((await list('role=staff')).items.map((item) => item.id)).toContain(staffId)
    expect((await list('q=goni&collegiate_status=pre_active')).items.map((item) => item.id)).toEqual([
      precollegiateId,
    ])
  })

  it('sorts by collegiate number and pages', async () => {
    const page = await list('q=goni&sort=collegiate_code&order=asc&limit=1')
    expect(page.total).toBe(3)
    expect(page.items.map((item) => item.id)).toEqual([collegiateId])
  })

  it('refuses a bad filter (422)', async () => {
    expect((await get('/members?role=king')).status).toBe(422)
    expect((await get('/members?sort=password')).status).toBe(422)
  })
})

describe('GET /api/admin/members/{id}', () => {
  it('answers the account, the profile as the member sees it and the link to their movements', async () => {
    const found = await member(collegiateId)
    expect(found).toMatchObject({ email: expect.any(String), role: 'collegiate', deregistered_on: null })
    expect(found.profile).toMatchObject({ collegiate_code: '31-90001', address: { city: 'Pamplona' } })
    expect(found.profile && 'economic' in found.profile).toBe(true)
    expect(found.movements_path).toBe(
      `/admin/movements?filter=${encodeURIComponent(`{"user_id":"${collegiateId}"}`)}`,
    )
    expect(JSON.stringify(found)).not.toMatch(/hashed_password|\$argon|\$2[aby]\$/)
    expect((await member(nonMemberId)).profile).toBeNull()
  })

  it('answers 404 for an unknown account and 422 for a malformed id', async () => {
    const missing = await get('/members/00000000-0000-4000-8000-000000000000')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ detail: 'USER_NOT_FOUND' })
    expect((await get('/members/nope')).status).toBe(422)
  })
})

describe('PUT /api/admin/members/{id}', () => {
  it('corrects the basic data, ignores roles and passwords, and logs what changed', async () => {
    const before = await member(precollegiateId)
    const response = await put(`/members/${precollegiateId}`, {
      ...before,
      name: 'Ander Mikel',
      phone: '+34 600 11 22 33',
      preferred_lang: 'eu',
      principals: ['role:staff'],
      role: 'staff',
      hashed_password: 'x',
    })
    expect(response.status).toBe(200)
    const after = AdminMemberSchema.parse(await response.json())
    expect(after).toMatchObject({
      name: 'Ander Mikel',
      phone: '+34600112233',
      preferred_lang: 'eu',
      role: 'precollegiate',
    })
    const [row] = await api.db.select().from(users).where(eq(users.id, precollegiateId))
    expect(row!.principals).toEqual(['role:precollegiate'])
    expect(row!.hashed_password).not.toBe('x')
    const log = await logOf(precollegiateId)
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({
      actor_id: staffId,
      action: 'account_updated',
      details: {
        fields: 'name, phone, preferred_lang',
        changes: { name: { from: 'Ander', to: 'Ander Mikel' }, preferred_lang: { from: 'es', to: 'eu' } },
      },
    })
  })

  it('refuses an e-mail another account has (409) and changes nothing', async () => {
    const other = await member(nonMemberId)
    const before = await member(precollegiateId)
    const response = await put(`/members/${precollegiateId}`, {
      ...before,
      name: 'Otro',
      email: other.email.toUpperCase(),
    })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ detail: 'UPDATE_USER_EMAIL_ALREADY_EXISTS' })
    expect((await member(precollegiateId)).name).toBe(before.name)
  })

  it('refuses bad data (422), an unknown account (404) and a collegiate status for a non-member (409)', async () => {
    const before = await member(collegiateId)
    expect((await put(`/members/${collegiateId}`, { ...before, email: 'not-an-email' })).status).toBe(422)
    expect((await put(`/members/${collegiateId}`, { ...before, name: '' })).status).toBe(422)
    expect((await put(`/members/${collegiateId}`, { ...before, collegiate_status: 'king' })).status).toBe(422)
    expect((await put(`/members/${collegiateId}`, { ...before, deregistered_on: '31/12/2025' })).status).toBe(
      422,
    )
    expect((await put('/members/00000000-0000-4000-8000-000000000000', before)).status).toBe(404)
    const visitor = await member(nonMemberId)
    const refused = await put(`/members/${nonMemberId}`, { ...visitor, collegiate_status: 'active' })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ detail: 'NOT_A_MEMBER' })
  })

  it('suspends a collegiate: the public registry shows it at once, and the change is logged', async () => {
    const registry = async () => {
      const response = await api.request('/api/public/registry/collegiates?q=31-90001')
      expect(response.status).toBe(200)
      return RegistryCollegiatePageSchema.parse(await response.json()).items
    }
    expect((await registry())[0]?.standing).toBe('practising')
    const before = await member(collegiateId)
    const response = await put(`/members/${collegiateId}`, { ...before, collegiate_status: 'suspended' })
    expect(response.status).toBe(200)
    expect(AdminMemberSchema.parse(await response.json()).collegiate_status).toBe('suspended')
    // The registry answers from the API's shared cache: the change cleared it.
    expect((await registry())[0]?.standing).toBe('suspended')

    const deregistered = await put(`/members/${collegiateId}`, {
      ...before,
      collegiate_status: 'suspended',
      deregistered_on: '2026-01-31',
    })
    expect(deregistered.status).toBe(200)
    expect((await registry())[0]?.standing).toBe('removed')

    const log = await logOf(collegiateId)
    expect(log.map((row) => [row.action, row.details])).toEqual(
      expect.arrayContaining([
        ['collegiate_status_changed', { from: 'active', to: 'suspended' }],
        ['deregistration_changed', { from: null, to: '2026-01-31' }],
      ]),
    )
    expect(log).toHaveLength(2)
  })
})

describe('GET /api/admin/staff-users', () => {
  it('lists the active members of staff', async () => {
    const response = await get('/staff-users')
    expect(response.status).toBe(200)
    const staff = StaffUserListSchema.parse(await response.json())
    expect(staff.map((person) => person.id)).toContain(staffId)
    expect(staff.map((person) => person.id)).not.toContain(collegiateId)
  })
})
