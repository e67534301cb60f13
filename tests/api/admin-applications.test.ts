import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  AdminEventApplicationDetailSchema,
  AdminEventApplicationPageSchema,
  AdminLoanDetailSchema,
  AdminLoanPageSchema,
  AdminProcedureApplicationDetailSchema,
  AdminProcedureApplicationPageSchema,
  AdminRegistrationDetailSchema,
  AdminRegistrationPageSchema,
  AdminSocietyDetailSchema,
  AdminSocietyPageSchema,
} from '@/lib/contract/admin-applications'
import { startSession } from '@/lib/server/auth/sessions'
import { RegistrationApplicationPageSchema } from '@/lib/contract/procedure-applications'
import { RegistrationReceiptSchema } from '@/lib/contract/registration'
import {
  eventApplicationStatusChanges,
  events,
  eventTranslations,
  genericProcedureApplicationHistory,
  genericProcedures,
  genericProcedureTranslations,
  memberProfiles,
  professionalSocieties,
  professionalSocietyHistory,
  registrationApplicationHistory,
  resources,
  resourceTranslations,
  registrationApplications,
  staffActions,
  users,
} from '@/lib/server/db/schema'
import { bearerFor, createTestUser, newAddress } from '../support/auth'
import { capturingMailer } from '../support/outbox'
import { setupTestApi } from '../support/test-api'

const mailer = capturingMailer()
const api = setupTestApi({ mailer })

const pdf = new Uint8Array([
  0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46,
])

let lastDni = 50_000_000 + Math.floor(Math.random() * 1_000_000)
function newDni(): string {
  const number = String(++lastDni)
  return number + 'TRWAGMYFPDXBNJZSQVHLCKE'[lastDni % 23]
}

/** A visitor's pre-collegiate (or collegiate) application, filed through the public form as the portal files it. */
async function fileRegistration(
  lang = 'ca',
  surname = 'Puig Serra',
  kind: 'precollegiate' | 'collegiate' = 'precollegiate',
) {
  const email = `solicitant-${randomUUID().slice(0, 8)}@correu.example`
  const steps =
    kind === 'precollegiate'
      ? {
          studies: {
            university: 'Universitat de Girona',
            degree: 'Grau en Infermeria',
            graduation_year: new Date().getUTCFullYear() + 2,
          },
        }
      : {
          type: { registration_type: 'first_registration', origin_association: '' },
          academic: {
            degree_title: 'Grau en Infermeria',
            degree_type: 'bachelor',
            university: 'Universitat de Girona',
            degree_origin: 'spanish',
            issue_date: '2014-07-01',
            homologation_date: '',
          },
          professional: {
            situation: 'employed',
            exercise: 'public',
            working_day: 'full_time',
            workplace_name: '',
          },
          economic: { iban: 'ES91 2100 0418 4502 0005 1332' },
        }
  const form = {
    ...steps,
    personal: {
      name: 'Laia',
      surname,
      document_type: 'dni',
      document_number: newDni(),
      birth_date: kind === 'precollegiate' ? '2004-03-15' : '1990-03-15',
      gender: 'female',
      nationality: 'ES',
      email,
      phone1: '612 345 678',
      phone2: '',
    },
    address: {
      address: 'Carrer de la Força, 12',
      postal_code: '17004',
      city: 'Girona',
      region: 'Girona',
      country: 'ES',
    },
    consents: { privacy: true, communications: false },
  }
  const body = new FormData()
  body.set('form_data', JSON.stringify(form))
  for (const field of kind === 'precollegiate' ? ['id_card', 'enrolment_proof'] : ['id_card', 'diploma']) {
    body.append(
      field,
      new File([pdf as Uint8Array<ArrayBuffer>], `${field}.pdf`, { type: 'application/pdf' }),
    )
  }
  const response = await api.request(`/api/public/procedures/${kind}/applications?lang=${lang}`, {
    method: 'POST',
    headers: { 'X-Portal-Peer-Address': newAddress() },
    body,
  })
  expect(response.status).toBe(201)
  return { ...RegistrationReceiptSchema.parse(await response.json()), email }
}

/** A surname of its own, without digits (a registry search with digits looks for a number). */
const letters = () =>
  Array.from(randomUUID().replace(/-/g, '').slice(0, 10), (c) => 'abcdefghijklmnop'[parseInt(c, 16)]).join('')

let staffToken: string
let staffId: string
const asStaff = () => ({ Authorization: `Bearer ${staffToken}` })

