import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { totalCents } from '@/lib/contract/movements'
import {
  eventApplications,
  events,
  eventTranslations,
  issuedDocuments,
  memberProfiles,
  movements,
  users,
} from '@/lib/server/db/schema'
import { madridDate } from '@/lib/server/services/certificates'
import { bearerFor, createTestUser } from '../support/auth'
import { pdfQrText, pdfText } from '../support/pdf'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

async function signedIn(principals: string[], fields: Partial<typeof users.$inferInsert> = {}) {
  const user = await createTestUser(api.db, { principals, ...fields })
  return { user, token: await bearerFor(api.request, user.email, user.password) }
}
type Member = Awaited<ReturnType<typeof signedIn>>

const get = (url: string, token?: string) =>
  api.request(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} })

const day = 24 * 60 * 60 * 1000
let serial = 0

async function addEvent(kind: 'course' | 'event', endsInDays: number, hours: number | null = 20) {
  const [event] = await api.db
    .insert(events)
    .values({
      kind,
      status: 'published',
      starts_at: new Date(Date.now() + (endsInDays - 3) * day),
      ends_at: new Date(Date.now() + endsInDays * day),
      hours,
    })
    .returning({ id: events.id })
  await api.db.insert(eventTranslations).values([
    { event_id: event!.id, lang: 'es', title: `Curso de suturas ${event!.id}`, slug: `suturas-${event!.id}` },
    { event_id: event!.id, lang: 'en', title: `Suturing course ${event!.id}`, slug: `suturing-${event!.id}` },
  ])
  return event!.id
}

async function addApplication(member: Member, eventId: number, status: 'accepted' | 'rejected' = 'accepted') {
  const [row] = await api.db
    .insert(eventApplications)
    .values({ event_id: eventId, user_id: member.user.id, status })
    .returning({ id: eventApplications.id })
  return row!.id
}

async function addMovement(userId: string, fields: Partial<typeof movements.$inferInsert>) {
  serial++
  await api.db.insert(movements).values({
    user_id: userId,
    transaction_number: `C-1997-${String(serial).padStart(6, '0')}`,
    type: 'C',
    date: '2025-01-01',
    amount_cents: 4500,
    total_cents: totalCents(4500, 0),
    status: 'pending',
    ...fields,
  })
}

let collegiate: Member
let other: Member
let precollegiate: Member

beforeAll(async () => {
  collegiate = await signedIn(['role:collegiate'], { name: 'Marta', surname: 'Ibáñez', dni: '11111111H' })
  other = await signedIn(['role:collegiate'])
  precollegiate = await signedIn(['role:precollegiate'])
  await api.db.insert(memberProfiles).values([
    { user_id: collegiate.user.id, collegiate_status: 'active', collegiate_code: '28-0042' },
    { user_id: other.user.id, collegiate_status: 'suspended' },
  ])
})

const attendance = (group: string, id: string, token: string, lang = 'es') =>
  get(`/api/public/${group}/events/applications/${id}/certificate?lang=${lang}`, token)

describe('GET /public/{group}/events/applications/{id}/certificate', () => {
  it('issues the certificate of an accepted application to a course that has ended, once', async () => {
    const id = await addApplication(collegiate, await addEvent('course', -2))
    const response = await attendance('collegiates', id, collegiate.token, 'en')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="attendance-certificate-/,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    const text = await pdfText(bytes)
    expect(text).toContain('Certificate of attendance')
    expect(text).toContain('Marta Ibáñez')
    expect(text).toContain('20 teaching hours')
    const url = (await pdfQrText(bytes))!
    expect(url).toContain('/en/document-validation/')
    const [row] = await api.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.reference, `ATT-${id}`))
    expect(row).toMatchObject({ kind: 'attendance_certificate', user_id: collegiate.user.id })
    const again = new Uint8Array(await (await attendance('collegiates', id, collegiate.token)).arrayBuffer())
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true)
    const validation = await api.request(`/api/public/documents/${url.split('/').at(-1)}`)
    expect(await validation.json()).toMatchObject({ kind: 'attendance_certificate', reference: `ATT-${id}` })
  })

  it('answers 409 CERTIFICATE_NOT_AVAILABLE before the course ends, when not accepted, and for events', async () => {
    for (const id of [
      await addApplication(collegiate, await addEvent('course', 5)),
      await addApplication(collegiate, await addEvent('course', -5), 'rejected'),
      await addApplication(collegiate, await addEvent('event', -5)),
    ]) {
      const response = await attendance('collegiates', id, collegiate.token)
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({ detail: 'CERTIFICATE_NOT_AVAILABLE' })
    }
  })

  it('serves pre-collegiates their own courses', async () => {
    const id = await addApplication(precollegiate, await addEvent('course', -1, null))
    expect((await attendance('precollegiates', id, precollegiate.token)).status).toBe(200)
  })

  it('answers 404 for someone else’s application, 401 anonymous and 403 to the wrong group', async () => {
    const id = await addApplication(other, await addEvent('course', -2))
    const response = await attendance('collegiates', id, collegiate.token)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'APPLICATION_NOT_FOUND' })
    expect((await get(`/api/public/collegiates/events/applications/${id}/certificate`)).status).toBe(401)
    expect((await attendance('precollegiates', id, collegiate.token)).status).toBe(403)
  })
})

