import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ApplicationDetailSchema, ApplicationSchema, type Application } from '@/lib/contract/applications'
import { EnrolmentStateSchema } from '@/lib/contract/enrolment'
import { startSession } from '@/lib/server/auth/sessions'
import {
  eventApplications,
  eventApplicationStatusChanges,
  events,
  eventTranslations,
  memberProfiles,
  movements,
  users,
} from '@/lib/server/db/schema'
import { waitlistHead } from '@/lib/server/services/enrolment'
import { createTestUser } from '../support/auth'
import { capturingMailer } from '../support/outbox'
import { expectIndexedPlan } from '../support/query-plan'
import { expectConsoleError } from '../support/setup'
import { setupTestApi } from '../support/test-api'

const mailer = capturingMailer()
const api = setupTestApi({ mailer })
const day = 24 * 60 * 60 * 1000
const base = {
  collegiates: '/api/public/collegiates/events/applications',
  precollegiates: '/api/public/precollegiates/events/applications',
}

let lastEvent = 0

/** A published event open for enrolment in ten days, changed by `overrides`; answers its id. */
async function makeEvent(overrides: Partial<typeof events.$inferInsert> = {}): Promise<number> {
  const now = Date.now()
  const [row] = await api.db
    .insert(events)
    .values({
      kind: 'event',
      status: 'published',
      publish_at: new Date(now - 30 * day),
      starts_at: new Date(now + 10 * day),
      ends_at: new Date(now + 10 * day + 2 * 3600_000),
      enrolment_opens_at: new Date(now - day),
      enrolment_closes_at: new Date(now + 9 * day),
      slots: 20,
      max_companions: 2,
      ...overrides,
    })
    .returning({ id: events.id })
  const slug = `prueba-de-inscripcion-${++lastEvent}-${now}`
  await api.db.insert(eventTranslations).values({
    event_id: row!.id,
    lang: 'es',
    slug,
    title: `Prueba de inscripción ${lastEvent}`,
    venue: 'Sede',
  })
  return row!.id
}

async function member(role = 'collegiate', fields: Partial<typeof users.$inferInsert> = {}) {
  const user = await createTestUser(api.db, { principals: [`role:${role}`], password: null, ...fields })
  const { token } = await startSession(api.db, user.id)
  return { user, token }
}

type Member = Awaited<ReturnType<typeof member>>

