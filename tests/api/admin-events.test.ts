import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { StaffActionSchema } from '@/lib/contract/admin'
import { AdminEventPageSchema, AdminEventSchema, type AdminEventInput } from '@/lib/contract/admin-events'
import { EventDetailSchema } from '@/lib/contract/events'
import { startSession } from '@/lib/server/auth/sessions'
import { eventApplications, events, eventTranslations, staffActions, terms } from '@/lib/server/db/schema'
import { bearerFor, createTestUser } from '../support/auth'
import { capturingMailer } from '../support/outbox'
import { setupTestApi } from '../support/test-api'

const onContentChange = vi.fn()
const mailer = capturingMailer()
const api = setupTestApi({ onContentChange, mailer })

let staff: string
let staffId: string
let member: string
const term: Record<'event_category' | 'event_type' | 'event_mode', number> = {
  event_category: 0,
  event_type: 0,
  event_mode: 0,
}

beforeAll(async () => {
  const user = await createTestUser(api.db, { principals: ['role:staff'] })
  staffId = user.id
  staff = await bearerFor(api.request, user.email, user.password)
  const collegiate = await createTestUser(api.db)
  member = await bearerFor(api.request, collegiate.email, collegiate.password)
  for (const vocabulary of Object.keys(term) as Array<keyof typeof term>) {
    const [row] = await api.db
      .insert(terms)
      .values({ vocabulary, key: `admin-events-${vocabulary}-${Date.now()}` })
      .returning({ id: terms.id })
    term[vocabulary] = row!.id
  }
})

const day = 24 * 60 * 60 * 1000
let unique = 0

/** A course in Spanish and Catalan, open for applications from yesterday until the day before it starts. */
function course(overrides: Partial<AdminEventInput> = {}): AdminEventInput {
  const n = `${Date.now()}-${++unique}`
  const now = Date.now()
  return {
    kind: 'course',
    status: 'draft',
    category_id: term.event_category,
    type_id: term.event_type,
    mode_id: term.event_mode,
    starts_at: new Date(now + 10 * day).toISOString(),
    ends_at: new Date(now + 10 * day + 4 * 3600_000).toISOString(),
    city: 'Madrid',
    address: 'Calle Mayor 1',
    price_cents: 4500,
    member_price_cents: 2000,
    slots: 1,
    max_companions: 0,
    hours: 4,
    window_status: 'published',
    enrolment_opens_at: new Date(now - day).toISOString(),
    enrolment_closes_at: new Date(now + 9 * day).toISOString(),
    admitted_groups: ['collegiates', 'precollegiates'],
    requires_documents: false,
    image_src: '/images/course.jpg',
    translations: {
      es: {
        title: `Curso de mediación ${n}`,
        slug: `curso-mediacion-${n}`,
        summary: 'Resumen',
        body: '<p>Hola</p><script>alert(1)</script>',
        venue: 'Salón de actos',
      },
      ca: {
        title: `Curs de mediació ${n}`,
        slug: `curs-mediacio-${n}`,
        summary: 'Resum',
        body: '<p>Hola</p>',
        venue: "Sala d'actes",
      },
    },
    ...overrides,
  }
}

