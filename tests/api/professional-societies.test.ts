import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  SocietyDetailSchema,
  SocietyListSchema,
  type SocietyDetail,
  type SocietyInput,
} from '@/lib/contract/professional-societies'
import { attachmentLimits } from '@/lib/contract/attachments'
import { professionalSocietyComponents } from '@/lib/server/db/schema'
import { createLocalFileStorage } from '@/lib/server/integrations/file-storage'
import { addAttachment, listAttachments } from '@/lib/server/services/attachments'
import { societiesListQuery } from '@/lib/server/services/professional-societies'
import { bearerFor, createTestUser } from '../support/auth'
import { capturingMailer } from '../support/outbox'
import { expectIndexedPlan } from '../support/query-plan'
import { setupTestApi } from '../support/test-api'

const mailer = capturingMailer()
const api = setupTestApi({ mailer })
const base = '/api/public/collegiates/professional-societies'

const pdf = new Uint8Array([
  0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46,
])
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
const gif = new TextEncoder().encode('GIF89a not allowed')

/** Valid CIFs of the A entity (control digit), one per test so that none collides with another active one. */
function cifFor(seed: number): string {
  const digits = String(1_000_000 + (seed % 9_000_000)).padStart(7, '0')
  const sum = [...digits].reduce((total, char, index) => {
    const digit = Number(char)
    if (index % 2 === 1) return total + digit
    const doubled = digit * 2
    return total + Math.floor(doubled / 10) + (doubled % 10)
  }, 0)
  return `B${digits}${(10 - (sum % 10)) % 10}`
}
let lastCif = Math.floor(Math.random() * 1_000_000)
const nextCif = () => cifFor(++lastCif)

const component = (name: string, administrator: boolean, overrides: Record<string, unknown> = {}) => ({
  collegiate_number: '12345',
  name,
  surnames: 'García López',
  document_type: 'dni',
  document: '12345678Z',
  component_type: 'professional_partner',
  administrator,
  ...overrides,
})

function society(overrides: Partial<Record<keyof SocietyInput, unknown>> = {}): Record<string, unknown> {
  return {
    social_reason: 'Estudio Norte SLP',
    sspp_number: 'SP-0042',
    cif: nextCif(),
    email: 'estudio@norte.example',
    phone: '944 000 000',
    mobile: '',
    first_collegiation_date: '2015-03-02',
    incorporation_date: '2020-01-15',
    registration_date: '2020-02-20',
    address: {
      address: 'Gran Vía 1, 3º',
      postal_code: '48001',
      city: 'Bilbao',
      province: 'Bizkaia',
      country: 'ES',
    },
    registry: { name: 'Registro Mercantil de Bizkaia', volume: '5000', folio: '12', sheet: 'BI-1234' },
    notary: { name: 'Ana Ruiz', protocol_number: '321', deed_date: '2020-01-15' },
    observations: '',
    components: [component('Lucía', true), component('Mikel', false)],
    consents: { data_processing: true, publication: true },
    ...overrides,
  }
}

function file(
  token: string | undefined,
  data: unknown,
  files: Record<string, Uint8Array | null> = { deed: pdf },
  query = '',
) {
  const form = new FormData()
  if (data !== undefined) form.set('form_data', typeof data === 'string' ? data : JSON.stringify(data))
  for (const [field, bytes] of Object.entries(files)) {
    if (bytes) form.append(field, new File([bytes as Uint8Array<ArrayBuffer>], `${field}.pdf`))
  }
  return api.request(`${base}${query}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  })
}

const post = (token: string | undefined, path: string, json?: unknown) =>
  api.request(`${base}${path}`, {
    method: 'POST',
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })

const get = (token: string | undefined, path = '') =>
  api.request(`${base}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })

async function collegiate(overrides: Parameters<typeof createTestUser>[1] = {}) {
  const user = await createTestUser(api.db, overrides)
  return { user, token: await bearerFor(api.request, user.email, user.password) }
}

async function filed(token: string, overrides: Parameters<typeof society>[0] = {}): Promise<SocietyDetail> {
  const response = await file(token, society(overrides))
  expect(response.status, await response.clone().text()).toBe(201)
  return SocietyDetailSchema.parse(await response.json())
}

const administrators = (detail: SocietyDetail) => detail.components.filter((item) => item.administrator)

