import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { attachmentMaxBytes } from '@/lib/contract/attachments'
import { RegistrationReceiptSchema, yearsAgo } from '@/lib/contract/registration'
import {
  attachments,
  consentDecisions,
  memberProfiles,
  registrationApplicationDocuments,
  registrationApplicationHistory,
  registrationApplications,
  users,
} from '@/lib/server/db/schema'
import { bearerFor, createTestUser, newAddress } from '../support/auth'
import { capturingMailer } from '../support/outbox'
import { expectIndexedPlan } from '../support/query-plan'
import { setupTestApi } from '../support/test-api'
import { openApplicationQuery } from '@/lib/server/services/registration'

const mailer = capturingMailer()
const api = setupTestApi({ mailer })

const pdf = new Uint8Array([
  0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46,
])

/** A valid DNI of its own per call: eight digits and their letter. */
let lastDni = 40_000_000 + Math.floor(Math.random() * 1_000_000)
function newDni(): string {
  const number = String(++lastDni)
  return number + 'TRWAGMYFPDXBNJZSQVHLCKE'[lastDni % 23]
}
const newEmail = () => `solicitante-${randomUUID().slice(0, 8)}@correo.example`

function precollegiateForm(overrides: { email?: string; dni?: string } = {}) {
  return {
    studies: {
      university: 'Universitat de Barcelona',
      degree: 'Grau en Infermeria',
      graduation_year: new Date().getUTCFullYear() + 2,
    },
    personal: {
      name: 'Laia',
      surname: 'Puig Serra',
      document_type: 'dni',
      document_number: overrides.dni ?? newDni(),
      birth_date: '2004-03-15',
      gender: 'female',
      nationality: 'ES',
      email: overrides.email ?? newEmail(),
      phone1: '612 345 678',
      phone2: '',
    },
    address: {
      address: 'Carrer de Mallorca, 120, 3r 2a',
      postal_code: '08036',
      city: 'Barcelona',
      region: 'Barcelona',
      country: 'ES',
    },
    consents: { privacy: true, communications: false },
  }
}

function collegiateForm(
  overrides: { email?: string; dni?: string; type?: string; origin?: string; birth?: string } = {},
) {
  const { studies: _studies, ...base } = precollegiateForm(overrides)
  return {
    ...base,
    type: {
      registration_type: overrides.type ?? 'first_registration',
      origin_association: overrides.origin ?? '',
    },
    personal: { ...base.personal, birth_date: overrides.birth ?? '1990-06-01' },
    academic: {
      degree_title: 'Grado en Enfermería',
      degree_type: 'bachelor',
      university: 'Universidad Complutense de Madrid',
      degree_origin: 'spanish',
      issue_date: '2014-07-01',
      homologation_date: '',
    },
    professional: { situation: 'employed', exercise: 'public', working_day: 'full_time', workplace_name: '' },
    economic: { iban: 'ES91 2100 0418 4502 0005 1332' },
    consents: { privacy: true, communications: true },
  }
}

