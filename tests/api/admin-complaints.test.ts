import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  AdminConsumerComplaintPageSchema,
  AdminConsumerComplaintSchema,
  AdminJobComplaintPageSchema,
  AdminJobComplaintSchema,
} from '@/lib/contract/admin-complaints'
import { ComplaintStatusSchema } from '@/lib/contract/complaint-lookup'
import { ConsumerComplaintReceiptSchema } from '@/lib/contract/consumer-complaints'
import {
  consumerComplaintHistory,
  consumerComplaints,
  jobComplaints,
  jobs,
  jobTranslations,
  professionalSocieties,
  staffActions,
} from '@/lib/server/db/schema'
import { bearerFor, createTestUser, newAddress } from '../support/auth'
import { capturingMailer } from '../support/outbox'
import { setupTestApi } from '../support/test-api'

const mailer = capturingMailer()
const api = setupTestApi({ mailer })

const pdf = new Uint8Array([
  0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46,
])

let token = ''
let staff = { id: '', email: '' }
let otherStaff = { id: '', email: '' }
let collegiateId = ''

const authorised = (init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
})
const get = (path: string) => api.request(`/api/admin${path}`, authorised())
const post = (path: string, body: unknown) =>
  api.request(`/api/admin${path}`, authorised({ method: 'POST', body: JSON.stringify(body) }))

/** Files a consumer complaint through the public form, in Catalan, with one PDF. */
async function fileComplaint(email = `queixa-${randomUUID().slice(0, 8)}@correu.example`) {
  const body = new FormData()
  body.set(
    'form_data',
    JSON.stringify({
      complainant: 'consumer',
      name: 'Montserrat Puig',
      email,
      topic: 'association_service',
      description: 'La secretaria no em va respondre el telèfon durant tres setmanes seguides.',
      privacy_accepted: true,
    }),
  )
  body.append('documents', new File([pdf], 'justificant.pdf', { type: 'application/pdf' }))
  const response = await api.request('/api/public/complaints?lang=ca', {
    method: 'POST',
    headers: { 'X-Portal-Peer-Address': newAddress() },
    body,
  })
  expect(response.status).toBe(201)
  const { tracking_code } = ConsumerComplaintReceiptSchema.parse(await response.json())
  const [row] = await api.db
    .select({ id: consumerComplaints.id })
    .from(consumerComplaints)
    .where(eq(consumerComplaints.tracking_code, tracking_code))
  return { id: row!.id, code: tracking_code, email }
}

const logOf = (entity: string, id: string) =>
  api.db
    .select()
    .from(staffActions)
    .where(and(eq(staffActions.entity, entity), eq(staffActions.entity_id, id)))

const lookUp = async (code: string) => {
  const response = await api.request(`/api/public/complaints/${code}`, {
    headers: { 'X-Portal-Peer-Address': newAddress() },
  })
  expect(response.status).toBe(200)
  return ComplaintStatusSchema.parse(await response.json())
}

let jobId = 0
beforeAll(async () => {
  const created = await createTestUser(api.db, { principals: ['role:staff'], surname: 'Quejas Uno' })
  staff = { id: created.id, email: created.email }
  token = await bearerFor(api.request, created.email, created.password)
  const second = await createTestUser(api.db, { principals: ['role:staff'], surname: 'Quejas Dos' })
  otherStaff = { id: second.id, email: second.email }
  collegiateId = (await createTestUser(api.db, { name: 'Jon' })).id
  const [job] = await api.db
    .insert(jobs)
    .values({
      status: 'published',
      company: 'Clínica de prueba',
      city: 'Teruel',
      province: 'Teruel',
      contract_type: 'permanent',
      working_day: 'full_time',
    })
    .returning({ id: jobs.id })
  jobId = job!.id
  await api.db.insert(jobTranslations).values([
    { job_id: jobId, lang: 'es', title: 'Enfermera en Teruel', slug: `enfermera-teruel-${jobId}` },
    { job_id: jobId, lang: 'eu', title: 'Erizaina Teruelen', slug: `erizaina-teruel-${jobId}` },
  ])
})