function changeStatus(path: string, body: unknown) {
  return api.request(`/api/admin/${path}/status`, {
    method: 'POST',
    headers: { ...asStaff(), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

beforeAll(async () => {
  const staff = await createTestUser(api.db, { principals: ['role:staff'] })
  staffId = staff.id
  staffToken = await bearerFor(api.request, staff.email, staff.password)
})

describe('back-office: registrations', () => {
  it('lists them with filters, search and sort', async () => {
    const surname = `Zubiri${randomUUID().slice(0, 6)}`
    const filed = await fileRegistration('eu', surname)
    const list = async (query: string) => {
      const response = await api.request(`/api/admin/registrations?${query}`, { headers: asStaff() })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      return AdminRegistrationPageSchema.parse(await response.json())
    }
    const bySurname = await list(`q=${surname.toLowerCase()}`)
    expect(bySurname.total).toBe(1)
    expect(bySurname.items[0]).toMatchObject({
      id: filed.id,
      kind: 'precollegiate',
      registration_type: 'student',
      status: 'received',
      applicant_email: filed.email,
      lang: 'eu',
    })
    expect((await list(`q=${filed.tracking_code}`)).items.map((item) => item.id)).toEqual([filed.id])
    expect((await list(`q=${filed.email.toUpperCase()}`)).items.map((item) => item.id)).toEqual([filed.id])
    expect((await list(`q=${surname}&status=accepted`)).total).toBe(0)
    expect((await list(`q=${surname}&kind=collegiate`)).total).toBe(0)
    expect((await list(`q=${surname}&kind=precollegiate&registration_type=student`)).total).toBe(1)
    const today = new Date().toISOString().slice(0, 10)
    expect((await list(`q=${surname}&from=${today}&to=${today}`)).total).toBe(1)
    expect((await list(`q=${surname}&to=2000-01-01`)).total).toBe(0)

    const older = await fileRegistration('es')
    const newer = await fileRegistration('es')
    await api.db
      .update(registrationApplications)
      .set({ submitted_at: new Date('2001-01-01T10:00:00Z') })
      .where(eq(registrationApplications.id, older.id))
    const ascending = await list('sort=submitted_at&order=asc&limit=100')
    expect(ascending.items[0]?.id).toBe(older.id)
    const descending = await list('sort=submitted_at&order=desc&limit=100')
    expect(descending.items.findIndex((item) => item.id === newer.id)).toBeLessThan(
      descending.items.findIndex((item) => item.id === older.id),
    )
  })

  it('shows the answers, the documents with their download paths and the history', async () => {
    const filed = await fileRegistration()
    const response = await api.request(`/api/admin/registrations/${filed.id}`, { headers: asStaff() })
    expect(response.status).toBe(200)
    const detail = AdminRegistrationDetailSchema.parse(await response.json())
    expect(detail.form).toMatchObject({ personal: { surname: 'Puig Serra', email: filed.email } })
    expect(detail.history.map((entry) => entry.status)).toEqual(['received'])
    expect(detail.transitions).toEqual([
      'under_review',
      'pending_documents',
      'accepted',
      'rejected',
      'cancelled',
      'not_processed',
    ])
    expect(detail.documents).toHaveLength(2)
    const download = await api.request(detail.documents[0]!.download_path, { headers: asStaff() })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
  })

  it('asks for documents, then accepts: history, log, role, e-mails in the applicant’s language', async () => {
    const filed = await fileRegistration('ca')
    const asked = await changeStatus(`registrations/${filed.id}`, {
      status: 'pending_documents',
      message: 'Envieu el títol compulsat.',
    })
    expect(asked.status).toBe(200)
    expect(AdminRegistrationDetailSchema.parse(await asked.json())).toMatchObject({
      status: 'pending_documents',
      transitions: ['under_review', 'accepted', 'rejected', 'cancelled', 'not_processed'],
    })
    const [askedMail] = mailer.to(filed.email).filter((mail) => mail.text.includes('títol compulsat'))
    expect(askedMail?.subject).toContain(filed.tracking_code)
    expect(askedMail?.text).toContain('Precol·legiació')
    expect(askedMail?.text).toContain('pendent de documentació')

    const accepted = await changeStatus(`registrations/${filed.id}`, { status: 'accepted' })
    expect(accepted.status).toBe(200)
    const detail = AdminRegistrationDetailSchema.parse(await accepted.json())
    expect(detail.status).toBe('accepted')
    expect(detail.transitions).toEqual([])
    expect(detail.history.map((entry) => entry.status)).toEqual(['received', 'pending_documents', 'accepted'])

    const history = await api.db
      .select()
      .from(registrationApplicationHistory)
      .where(eq(registrationApplicationHistory.application_id, filed.id))
    expect(history).toHaveLength(3)
    const log = await api.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.entity, 'registration'), eq(staffActions.entity_id, filed.id)))
    expect(log.map(({ actor_id, action, details }) => ({ actor_id, action, details }))).toEqual(
      expect.arrayContaining([
        {
          actor_id: staffId,
          action: 'status_changed',
          details: { from: 'received', status: 'pending_documents', message: 'Envieu el títol compulsat.' },
        },
        {
          actor_id: staffId,
          action: 'status_changed',
          details: { from: 'pending_documents', status: 'accepted' },
        },
      ]),
    )
    expect(detail.history.map((entry) => entry.note)).toEqual([null, 'Envieu el títol compulsat.', null])
    const [account] = await api.db.select().from(users).where(eq(users.id, detail.user_id))
    expect(account?.principals).toEqual(['role:precollegiate'])
    // A student becomes a pre-collegiate member: a profile from the answers, no collegiate number.
    const [profile] = await api.db
      .select()
      .from(memberProfiles)
      .where(eq(memberProfiles.user_id, detail.user_id))
    expect(profile).toMatchObject({
      collegiate_status: 'pre_active',
      collegiate_code: null,
      university: 'Universitat de Girona',
      degree_title: 'Grau en Infermeria',
      city: 'Girona',
      postal_code: '17004',
      country: 'ES',
      gender: 'female',
    })
    expect(detail.collegiate_code).toBeNull()
    const memberLog = await api.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.entity, 'member'), eq(staffActions.entity_id, detail.user_id)))
    expect(memberLog.map(({ action, details }) => ({ action, details }))).toEqual([
      {
        action: 'collegiate_status_changed',
        details: { from: null, to: 'pre_active', tracking_code: filed.tracking_code },
      },
    ])

    const mails = mailer.to(filed.email)
    expect(mails.some((mail) => mail.text.includes('acceptada'))).toBe(true)
    // A pre-collegiate gets no number, so the e-mail names none.
    expect(mails.some((mail) => mail.text.includes('número de col·legiat'))).toBe(false)
    // The first-password e-mail that lets the applicant in, in Catalan.
    expect(mails.some((mail) => mail.text.includes('/ca/auth/first-password?token='))).toBe(true)

    const logResponse = await api.request(
      `/api/admin/staff-actions?entity=registration&entity_id=${filed.id}`,
      { headers: asStaff() },
    )
    expect(await logResponse.json()).toHaveLength(2)
  })

  it('accepting a collegiate gives a profile from the answers, a collegiate number and a place in the registry', async () => {
    const surname = `Arrieta ${letters()}`
    const filed = await fileRegistration('es', surname, 'collegiate')
    const accepted = await changeStatus(`registrations/${filed.id}`, {
      status: 'accepted',
      message: 'Bienvenida al Colegio.',
    })
    expect(accepted.status).toBe(200)
    const detail = AdminRegistrationDetailSchema.parse(await accepted.json())
    expect(detail.collegiate_code).toMatch(/^17-\d{5,}$/)
    expect(detail.history.at(-1)).toMatchObject({ status: 'accepted', note: 'Bienvenida al Colegio.' })
    const [acceptedMail] = mailer.to(filed.email).filter((mail) => mail.text.includes('está ahora: aceptada'))
    expect(acceptedMail?.text).toContain(`Tu número de colegiado es ${detail.collegiate_code}.`)

    const [profile] = await api.db
      .select()
      .from(memberProfiles)
      .where(eq(memberProfiles.user_id, detail.user_id))
    expect(profile).toMatchObject({
      collegiate_code: detail.collegiate_code,
      collegiate_status: 'active',
      deregistered_on: null,
      degree_title: 'Grau en Infermeria',
      degree_type: 'bachelor',
      degree_origin: 'spanish',
      issue_date: '2014-07-01',
      situation: 'employed',
      exercise: 'public',
      working_day: 'full_time',
      iban: 'ES9121000418450200051332',
      nationality: 'ES',
      region: 'Girona',
    })
    const [account] = await api.db.select().from(users).where(eq(users.id, detail.user_id))
    expect(account?.principals).toEqual(['role:collegiate'])
    const memberLog = await api.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.entity, 'member'), eq(staffActions.entity_id, detail.user_id)))
    expect(memberLog.map(({ action, details }) => ({ action, details }))).toEqual(
      expect.arrayContaining([
        {
          action: 'collegiate_status_changed',
          details: { from: null, to: 'active', tracking_code: filed.tracking_code },
        },
        {
          action: 'collegiate_number_assigned',
          details: { collegiate_code: detail.collegiate_code, tracking_code: filed.tracking_code },
        },
      ]),
    )

    // The public registry shows the new collegiate at once (the route cleared the shared cache).
    const registry = await api.request(`/api/public/registry/collegiates?q=${surname}`)
    expect(registry.status).toBe(200)
    expect(((await registry.json()) as { items: unknown[] }).items).toEqual([
      expect.objectContaining({ collegiate_number: detail.collegiate_code, standing: 'practising' }),
    ])

    // The applicant sees the history with the message in the private area, once they can sign in.
    const { token } = await startSession(api.db, detail.user_id)
    const mine = await api.request('/api/public/collegiates/procedures/applications', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(mine.status).toBe(200)
    const page = RegistrationApplicationPageSchema.parse(await mine.json())
    expect(page.items[0]?.history).toEqual([
      expect.objectContaining({ status: 'received', note: null }),
      expect.objectContaining({ status: 'accepted', note: 'Bienvenida al Colegio.' }),
    ])

    // The next collegiate gets the next number of the one series.
    const next = await fileRegistration('es', `Arrieta ${letters()}`, 'collegiate')
    const nextDetail = AdminRegistrationDetailSchema.parse(
      await (await changeStatus(`registrations/${next.id}`, { status: 'accepted' })).json(),
    )
    const numberOf = (code: string | null) => Number(code?.split('-')[1])
    expect(numberOf(nextDetail.collegiate_code)).toBe(numberOf(detail.collegiate_code) + 1)
  })

  it('never gives a second number: a re-registration keeps the number and completes the profile', async () => {
    const filed = await fileRegistration('es', 'Etxeberria Lasa', 'collegiate')
    const first = AdminRegistrationDetailSchema.parse(
      await (await changeStatus(`registrations/${filed.id}`, { status: 'accepted' })).json(),
    )
    // Years later the member left (deregistered, retired) and lost part of the profile; they apply again.
    await api.db
      .update(memberProfiles)
      .set({
        collegiate_status: 'retired',
        deregistered_on: '2024-06-30',
        workplace_name: 'Hospital Donostia',
        city: null,
      })
      .where(eq(memberProfiles.user_id, first.user_id))
    const [again] = await api.db
      .insert(registrationApplications)
      .values({
        user_id: first.user_id,
        kind: 'collegiate',
        status: 'received',
        tracking_code: `COL-2026-${randomUUID().slice(0, 8).toUpperCase()}`,
        lang: 'es',
      })
      .returning()
    const second = await changeStatus(`registrations/${again!.id}`, { status: 'accepted' })
    expect(second.status).toBe(200)
    expect(AdminRegistrationDetailSchema.parse(await second.json()).collegiate_code).toBe(
      first.collegiate_code,
    )
    const profiles = await api.db
      .select()
      .from(memberProfiles)
      .where(eq(memberProfiles.user_id, first.user_id))
    expect(profiles).toHaveLength(1)
    expect(profiles[0]).toMatchObject({
      collegiate_code: first.collegiate_code,
      collegiate_status: 'active',
      deregistered_on: null,
      workplace_name: 'Hospital Donostia',
    })
    const log = await api.db
      .select()
      .from(staffActions)
      .where(
        and(
          eq(staffActions.entity, 'member'),
          eq(staffActions.entity_id, first.user_id),
          eq(staffActions.action, 'collegiate_number_assigned'),
        ),
      )
    expect(log).toHaveLength(1)
  })

  it('gives concurrent acceptances different numbers, past any number staff typed by hand', async () => {
    const [first, second] = await Promise.all([
      fileRegistration('es', `Goikoetxea ${letters()}`, 'collegiate'),
      fileRegistration('es', `Goikoetxea ${letters()}`, 'collegiate'),
    ])
    const accept = async (id: string) => {
      const response = await changeStatus(`registrations/${id}`, { status: 'accepted' })
      expect(response.status).toBe(200)
      return AdminRegistrationDetailSchema.parse(await response.json()).collegiate_code!
    }
    const codes = await Promise.all([accept(first.id), accept(second.id)])
    const numberOf = (code: string) => Number(code.split('-')[1])
    expect(new Set(codes).size).toBe(2)
    expect(Math.abs(numberOf(codes[0]) - numberOf(codes[1]))).toBe(1)

    // Staff gave someone a number ahead of the series: the series goes past it rather than clash.
    const ahead = Math.max(...codes.map(numberOf)) + 5
    const [typed] = await api.db
      .select({ user_id: memberProfiles.user_id })
      .from(memberProfiles)
      .where(eq(memberProfiles.collegiate_code, codes[0]))
    await api.db
      .update(memberProfiles)
      .set({ collegiate_code: `17-${String(ahead).padStart(5, '0')}` })
      .where(eq(memberProfiles.user_id, typed!.user_id))
    const next = await fileRegistration('es', `Goikoetxea ${letters()}`, 'collegiate')
    expect(numberOf(await accept(next.id))).toBe(ahead + 1)
  })

  it('refuses to move a closed application (409), an unknown one (404) and a bad status (422)', async () => {
    const filed = await fileRegistration('es')
    expect(
      (await changeStatus(`registrations/${filed.id}`, { status: 'rejected', message: 'No' })).status,
    ).toBe(200)
    const refused = await changeStatus(`registrations/${filed.id}`, { status: 'accepted' })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ detail: 'APPLICATION_STATUS_NOT_ALLOWED' })
    expect((await changeStatus(`registrations/${filed.id}`, { status: 'received' })).status).toBe(409)

    const unknown = await changeStatus(`registrations/${randomUUID()}`, { status: 'accepted' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ detail: 'APPLICATION_NOT_FOUND' })
    const unknownShow = await api.request(`/api/admin/registrations/${randomUUID()}`, { headers: asStaff() })
    expect(unknownShow.status).toBe(404)

    expect((await changeStatus(`registrations/${filed.id}`, { status: 'approved' })).status).toBe(422)
    const history = await api.db
      .select()
      .from(registrationApplicationHistory)
      .where(eq(registrationApplicationHistory.application_id, filed.id))
    expect(history.map((entry) => entry.status)).toEqual(['received', 'rejected'])
    const [account] = await api.db
      .select({ principals: users.principals })
      .from(users)
      .where(eq(users.email, filed.email))
    expect(account?.principals).toEqual([])
  })

  it('is for staff only', async () => {
    const member = await createTestUser(api.db, { principals: ['role:collegiate'] })
    const token = await bearerFor(api.request, member.email, member.password)
    const response = await api.request('/api/admin/registrations', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(403)
  })
})

