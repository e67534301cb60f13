import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ApplicationDetailSchema,
  ApplicationPageSchema,
  CollegiateApplicationsQuerySchema,
  type ApplicationStatus,
} from '@/lib/contract/applications'
import {
  eventApplications,
  eventApplicationStatusChanges,
  events,
  eventTranslations,
  users,
} from '@/lib/server/db/schema'
import { seedApplications } from '@/lib/server/db/seed/applications'
import { slugOf } from '@/lib/server/db/seed/events'
import { applicationHistoryQuery, applicationListQueries } from '@/lib/server/services/applications'
import { bearerFor, createTestUser } from '../support/auth'
import { expectIndexedPlan } from '../support/query-plan'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()
const collegiates = '/api/public/collegiates/events/applications'
const precollegiates = '/api/public/precollegiates/events/applications'
const day = 24 * 60 * 60 * 1000

const get = (url: string, token?: string) =>
  api.request(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} })

async function signedIn(principals: string[]) {
  const user = await createTestUser(api.db, { principals })
  return { user, token: await bearerFor(api.request, user.email, user.password) }
}

async function eventId(title: string): Promise<number> {
  const [row] = await api.db
    .select({ id: eventTranslations.event_id })
    .from(eventTranslations)
    .where(and(eq(eventTranslations.lang, 'es'), eq(eventTranslations.slug, slugOf(title))))
  if (!row) throw new Error(`No seeded item ${title}`)
  return row.id
}

/** An application with its history, `daysAgo` days old, its status the last of `statuses`. */
async function apply(userId: string, title: string, statuses: ApplicationStatus[], daysAgo: number) {
  const sent = new Date(Date.now() - daysAgo * day)
  const [row] = await api.db
    .insert(eventApplications)
    .values({
      event_id: await eventId(title),
      user_id: userId,
      status: statuses.at(-1)!,
      created_at: sent,
      updated_at: sent,
    })
    .returning({ id: eventApplications.id })
  // Inserted newest first, so that the answer's order comes from changed_at, not from the insertion order.
  await api.db.insert(eventApplicationStatusChanges).values(
    statuses
      .map((status, index) => ({
        application_id: row!.id,
        status,
        changed_at: new Date(sent.getTime() + index * 3600_000),
        note: status === 'pending_documents' ? 'Falta el título' : null,
      }))
      .reverse(),
  )
  return row!.id
}

const course = 'Curso de peritaje judicial'
const pastCourse = 'Curso de actualización en normativa fiscal'
const event = 'Congreso Anual del Colegio'

let collegiate: Awaited<ReturnType<typeof signedIn>>
let other: Awaited<ReturnType<typeof signedIn>>
let precollegiate: Awaited<ReturnType<typeof signedIn>>
let staff: Awaited<ReturnType<typeof signedIn>>
const ids = {} as Record<'course' | 'pastCourse' | 'event' | 'otherCourse' | 'preCourse' | 'preEvent', string>

beforeAll(async () => {
  ;[collegiate, other, precollegiate, staff] = await Promise.all([
    signedIn(['role:collegiate']),
    signedIn(['role:collegiate']),
    signedIn(['role:precollegiate']),
    signedIn(['role:staff']),
  ])
  ids.pastCourse = await apply(collegiate.user.id, pastCourse, ['received', 'under_review', 'accepted'], 90)
  ids.event = await apply(collegiate.user.id, event, ['received', 'cancelled'], 10)
  ids.course = await apply(collegiate.user.id, course, ['received', 'pending_documents'], 2)
  ids.otherCourse = await apply(other.user.id, course, ['received'], 1)
  ids.preCourse = await apply(precollegiate.user.id, pastCourse, ['received', 'accepted'], 30)
  ids.preEvent = await apply(precollegiate.user.id, event, ['received'], 5)
})

async function page(url: string, token: string) {
  const response = await get(url, token)
  expect(response.status, url).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  return ApplicationPageSchema.parse(await response.json())
}

describe('GET /public/collegiates/events/applications', () => {
  it("lists only the caller's applications, newest first, with the event in the language asked for", async () => {
    const list = await page(`${collegiates}?lang=ca`, collegiate.token)
    expect(list.total).toBe(3)
    expect(list.items.map((item) => item.id)).toEqual([ids.course, ids.event, ids.pastCourse])
    expect(list.items[0]).toMatchObject({
      status: 'pending_documents',
      event: { kind: 'course', title: 'Curs de peritatge judicial', published: true },
    })
    expect(list.items[0]!.event.slug).toBe(slugOf('Curs de peritatge judicial'))
    expect(list.items[0]!.event.mode?.name).toBeTruthy()
  })

  it('filters by kind and status, and pages', async () => {
    const courses = await page(`${collegiates}?kind=course`, collegiate.token)
    expect(courses.items.map((item) => item.id)).toEqual([ids.course, ids.pastCourse])
    const events = await page(`${collegiates}?kind=event&status=cancelled`, collegiate.token)
    expect(events.items.map((item) => item.id)).toEqual([ids.event])
    expect((await page(`${collegiates}?kind=event&status=accepted`, collegiate.token)).total).toBe(0)
    const second = await page(`${collegiates}?skip=1&limit=1`, collegiate.token)
    expect(second).toMatchObject({ total: 3, skip: 1, limit: 1 })
    expect(second.items.map((item) => item.id)).toEqual([ids.event])
    // Blank filters count as not sent.
    expect((await page(`${collegiates}?kind=&status=`, collegiate.token)).total).toBe(3)
  })

  it.each([
    'kind=workshop',
    'status=approved',
    'status=accepted&status=rejected',
    'lang=fr',
    'limit=0',
    'limit=101',
    'skip=-1',
    'skip=uno',
  ])('answers 422 for %s', async (query) => {
    const response = await get(`${collegiates}?${query}`, collegiate.token)
    expect(response.status).toBe(422)
  })

  it('answers 401 without a session and 403 to other roles', async () => {
    expect((await get(collegiates)).status).toBe(401)
    expect((await get(collegiates, precollegiate.token)).status).toBe(403)
    expect((await get(collegiates, staff.token)).status).toBe(403)
  })
})