describe('consumer complaints in the back-office', () => {
  it('lists them, filtered by status, assignment and tracking code', async () => {
    const complaint = await fileComplaint()
    const page = async (query: string) => {
      const response = await get(`/consumer-complaints?${query}`)
      expect(response.status, query).toBe(200)
      return AdminConsumerComplaintPageSchema.parse(await response.json()).items.map((item) => item.id)
    }
    expect(await page(`q=${complaint.code.slice(4).toLowerCase()}`)).toEqual([complaint.id])
    expect(await page(`q=${complaint.email}&status=received&assigned=nobody`)).toEqual([complaint.id])
    expect(await page(`q=${complaint.email}&status=under_review`)).toEqual([])
    expect(await page(`q=${complaint.email}&assigned=me`)).toEqual([])
    expect((await get('/consumer-complaints?assigned=someone')).status).toBe(422)
  })

  it('shows one with its documents and history, and lets staff download a document', async () => {
    const complaint = await fileComplaint()
    const response = await get(`/consumer-complaints/${complaint.id}`)
    expect(response.status).toBe(200)
    const shown = AdminConsumerComplaintSchema.parse(await response.json())
    expect(shown).toMatchObject({ tracking_code: complaint.code, lang: 'ca', status: 'received' })
    expect(shown.history.map((entry) => entry.status)).toEqual(['received'])
    expect(shown.documents).toHaveLength(1)
    const document = await get(`/consumer-complaints/${complaint.id}/documents/${shown.documents[0]!.id}`)
    expect(document.status).toBe(200)
    expect(document.headers.get('content-type')).toBe('application/pdf')
    expect(document.headers.get('content-disposition')).toContain('justificant.pdf')
    expect(new Uint8Array(await document.arrayBuffer())).toEqual(pdf)
    const elsewhere = await fileComplaint()
    expect(
      (await get(`/consumer-complaints/${elsewhere.id}/documents/${shown.documents[0]!.id}`)).status,
    ).toBe(404)
    expect((await get(`/consumer-complaints/${randomUUID()}`)).status).toBe(404)
  })

  it('assigns to a member of staff, logged; refuses someone who is not staff', async () => {
    const complaint = await fileComplaint()
    const response = await post(`/consumer-complaints/${complaint.id}/assign`, { assigned_to: otherStaff.id })
    expect(response.status).toBe(200)
    expect(AdminConsumerComplaintSchema.parse(await response.json())).toMatchObject({
      assigned_to: otherStaff.id,
      assigned_to_email: otherStaff.email,
    })
    const refused = await post(`/consumer-complaints/${complaint.id}/assign`, { assigned_to: collegiateId })
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({ detail: 'ASSIGNEE_NOT_STAFF' })
    await post(`/consumer-complaints/${complaint.id}/assign`, { assigned_to: staff.id })
    const mine = AdminConsumerComplaintPageSchema.parse(
      await (await get(`/consumer-complaints?assigned=me&q=${complaint.code}`)).json(),
    )
    expect(mine.items.map((item) => item.id)).toEqual([complaint.id])
    expect((await logOf('consumer_complaint', complaint.id)).map((row) => row.details)).toEqual(
      expect.arrayContaining([
        { to: otherStaff.email, assigned_to: otherStaff.id },
        { to: staff.email, assigned_to: staff.id },
      ]),
    )
    expect((await post(`/consumer-complaints/${randomUUID()}/assign`, { assigned_to: null })).status).toBe(
      404,
    )
  })

  it('answers: keeps the text, e-mails it in the complainant’s language, logs it', async () => {
    const complaint = await fileComplaint()
    const answer = 'Hem parlat amb la secretaria i us trucarem aquesta setmana.'
    const response = await post(`/consumer-complaints/${complaint.id}/answer`, { answer: `  ${answer} ` })
    expect(response.status).toBe(200)
    const answered = AdminConsumerComplaintSchema.parse(await response.json())
    expect(answered).toMatchObject({ answer, status: 'received' })
    expect(answered.answered_at).not.toBeNull()
    const [message] = mailer.to(complaint.email).filter((sent) => sent.subject.includes('Resposta'))
    expect(message?.subject).toContain(complaint.code)
    expect(message?.text).toContain(answer)
    expect(message?.text).toContain(`/ca/complaint-lookup?code=${complaint.code}`)
    expect((await logOf('consumer_complaint', complaint.id)).map((row) => row.action)).toEqual([
      'complaint_answered',
    ])
    expect((await post(`/consumer-complaints/${complaint.id}/answer`, { answer: ' ' })).status).toBe(422)
  })

  it('closes: the history grows, the public lookup shows it, the complainant is told; then it stays closed', async () => {
    const complaint = await fileComplaint()
    expect(
      (await post(`/consumer-complaints/${complaint.id}/status`, { status: 'under_review' })).status,
    ).toBe(200)
    const closed = await post(`/consumer-complaints/${complaint.id}/status`, {
      status: 'accepted',
      message: 'Us demanem disculpes.',
    })
    expect(closed.status).toBe(200)
    expect(
      AdminConsumerComplaintSchema.parse(await closed.json()).history.map((entry) => entry.status),
    ).toEqual(['received', 'under_review', 'accepted'])
    const history = await api.db
      .select()
      .from(consumerComplaintHistory)
      .where(eq(consumerComplaintHistory.complaint_id, complaint.id))
    expect(history).toHaveLength(3)
    const lookedUp = await lookUp(complaint.code)
    expect(lookedUp.status).toBe('accepted')
    expect(lookedUp.history.map((entry) => entry.status)).toEqual(['received', 'under_review', 'accepted'])
    const told = mailer.to(complaint.email).filter((sent) => sent.text.includes('Us demanem disculpes.'))
    expect(told).toHaveLength(1)
    expect((await logOf('consumer_complaint', complaint.id)).map((row) => row.details)).toEqual(
      expect.arrayContaining([
        { status: 'under_review', from: 'received' },
        { status: 'accepted', from: 'under_review', message: 'Us demanem disculpes.' },
      ]),
    )

    const again = await post(`/consumer-complaints/${complaint.id}/status`, { status: 'rejected' })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ detail: 'COMPLAINT_CLOSED' })
    expect((await post(`/consumer-complaints/${complaint.id}/status`, { status: 'received' })).status).toBe(
      422,
    )
    const open = await fileComplaint()
    const unchanged = await post(`/consumer-complaints/${open.id}/status`, { status: 'under_review' })
    expect(unchanged.status).toBe(200)
    expect((await post(`/consumer-complaints/${open.id}/status`, { status: 'under_review' })).status).toBe(
      409,
    )
  })
})