const send = (path: string, who: Member | null, body?: unknown, headers: Record<string, string> = {}) =>
  api.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(who ? { Authorization: `Bearer ${who.token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const apply = (
  who: Member,
  eventId: number,
  extra: Record<string, unknown> = {},
  group: keyof typeof base = 'collegiates',
) => send(base[group], who, { event_id: eventId, ...extra })

const cancel = (who: Member, id: string, group: keyof typeof base = 'collegiates') =>
  send(`${base[group]}/${id}/cancel`, who, {})

async function applied(response: Response): Promise<Application> {
  expect(response.status).toBe(201)
  return ApplicationSchema.parse(await response.json())
}

async function detail(response: Response) {
  return (await response.json()) as { detail: unknown }
}

const takenOf = async (eventId: number) =>
  (await api.db.select({ taken: events.slots_taken }).from(events).where(eq(events.id, eventId)))[0]!.taken

const state = async (eventId: number, who: Member | null = null) => {
  const response = await send(`/api/public/events/${eventId}/enrolment`, who)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toContain('no-store')
  return EnrolmentStateSchema.parse(await response.json())
}

describe('enrolling', () => {
  it('accepts a free application at once, counts its places and logs its status', async () => {
    const eventId = await makeEvent()
    const lucia = await member()
    const application = await applied(await apply(lucia, eventId, { companions: 2 }))
    expect(application).toMatchObject({
      status: 'accepted',
      companions: 2,
      waitlist_position: null,
      amount_due_cents: 0,
      cancellable: true,
    })
    expect(await takenOf(eventId)).toBe(3)
    const log = await api.db
      .select()
      .from(eventApplicationStatusChanges)
      .where(eq(eventApplicationStatusChanges.application_id, application.id))
    expect(log.map((change) => change.status)).toEqual(['accepted'])
    const mine = await state(eventId, lucia)
    expect(mine).toMatchObject({ slots_left: 17, me: { group: 'collegiates', refusal: null } })
    expect(mine.me?.application?.id).toBe(application.id)
  })

  it('records what a paid event costs (member price plus the general price per companion) and waits for documents', async () => {
    const paid = await makeEvent({ price_cents: 4500, member_price_cents: 2500 })
    const application = await applied(await apply(await member(), paid, { companions: 1 }))
    expect(application).toMatchObject({ status: 'received', amount_due_cents: 7000 })
    const withDocuments = await makeEvent({ requires_documents: true })
    expect(await applied(await apply(await member(), withDocuments))).toMatchObject({
      status: 'pending_documents',
    })
  })

  it('answers every refusal with its code, and records nothing', async () => {
    const lucia = await member()
    expect(await detail(await apply(lucia, 999_999))).toEqual({ detail: 'EVENT_NOT_FOUND' })
    const draft = await makeEvent({ status: 'draft' })
    const response = await apply(lucia, draft)
    expect(response.status).toBe(409)
    expect(await detail(response)).toEqual({ detail: 'EVENT_NOT_PUBLISHED' })

    const windows = [
      [{ enrolment_opens_at: new Date(Date.now() + day) }, 'planned'],
      [{ window_status: 'programmed' as const, enrolment_opens_at: null }, 'planned'],
      [{ window_status: 'standby' as const }, 'standby'],
      [{ window_status: 'closed' as const }, 'ended'],
      [{ enrolment_closes_at: new Date(Date.now() - 3600_000) }, 'ended'],
    ] as const
    for (const [overrides, reason] of windows) {
      const closed = await apply(lucia, await makeEvent(overrides))
      expect(closed.status).toBe(409)
      expect(await detail(closed)).toEqual({ detail: { code: 'EVENT_CLOSED', reason } })
    }

    const tooMany = await apply(lucia, await makeEvent({ max_companions: 1 }), { companions: 2 })
    expect(tooMany.status).toBe(422)
    expect(await detail(tooMany)).toEqual({ detail: { code: 'ERROR_ON_CHECK_RULES', reason: 'companions' } })
    expect((await apply(lucia, await makeEvent(), { companions: -1 })).status).toBe(422)
    expect((await apply(lucia, await makeEvent(), { companions: 21 })).status).toBe(422)

    const full = await makeEvent({ slots: 2, slots_taken: 2 })
    const noSlots = await apply(lucia, full)
    expect(noSlots.status).toBe(409)
    expect(await detail(noSlots)).toEqual({ detail: 'NO_SLOTS_AVAILABLE' })

    const rows = await api.db
      .select()
      .from(eventApplications)
      .where(eq(eventApplications.user_id, lucia.user.id))
    expect(rows).toEqual([])
  })

  it('admits only the groups the event names, and not suspended collegiates', async () => {
    const collegiatesOnly = await makeEvent({ kind: 'course', admitted_groups: ['collegiates'] })
    const jordi = await member('precollegiate')
    const refused = await apply(jordi, collegiatesOnly, {}, 'precollegiates')
    expect(refused.status).toBe(403)
    expect(await detail(refused)).toEqual({ detail: 'NOT_AUTHORIZED' })
    expect((await state(collegiatesOnly, jordi)).me).toMatchObject({
      group: 'precollegiates',
      refusal: 'group',
    })
    // Pre-collegiates follow courses only.
    expect((await apply(jordi, await makeEvent(), {}, 'precollegiates')).status).toBe(403)
    expect(
      await applied(await apply(jordi, await makeEvent({ kind: 'course' }), {}, 'precollegiates')),
    ).toMatchObject({
      status: 'accepted',
    })

    const suspended = await member()
    await api.db.insert(memberProfiles).values({ user_id: suspended.user.id, collegiate_status: 'suspended' })
    const eventId = await makeEvent()
    expect((await apply(suspended, eventId)).status).toBe(403)
    expect((await state(eventId, suspended)).me?.refusal).toBe('status')
    // The paths of another group are refused before anything is read.
    expect((await apply(suspended, eventId, {}, 'precollegiates')).status).toBe(403)
    expect((await send(base.collegiates, null, { event_id: eventId })).status).toBe(401)
  })

  it('refuses a second application, answers a retry with the same key, and reopens a cancelled one', async () => {
    const eventId = await makeEvent()
    const lucia = await member()
    const key = crypto.randomUUID()
    const first = await applied(await apply(lucia, eventId, { companions: 1 }, 'collegiates'))
    const again = await apply(lucia, eventId)
    expect(again.status).toBe(409)
    expect(await detail(again)).toEqual({ detail: 'APPLICATION_ALREADY_EXIST' })

    const other = await makeEvent()
    const keyed = await send(base.collegiates, lucia, { event_id: other }, { 'Idempotency-Key': key })
    const original = await applied(keyed)
    const retry = await send(base.collegiates, lucia, { event_id: other }, { 'Idempotency-Key': key })
    expect(retry.status).toBe(200)
    expect(ApplicationSchema.parse(await retry.json()).id).toBe(original.id)
    const reused = await send(base.collegiates, lucia, { event_id: eventId }, { 'Idempotency-Key': key })
    expect(reused.status).toBe(422)

    const cancelled = ApplicationDetailSchema.parse(await (await cancel(lucia, first.id)).json())
    expect(cancelled.status).toBe('cancelled')
    expect(await takenOf(eventId)).toBe(0)
    const reopened = await applied(await apply(lucia, eventId))
    expect(reopened.id).toBe(first.id)
    expect(await takenOf(eventId)).toBe(1)
  })
})

describe('what an enrolment owes', () => {
  const movementsOf = (userId: string) => api.db.select().from(movements).where(eq(movements.user_id, userId))

  it('makes a pending training movement for a priced enrolment, rejects it on cancellation and makes it again on reopening', async () => {
    const eventId = await makeEvent({ kind: 'course', price_cents: 4500, member_price_cents: 2500 })
    const lucia = await member()
    const application = await applied(await apply(lucia, eventId, { companions: 1 }))
    const [owed] = await movementsOf(lucia.user.id)
    expect(owed).toMatchObject({
      type: 'F',
      status: 'pending',
      amount_cents: 7000,
      total_cents: 7000,
      course_id: eventId,
      event_application_id: application.id,
    })
    expect(owed!.transaction_number).toMatch(/^F-\d{4}-\d{6}$/)
    expect(owed!.due_date! >= owed!.date).toBe(true)
    expect(application.movement).toEqual({
      id: owed!.id,
      status: 'pending',
      total_cents: 7000,
      payable: true,
    })

    const listed = await send('/api/public/collegiate-transactions', lucia)
    const page = (await listed.json()) as { items: Array<{ id: string; concept: string; payable: boolean }> }
    expect(page.items).toEqual([expect.objectContaining({ id: owed!.id, concept: 'course', payable: true })])

    expect((await cancel(lucia, application.id)).status).toBe(200)
    expect((await movementsOf(lucia.user.id))[0]).toMatchObject({ id: owed!.id, status: 'rejected' })

    const reopened = await applied(await apply(lucia, eventId))
    expect(reopened.id).toBe(application.id)
    const again = await movementsOf(lucia.user.id)
    expect(again).toEqual([expect.objectContaining({ id: owed!.id, status: 'pending', amount_cents: 2500 })])
  })

  it('charges nothing for a free enrolment, and charges a waiting one only when it gets its places', async () => {
    const free = await makeEvent()
    const ane = await member()
    await applied(await apply(ane, free))
    expect(await movementsOf(ane.user.id)).toEqual([])

    const full = await makeEvent({ slots: 1, price_cents: 3000 })
    const holder = await member()
    const first = await applied(await apply(holder, full))
    await applied(await apply(ane, full, { waitlist: true }))
    expect(await movementsOf(ane.user.id)).toEqual([])
    await cancel(holder, first.id)
    expect(await movementsOf(ane.user.id)).toEqual([
      expect.objectContaining({ status: 'pending', amount_cents: 3000, course_id: full }),
    ])
  })
})

describe('the waiting list', () => {
  it('queues when full, keeps newcomers behind those waiting, and promotes in order when places free up', async () => {
    const eventId = await makeEvent({ slots: 3 })
    const [lucia, mikel, ane, jon] = await Promise.all([member(), member(), member(), member()])
    await api.db.update(users).set({ preferred_lang: 'eu' }).where(eq(users.id, mikel.user.id))
    const holder = await applied(await apply(lucia, eventId, { companions: 2 }))
    const first = await applied(await apply(mikel, eventId, { waitlist: true, companions: 1 }))
    const second = await applied(await apply(ane, eventId, { waitlist: true }))
    expect([first.waitlist_position, second.waitlist_position]).toEqual([1, 2])
    expect(first.status).toBe('received')
    expect((await state(eventId)).waiting).toBe(2)

    const cancelled = await cancel(lucia, holder.id)
    expect(cancelled.status).toBe(200)
    // Mikel (two places) and then Ane (one) fit in the three freed places.
    const promoted = await api.db
      .select()
      .from(eventApplications)
      .where(eq(eventApplications.event_id, eventId))
    const byUser = new Map(promoted.map((row) => [row.user_id, row]))
    expect(byUser.get(mikel.user.id)).toMatchObject({ status: 'accepted', waitlisted_at: null })
    expect(byUser.get(ane.user.id)).toMatchObject({ status: 'accepted', waitlisted_at: null })
    expect(await takenOf(eventId)).toBe(3)
    const [email] = mailer.to(mikel.user.email)
    expect(email?.subject).toContain('Badaukazu plaza')
    expect(email?.text).toContain(`/eu/my-events/${first.id}`)

    // Full again: Jon waits, and a newcomer stays behind him even when one place frees up that he cannot use.
    const jonWaits = await applied(await apply(jon, eventId, { waitlist: true, companions: 1 }))
    expect(jonWaits.waitlist_position).toBe(1)
    await cancel(ane, second.id)
    expect(await takenOf(eventId)).toBe(2)
    const late = await member()
    const lateApplication = await applied(await apply(late, eventId, { waitlist: true }))
    expect(lateApplication.waitlist_position).toBe(2)
    const refused = await apply(await member(), eventId)
    expect(await detail(refused)).toEqual({ detail: 'NO_SLOTS_AVAILABLE' })
  })

  it('cancels only open applications of the caller before the event starts', async () => {
    const eventId = await makeEvent()
    const lucia = await member()
    const application = await applied(await apply(lucia, eventId))
    const stranger = await member()
    const foreign = await cancel(stranger, application.id)
    expect(foreign.status).toBe(404)
    expect(await detail(foreign)).toEqual({ detail: 'APPLICATION_NOT_FOUND' })
    expect((await cancel(lucia, application.id)).status).toBe(200)
    const twice = await cancel(lucia, application.id)
    expect(twice.status).toBe(409)
    expect(await detail(twice)).toEqual({ detail: 'APPLICATION_NOT_CANCELLABLE' })

    const started = await makeEvent()
    const late = await applied(await apply(lucia, started))
    await api.db
      .update(events)
      .set({ starts_at: new Date(Date.now() - 3600_000) })
      .where(eq(events.id, started))
    expect((await cancel(lucia, late.id)).status).toBe(409)
  })
})

describe('documents and calendar', () => {
  const upload = (who: Member, applicationId: string, bytes = '%PDF-1.7\ndocument') => {
    const form = new FormData()
    form.set('application_id', applicationId)
    form.set('file', new File([bytes], 'titulo.pdf'))
    return api.request('/api/public/events/applications/documents', {
      method: 'POST',
      headers: { Authorization: `Bearer ${who.token}` },
      body: form,
    })
  }
  const documents = (who: Member, applicationId: string) =>
    send(`/api/public/events/applications/documents?application_id=${applicationId}`, who)

  it('links a document to the application, which then goes under review', async () => {
    const eventId = await makeEvent({ requires_documents: true })
    const lucia = await member()
    const application = await applied(await apply(lucia, eventId))
    expect(application.status).toBe('pending_documents')
    const sent = await upload(lucia, application.id)
    expect(sent.status).toBe(201)
    const listed = (await (await documents(lucia, application.id)).json()) as Array<{ filename: string }>
    expect(listed.map((document) => document.filename)).toEqual(['titulo.pdf'])
    const after = await send(`${base.collegiates}/${application.id}`, lucia)
    const history = ApplicationDetailSchema.parse(await after.json())
    expect(history.status).toBe('under_review')
    expect(history.history.map((change) => change.status)).toEqual(['pending_documents', 'under_review'])

    const stranger = await member()
    expect((await upload(stranger, application.id)).status).toBe(404)
    expect((await documents(stranger, application.id)).status).toBe(404)
    expect((await upload(lucia, application.id, 'plain text')).status).toBe(415)
    await cancel(lucia, application.id)
    const closed = await upload(lucia, application.id)
    expect(closed.status).toBe(409)
    expect(await detail(closed)).toEqual({ detail: 'APPLICATION_CLOSED' })
  })

  it('answers an iCalendar file of the enrolment, cancelled once the application is', async () => {
    const eventId = await makeEvent()
    const lucia = await member()
    const application = await applied(await apply(lucia, eventId))
    const file = await send(`${base.collegiates}/${application.id}/calendar`, lucia)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(file.headers.get('content-disposition')).toContain('.ics')
    const text = await file.text()
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(text).toContain(`UID:application-${application.id}@`)
    expect(text).toContain('STATUS:CONFIRMED')
    expect(text).toContain(`/my-events/${application.id}`)
    await cancel(lucia, application.id)
    const withdrawn = await (await send(`${base.collegiates}/${application.id}/calendar`, lucia)).text()
    expect(withdrawn).toContain('STATUS:CANCELLED')
    expect((await send(`${base.collegiates}/${application.id}/calendar`, await member())).status).toBe(404)
  })
})

describe('failures while recording', () => {
  it('answers 500 with ERROR_GENERATING_STATUS_CHANGE_LOG or ERROR_ON_INSERT_APPLICATION and keeps nothing', async () => {
    const eventId = await makeEvent({ slots: 5 })
    // A trigger that fails the insert, as a database that breaks mid-way would.
    const refuse = async (table: string, name: string) => {
      await api.db.execute(
        sql.raw(`create function ${name}() returns trigger language plpgsql
          as $$ begin raise exception 'refused by the test'; end $$`),
      )
      await api.db.execute(
        sql.raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`),
      )
    }
    // Both failures are logged once each.
    expectConsoleError(2)
    await refuse('event_application_status_changes', 'refuse_log')
    const lucia = await member()
    const noLog = await apply(lucia, eventId)
    expect(noLog.status).toBe(500)
    expect(await detail(noLog)).toEqual({ detail: 'ERROR_GENERATING_STATUS_CHANGE_LOG' })
    await api.db.execute(sql.raw('drop trigger refuse_log on event_application_status_changes'))

    await refuse('event_applications', 'refuse_application')
    const noInsert = await apply(lucia, eventId)
    expect(noInsert.status).toBe(500)
    expect(await detail(noInsert)).toEqual({ detail: 'ERROR_ON_INSERT_APPLICATION' })
    await api.db.execute(sql.raw('drop trigger refuse_application on event_applications'))

    expect(await takenOf(eventId)).toBe(0)
    expect(
      await api.db.select().from(eventApplications).where(eq(eventApplications.event_id, eventId)),
    ).toEqual([])
  })
})