const send = (method: string, path: string, body?: unknown, token = staff) =>
  api.request(`/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

async function create(input: AdminEventInput) {
  const response = await send('POST', '/admin/events', input)
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  return AdminEventSchema.parse(await response.json())
}

async function get(id: number) {
  const response = await send('GET', `/admin/events/${id}`)
  expect(response.status).toBe(200)
  return AdminEventSchema.parse(await response.json())
}

async function logOf(id: number) {
  const response = await send('GET', `/admin/staff-actions?entity=event&entity_id=${id}`)
  expect(response.status).toBe(200)
  return StaffActionSchema.array().parse(await response.json())
}

/** A collegiate (or pre-collegiate) applies, joining the waiting list if need be; answers the id and address. */
async function enrol(eventId: number, group: 'collegiates' | 'precollegiates' = 'collegiates') {
  const role = group === 'collegiates' ? 'role:collegiate' : 'role:precollegiate'
  const user = await createTestUser(api.db, { principals: [role] })
  const { token } = await startSession(api.db, user.id)
  const response = await api.request(`/api/public/${group}/events/applications`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ event_id: eventId, waitlist: true }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return { id: ((await response.json()) as { id: string }).id, email: user.email }
}

describe('events and courses in the back-office', () => {
  it('creates a draft course the public does not see, publishes it in both languages, and logs both', async () => {
    const input = course()
    onContentChange.mockClear()
    const draft = await create(input)
    expect(draft).toMatchObject({
      kind: 'course',
      status: 'draft',
      price_cents: 4500,
      member_price_cents: 2000,
      slots: 1,
      slots_taken: 0,
      slots_left: 1,
      applications: 0,
      waiting_list: [],
      translations: { ca: { venue: "Sala d'actes" }, en: null, eu: null },
    })
    expect(draft.translations.es?.body).toBe('<p>Hola</p>')
    expect(onContentChange).not.toHaveBeenCalled()
    expect((await api.request(`/api/public/events/es/${input.translations.es.slug}`)).status).toBe(404)

    const response = await send('PUT', `/admin/events/${draft.id}`, { ...draft, status: 'published' })
    expect(response.status).toBe(200)
    expect(onContentChange).toHaveBeenCalled()
    for (const lang of ['es', 'ca'] as const) {
      const shown = await api.request(`/api/public/events/${lang}/${input.translations[lang]!.slug}`)
      expect(shown.status, lang).toBe(200)
      const detail = EventDetailSchema.parse(await shown.json())
      expect(detail).toMatchObject({ title: input.translations[lang]!.title, slots: 1, slots_left: 1 })
    }
    const log = await logOf(draft.id)
    expect(log.map((row) => row.action)).toEqual(['status_changed', 'created'])
    expect(log[0]!.details).toMatchObject({ status: 'published', from: 'draft' })
  })

  it('shows an event made with the default groups as admitting collegiates only, so it saves as it is', async () => {
    const [row] = await api.db
      .insert(events)
      .values({ kind: 'event', starts_at: new Date(), ends_at: new Date() })
      .returning({ id: events.id })
    await api.db
      .insert(eventTranslations)
      .values({ event_id: row!.id, lang: 'es', title: 'Jornada', slug: `jornada-${row!.id}-${Date.now()}` })
    const shown = await get(row!.id)
    expect(shown.admitted_groups).toEqual(['collegiates'])
    expect((await send('PUT', `/admin/events/${row!.id}`, shown)).status).toBe(200)
  })

  it('lists, filters by kind and finds by title', async () => {
    const created = await create(course({ kind: 'event', admitted_groups: ['collegiates'] }))
    const list = async (query: string) => {
      const response = await send('GET', `/admin/events?${query}`)
      expect(response.status).toBe(200)
      return AdminEventPageSchema.parse(await response.json())
    }
    const found = await list(`q=${encodeURIComponent(created.title)}`)
    expect(found.items).toEqual([
      expect.objectContaining({ id: created.id, kind: 'event', languages: ['es', 'ca'] }),
    ])
    expect((await list(`q=${encodeURIComponent(created.title)}&kind=course`)).total).toBe(0)
    expect((await list('sort=title&order=asc&limit=5')).items.length).toBeGreaterThan(0)
  })

  it('filters by type and by mode', async () => {
    const [otherMode, otherType] = await api.db
      .insert(terms)
      .values([
        { vocabulary: 'event_mode', key: `admin-events-online-${Date.now()}` },
        { vocabulary: 'event_type', key: `admin-events-talk-${Date.now()}` },
      ])
      .returning({ id: terms.id })
    const online = await create(course({ mode_id: otherMode!.id }))
    const inPerson = await create(course())
    const found = async (query: string) => {
      const response = await send('GET', `/admin/events?${query}&limit=100`)
      expect(response.status).toBe(200)
      return AdminEventPageSchema.parse(await response.json()).items.map((item) => item.id)
    }
    const byMode = await found(`mode_id=${otherMode!.id}`)
    expect(byMode).toContain(online.id)
    expect(byMode).not.toContain(inPerson.id)
    const byType = await found(`type_id=${term.event_type}&mode_id=${term.event_mode}`)
    expect(byType).toContain(inPerson.id)
    expect(byType).not.toContain(online.id)
    expect(await found(`type_id=${otherType!.id}&kind=course`)).toEqual([])
    expect((await send('GET', '/admin/events?mode_id=nada')).status).toBe(422)
  })

  it('refuses to stop admitting a group while some of it hold open applications', async () => {
    const mixed = await create(course({ status: 'published', slots: 5 }))
    const precollegiate = await enrol(mixed.id, 'precollegiates')
    await enrol(mixed.id)
    const before = await get(mixed.id)
    const refused = async (change: Partial<AdminEventInput>) => {
      const response = await send('PUT', `/admin/events/${mixed.id}`, { ...before, ...change })
      expect(response.status, JSON.stringify(change)).toBe(409)
      expect(await response.json()).toMatchObject({ detail: 'EVENT_GROUP_HAS_APPLICATIONS' })
    }
    // Made an event, or the group unticked: both refused, in the same transaction, and nothing changes.
    await refused({ kind: 'event', admitted_groups: ['collegiates'] })
    await refused({ admitted_groups: ['collegiates'] })
    expect(await get(mixed.id)).toMatchObject({ kind: 'course', admitted_groups: before.admitted_groups })
    expect((await logOf(mixed.id)).map((row) => row.action)).toEqual(['created'])
    // Other edits go on.
    const renamed = await send('PUT', `/admin/events/${mixed.id}`, { ...before, city: 'Bilbao' })
    expect(renamed.status).toBe(200)
    // The collegiates, who hold an application too, cannot be left out either.
    await refused({ admitted_groups: ['precollegiates'] })

    // Once the pre-collegiate's application is closed (rejected here; cancelled is the same), it may change.
    await api.db
      .update(eventApplications)
      .set({ status: 'rejected' })
      .where(eq(eventApplications.id, precollegiate.id))
    const changed = await send('PUT', `/admin/events/${mixed.id}`, {
      ...(await get(mixed.id)),
      kind: 'event',
      admitted_groups: ['collegiates'],
    })
    expect(changed.status).toBe(200)
    expect(AdminEventSchema.parse(await changed.json())).toMatchObject({
      kind: 'event',
      admitted_groups: ['collegiates'],
    })
  })

  it('refuses dates, windows, groups and terms that make no sense', async () => {
    const now = Date.now()
    const refused = async (input: AdminEventInput, status = 422) => {
      const response = await send('POST', '/admin/events', input)
      expect(response.status, JSON.stringify(input)).toBe(status)
    }
    await refused(course({ ends_at: new Date(now).toISOString() }))
    await refused(
      course({
        enrolment_opens_at: new Date(now + 2 * day).toISOString(),
        enrolment_closes_at: new Date(now + day).toISOString(),
      }),
    )
    // Pre-collegiates only ever in courses.
    await refused(course({ kind: 'event', admitted_groups: ['collegiates', 'precollegiates'] }))
    await refused(course({ slots: -1 }))
    await refused(course({ category_id: term.event_mode }))
    const taken = course()
    await create(taken)
    const again = await send('POST', '/admin/events', { ...course(), translations: taken.translations })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ detail: { code: 'SLUG_TAKEN', reason: 'es' } })
  })

  it('keeps the places at least those taken, and raising them gives places to the waiting list', async () => {
    const event = await create(course({ status: 'published', slots: 1 }))
    const holder = await enrol(event.id)
    const first = await enrol(event.id)
    const second = await enrol(event.id)
    const full = await get(event.id)
    expect(full).toMatchObject({ slots_taken: 1, slots_left: 0, applications: 3 })
    expect(full.waiting_list.map((row) => row.id)).toEqual([first.id, second.id])

    const below = await send('PUT', `/admin/events/${event.id}`, { ...full, slots: 0 })
    expect(below.status).toBe(409)
    expect(await below.json()).toMatchObject({ detail: 'EVENT_SLOTS_BELOW_TAKEN' })

    const raised = await send('PUT', `/admin/events/${event.id}`, { ...full, slots: 2 })
    expect(raised.status).toBe(200)
    const after = AdminEventSchema.parse(await raised.json())
    expect(after).toMatchObject({ slots: 2, slots_taken: 2, slots_left: 0 })
    expect(after.waiting_list.map((row) => row.id)).toEqual([second.id])
    const [promoted] = await api.db.select().from(eventApplications).where(eq(eventApplications.id, first.id))
    expect(promoted).toMatchObject({ waitlisted_at: null })
    expect(mailer.to(first.email).length).toBeGreaterThan(0)
    expect(mailer.to(second.email)).toEqual([])
    expect(holder.id).toBeTruthy()

    const log = await logOf(event.id)
    expect(log[0]).toMatchObject({ action: 'waitlist_promoted', details: { smart_count: 1 } })
    expect(log[1]).toMatchObject({ action: 'updated', details: { fields: 'slots' } })
    const [row] = await api.db
      .select({ actor: staffActions.actor_id })
      .from(staffActions)
      .where(and(eq(staffActions.entity, 'event'), eq(staffActions.action, 'waitlist_promoted')))
    expect(row?.actor).toBe(staffId)

    // No limit: every one waiting gets a place.
    const unlimited = await send('PUT', `/admin/events/${event.id}`, { ...after, slots: null })
    expect(AdminEventSchema.parse(await unlimited.json())).toMatchObject({ slots: null, waiting_list: [] })
  })

  it('refuses to delete one with applications (archive it instead) and deletes one without', async () => {
    const withApplications = await create(course({ status: 'published', slots: 5 }))
    await enrol(withApplications.id)
    const refused = await send('DELETE', `/admin/events/${withApplications.id}`)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ detail: 'EVENT_HAS_APPLICATIONS' })
    const archived = await send('PUT', `/admin/events/${withApplications.id}`, {
      ...(await get(withApplications.id)),
      status: 'archived',
    })
    expect(archived.status).toBe(200)

    const empty = await create(course())
    expect((await send('DELETE', `/admin/events/${empty.id}`)).status).toBe(200)
    expect((await send('GET', `/admin/events/${empty.id}`)).status).toBe(404)
    const [deleted] = await api.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.entity, 'event'), eq(staffActions.action, 'deleted')))
    expect(deleted?.details).toMatchObject({ title: empty.title })
  })

  it('is for staff only', async () => {
    expect((await send('GET', '/admin/events', undefined, member)).status).toBe(403)
    expect((await api.request('/api/admin/events')).status).toBe(401)
  })
})