function submit(
  kind: string,
  form: unknown,
  {
    files = kind === 'collegiate' ? ['id_card', 'diploma'] : ['id_card', 'enrolment_proof'],
    lang = 'es',
    token,
    address = newAddress(),
    key,
    raw,
    forwardedFor,
  }: {
    files?: string[]
    lang?: string
    token?: string
    address?: string
    key?: string
    raw?: string
    forwardedFor?: string
  } = {},
) {
  const body = new FormData()
  body.set('form_data', raw ?? JSON.stringify(form))
  for (const field of files) {
    body.append(
      field,
      new File([pdf as Uint8Array<ArrayBuffer>], `${field}.pdf`, { type: 'application/pdf' }),
    )
  }
  return api.request(`/api/public/procedures/${kind}/applications?lang=${lang}`, {
    method: 'POST',
    headers: {
      'X-Portal-Peer-Address': address,
      ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body,
  })
}

describe('POST /public/procedures/{kind}/applications', () => {
  it('files a visitor’s pre-collegiate application: account, application, history, consents, documents, e-mail', async () => {
    const form = precollegiateForm()
    const response = await submit('precollegiate', form, { lang: 'ca' })
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const receipt = RegistrationReceiptSchema.parse(await response.json())
    expect(receipt).toMatchObject({ kind: 'precollegiate', status: 'received', email: form.personal.email })
    expect(receipt.tracking_code).toMatch(/^PRE-\d{4}-[0-9A-Z]{8}$/)

    const [row] = await api.db
      .select()
      .from(registrationApplications)
      .where(eq(registrationApplications.id, receipt.id))
    expect(row).toMatchObject({
      kind: 'precollegiate',
      registration_type: 'student',
      lang: 'ca',
      email: form.personal.email,
      document_number: form.personal.document_number,
    })
    expect(row!.form).toMatchObject({ personal: { phone1: '612345678', phone2: null } })

    const [user] = await api.db.select().from(users).where(eq(users.id, row!.user_id))
    expect(user).toMatchObject({
      email: form.personal.email,
      hashed_password: null,
      is_verified: false,
      principals: [],
      preferred_lang: 'ca',
      dni: form.personal.document_number,
    })
    const history = await api.db
      .select()
      .from(registrationApplicationHistory)
      .where(eq(registrationApplicationHistory.application_id, receipt.id))
    expect(history.map((entry) => entry.status)).toEqual(['received'])

    const documents = await api.db
      .select({ kind: attachments.kind, owner: attachments.user_id })
      .from(registrationApplicationDocuments)
      .innerJoin(attachments, eq(attachments.id, registrationApplicationDocuments.attachment_id))
      .where(eq(registrationApplicationDocuments.application_id, receipt.id))
    expect(documents.map((document) => document.kind).sort()).toEqual(['id_card', 'other'])
    expect(documents.every((document) => document.owner === user!.id)).toBe(true)

    const consents = await api.db
      .select()
      .from(consentDecisions)
      .where(eq(consentDecisions.user_id, user!.id))
    expect(consents.map(({ consent, granted }) => ({ consent, granted }))).toEqual(
      expect.arrayContaining([
        { consent: 'data_processing', granted: true },
        { consent: 'partner_communications', granted: false },
      ]),
    )

    const [email] = mailer.to(form.personal.email)
    expect(email?.subject).toContain('Hem rebut la teva sol·licitud')
    expect(email?.text).toContain(receipt.tracking_code)
  })

  it('files a collegiate application of a signed-in pre-collegiate under their account and e-mail', async () => {
    const member = await createTestUser(api.db, { principals: ['role:precollegiate'], preferred_lang: 'es' })
    const token = await bearerFor(api.request, member.email, member.password)
    const response = await submit(
      'collegiate',
      collegiateForm({ type: 'transfer', origin: 'Colegio de Toledo' }),
      {
        token,
        lang: 'en',
      },
    )
    expect(response.status).toBe(201)
    const receipt = RegistrationReceiptSchema.parse(await response.json())
    expect(receipt.email).toBe(member.email)
    expect(receipt.tracking_code).toMatch(/^COL-/)
    const [row] = await api.db
      .select()
      .from(registrationApplications)
      .where(eq(registrationApplications.id, receipt.id))
    expect(row).toMatchObject({ user_id: member.id, registration_type: 'transfer', email: member.email })
    expect(row!.form).toMatchObject({
      type: { origin_association: 'Colegio de Toledo' },
      economic: { iban: 'ES9121000418450200051332' },
    })
    expect(mailer.to(member.email).at(-1)?.subject).toContain('We have received your application')

    const list = await api.request('/api/public/precollegiates/procedures/applications', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(list.status).toBe(200)
    expect(JSON.stringify(await list.json())).toContain(receipt.tracking_code)
  })

  it('answers a retry with the same Idempotency-Key with the first application', async () => {
    const form = precollegiateForm()
    const key = randomUUID()
    const first = await submit('precollegiate', form, { key })
    expect(first.status).toBe(201)
    const again = await submit('precollegiate', form, { key })
    expect(again.status).toBe(200)
    expect((await again.json()).id).toBe((await first.json()).id)
    const rows = await api.db
      .select()
      .from(registrationApplications)
      .where(eq(registrationApplications.email, form.personal.email))
    expect(rows).toHaveLength(1)
    const other = await submit('precollegiate', precollegiateForm(), { key })
    expect(other.status).toBe(422)
    expect(await other.json()).toEqual({ detail: 'IDEMPOTENCY_KEY_REUSED' })
  })

  it('refuses what is not a form: 415, EMPTY_FORM_DATA, INVALID_JSON_FORMAT', async () => {
    const json = await api.request('/api/public/procedures/precollegiate/applications', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Portal-Peer-Address': newAddress() },
      body: JSON.stringify(precollegiateForm()),
    })
    expect(json.status).toBe(415)
    const empty = await submit('precollegiate', {}, {})
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ detail: 'EMPTY_FORM_DATA' })
    const broken = await submit('precollegiate', null, { raw: '{"studies": ' })
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ detail: 'INVALID_JSON_FORMAT' })
    const list = await submit('precollegiate', null, { raw: '[1, 2]' })
    expect(await list.json()).toEqual({ detail: 'INVALID_JSON_FORMAT' })
  })

  it('answers 422 with each problem: a wrong DNI letter, a minor collegiate, a transfer without origin, a missing file', async () => {
    const badDni = precollegiateForm({ dni: '12345678A' })
    const response = await submit('precollegiate', badDni)
    expect(response.status).toBe(422)
    const { detail } = (await response.json()) as { detail: Array<{ loc: unknown[] }> }
    expect(detail.map((issue) => issue.loc)).toContainEqual(['body', 'personal', 'document_number'])

    const minor = collegiateForm({ birth: yearsAgo(17), type: 'transfer' })
    const refused = (await (await submit('collegiate', minor)).json()) as {
      detail: Array<{ loc: unknown[] }>
    }
    expect(refused.detail.map((issue) => issue.loc)).toEqual(
      expect.arrayContaining([
        ['body', 'personal', 'birth_date'],
        ['body', 'type', 'origin_association'],
      ]),
    )

    const noDiploma = await submit('collegiate', collegiateForm(), { files: ['id_card'] })
    expect(noDiploma.status).toBe(422)
    expect(await noDiploma.json()).toEqual({
      detail: [{ loc: ['files', 'diploma'], msg: 'Required', type: 'missing' }],
    })
    const noPrivacy = precollegiateForm()
    noPrivacy.consents.privacy = false
    expect((await submit('precollegiate', noPrivacy)).status).toBe(422)
    expect((await submit('members', precollegiateForm())).status).toBe(422)
  })

  it('refuses a NUL in the answers with 422, naming the field', async () => {
    const form = precollegiateForm()
    form.personal.name = 'Laia\u0000'
    const response = await submit('precollegiate', form)
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      detail: [
        {
          loc: ['body', 'form_data', 'personal', 'name'],
          msg: 'NUL characters are not allowed',
          type: 'nul_character',
        },
      ],
    })
  })

  it('refuses a file that is not PDF, JPEG or PNG by content (415) and keeps nothing', async () => {
    const form = precollegiateForm()
    const body = new FormData()
    body.set('form_data', JSON.stringify(form))
    body.set('id_card', new File([pdf as Uint8Array<ArrayBuffer>], 'dni.pdf', { type: 'application/pdf' }))
    body.set('enrolment_proof', new File(['MZ not a pdf'], 'matricula.pdf', { type: 'application/pdf' }))
    const response = await api.request('/api/public/procedures/precollegiate/applications', {
      method: 'POST',
      headers: { 'X-Portal-Peer-Address': newAddress() },
      body,
    })
    expect(response.status).toBe(415)
    expect(await api.db.select().from(users).where(eq(users.email, form.personal.email))).toEqual([])
  })

  it('refuses a file over 5 MiB (413)', async () => {
    const big = new Uint8Array(attachmentMaxBytes + 1)
    big.set(pdf)
    const body = new FormData()
    body.set('form_data', JSON.stringify(precollegiateForm()))
    body.set('id_card', new File([big as Uint8Array<ArrayBuffer>], 'dni.pdf', { type: 'application/pdf' }))
    body.set(
      'enrolment_proof',
      new File([pdf as Uint8Array<ArrayBuffer>], 'm.pdf', { type: 'application/pdf' }),
    )
    const response = await api.request('/api/public/procedures/precollegiate/applications', {
      method: 'POST',
      headers: { 'X-Portal-Peer-Address': newAddress() },
      body,
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ detail: 'ATTACHMENT_TOO_LARGE' })
  })

  it('sends an existing account to sign in, and refuses a collegiate’s e-mail', async () => {
    const nonMember = await createTestUser(api.db, { principals: ['role:non-member'] })
    const existing = await submit('collegiate', collegiateForm({ email: nonMember.email }))
    expect(existing.status).toBe(400)
    expect(await existing.json()).toEqual({ detail: 'USER_ALREADY_EXISTS' })

    const collegiate = await createTestUser(api.db)
    const taken = await submit('precollegiate', precollegiateForm({ email: collegiate.email.toUpperCase() }))
    expect(taken.status).toBe(400)
    expect(await taken.json()).toEqual({ detail: 'COLLEGIATE_EMAIL_ALREADY_EXIST' })

    const token = await bearerFor(api.request, collegiate.email, collegiate.password)
    const again = await submit('collegiate', collegiateForm(), { token })
    expect(await again.json()).toEqual({ detail: 'COLLEGIATE_EMAIL_ALREADY_EXIST' })
  })

  it('lets a (former) collegiate’s document in only as a re-registration', async () => {
    const dni = newDni()
    const former = await createTestUser(api.db, { principals: [], dni })
    await api.db.insert(memberProfiles).values({ user_id: former.id, collegiate_code: `F-${dni}` })
    const first = await submit('collegiate', collegiateForm({ dni }))
    expect(first.status).toBe(400)
    expect(await first.json()).toEqual({ detail: 'COLLEGIATE_EXIST_WRONG_REGISTRATION_TYPE' })
    const student = await submit('precollegiate', precollegiateForm({ dni }))
    expect(await student.json()).toEqual({ detail: 'COLLEGIATE_EXIST_WRONG_REGISTRATION_TYPE' })
    const back = await submit('collegiate', collegiateForm({ dni, type: 're_registration' }))
    expect(back.status).toBe(201)
  })

  it('refuses a second open application of the same document or e-mail (409)', async () => {
    const form = precollegiateForm()
    expect((await submit('precollegiate', form)).status).toBe(201)
    const sameDocument = await submit('collegiate', collegiateForm({ dni: form.personal.document_number }))
    expect(sameDocument.status).toBe(409)
    expect(await sameDocument.json()).toEqual({ detail: 'APPLICATION_ALREADY_EXIST' })
    // The first one created the account, so the same e-mail now reads as an account's.
    const sameEmail = await submit('precollegiate', precollegiateForm({ email: form.personal.email }))
    expect(sameEmail.status).toBe(400)
  })

  it('limits applications per client address (429 with Retry-After), whatever X-Forwarded-For says', async () => {
    const address = newAddress()
    for (let attempt = 0; attempt < 5; attempt++) {
      const forwardedFor = `192.0.2.${attempt}`
      expect((await submit('precollegiate', precollegiateForm(), { address, forwardedFor })).status).toBe(201)
    }
    const refused = await submit('precollegiate', precollegiateForm(), {
      address,
      forwardedFor: '192.0.2.99',
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('finds open applications and (former) collegiates on indexes', async () => {
    await expectIndexedPlan(api.db, openApplicationQuery(api.db, '12345678Z', 'alguien@correo.example'))
    await expectIndexedPlan(
      api.db,
      api.db.select({ id: users.id }).from(users).where(eq(users.dni, '12345678Z')),
    )
  })
})