const day = 24 * 60 * 60 * 1000

/** A published event open for enrolment in ten days with `slots` places. */
async function makeEvent(slots: number, kind: 'event' | 'course' = 'event') {
  const now = Date.now()
  const [row] = await api.db
    .insert(events)
    .values({
      kind,
      status: 'published',
      publish_at: new Date(now - 30 * day),
      starts_at: new Date(now + 10 * day),
      ends_at: new Date(now + 10 * day + 2 * 3600_000),
      enrolment_opens_at: new Date(now - day),
      enrolment_closes_at: new Date(now + 9 * day),
      slots,
      max_companions: 2,
    })
    .returning({ id: events.id })
  const title = `Taller ${randomUUID().slice(0, 8)}`
  await api.db.insert(eventTranslations).values([
    { event_id: row!.id, lang: 'es', slug: `taller-${row!.id}-${now}`, title, venue: 'Sede' },
    {
      event_id: row!.id,
      lang: 'en',
      slug: `workshop-${row!.id}-${now}`,
      title: `${title} (EN)`,
      venue: 'HQ',
    },
  ])
  return { id: row!.id, title }
}

/** A collegiate (writing in `lang`) applies to the event; answers the application's id. */
async function enrol(eventId: number, lang: 'es' | 'en' = 'es') {
  const user = await createTestUser(api.db, { principals: ['role:collegiate'], preferred_lang: lang })
  const { token } = await startSession(api.db, user.id)
  const response = await api.request('/api/public/collegiates/events/applications', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ event_id: eventId, waitlist: true }),
  })
  expect(response.status).toBe(201)
  return { id: ((await response.json()) as { id: string }).id, email: user.email }
}