describe('query plans', () => {
  it('serves the waiting list from its index', async () => {
    const eventId = await makeEvent()
    expect(await expectIndexedPlan(api.db, waitlistHead(api.db, eventId))).toContain(
      'event_applications_waitlist_idx',
    )
  })
})

describe('under contention', () => {
  it('200 applications at once for 20 places take exactly the places, and every other one waits or is refused', async () => {
    const eventId = await makeEvent({ slots: 20, max_companions: 2 })
    const people = []
    for (let index = 0; index < 200; index++) people.push(await member())
    const requests = people.map((person, index) => ({
      person,
      // Every fifth brings two companions, every seventh one; the odd ones join the waiting list when full.
      companions: index % 5 === 0 ? 2 : index % 7 === 0 ? 1 : 0,
      waitlist: index % 2 === 1,
    }))
    const responses = await Promise.all(
      requests.map(({ person, companions, waitlist }) => apply(person, eventId, { companions, waitlist })),
    )
    // A repeated submission of everyone: no second application.
    const repeats = await Promise.all(requests.slice(0, 20).map(({ person }) => apply(person, eventId)))

    const statuses = responses.map((response) => response.status)
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true)
    expect(repeats.every((response) => response.status === 409)).toBe(true)

    const rows = await api.db.select().from(eventApplications).where(eq(eventApplications.event_id, eventId))
    const placed = rows.filter((row) => row.waitlisted_at === null)
    const waiting = rows.filter((row) => row.waitlisted_at !== null)
    const seats = placed.reduce((sum, row) => sum + 1 + row.companions, 0)
    expect(seats).toBe(await takenOf(eventId))
    expect(seats).toBeLessThanOrEqual(20)
    // Places stay free only when the next in line cannot fit in them.
    expect(seats).toBeGreaterThanOrEqual(18)
    expect(new Set(rows.map((row) => row.user_id)).size).toBe(rows.length)
    for (const [index, response] of responses.entries()) {
      if (response.status === 201) continue
      expect(await detail(response)).toEqual({ detail: 'NO_SLOTS_AVAILABLE' })
      expect(requests[index]!.waitlist).toBe(false)
    }
    expect(placed.length + waiting.length + statuses.filter((status) => status === 409).length).toBe(200)
    expect(waiting.every((row) => row.status === 'received')).toBe(true)
  }, 120_000)
})