describe('whom a consumer complaint is about', () => {
  const about = async (subject: Record<string, unknown>) => {
    const body = new FormData()
    body.set(
      'form_data',
      JSON.stringify({
        complainant: 'consumer',
        name: 'Iker Etxeberria',
        email: `queja-${randomUUID().slice(0, 8)}@correo.example`,
        topic: 'professional_practice',
        description: 'La sociedad me cobró una sesión que no llegó a hacerse y no me lo devuelve.',
        privacy_accepted: true,
        ...subject,
      }),
    )
    return api.request('/api/public/complaints', {
      method: 'POST',
      headers: { 'X-Portal-Peer-Address': newAddress() },
      body,
    })
  }
  const issues = async (response: Response) => {
    expect(response.status).toBe(422)
    return ((await response.json()) as { detail: Array<{ loc: string[] }> }).detail.map((issue) =>
      issue.loc.join('.'),
    )
  }

  it('keeps a society picked from the public registry, a name typed freely, and lets staff filter and read them', async () => {
    const number = `SP-T-${randomUUID().slice(0, 6)}`
    const owner = await createTestUser(api.db)
    await api.db.insert(professionalSocieties).values({
      user_id: owner.id,
      tracking_code: `SSPP-2026-${randomUUID().slice(0, 8).toUpperCase()}`,
      status: 'accepted',
      social_reason: 'Fisioterapia Ibaia SLP',
      sspp_number: number,
      cif: 'B12345670',
      email: 'ibaia@correo.example',
      first_collegiation_date: '2010-01-01',
      incorporation_date: '2020-01-01',
      registration_date: '2020-02-01',
      address: 'Kale Nagusia 1',
      postal_code: '20001',
      city: 'Donostia',
      province: 'Gipuzkoa',
      country: 'ES',
      publication_consent: true,
      data_processing_consented_at: new Date(),
    })
    const picked = await about({
      subject_kind: 'society',
      professional: 'Fisioterapia Ibaia SLP',
      subject_registry_number: number,
    })
    expect(picked.status).toBe(201)
    const typed = await about({ subject_kind: 'professional', professional: 'La fisio del turno de tarde' })
    expect(typed.status).toBe(201)
    const codes = await Promise.all(
      [picked, typed].map(async (response) => ConsumerComplaintReceiptSchema.parse(await response.json())),
    )

    const listed = async (query: string) => {
      const response = await get(`/consumer-complaints?${query}`)
      expect(response.status, query).toBe(200)
      return AdminConsumerComplaintPageSchema.parse(await response.json()).items
    }
    const [society] = await listed(`subject_kind=society&q=${encodeURIComponent('ibaia')}`)
    expect(society).toMatchObject({
      tracking_code: codes[0]!.tracking_code,
      subject_kind: 'society',
      professional: 'Fisioterapia Ibaia SLP',
      subject_registry_number: number,
    })
    expect(await listed('subject_kind=none&q=ibaia')).toEqual([])
    expect(
      (await listed('subject_kind=professional&q=turno de tarde')).map((item) => item.tracking_code),
    ).toEqual([codes[1]!.tracking_code])
    const shown = AdminConsumerComplaintSchema.parse(
      await (await get(`/consumer-complaints/${society!.id}`)).json(),
    )
    expect(shown).toMatchObject({ subject_kind: 'society', subject_registry_number: number })
    expect((await get('/consumer-complaints?subject_kind=company')).status).toBe(422)
  })

  it('refuses a number the registry does not list, a number without whom it names, and names too long', async () => {
    expect(
      await issues(
        await about({
          subject_kind: 'society',
          professional: 'Otra SLP',
          subject_registry_number: 'SP-0000-NONE',
        }),
      ),
    ).toEqual(['body.subject_registry_number'])
    expect(await issues(await about({ subject_registry_number: 'SP-2024-0117' }))).toEqual([
      'body.subject_registry_number',
    ])
    expect(
      await issues(
        await about({
          subject_kind: 'person',
          professional: 'x'.repeat(201),
          subject_registry_number: 'SP/<script>',
        }),
      ),
    ).toEqual(['body.subject_kind', 'body.professional', 'body.subject_registry_number'])
  })
})