const takenOf = async (eventId: number) =>
  (await api.db.select({ taken: events.slots_taken }).from(events).where(eq(events.id, eventId)))[0]!.taken

describe('back-office: event and course applications', () => {
  it('lists them by event, kind, status and title, and shows one with its history', async () => {
    const event = await makeEvent(5, 'course')
    const first = await enrol(event.id)
    const list = async (query: string) => {
      const response = await api.request(`/api/admin/event-applications?${query}`, { headers: asStaff() })
      expect(response.status).toBe(200)
      return AdminEventApplicationPageSchema.parse(await response.json())
    }
    const byEvent = await list(`event_id=${event.id}`)
    expect(byEvent.items).toEqual([
      expect.objectContaining({
        id: first.id,
        event_title: event.title,
        event_kind: 'course',
        status: 'accepted',
        waitlisted: false,
        applicant_email: first.email,
      }),
    ])
    expect((await list(`q=${encodeURIComponent(event.title)}`)).total).toBe(1)
    expect((await list(`event_id=${event.id}&kind=event`)).total).toBe(0)
    expect((await list(`event_id=${event.id}&status=rejected`)).total).toBe(0)

    const shown = await api.request(`/api/admin/event-applications/${first.id}`, { headers: asStaff() })
    const detail = AdminEventApplicationDetailSchema.parse(await shown.json())
    expect(detail.history.map((entry) => entry.status)).toEqual(['accepted'])
    expect(detail.transitions).toEqual(['cancelled', 'not_processed'])
    const unknown = await api.request(`/api/admin/event-applications/${randomUUID()}`, { headers: asStaff() })
    expect(unknown.status).toBe(404)
  })

  it('cancelling an accepted one frees its place for the first on the waiting list, and tells both', async () => {
    const event = await makeEvent(1)
    const holder = await enrol(event.id, 'en')
    const waiting = await enrol(event.id)
    const waitingDetail = AdminEventApplicationDetailSchema.parse(
      await (await api.request(`/api/admin/event-applications/${waiting.id}`, { headers: asStaff() })).json(),
    )
    expect(waitingDetail.waitlisted).toBe(true)
    // The waiting list is served in order: staff may only close a waiting application.
    expect(waitingDetail.transitions).toEqual(['rejected', 'cancelled', 'not_processed'])
    expect((await changeStatus(`event-applications/${waiting.id}`, { status: 'accepted' })).status).toBe(409)

    const response = await changeStatus(`event-applications/${holder.id}`, {
      status: 'cancelled',
      message: 'The workshop moves to a smaller room.',
    })
    expect(response.status).toBe(200)
    expect(AdminEventApplicationDetailSchema.parse(await response.json())).toMatchObject({
      status: 'cancelled',
      transitions: [],
    })
    expect(await takenOf(event.id)).toBe(1)
    const promoted = AdminEventApplicationDetailSchema.parse(
      await (await api.request(`/api/admin/event-applications/${waiting.id}`, { headers: asStaff() })).json(),
    )
    expect(promoted).toMatchObject({ status: 'accepted', waitlisted: false })

    const history = await api.db
      .select()
      .from(eventApplicationStatusChanges)
      .where(eq(eventApplicationStatusChanges.application_id, holder.id))
    expect(history.map(({ status, note }) => ({ status, note }))).toEqual([
      { status: 'accepted', note: null },
      { status: 'cancelled', note: 'The workshop moves to a smaller room.' },
    ])
    const [logged] = await api.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.entity, 'event_application'), eq(staffActions.entity_id, holder.id)))
    expect(logged).toMatchObject({
      actor_id: staffId,
      action: 'status_changed',
      details: { from: 'accepted', status: 'cancelled', message: 'The workshop moves to a smaller room.' },
    })
    const [told] = mailer.to(holder.email)
    expect(told?.text).toContain(`${event.title} (EN)`)
    expect(told?.text).toContain('cancelled')
    expect(told?.text).toContain('smaller room')
    expect(mailer.to(waiting.email).length).toBeGreaterThan(0)

    const again = await changeStatus(`event-applications/${holder.id}`, { status: 'accepted' })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ detail: 'APPLICATION_STATUS_NOT_ALLOWED' })
    expect((await changeStatus(`event-applications/${holder.id}`, { status: 'done' })).status).toBe(422)
    expect((await changeStatus(`event-applications/${randomUUID()}`, { status: 'cancelled' })).status).toBe(
      404,
    )
  })
})