describe('filing a professional society', () => {
  it('records everything with a tracking code, lists it, and acknowledges it in the page language', async () => {
    const { user, token } = await collegiate()
    const response = await file(token, society(), { deed: pdf, registry_certificate: png }, '?lang=eu')
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const detail = SocietyDetailSchema.parse(await response.json())
    expect(detail).toMatchObject({ status: 'received', active: true, social_reason: 'Estudio Norte SLP' })
    expect(detail.tracking_code).toMatch(/^SSPP-\d{4}-[0-9A-Z]{8}$/)
    expect(detail.components.map((item) => [item.name, item.administrator])).toEqual([
      ['Lucía', true],
      ['Mikel', false],
    ])
    expect(detail.documents.map((item) => [item.role, item.content_type]).sort()).toEqual([
      ['deed', 'application/pdf'],
      ['registry_certificate', 'image/png'],
    ])
    expect(detail.history.map((entry) => [entry.event, entry.status])).toEqual([['filed', 'received']])
    expect(detail.phone).toBe('944000000')
    expect(detail.mobile).toBeNull()

    const list = SocietyListSchema.parse(await (await get(token)).json())
    expect(list).toEqual([expect.objectContaining({ id: detail.id, components: 2, active: true })])

    const [email] = mailer.to(user.email)
    expect(email?.subject).toContain('sozietate')
    expect(email?.text).toContain(detail.tracking_code)
    expect(email?.text).toContain('/eu/professional-societies/procedure')
  })

  it('stores the CIF normalised, and refuses a wrong one', async () => {
    const { token } = await collegiate()
    const cif = nextCif()
    const spaced = `${cif.slice(0, 1).toLowerCase()}-${cif.slice(1, 5)} ${cif.slice(5)}`
    expect((await filed(token, { cif: spaced })).cif).toBe(cif)
    const wrong = `${cif.slice(0, 8)}${(Number(cif.slice(8)) + 1) % 10}`
    const response = await file(token, society({ cif: wrong }))
    expect(response.status).toBe(422)
    expect(JSON.stringify(await response.json())).toContain('"cif"')
  })

  it('refuses a second active society with the same CIF, whoever files it', async () => {
    const first = await collegiate()
    const second = await collegiate()
    const cif = nextCif()
    await filed(first.token, { cif })
    const response = await file(second.token, society({ cif }))
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ detail: 'SOCIETY_CIF_TAKEN' })
  })

  it.each([
    'social_reason',
    'sspp_number',
    'cif',
    'email',
    'first_collegiation_date',
    'incorporation_date',
    'registration_date',
    'address',
    'components',
    'consents',
  ])('requires %s', async (field) => {
    const { token } = await collegiate()
    const response = await file(token, society({ [field]: undefined }))
    expect(response.status).toBe(422)
    const { detail } = (await response.json()) as { detail: Array<{ loc: unknown[] }> }
    expect(detail.some((issue) => issue.loc[1] === field)).toBe(true)
  })

  it.each([
    ['address', { address: '', postal_code: '48001', city: 'Bilbao', province: 'Bizkaia', country: 'ES' }],
    [
      'address',
      { address: 'Calle 1', postal_code: '4800', city: 'Bilbao', province: 'Bizkaia', country: 'ES' },
    ],
    [
      'address',
      { address: 'Calle 1', postal_code: '28001', city: 'Bilbao', province: 'Bizkaia', country: 'ES' },
    ],
    [
      'address',
      { address: 'Calle 1', postal_code: '48001', city: 'Bilbao', province: 'Narnia', country: 'ES' },
    ],
    ['email', 'not-an-email'],
    ['phone', '12'],
    ['registration_date', '2019-01-01'],
    ['incorporation_date', '2999-01-01'],
    ['consents', { data_processing: false, publication: true }],
    ['components', [component('Lucía', true, { collegiate_number: '' })]],
    ['components', [component('Lucía', true, { document_type: 'licence' })]],
    [
      'components',
      [component('Lucía', true, { component_type: 'other', collegiate_number: null, name: '' })],
    ],
  ])('refuses a wrong %s', async (field, value) => {
    const { token } = await collegiate()
    const response = await file(token, society({ [field]: value }))
    expect(response.status).toBe(422)
  })

  it.each([
    ['noComponents', []],
    ['noAdministrator', [component('Lucía', false)]],
    ['severalAdministrators', [component('Lucía', true), component('Mikel', true)]],
  ])('refuses components that break the rules (%s)', async (reason, components) => {
    const { token } = await collegiate()
    const response = await file(token, society({ components }))
    expect(response.status).toBe(422)
    expect(JSON.stringify(await response.json())).toContain('components')
    expect(reason).toBeTruthy()
  })

  it('accepts a non-professional component without a collegiate number', async () => {
    const { token } = await collegiate()
    const detail = await filed(token, {
      components: [
        component('Lucía', true),
        component('Pablo', false, { component_type: 'non_professional_partner', collegiate_number: null }),
      ],
    })
    expect(detail.components[1]?.collegiate_number).toBeNull()
  })

  it('needs the deed, checks files by content, and keeps nothing when refused', async () => {
    const { token } = await collegiate()
    const data = society()
    const without = await file(token, data, {})
    expect(without.status).toBe(400)
    expect(await without.json()).toEqual({ detail: 'SOCIETY_DEED_REQUIRED' })
    const wrongType = await file(token, data, { deed: pdf, registry_certificate: gif })
    expect(wrongType.status).toBe(415)
    const empty = await file(token, data, { deed: new Uint8Array() })
    expect(empty.status).toBe(400)
    expect(await (await get(token)).json()).toEqual([])
  })

  it('records nothing when a document is refused inside the transaction (the attachment limit)', async () => {
    const { user, token } = await collegiate()
    const storage = createLocalFileStorage(api.uploadsDir)
    for (let index = 0; index < attachmentLimits.filesPerPerson - 1; index++) {
      await addAttachment(api.db, storage, user.id, { kind: 'other', filename: `f${index}.pdf`, bytes: pdf })
    }
    const response = await file(token, society(), { deed: pdf, registry_certificate: png })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ detail: 'ATTACHMENT_LIMIT_REACHED' })
    expect(await (await get(token)).json()).toEqual([])
    expect(await listAttachments(api.db, user.id)).toHaveLength(attachmentLimits.filesPerPerson - 1)
  })

  it('answers the form reader’s errors for a body that is not a filing', async () => {
    const { token } = await collegiate()
    expect((await file(token, undefined)).status).toBe(400)
    expect((await file(token, '{}')).status).toBe(400)
    const notJson = await file(token, '[1, 2]')
    expect(await notJson.json()).toEqual({ detail: 'INVALID_JSON_FORMAT' })
    const json = await post(token, '', society())
    expect(json.status).toBe(415)
  })
})

