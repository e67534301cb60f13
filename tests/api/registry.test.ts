import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import {
  RegistryCollegiatePageSchema,
  RegistrySocietyPageSchema,
  type RegistryCollegiatePage,
  type RegistrySocietyPage,
} from '@/lib/contract/registry'
import { createSharedCache } from '@/lib/server/api/shared-cache'
import { memberProfiles, users } from '@/lib/server/db/schema'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

async function collegiates(query: string): Promise<RegistryCollegiatePage> {
  const response = await api.request(`/api/public/registry/collegiates?${query}`)
  expect(response.status, query).toBe(200)
  return RegistryCollegiatePageSchema.parse(await response.json())
}

async function societies(query: string): Promise<RegistrySocietyPage> {
  const response = await api.request(`/api/public/registry/societies?${query}`)
  expect(response.status, query).toBe(200)
  return RegistrySocietyPageSchema.parse(await response.json())
}

const q = (text: string) => `q=${encodeURIComponent(text)}`
const numbers = (page: RegistryCollegiatePage) => page.items.map((item) => item.collegiate_number)

type Profile = Partial<typeof memberProfiles.$inferInsert>
let lastPerson = 0

/** A person with a profile, without a password (the registry never signs anyone in). */
async function person(name: string, surname: string, profile: Profile | null) {
  const [user] = await api.db
    .insert(users)
    .values({
      name,
      surname,
      email: `registry${++lastPerson}@test.colegio.example`,
      principals: ['role:collegiate'],
    })
    .returning({ id: users.id })
  if (profile) await api.db.insert(memberProfiles).values({ user_id: user!.id, ...profile })
  return user!.id
}

beforeAll(async () => {
  await person('Ángela', 'Núñez Urdazubi', {
    collegiate_code: '77-00001',
    collegiate_status: 'active',
    specialties: ['paediatric', 'mental_health'],
    workplace_name: 'Hospital Universitario Donostia',
    city: 'Donostia',
  })
  await person('José Ángel', 'Pérez Urdazubi', { collegiate_code: '77-00002', collegiate_status: 'honorary' })
  await person('María', 'López Urdazubi', { collegiate_code: '77-00003', collegiate_status: 'retired' })
  await person('Iñaki', 'Sáez Urdazubi', {
    collegiate_code: '77-00004',
    collegiate_status: 'active',
    specialties: ['geriatric'],
    workplace_name: 'Residencia Txara',
    registry_hidden: ['specialties', 'workplace'],
  })
  await person('Rosa', 'Gil Urdazubi', { collegiate_code: '77-00005', collegiate_status: 'suspended' })
  await person('Tomás', 'Vidal Urdazubi', { collegiate_code: '77-00006', collegiate_status: 'non_payment' })
  await person('Luis', 'Mora Urdazubi', {
    collegiate_code: '77-00007',
    collegiate_status: 'retired',
    deregistered_on: '2024-12-31',
    specialties: ['occupational'],
    workplace_name: 'Mutua Gipuzkoa',
  })
  await person('Pablo', 'Ríos Urdazubi', { collegiate_status: 'pre_active' })
  await person('Paula', 'Ríos Urdazubi', { collegiate_code: '77-00008', collegiate_status: 'pre_active' })
  await person('Sin', 'Perfil Urdazubi', null)
  // 25 namesakes for paging: two groups with the same surnames, so the order needs its tie-break.
  for (let index = 0; index < 25; index++) {
    await person(index % 2 ? 'Nerea' : 'Ane', `Larrabetzu ${index < 12 ? 'Agirre' : 'Bilbao'}`, {
      collegiate_code: `78-${String(index).padStart(5, '0')}`,
      collegiate_status: 'active',
    })
  }
})