const label = (text: string) => ({ es: text, ca: `${text} (ca)`, en: `${text} (en)`, eu: `${text} (eu)` })

/** A published legal-advice procedure asking one question and accepting files. */
async function makeProcedure() {
  const [row] = await api.db
    .insert(genericProcedures)
    .values({
      process_type: 'legal_advice',
      status: 'published',
      publish_at: new Date(Date.now() - 30 * day),
      window_status: 'published',
      form: {
        captcha: false,
        payment: null,
        fields: [
          { name: 'facts', type: 'textarea', required: true, max_length: 200, label: label('Hechos') },
          { name: 'documents', type: 'files', required: false, max_files: 2, label: label('Documentos') },
        ],
      },
    })
    .returning({ id: genericProcedures.id })
  const title = `Consulta ${randomUUID().slice(0, 8)}`
  await api.db.insert(genericProcedureTranslations).values(
    (['es', 'en'] as const).map((lang) => ({
      procedure_id: row!.id,
      lang,
      slug: `consulta-${lang}-${row!.id}-${Date.now()}`,
      title: lang === 'es' ? title : `${title} (EN)`,
    })),
  )
  return { id: row!.id, title }
}

/** A collegiate writing in English files an application to the procedure, with one file. */
async function fileProcedure(procedureId: number) {
  const user = await createTestUser(api.db, { principals: ['role:collegiate'], preferred_lang: 'en' })
  const { token } = await startSession(api.db, user.id)
  const body = new FormData()
  body.set(
    'form_data',
    JSON.stringify({ procedure_id: procedureId, subject: 'Unpaid shifts', answers: { facts: 'No pay.' } }),
  )
  body.append(
    'documents',
    new File([pdf as Uint8Array<ArrayBuffer>], 'contract.pdf', { type: 'application/pdf' }),
  )
  const response = await api.request('/api/public/collegiates/generic-procedures/applications?lang=en', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body,
  })
  expect(response.status).toBe(201)
  return { id: ((await response.json()) as { id: string }).id, email: user.email }
}