describe('managing the components', () => {
  it('adds a component that is not the administrator, and records it', async () => {
    const { token } = await collegiate()
    const { id } = await filed(token)
    const response = await post(token, `/${id}/components`, {
      name: 'Ane',
      surnames: 'Etxeberria',
      document_type: 'nie',
      document: 'x-1234567-l',
      component_type: 'other',
    })
    expect(response.status).toBe(200)
    const detail = SocietyDetailSchema.parse(await response.json())
    expect(detail.components.at(-1)).toMatchObject({
      name: 'Ane',
      administrator: false,
      document: 'X1234567L',
    })
    expect(detail.history.at(-1)).toMatchObject({ event: 'component_added', note: 'Ane Etxeberria' })
    const missing = await post(token, `/${id}/components`, {
      name: 'Ane',
      component_type: 'professional_partner',
    })
    expect(missing.status).toBe(422)
    // The same rule as the registration forms: a DNI with the wrong letter is refused.
    const wrongLetter = await post(token, `/${id}/components`, {
      name: 'Ane',
      surnames: 'Etxeberria',
      document_type: 'dni',
      document: '12345678A',
      component_type: 'other',
    })
    expect(wrongLetter.status).toBe(422)
    expect(await wrongLetter.json()).toEqual({
      detail: [expect.objectContaining({ loc: ['body', 'document'], type: 'custom' })],
    })
  })

  it('refuses to remove the administrator or the last component, with the reason', async () => {
    const { token } = await collegiate()
    const detail = await filed(token)
    const [admin, other] = detail.components
    const removesAdministrator = await post(token, `/${detail.id}/components/${admin!.id}/remove`)
    expect(removesAdministrator.status).toBe(409)
    expect(await removesAdministrator.json()).toEqual({
      detail: { code: 'SOCIETY_COMPONENTS_RULE', reason: 'removesAdministrator' },
    })
    const removed = await post(token, `/${detail.id}/components/${other!.id}/remove`)
    expect(removed.status).toBe(200)
    const last = await post(token, `/${detail.id}/components/${admin!.id}/remove`)
    expect(await last.json()).toEqual({ detail: { code: 'SOCIETY_COMPONENTS_RULE', reason: 'noComponents' } })
    const history = SocietyDetailSchema.parse(await (await get(token, `/${detail.id}`)).json()).history
    expect(history.map((entry) => entry.event)).toEqual(['filed', 'component_removed'])
  })

  it('moves the administrator, and records it', async () => {
    const { token } = await collegiate()
    const detail = await filed(token)
    const other = detail.components[1]!
    const response = await post(token, `/${detail.id}/components/${other.id}/administrator`)
    const after = SocietyDetailSchema.parse(await response.json())
    expect(administrators(after).map((item) => item.id)).toEqual([other.id])
    expect(after.history.at(-1)).toMatchObject({ event: 'administrator_changed', note: 'Mikel García López' })
    const unknown = await post(token, `/${detail.id}/components/${crypto.randomUUID()}/administrator`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ detail: 'SOCIETY_COMPONENT_NOT_FOUND' })
  })

  it('never ends with none or two administrators when changes race', async () => {
    const { token } = await collegiate()
    const detail = await filed(token, {
      components: [component('Lucía', true), component('Mikel', false), component('Ane', false)],
    })
    const [first, second, third] = detail.components
    const responses = await Promise.all([
      post(token, `/${detail.id}/components/${second!.id}/administrator`),
      post(token, `/${detail.id}/components/${third!.id}/administrator`),
      post(token, `/${detail.id}/components/${second!.id}/remove`),
      post(token, `/${detail.id}/components/${first!.id}/remove`),
      post(token, `/${detail.id}/components/${third!.id}/remove`),
    ])
    for (const response of responses) expect([200, 404, 409]).toContain(response.status)
    const rows = await api.db
      .select()
      .from(professionalSocietyComponents)
      .where(eq(professionalSocietyComponents.society_id, detail.id))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.filter((row) => row.administrator)).toHaveLength(1)
  })
})