describe('job offer complaints in the back-office', () => {
  async function jobComplaint(userId: string | null, job = jobId) {
    const code = `JOB-2026-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`
    const [row] = await api.db
      .insert(jobComplaints)
      .values({
        tracking_code: code,
        job_id: job,
        lang: 'eu',
        description: 'Baldintza bidegabeak.',
        user_id: userId,
      })
      .returning({ id: jobComplaints.id })
    return { id: row!.id, code }
  }

  it('lists and shows them with the offer’s title in the complainant’s language', async () => {
    const complaint = await jobComplaint(null)
    const page = AdminJobComplaintPageSchema.parse(
      await (await get(`/job-complaints?q=${complaint.code}`)).json(),
    )
    expect(page.items).toHaveLength(1)
    expect(page.items[0]).toMatchObject({ job_id: jobId, job_title: 'Erizaina Teruelen', user_email: null })
    expect((await get(`/job-complaints/${randomUUID()}`)).status).toBe(404)
  })

  it('filters them by the offer complained about, as the offer’s edit page lists them', async () => {
    const [other] = await api.db
      .insert(jobs)
      .values({
        status: 'published',
        company: 'Otra clínica',
        city: 'Huesca',
        province: 'Huesca',
        contract_type: 'temporary',
        working_day: 'part_time',
      })
      .returning({ id: jobs.id })
    const first = await jobComplaint(null, other!.id)
    const second = await jobComplaint(null, other!.id)
    const elsewhere = await jobComplaint(null)
    const page = AdminJobComplaintPageSchema.parse(
      await (await get(`/job-complaints?job_id=${other!.id}&sort=created_at&order=asc`)).json(),
    )
    expect(page.total).toBe(2)
    expect(page.items.map((item) => item.id).sort()).toEqual([first.id, second.id].sort())
    expect(page.items.every((item) => item.job_id === other!.id)).toBe(true)
    const mine = AdminJobComplaintPageSchema.parse(
      await (await get(`/job-complaints?job_id=${jobId}`)).json(),
    )
    expect(mine.items.map((item) => item.id)).toContain(elsewhere.id)
    expect(mine.items.map((item) => item.id)).not.toContain(first.id)
    // The offer's edit page reads how many there are.
    expect(await (await get(`/jobs/${other!.id}`)).json()).toMatchObject({ complaints: 2 })
    expect((await get('/job-complaints?job_id=0')).status).toBe(422)
  })

  it('assigns, answers and closes; the signed-in complainant is e-mailed; the lookup shows the status', async () => {
    const person = await createTestUser(api.db, { name: 'Miren' })
    const complaint = await jobComplaint(person.id)
    expect((await post(`/job-complaints/${complaint.id}/assign`, { assigned_to: staff.id })).status).toBe(200)
    const answered = await post(`/job-complaints/${complaint.id}/answer`, { answer: 'Eskaintza kendu dugu.' })
    expect(answered.status).toBe(200)
    expect(AdminJobComplaintSchema.parse(await answered.json())).toMatchObject({
      answer: 'Eskaintza kendu dugu.',
      assigned_to: staff.id,
      user_email: person.email,
    })
    expect(mailer.to(person.email).some((sent) => sent.text.includes('Eskaintza kendu dugu.'))).toBe(true)
    expect((await post(`/job-complaints/${complaint.id}/status`, { status: 'accepted' })).status).toBe(200)
    expect((await lookUp(complaint.code)).status).toBe('accepted')
    expect((await post(`/job-complaints/${complaint.id}/status`, { status: 'rejected' })).status).toBe(409)
    expect((await logOf('job_complaint', complaint.id)).map((row) => row.action).sort()).toEqual([
      'complaint_answered',
      'complaint_assigned',
      'status_changed',
    ])
  })
})