describe('GET /public/collegiates/certificates/good-standing', () => {
  const goodStanding = (token?: string, lang = 'es') =>
    get(`/api/public/collegiates/certificates/good-standing?lang=${lang}`, token)

  it('issues today’s certificate to an active collegiate who owes nothing overdue', async () => {
    // Paid, rejected and not yet due movements do not stand in the way.
    await addMovement(collegiate.user.id, { status: 'paid' })
    await addMovement(collegiate.user.id, { status: 'rejected' })
    await addMovement(collegiate.user.id, { date: madridDate(), due_date: '2999-01-01' })
    const response = await goodStanding(collegiate.token, 'ca')
    expect(response.status).toBe(200)
    const bytes = new Uint8Array(await response.arrayBuffer())
    const text = await pdfText(bytes)
    expect(text).toContain('Certificat')
    expect(text).toContain('28-0042')
    // Worded for anyone, whatever their gender.
    expect(text).toContain('registre de persones col·legiades')
    const reference = `GS-${collegiate.user.id}-${madridDate()}`
    const [row] = await api.db.select().from(issuedDocuments).where(eq(issuedDocuments.reference, reference))
    expect(row).toMatchObject({ kind: 'good_standing_certificate', lang: 'ca' })
    const again = new Uint8Array(await (await goodStanding(collegiate.token)).arrayBuffer())
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true)
  })

  it('answers 409 for a movement overdue or returned unpaid, or a status other than active, honorary or retired', async () => {
    const overdue = await signedIn(['role:collegiate'])
    const returned = await signedIn(['role:collegiate'])
    const noProfile = await signedIn(['role:collegiate'])
    await api.db.insert(memberProfiles).values([
      { user_id: overdue.user.id, collegiate_status: 'honorary' },
      { user_id: returned.user.id, collegiate_status: 'retired' },
    ])
    await addMovement(overdue.user.id, { due_date: '2025-01-31' })
    await addMovement(returned.user.id, { status: 'not_paid' })
    for (const member of [overdue, returned, noProfile, other]) {
      const response = await goodStanding(member.token)
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({ detail: 'CERTIFICATE_NOT_AVAILABLE' })
    }
  })

  it('names what stands in the way, so the member can put it right', async () => {
    const availability = async (token: string) => {
      const response = await get('/api/public/collegiates/certificates/good-standing/availability', token)
      expect(response.status).toBe(200)
      expect(response.headers.get('Cache-Control')).toContain('no-store')
      return response.json()
    }
    expect(await availability(collegiate.token)).toEqual({ available: true, blockers: [] })

    const owing = await signedIn(['role:collegiate'])
    await api.db.insert(memberProfiles).values({ user_id: owing.user.id, collegiate_status: 'suspended' })
    await addMovement(owing.user.id, { status: 'not_paid', due_date: '2025-03-31' })
    await addMovement(owing.user.id, { due_date: '2025-01-31', amount_cents: 9000, total_cents: 9000 })
    await addMovement(owing.user.id, { due_date: '2999-01-01' })
    const { available, blockers } = await availability(owing.token)
    expect(available).toBe(false)
    expect(blockers).toEqual([
      { kind: 'status', collegiate_status: 'suspended' },
      {
        kind: 'payment',
        reason: 'overdue',
        transaction_number: expect.stringMatching(/^C-1997-/),
        total_cents: 9000,
        due_date: '2025-01-31',
      },
      {
        kind: 'payment',
        reason: 'returned',
        transaction_number: expect.stringMatching(/^C-1997-/),
        total_cents: 4500,
        due_date: '2025-03-31',
      },
    ])

    const noStatus = await signedIn(['role:collegiate'])
    expect(await availability(noStatus.token)).toEqual({
      available: false,
      blockers: [{ kind: 'status', collegiate_status: null }],
    })
    const url = '/api/public/collegiates/certificates/good-standing/availability'
    expect((await get(url)).status).toBe(401)
    expect((await get(url, precollegiate.token)).status).toBe(403)
  })

  it('answers 401 anonymous and 403 to a pre-collegiate', async () => {
    expect((await goodStanding()).status).toBe(401)
    expect((await goodStanding(precollegiate.token)).status).toBe(403)
  })
})