describe('GET /public/collegiates/events/applications/{id}', () => {
  it('answers the application, the event and the history, oldest first', async () => {
    const response = await get(`${collegiates}/${ids.pastCourse}?lang=en`, collegiate.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const detail = ApplicationDetailSchema.parse(await response.json())
    expect(detail).toMatchObject({ id: ids.pastCourse, status: 'accepted', companions: 0 })
    expect(detail.event.title).toBe('Refresher course on tax rules')
    expect(detail.history.map((change) => change.status)).toEqual(['received', 'under_review', 'accepted'])
    const times = detail.history.map((change) => Date.parse(change.changed_at))
    expect([...times].sort((a, b) => a - b)).toEqual(times)
  })

  it('keeps the notes', async () => {
    const detail = ApplicationDetailSchema.parse(
      await (await get(`${collegiates}/${ids.course}`, collegiate.token)).json(),
    )
    expect(detail.history.at(-1)).toMatchObject({ status: 'pending_documents', note: 'Falta el título' })
    expect(detail.event.title).toBe(course)
  })

  it("answers 404 for someone else's application, as for an unknown one", async () => {
    for (const id of [ids.otherCourse, ids.preCourse, crypto.randomUUID()]) {
      const response = await get(`${collegiates}/${id}`, collegiate.token)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ detail: 'APPLICATION_NOT_FOUND' })
    }
  })

  it('answers 422 for an id that is not a uuid or an unknown language, 401 and 403 as the list', async () => {
    expect((await get(`${collegiates}/12`, collegiate.token)).status).toBe(422)
    expect((await get(`${collegiates}/${ids.course}?lang=xx`, collegiate.token)).status).toBe(422)
    expect((await get(`${collegiates}/${ids.course}`)).status).toBe(401)
    expect((await get(`${collegiates}/${ids.preCourse}`, precollegiate.token)).status).toBe(403)
  })
})

describe('pre-collegiates: courses only', () => {
  it('lists their courses and leaves their event applications out', async () => {
    const list = await page(precollegiates, precollegiate.token)
    expect(list.items.map((item) => item.id)).toEqual([ids.preCourse])
    expect((await page(`${precollegiates}?kind=course&status=accepted`, precollegiate.token)).total).toBe(1)
  })

  it('answers 422 for kind=event, 404 for an event application, 403 to collegiates', async () => {
    expect((await get(`${precollegiates}?kind=event`, precollegiate.token)).status).toBe(422)
    expect((await get(`${precollegiates}/${ids.preEvent}`, precollegiate.token)).status).toBe(404)
    expect((await get(`${precollegiates}/${ids.course}`, precollegiate.token)).status).toBe(404)
    expect((await get(`${precollegiates}/${ids.preCourse}`, precollegiate.token)).status).toBe(200)
    expect((await get(precollegiates, collegiate.token)).status).toBe(403)
  })
})

describe('database', () => {
  it('refuses a second application to the same item and negative companions', async () => {
    const eventIdOf = await eventId(course)
    await expect(
      api.db.insert(eventApplications).values({ event_id: eventIdOf, user_id: collegiate.user.id }),
    ).rejects.toThrow()
    await expect(
      api.db
        .insert(eventApplications)
        .values({ event_id: eventIdOf, user_id: staff.user.id, companions: -1 }),
    ).rejects.toThrow()
  })

  it('seeds the demo accounts once, with every situation', async () => {
    const demo = await api.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ['colegiada@demo.colegio.example', 'precolegiado@demo.colegio.example']))
    const count = async () =>
      (await api.db.select({ id: eventApplications.id }).from(eventApplications)).length
    const before = await count()
    await seedApplications(api.db)
    expect(await count()).toBe(before)
    const collegiateId = demo.find((row) => row.email.startsWith('colegiada'))!.id
    const statuses = await api.db
      .select({ status: eventApplications.status })
      .from(eventApplications)
      .where(eq(eventApplications.user_id, collegiateId))
    expect(new Set(statuses.map((row) => row.status))).toEqual(
      new Set(['accepted', 'rejected', 'cancelled', 'pending_documents', 'under_review', 'received']),
    )
    const precollegiateId = demo.find((row) => row.email.startsWith('precolegiado'))!.id
    const courses = await api.db
      .select({ kind: events.kind })
      .from(eventApplications)
      .innerJoin(events, eq(events.id, eventApplications.event_id))
      .where(eq(eventApplications.user_id, precollegiateId))
    expect(courses.length).toBeGreaterThan(0)
    expect(courses.every((row) => row.kind === 'course')).toBe(true)
  })

  it('runs the list, count and history queries on indexes, without sequential scans', async () => {
    const queries = ['', 'kind=course', 'status=accepted', 'kind=event&status=cancelled&skip=10&lang=eu']
    for (const [index, query] of queries.entries()) {
      const parsed = CollegiateApplicationsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))
      const group = index === 1 ? 'precollegiates' : 'collegiates'
      const { items, count } = applicationListQueries(api.db, collegiate.user.id, group, parsed)
      for (const statement of [items, count]) {
        expect(await expectIndexedPlan(api.db, statement), query).toMatch(/Index|Bitmap/)
      }
    }
    expect(await expectIndexedPlan(api.db, applicationHistoryQuery(api.db, ids.course))).toMatch(
      /Index|Bitmap/,
    )
  })
})
