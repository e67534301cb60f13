import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ValidationIssue } from '@/lib/contract/errors'
import { CollegiateProfileSchema, PrecollegiateProfileSchema } from '@/lib/contract/profile'
import { memberDiscounts, memberProfiles } from '@/lib/server/db/schema'
import { addAttachment } from '@/lib/server/services/attachments'
import { createLocalFileStorage } from '@/lib/server/integrations/file-storage'
import { bearerFor, createTestUser } from '../support/auth'
import { expectIndexedPlan } from '../support/query-plan'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()
const collegiates = '/api/public/collegiates'
const precollegiates = '/api/public/precollegiates'

async function signedIn(principals: string[]) {
  const user = await createTestUser(api.db, { principals })
  return { user, token: await bearerFor(api.request, user.email, user.password) }
}

const get = (url: string, token?: string) =>
  api.request(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} })

const patch = (url: string, token: string | undefined, body: unknown) =>
  api.request(url, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })

const main = { phone1: '600 123 456', phone2: '', gender: 'female', nationality: 'es' }
const address = {
  address: 'Calle Mayor 12, 3º B',
  postal_code: '28013',
  city: 'Madrid',
  region: 'Madrid',
  country: 'ES',
}
const academic = {
  degree_title: 'Grado en Enfermería',
  degree_type: 'bachelor',
  university: 'Universidad Complutense de Madrid',
  degree_origin: 'spanish',
  registry_csv: 'abcd1234efgh5678',
  issue_date: '2015-07-01',
  homologation_date: null,
  specialties: ['general_care', 'paediatric'],
}
const economic = { iban: 'ES91 2100 0418 4502 0005 1332' }
const professional = {
  situation: 'employed',
  exercise: 'public',
  working_day: 'full_time',
  epc_number: 'ES-2024-000123',
  workplace_name: 'Hospital Universitario La Paz',
  workplace_phone: '917 27 70 00',
}

async function issuesOf(response: Response): Promise<string[]> {
  expect(response.status).toBe(422)
  const { detail } = (await response.json()) as { detail: ValidationIssue[] }
  return detail.map((issue) => issue.loc.join('.'))
}