describe('deactivating and activating', () => {
  it('keeps the data, records both in the history, and frees the CIF while inactive', async () => {
    const { token } = await collegiate()
    const other = await collegiate()
    const detail = await filed(token)
    const off = SocietyDetailSchema.parse(await (await post(token, `/${detail.id}/deactivate`)).json())
    expect(off).toMatchObject({ active: false, social_reason: detail.social_reason })
    expect(off.components).toHaveLength(2)
    const again = SocietyDetailSchema.parse(await (await post(token, `/${detail.id}/deactivate`)).json())
    expect(again.history).toHaveLength(2)

    const rival = await filed(other.token, { cif: detail.cif })
    const blocked = await post(token, `/${detail.id}/activate`)
    expect(blocked.status).toBe(409)
    expect(await blocked.json()).toEqual({ detail: 'SOCIETY_CIF_TAKEN' })
    await post(other.token, `/${rival.id}/deactivate`)

    const on = SocietyDetailSchema.parse(await (await post(token, `/${detail.id}/activate`)).json())
    expect(on.active).toBe(true)
    expect(on.history.map((entry) => entry.event)).toEqual(['filed', 'deactivated', 'activated'])
  })
})

describe('who may see and change a society', () => {
  it('answers 404 for someone else’s society and components, as for an unknown one', async () => {
    const owner = await collegiate()
    const intruder = await collegiate()
    const detail = await filed(owner.token)
    const component = detail.components[1]!
    for (const response of [
      await get(intruder.token, `/${detail.id}`),
      await get(intruder.token, `/${crypto.randomUUID()}`),
      await post(intruder.token, `/${detail.id}/deactivate`),
      await post(intruder.token, `/${detail.id}/activate`),
      await post(intruder.token, `/${detail.id}/components/${component.id}/remove`),
      await post(intruder.token, `/${detail.id}/components/${component.id}/administrator`),
      await post(intruder.token, `/${detail.id}/components`, {
        name: 'X',
        surnames: 'Y',
        document_type: 'dni',
        document: '00000000T',
        component_type: 'other',
      }),
    ]) {
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ detail: 'SOCIETY_NOT_FOUND' })
    }
    expect(await (await get(intruder.token)).json()).toEqual([])
    const [row] = await api.db
      .select()
      .from(professionalSocietyComponents)
      .where(
        and(
          eq(professionalSocietyComponents.id, component.id),
          eq(professionalSocietyComponents.society_id, detail.id),
        ),
      )
    expect(row).toBeDefined()
  })

  it('refuses pre-collegiates (403) and anonymous callers (401), and validates ids (422)', async () => {
    const pre = await collegiate({ principals: ['role:precollegiate'] })
    expect((await get(pre.token)).status).toBe(403)
    expect((await file(pre.token, society())).status).toBe(403)
    expect((await get(undefined)).status).toBe(401)
    expect((await file(undefined, society())).status).toBe(401)
    expect((await post(undefined, `/${crypto.randomUUID()}/activate`)).status).toBe(401)
    const { token } = await collegiate()
    expect((await get(token, '/not-a-uuid')).status).toBe(422)
    expect((await file(token, society(), { deed: pdf }, '?lang=xx')).status).toBe(422)
  })

  it('lists on indexes', async () => {
    const { user } = await collegiate()
    await expectIndexedPlan(api.db, societiesListQuery(api.db, user.id))
  })
})