describe('GET /api/public/registry/collegiates', () => {
  it('finds collegiates by a name with or without accents, in any case', async () => {
    for (const text of ['Ángela Núñez', 'angela nunez', 'ANGELA NUÑEZ', 'ÁnGeLa']) {
      const page = await collegiates(q(text))
      expect(numbers(page), text).toEqual(['77-00001'])
      expect(page.total).toBe(1)
      expect(page.more).toBe(false)
    }
  })

  it('needs every word, each anywhere in the name or surnames', async () => {
    expect(numbers(await collegiates(q('jose urdazubi')))).toEqual(['77-00002'])
    expect(numbers(await collegiates(q('urdazubi perez angel')))).toEqual(['77-00002'])
    expect(numbers(await collegiates(q('angel urdazubi'))).sort()).toEqual(['77-00001', '77-00002'])
    expect((await collegiates(q('angela urdazubi larrabetzu'))).items).toEqual([])
  })

  it('finds part of a surname and lists in surname order', async () => {
    const page = await collegiates(q('urdaz'))
    expect(page.items.map((item) => item.surname)).toEqual([
      'Gil Urdazubi',
      'López Urdazubi',
      'Mora Urdazubi',
      'Núñez Urdazubi',
      'Pérez Urdazubi',
      'Sáez Urdazubi',
      'Vidal Urdazubi',
    ])
    expect(page.total).toBe(7)
  })

  it('finds the demo collegiate by part of her name without accents', async () => {
    for (const text of ['etxeberr', 'lucia martin', 'Lucía Martín Etxeberria', '28-41327', '41327']) {
      const [lucia] = (await collegiates(q(text))).items
      expect(lucia, text).toMatchObject({
        collegiate_number: '28-41327',
        name: 'Lucía',
        surname: 'Martín Etxeberria',
        standing: 'practising',
        specialties: ['general_care', 'paediatric'],
        workplace: 'Hospital Universitario La Paz',
      })
    }
  })

  it('finds a collegiate number whole, in part, and with other separators', async () => {
    expect(numbers(await collegiates(q('77-00004')))).toEqual(['77-00004'])
    expect(numbers(await collegiates(q('77 00004')))).toEqual(['77-00004'])
    expect(numbers(await collegiates(q('7-00004')))).toEqual(['77-00004'])
    expect(numbers(await collegiates(q('00004'))).sort()).toEqual(['77-00004', '78-00004'])
    expect(numbers(await collegiates(q('77-0000'))).sort()).toEqual(
      ['77-00001', '77-00002', '77-00003', '77-00004', '77-00005', '77-00006', '77-00007'].sort(),
    )
  })

  it('pages with skip and limit in a stable order, with the total on every page', async () => {
    const all = await collegiates(`${q('larrabetzu')}&limit=50`)
    expect(all.total).toBe(25)
    expect(all.items).toHaveLength(25)
    const seen: string[] = []
    for (let skip = 0; skip < 25; skip += 10) {
      const page = await collegiates(`${q('larrabetzu')}&skip=${skip}&limit=10`)
      expect(page).toMatchObject({ total: 25, more: false, skip, limit: 10 })
      seen.push(...numbers(page))
    }
    expect(seen).toEqual(numbers(all))
    expect(new Set(seen).size).toBe(25)
    const sorted = all.items.map((item) => `${item.surname} ${item.name}`)
    expect(sorted).toEqual([...sorted].sort())
    const again = await collegiates(`${q('larrabetzu')}&limit=50`)
    expect(numbers(again)).toEqual(numbers(all))
    expect((await collegiates(q('larrabetzu'))).items).toHaveLength(20)
  })

  it('shows the standing from the status: suspended and non-payment as suspended', async () => {
    const standings = Object.fromEntries(
      (await collegiates(q('urdazubi'))).items.map((item) => [item.collegiate_number, item.standing]),
    )
    expect(standings).toEqual({
      '77-00001': 'practising',
      '77-00002': 'honorary',
      '77-00003': 'non_practising',
      '77-00004': 'practising',
      '77-00005': 'suspended',
      '77-00006': 'suspended',
      '77-00007': 'removed',
    })
  })

  it('respects hidden fields and shows removed collegiates without optional fields', async () => {
    const [shown] = (await collegiates(q('angela nunez'))).items
    expect(shown).toMatchObject({
      specialties: ['paediatric', 'mental_health'],
      workplace: 'Hospital Universitario Donostia',
    })
    const [hidden] = (await collegiates(q('inaki saez'))).items
    expect(hidden).toMatchObject({ standing: 'practising', specialties: null, workplace: null })
    const [removed] = (await collegiates(q('luis mora urdazubi'))).items
    expect(removed).toEqual({
      collegiate_number: '77-00007',
      name: 'Luis',
      surname: 'Mora Urdazubi',
      standing: 'removed',
      specialties: null,
      workplace: null,
    })
  })

  it('leaves pre-collegiates and people without a profile out', async () => {
    expect((await collegiates(q('rios urdazubi'))).items).toEqual([])
    expect((await collegiates(q('77-00008'))).items).toEqual([])
    expect((await collegiates(q('perfil urdazubi'))).items).toEqual([])
    expect((await collegiates(q('puig ramos'))).items).toEqual([])
  })

  it('answers 422 REGISTRY_QUERY_TOO_SHORT under two letters or digits, and 422 without q', async () => {
    for (const text of ['', ' ', 'a', ' á ', '7', '-', '%', '--a--']) {
      const response = await api.request(`/api/public/registry/collegiates?${q(text)}`)
      expect(response.status, text).toBe(422)
      expect(ErrorEnvelopeSchema.parse(await response.json()).detail, text).toBe('REGISTRY_QUERY_TOO_SHORT')
    }
    expect((await api.request('/api/public/registry/collegiates')).status).toBe(422)
    expect((await api.request(`/api/public/registry/collegiates?${q('ab')}&limit=51`)).status).toBe(422)
    expect((await api.request(`/api/public/registry/collegiates?${q('ab')}&skip=-1`)).status).toBe(422)
  })

  it('is public and may be cached for a minute', async () => {
    const response = await api.request(`/api/public/registry/collegiates?${q('etxeberria')}`)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
  })
})

