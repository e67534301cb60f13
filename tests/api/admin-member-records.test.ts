import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { AdminMemberSchema } from '@/lib/contract/admin-members'
import { isCollegiateProfile } from '@/lib/contract/profile'
import { memberProfiles, staffActions } from '@/lib/server/db/schema'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

let token = ''
let collegiateId = ''
let otherCollegiateId = ''
let precollegiateId = ''
let nonMemberId = ''

const send = (method: string, path: string, body?: unknown) =>
  api.request(`/api/admin${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

async function member(id: string) {
  const response = await send('GET', `/members/${id}`)
  expect(response.status).toBe(200)
  return AdminMemberSchema.parse(await response.json())
}

async function collegiateProfile(id: string) {
  const profile = (await member(id)).profile
  if (!profile || !isCollegiateProfile(profile)) throw new Error('not a collegiate profile')
  return profile
}

const logOf = async (id: string, action: string) =>
  api.db
    .select()
    .from(staffActions)
    .where(
      and(eq(staffActions.entity, 'member'), eq(staffActions.entity_id, id), eq(staffActions.action, action)),
    )
    .orderBy(staffActions.id)

const sections = {
  main: { phone1: '+34 612 00 11 22', phone2: '', gender: 'female', nationality: 'pt' },
  address: {
    address: 'Avenida de Pío XII 36',
    postal_code: '31008',
    city: 'Pamplona',
    region: 'Navarra',
    country: 'ES',
  },
  academic: {
    degree_title: 'Grado en Enfermería',
    degree_type: 'bachelor',
    university: 'Universidad Pública de Navarra',
    degree_origin: 'spanish',
    registry_csv: 'abcd1234efgh',
    issue_date: '2019-06-30',
    specialties: ['general_care', 'mental_health'],
  },
  economic: { iban: 'ES91 2100 0418 4502 0005 1332' },
  professional: {
    situation: 'employed',
    exercise: 'public',
    working_day: 'part_time',
    epc_number: 'es 2019-004127',
    workplace_name: 'Hospital Universitario de Navarra',
    workplace_phone: '848 42 22 22',
  },
}

beforeAll(async () => {
  const staff = await createTestUser(api.db, { principals: ['role:staff'] })
  token = await bearerFor(api.request, staff.email, staff.password)
  collegiateId = (await createTestUser(api.db, { name: 'Maite', surname: 'Urrutia Leoz' })).id
  await api.db.insert(memberProfiles).values({
    user_id: collegiateId,
    collegiate_code: '31-70001',
    collegiate_status: 'active',
    city: 'Tudela',
  })
  otherCollegiateId = (await createTestUser(api.db, { name: 'Iñaki', surname: 'Ezkurra' })).id
  await api.db
    .insert(memberProfiles)
    .values({ user_id: otherCollegiateId, collegiate_code: '31-70002', collegiate_status: 'active' })
  precollegiateId = (await createTestUser(api.db, { principals: ['role:precollegiate'] })).id
  nonMemberId = (await createTestUser(api.db, { principals: ['role:non-member'] })).id
})

describe('PATCH /api/admin/members/{id}/collegiate-profile', () => {
  it('changes every section with the member’s own rules and logs each field before and after', async () => {
    for (const [section, value] of Object.entries(sections)) {
      const response = await send('PATCH', `/members/${collegiateId}/collegiate-profile`, {
        [section]: value,
      })
      expect(response.status, section).toBe(200)
    }
    const profile = await collegiateProfile(collegiateId)
    expect(profile.main).toEqual({
      phone1: '+34612001122',
      phone2: null,
      gender: 'female',
      nationality: 'PT',
    })
    expect(profile.address).toMatchObject({ city: 'Pamplona', postal_code: '31008', region: 'Navarra' })
    expect(profile.academic).toMatchObject({
      registry_csv: 'ABCD1234EFGH',
      specialties: ['general_care', 'mental_health'],
    })
    expect(profile.economic.iban).toBe('ES9121000418450200051332')
    expect(profile.professional).toMatchObject({ epc_number: 'ES2019004127', working_day: 'part_time' })

    const log = await logOf(collegiateId, 'profile_updated')
    expect(log).toHaveLength(5)
    expect(log[1]!.details).toMatchObject({
      fields: 'address, postal_code, city, region, country',
      changes: {
        city: { from: 'Tudela', to: 'Pamplona' },
        address: { from: null, to: 'Avenida de Pío XII 36' },
      },
    })
    expect(log[2]!.details).toMatchObject({
      changes: { specialties: { from: [], to: ['general_care', 'mental_health'] } },
    })
    // The log keeps no usable account number.
    expect(log[3]!.details).toEqual({
      fields: 'iban',
      changes: { iban: { from: null, to: 'ES91 **** 1332' } },
    })
    expect(JSON.stringify(log)).not.toContain('21000418450200051332')

    // The same section again changes nothing and logs nothing.
    expect((await send('PATCH', `/members/${collegiateId}/collegiate-profile`, sections)).status).toBe(200)
    expect(await logOf(collegiateId, 'profile_updated')).toHaveLength(5)
  })

  it('refuses what the member’s forms refuse (422) and changes nothing', async () => {
    const before = await collegiateProfile(collegiateId)
    const refused = [
      { economic: { iban: 'ES91 2100 0418 4502 0005 1333' } },
      { address: { ...sections.address, postal_code: '28001' } },
      { academic: { ...sections.academic, specialties: ['general_care', 'general_care'] } },
      { academic: { ...sections.academic, registry_csv: '' } },
      { academic: { ...sections.academic, specialties: ['surgery'] } },
      { professional: { ...sections.professional, epc_number: '12' } },
      { main: { ...sections.main, phone1: '12' } },
      { collegiate_code: '31-1' },
      {},
    ]
    for (const body of refused) {
      const response = await send('PATCH', `/members/${collegiateId}/collegiate-profile`, body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect(Array.isArray(((await response.json()) as { detail: unknown }).detail)).toBe(true)
    }
    expect(await collegiateProfile(collegiateId)).toEqual(before)
  })

  it('answers 409 for an account of another kind and 404 for none', async () => {
    for (const id of [precollegiateId, nonMemberId]) {
      const response = await send('PATCH', `/members/${id}/collegiate-profile`, { main: sections.main })
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({ detail: 'PROFILE_KIND_MISMATCH' })
    }
    const missing = await send('PATCH', '/members/00000000-0000-4000-8000-000000000000/collegiate-profile', {
      main: sections.main,
    })
    expect(missing.status).toBe(404)
  })
})

describe('PATCH /api/admin/members/{id}/precollegiate-profile', () => {
  it('takes studies in progress and refuses the sections a pre-collegiate has not', async () => {
    const studying = { ...sections.academic, registry_csv: null, issue_date: null }
    const response = await send('PATCH', `/members/${precollegiateId}/precollegiate-profile`, {
      academic: studying,
    })
    expect(response.status).toBe(200)
    expect(AdminMemberSchema.parse(await response.json()).profile?.academic.issue_date).toBeNull()
    const economic = await send('PATCH', `/members/${precollegiateId}/precollegiate-profile`, {
      economic: sections.economic,
    })
    expect(economic.status).toBe(422)
    expect(
      (await send('PATCH', `/members/${collegiateId}/precollegiate-profile`, { main: sections.main })).status,
    ).toBe(409)
  })
})

describe('PUT /api/admin/members/{id}: collegiate number and DNI', () => {
  it('changes the number and the DNI, and logs both', async () => {
    const before = await member(collegiateId)
    const response = await send('PUT', `/members/${collegiateId}`, {
      ...before,
      collegiate_code: '31-70100',
      dni: '12345678-z',
    })
    expect(response.status).toBe(200)
    expect(AdminMemberSchema.parse(await response.json())).toMatchObject({
      collegiate_code: '31-70100',
      dni: '12345678Z',
    })
    expect((await logOf(collegiateId, 'collegiate_number_changed')).map((row) => row.details)).toEqual([
      { from: '31-70001', to: '31-70100' },
    ])
    expect((await logOf(collegiateId, 'account_updated'))[0]!.details).toEqual({
      fields: 'dni',
      changes: { dni: { from: null, to: '12345678Z' } },
    })
  })

  it('refuses a number another member has (409), a malformed one or a wrong DNI (422)', async () => {
    const before = await member(collegiateId)
    const taken = await send('PUT', `/members/${collegiateId}`, { ...before, collegiate_code: '31-70002' })
    expect(taken.status).toBe(409)
    expect(await taken.json()).toEqual({ detail: 'COLLEGIATE_CODE_TAKEN' })
    for (const change of [{ collegiate_code: 'A-1' }, { collegiate_code: '4800123' }, { dni: '12345678A' }]) {
      expect((await send('PUT', `/members/${collegiateId}`, { ...before, ...change })).status).toBe(422)
    }
    expect(await member(collegiateId)).toMatchObject({ collegiate_code: '31-70100', dni: '12345678Z' })
    const visitor = await member(nonMemberId)
    const refused = await send('PUT', `/members/${nonMemberId}`, { ...visitor, collegiate_code: '31-70200' })
    expect(refused.status).toBe(409)
  })
})

describe('discounts', () => {
  it('grants and withdraws a discount, both logged; refuses bad ones', async () => {
    const granted = await send('POST', `/members/${collegiateId}/discounts`, {
      reason: 'Primer año de ejercicio',
      percent: 25,
      valid_from: '2026-01-01',
      valid_until: '2026-12-31',
    })
    expect(granted.status).toBe(200)
    const [discount] = (await collegiateProfile(collegiateId)).economic.discounts
    expect(discount).toMatchObject({
      reason: 'Primer año de ejercicio',
      percent: 25,
      valid_until: '2026-12-31',
    })

    for (const bad of [
      { reason: 'x', percent: 0, valid_from: '2026-01-01' },
      { reason: 'x', percent: 10, valid_from: '2026-02-01', valid_until: '2026-01-01' },
      { reason: '', percent: 10, valid_from: '2026-01-01' },
    ]) {
      expect((await send('POST', `/members/${collegiateId}/discounts`, bad)).status).toBe(422)
    }
    const student = await send('POST', `/members/${precollegiateId}/discounts`, {
      reason: 'x',
      percent: 10,
      valid_from: '2026-01-01',
    })
    expect(student.status).toBe(409)

    expect((await send('DELETE', `/members/${otherCollegiateId}/discounts/${discount!.id}`)).status).toBe(404)
    expect((await send('DELETE', `/members/${collegiateId}/discounts/${discount!.id}`)).status).toBe(200)
    expect((await collegiateProfile(collegiateId)).economic.discounts).toEqual([])
    expect((await logOf(collegiateId, 'discount_added'))[0]!.details).toMatchObject({ percent: 25 })
    expect((await logOf(collegiateId, 'discount_removed'))[0]!.details).toMatchObject({
      reason: 'Primer año de ejercicio',
      percent: 25,
    })
  })
})