describe('back-office: generic procedure applications', () => {
  it('lists, shows and moves them: history with the note, log, e-mail in the applicant’s language', async () => {
    const procedure = await makeProcedure()
    const filed = await fileProcedure(procedure.id)
    const listed = await api.request(
      `/api/admin/procedure-applications?procedure_id=${procedure.id}&type=legal_advice`,
      {
        headers: asStaff(),
      },
    )
    const page = AdminProcedureApplicationPageSchema.parse(await listed.json())
    expect(page.items).toEqual([
      expect.objectContaining({
        id: filed.id,
        procedure_title: procedure.title,
        subject: 'Unpaid shifts',
        status: 'received',
        applicant_email: filed.email,
        lang: 'en',
      }),
    ])
    const { tracking_code: reference } = page.items[0]!
    const byReference = await api.request(`/api/admin/procedure-applications?q=${reference}`, {
      headers: asStaff(),
    })
    expect(AdminProcedureApplicationPageSchema.parse(await byReference.json()).total).toBe(1)
    const other = await api.request(
      `/api/admin/procedure-applications?procedure_id=${procedure.id}&type=single_window`,
      { headers: asStaff() },
    )
    expect(AdminProcedureApplicationPageSchema.parse(await other.json()).total).toBe(0)

    const shown = AdminProcedureApplicationDetailSchema.parse(
      await (
        await api.request(`/api/admin/procedure-applications/${filed.id}`, { headers: asStaff() })
      ).json(),
    )
    expect(shown.answers).toEqual([expect.objectContaining({ label: 'Hechos', value: 'No pay.' })])
    expect(shown.documents.map((document) => document.attachment.filename)).toEqual(['contract.pdf'])
    expect((await api.request(shown.documents[0]!.download_path, { headers: asStaff() })).status).toBe(200)

    const asked = await changeStatus(`procedure-applications/${filed.id}`, {
      status: 'pending_documents',
      message: 'Please send your payslips.',
    })
    expect(asked.status).toBe(200)
    const [mail] = mailer.to(filed.email).filter((message) => message.subject.includes(reference))
    expect(mail?.text).toContain(`${procedure.title} (EN)`)
    expect(mail?.text).toContain('waiting for documents')
    expect(mail?.text).toContain('Please send your payslips.')

    expect((await changeStatus(`procedure-applications/${filed.id}`, { status: 'rejected' })).status).toBe(
      200,
    )
    const history = await api.db
      .select()
      .from(genericProcedureApplicationHistory)
      .where(eq(genericProcedureApplicationHistory.application_id, filed.id))
    expect(history.map(({ status, note }) => ({ status, note }))).toEqual([
      { status: 'received', note: null },
      { status: 'pending_documents', note: 'Please send your payslips.' },
      { status: 'rejected', note: null },
    ])
    const log = await api.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.entity, 'procedure_application'), eq(staffActions.entity_id, filed.id)))
    expect(log.map((row) => row.details)).toEqual(
      expect.arrayContaining([
        { from: 'received', status: 'pending_documents', message: 'Please send your payslips.' },
        { from: 'pending_documents', status: 'rejected' },
      ]),
    )
    const refused = await changeStatus(`procedure-applications/${filed.id}`, { status: 'under_review' })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ detail: 'APPLICATION_STATUS_NOT_ALLOWED' })
    expect((await changeStatus(`procedure-applications/${filed.id}`, { status: 'closed' })).status).toBe(422)
    expect(
      (await changeStatus(`procedure-applications/${randomUUID()}`, { status: 'rejected' })).status,
    ).toBe(404)
  })
})