describe('GET /api/public/registry/societies', () => {
  const reasons = (page: RegistrySocietyPage) => page.items.map((item) => item.social_reason)

  it('finds accepted societies with consent by social reason, with or without accents', async () => {
    for (const text of ['Cantábrico', 'cantabrico', 'CUIDADOS ENFERMEROS', 'enfermeros cantab']) {
      expect(reasons(await societies(q(text))), text).toEqual(['Cuidados Enfermeros del Cantábrico SLP'])
    }
    const page = await societies(q('ENFERM'))
    expect(reasons(page)).toEqual([
      'Cuidados Enfermeros del Cantábrico SLP',
      'Enfermería Geriátrica Ribera del Ebro SLP',
    ])
    expect(page.total).toBe(2)
  })

  it('shows the registration data, the partners and whether it is active', async () => {
    const [active] = (await societies(q('cantabrico'))).items
    expect(active).toEqual({
      social_reason: 'Cuidados Enfermeros del Cantábrico SLP',
      sspp_number: 'SP-2023-0031',
      cif: 'B39614821',
      active: true,
      incorporated_on: '2023-03-14',
      registered_on: '2023-04-20',
      city: 'Santander',
      province: 'Cantabria',
      mercantile_registry: 'Registro Mercantil de Cantabria, T. 1187, F. 52, H. S-33871',
      partners: 3,
    })
    const [inactive] = (await societies(q('ribera del ebro'))).items
    expect(inactive).toMatchObject({ active: false, partners: 2, city: 'Zaragoza' })
  })

  it('finds a society by its SSPP number, whole or in part, with any separators', async () => {
    for (const text of ['SP-2023-0031', 'sp 2023 0031', '2023-0031', 'SP20230031']) {
      expect(reasons(await societies(q(text))), text).toEqual(['Cuidados Enfermeros del Cantábrico SLP'])
    }
  })

  it('finds a society by its CIF in any format', async () => {
    for (const text of ['B50273143', 'b50273143', 'B-50273143', 'B 5027 3143', 'b.50.273.143']) {
      expect(reasons(await societies(q(text))), text).toEqual(['Enfermería Geriátrica Ribera del Ebro SLP'])
    }
  })

  it('leaves out societies not accepted or without consent to publication', async () => {
    for (const text of ['txingudi', 'B20841599', 'SP-2025-0012', 'bidasoa', 'B95123451', 'SP-2024-0117']) {
      expect((await societies(q(text))).items, text).toEqual([])
    }
  })

  it('pages with skip and limit', async () => {
    const first = await societies(`${q('slp')}&limit=1`)
    const second = await societies(`${q('slp')}&skip=1&limit=1`)
    expect(first.total).toBe(2)
    expect([...reasons(first), ...reasons(second)]).toEqual(reasons(await societies(q('slp'))))
  })

  it('answers 422 REGISTRY_QUERY_TOO_SHORT under two letters or digits', async () => {
    for (const text of ['', 'b', '.-']) {
      const response = await api.request(`/api/public/registry/societies?${q(text)}`)
      expect(response.status, text).toBe(422)
      expect(ErrorEnvelopeSchema.parse(await response.json()).detail).toBe('REGISTRY_QUERY_TOO_SHORT')
    }
  })
})

describe('the registry served from the shared cache', () => {
  const served = setupTestApi({ sharedCache: createSharedCache({ ttlMs: 300_000 }) })

  it('answers afresh once a collegiate changes their workplace', async () => {
    const member = await createTestUser(served.db, { name: 'Oihana', surname: 'Cachetxe' })
    await served.db.insert(memberProfiles).values({
      user_id: member.id,
      collegiate_code: '79-00001',
      collegiate_status: 'active',
      workplace_name: 'Centro de Salud Amara',
    })
    const workplace = async () => {
      const response = await served.request(`/api/public/registry/collegiates?${q('cachetxe')}`)
      return RegistryCollegiatePageSchema.parse(await response.json()).items[0]?.workplace
    }
    expect(await workplace()).toBe('Centro de Salud Amara')
    const token = await bearerFor(served.request, member.email, member.password)
    const saved = await served.request('/api/public/collegiates', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        professional: {
          situation: 'employed',
          exercise: 'public',
          working_day: 'full_time',
          epc_number: 'ES-2024-000123',
          workplace_name: 'Hospital Universitario Donostia',
          workplace_phone: '943 00 70 00',
        },
      }),
    })
    expect(saved.status).toBe(200)
    expect(await workplace()).toBe('Hospital Universitario Donostia')
  })
})