describe('profile API', () => {
  it('answers a collegiate without a profile row with empty fields, privately', async () => {
    const { user, token } = await signedIn(['role:collegiate'])
    const response = await get(collegiates, token)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const profile = CollegiateProfileSchema.parse(await response.json())
    expect(profile).toMatchObject({
      name: user.name,
      email: user.email,
      collegiate_code: null,
      main: { phone1: null },
      academic: { specialties: [] },
      economic: { iban: null, discounts: [] },
      professional: { epc_number: null },
      documents: { id_card: null, sepa_mandate: null },
      updated_at: null,
    })
  })

  it('saves every section of a collegiate and answers them normalised, keeping what was not sent', async () => {
    const { user, token } = await signedIn(['role:collegiate'])
    const saved = await patch(collegiates, token, { main, address, academic, economic, professional })
    expect(saved.status).toBe(200)
    expect(saved.headers.get('Cache-Control')).toBe('private, no-store')
    const profile = CollegiateProfileSchema.parse(await saved.json())
    expect(profile.main).toEqual({ phone1: '600123456', phone2: null, gender: 'female', nationality: 'ES' })
    expect(profile.academic.registry_csv).toBe('ABCD1234EFGH5678')
    expect(profile.economic.iban).toBe('ES9121000418450200051332')
    expect(profile.professional).toMatchObject({ epc_number: 'ES2024000123', workplace_phone: '917277000' })

    const changed = await patch(collegiates, token, { economic: { iban: 'ES7921000813610123456789' } })
    expect(changed.status).toBe(200)
    const again = CollegiateProfileSchema.parse(await (await get(collegiates, token)).json())
    expect(again.economic.iban).toBe('ES7921000813610123456789')
    expect(again.address).toEqual(address)
    expect(again.academic.specialties).toEqual(['general_care', 'paediatric'])
    expect(again.updated_at).not.toBeNull()

    // Read-only data set by the association, and the latest proving attachment of each kind.
    await api.db
      .update(memberProfiles)
      .set({ collegiate_code: '28-12345', collegiate_status: 'active' })
      .where(eq(memberProfiles.user_id, user.id))
    await api.db.insert(memberDiscounts).values({
      user_id: user.id,
      reason: 'Primer año de colegiación',
      percent: 10,
      valid_from: '2026-01-01',
    })
    const storage = createLocalFileStorage(api.uploadsDir)
    const pdf = new TextEncoder().encode('%PDF-1.4\n% mandate\n')
    const mandate = await addAttachment(api.db, storage, user.id, {
      kind: 'sepa_mandate',
      filename: 'mandato.pdf',
      bytes: pdf,
    })
    const full = CollegiateProfileSchema.parse(await (await get(collegiates, token)).json())
    expect(full).toMatchObject({ collegiate_code: '28-12345', collegiate_status: 'active' })
    expect(full.economic.discounts).toEqual([
      expect.objectContaining({ reason: 'Primer año de colegiación', percent: 10, valid_until: null }),
    ])
    expect(full.documents.sepa_mandate?.id).toBe(mandate.id)
    expect(full.documents.diploma).toBeNull()
  })

  it('refuses invalid data with 422 naming each field, and keeps the stored data', async () => {
    const { token } = await signedIn(['role:collegiate'])
    expect(await patch(collegiates, token, { economic }).then((r) => r.status)).toBe(200)
    expect(
      await issuesOf(await patch(collegiates, token, { economic: { iban: 'ES9121000418450200051333' } })),
    ).toEqual(['body.economic.iban'])
    const controlDigits = await patch(collegiates, token, { economic: { iban: 'ES6821000418000200051332' } })
    expect(controlDigits.status).toBe(422)
    expect(await controlDigits.json()).toMatchObject({
      detail: [{ loc: ['body', 'economic', 'iban'], msg: "The account's control digits do not match" }],
    })
    expect(
      await issuesOf(
        await patch(collegiates, token, {
          address: { ...address, postal_code: '08001' },
          academic: { ...academic, university: '', specialties: ['paediatric', 'paediatric'] },
          professional: { ...professional, epc_number: '' },
        }),
      ),
    ).toEqual(
      expect.arrayContaining([
        'body.address.postal_code',
        'body.academic.university',
        'body.academic.specialties.1',
        'body.professional.epc_number',
      ]),
    )
    expect(await issuesOf(await patch(collegiates, token, {}))).toEqual(['body'])
    expect(await issuesOf(await patch(collegiates, token, { main: { ...main, phone1: '' } }))).toEqual([
      'body.main.phone1',
    ])
    const kept = CollegiateProfileSchema.parse(await (await get(collegiates, token)).json())
    expect(kept.economic.iban).toBe('ES9121000418450200051332')
    expect(kept.main.phone1).toBeNull()
  })

  it('does not let a member set the association’s own fields', async () => {
    const { token } = await signedIn(['role:collegiate'])
    const response = await patch(collegiates, token, { main, collegiate_code: '99-99999' })
    expect(response.status).toBe(422)
  })

  it('gives pre-collegiates main, address and academic data only', async () => {
    const { token } = await signedIn(['role:precollegiate'])
    const empty = PrecollegiateProfileSchema.parse(await (await get(precollegiates, token)).json())
    expect(empty).not.toHaveProperty('economic')
    const student = { ...academic, registry_csv: '', issue_date: null, specialties: ['general_care'] }
    const saved = await patch(precollegiates, token, { main, address, academic: student })
    expect(saved.status).toBe(200)
    const profile = PrecollegiateProfileSchema.parse(await saved.json())
    expect(profile.academic).toMatchObject({
      registry_csv: null,
      issue_date: null,
      specialties: ['general_care'],
    })
    expect(profile).not.toHaveProperty('professional')

    expect((await patch(precollegiates, token, { economic })).status).toBe(422)
    expect((await patch(precollegiates, token, { professional })).status).toBe(422)
  })

  it('answers each group only to its role, and 401 without a session', async () => {
    const collegiate = await signedIn(['role:collegiate'])
    const precollegiate = await signedIn(['role:precollegiate'])
    const nonMember = await signedIn(['role:non-member'])
    const staff = await signedIn(['role:staff'])
    expect((await get(precollegiates, collegiate.token)).status).toBe(403)
    expect((await patch(precollegiates, collegiate.token, { main })).status).toBe(403)
    expect((await get(collegiates, precollegiate.token)).status).toBe(403)
    expect((await patch(collegiates, precollegiate.token, { main })).status).toBe(403)
    for (const other of [nonMember, staff]) {
      expect((await get(collegiates, other.token)).status).toBe(403)
      expect((await get(precollegiates, other.token)).status).toBe(403)
    }
    expect((await get(collegiates)).status).toBe(401)
    expect((await patch(collegiates, undefined, { main })).status).toBe(401)
    expect((await get(precollegiates)).status).toBe(401)
    expect((await patch(precollegiates, undefined, { main })).status).toBe(401)
  })

  it('keeps each person’s profile to themselves', async () => {
    const first = await signedIn(['role:collegiate'])
    const second = await signedIn(['role:collegiate'])
    await patch(collegiates, first.token, { economic })
    const other = CollegiateProfileSchema.parse(await (await get(collegiates, second.token)).json())
    expect(other.economic.iban).toBeNull()
    expect(other.email).toBe(second.user.email)
  })

  it('reads discounts through an index', async () => {
    const { user } = await signedIn(['role:collegiate'])
    await expectIndexedPlan(
      api.db,
      api.db
        .select()
        .from(memberDiscounts)
        .where(eq(memberDiscounts.user_id, user.id))
        .orderBy(desc(memberDiscounts.valid_from), desc(memberDiscounts.id)),
    )
  })
})