/** A society a collegiate writing in Catalan filed, as the filing records it (its first history entry too). */
async function fileSociety() {
  const user = await createTestUser(api.db, { principals: ['role:collegiate'], preferred_lang: 'ca' })
  const reason = `Infermeres ${randomUUID().slice(0, 6)} SLP`
  const [society] = await api.db
    .insert(professionalSocieties)
    .values({
      user_id: user.id,
      tracking_code: `SSPP-2026-${randomUUID().slice(0, 8).toUpperCase()}`,
      social_reason: reason,
      sspp_number: '123',
      cif: `B${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}0`,
      email: 'societat@correu.example',
      first_collegiation_date: '2010-01-01',
      incorporation_date: '2020-01-01',
      registration_date: '2020-02-01',
      address: 'Carrer Major 1',
      postal_code: '08001',
      city: 'Barcelona',
      province: 'Barcelona',
      country: 'ES',
      publication_consent: true,
      data_processing_consented_at: new Date(),
    })
    .returning()
  await api.db
    .insert(professionalSocietyHistory)
    .values({ society_id: society!.id, event: 'filed', status: 'received' })
  return { ...society!, userEmail: user.email }
}

describe('back-office: professional societies', () => {
  it('lists and shows filings, accepts one into the registry, logs it and tells the member in Catalan', async () => {
    const society = await fileSociety()
    const listed = await api.request(
      `/api/admin/professional-societies?q=${encodeURIComponent(society.social_reason)}&active=true`,
      { headers: asStaff() },
    )
    const page = AdminSocietyPageSchema.parse(await listed.json())
    expect(page.items).toEqual([
      expect.objectContaining({
        id: society.id,
        status: 'received',
        applicant_email: society.userEmail,
        lang: 'ca',
      }),
    ])
    const inactive = await api.request(
      `/api/admin/professional-societies?q=${encodeURIComponent(society.social_reason)}&active=false`,
      { headers: asStaff() },
    )
    expect(AdminSocietyPageSchema.parse(await inactive.json()).total).toBe(0)

    const response = await changeStatus(`professional-societies/${society.id}`, {
      status: 'accepted',
      message: 'Benvinguda al registre.',
    })
    expect(response.status).toBe(200)
    const detail = AdminSocietyDetailSchema.parse(await response.json())
    expect(detail).toMatchObject({ status: 'accepted', transitions: [] })
    expect(detail.history.map(({ event, status, note }) => ({ event, status, note }))).toEqual([
      { event: 'filed', status: 'received', note: null },
      { event: 'status_changed', status: 'accepted', note: 'Benvinguda al registre.' },
    ])
    const [logged] = await api.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.entity, 'professional_society'), eq(staffActions.entity_id, society.id)))
    expect(logged?.details).toEqual({
      from: 'received',
      status: 'accepted',
      message: 'Benvinguda al registre.',
    })
    const [mail] = mailer.to(society.userEmail)
    expect(mail?.subject).toContain(society.tracking_code)
    expect(mail?.text).toContain('Societat professional')
    expect(mail?.text).toContain('acceptada')

    // Accepted with consent: it is in the public registry now.
    const registry = await api.request(
      `/api/public/registry/societies?q=${encodeURIComponent(society.social_reason)}`,
    )
    expect(JSON.stringify(await registry.json())).toContain(society.cif)

    expect((await changeStatus(`professional-societies/${society.id}`, { status: 'rejected' })).status).toBe(
      409,
    )
    const unknown = await changeStatus(`professional-societies/${randomUUID()}`, { status: 'rejected' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ detail: 'SOCIETY_NOT_FOUND' })
    expect((await changeStatus(`professional-societies/${society.id}`, { status: 'ok' })).status).toBe(422)
  })
})

/** A published item with `copies` copies, titled in Spanish and English. */
async function makeResource(copies: number) {
  const [resource] = await api.db
    .insert(resources)
    .values({ status: 'published', copies, applicable_online: true })
    .returning({ id: resources.id })
  const title = `Manual ${randomUUID().slice(0, 8)}`
  await api.db.insert(resourceTranslations).values([
    { resource_id: resource!.id, lang: 'es', title, slug: `manual-${resource!.id}-${Date.now()}` },
    {
      resource_id: resource!.id,
      lang: 'en',
      title: `${title} (EN)`,
      slug: `handbook-${resource!.id}-${Date.now()}`,
    },
  ])
  return { id: resource!.id, title }
}

/** A collegiate writing in English asks to borrow the item; answers the loan's id. */
async function askLoan(resourceId: number) {
  const user = await createTestUser(api.db, { principals: ['role:collegiate'], preferred_lang: 'en' })
  const { token } = await startSession(api.db, user.id)
  const response = await api.request('/api/public/collegiates/resources/loans', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ resource_id: resourceId }),
  })
  expect(response.status).toBe(201)
  return { id: ((await response.json()) as { id: string }).id, email: user.email }
}

describe('back-office: loans', () => {
  it('lends the last copy once, records the return, logs both and tells the member', async () => {
    const resource = await makeResource(1)
    const first = await askLoan(resource.id)
    const second = await askLoan(resource.id)
    const listed = await api.request(
      `/api/admin/loans?q=${encodeURIComponent(resource.title)}&status=requested`,
      {
        headers: asStaff(),
      },
    )
    const page = AdminLoanPageSchema.parse(await listed.json())
    expect(page.items.map((item) => item.id).sort()).toEqual([first.id, second.id].sort())
    expect(page.total).toBe(2)

    const lent = await changeStatus(`loans/${first.id}`, { status: 'on_loan', due_on: '2099-01-31' })
    expect(lent.status).toBe(200)
    expect(AdminLoanDetailSchema.parse(await lent.json())).toMatchObject({
      status: 'on_loan',
      due_on: '2099-01-31',
      on_loan: 1,
      copies: 1,
      transitions: ['returned'],
    })
    const [told] = mailer.to(first.email)
    expect(told?.text).toContain(`${resource.title} (EN)`)
    expect(told?.text).toContain('accepted')
    expect(told?.text).toContain('2099')

    // No copy left for the second request.
    const none = await changeStatus(`loans/${second.id}`, { status: 'on_loan' })
    expect(none.status).toBe(409)
    expect(await none.json()).toEqual({ detail: 'RESOURCE_NOT_AVAILABLE' })
    expect((await changeStatus(`loans/${second.id}`, { status: 'returned' })).status).toBe(409)

    const returned = await changeStatus(`loans/${first.id}`, { status: 'returned' })
    expect(AdminLoanDetailSchema.parse(await returned.json())).toMatchObject({
      status: 'returned',
      on_loan: 0,
    })
    expect((await changeStatus(`loans/${second.id}`, { status: 'on_loan' })).status).toBe(200)

    const log = await api.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.entity, 'loan'), eq(staffActions.entity_id, first.id)))
    expect(log.map((row) => row.details)).toEqual(
      expect.arrayContaining([
        { from: 'requested', status: 'on_loan', due_on: '2099-01-31' },
        { from: 'on_loan', status: 'returned' },
      ]),
    )
    expect((await changeStatus(`loans/${first.id}`, { status: 'on_loan' })).status).toBe(409)
    expect((await changeStatus(`loans/${first.id}`, { status: 'lost' })).status).toBe(422)
    const unknown = await changeStatus(`loans/${randomUUID()}`, { status: 'returned' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ detail: 'LOAN_NOT_FOUND' })
  })
})
