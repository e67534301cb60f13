import 'server-only'
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import {
  EventOperatorSchema,
  EventSortSchema,
  type EventAvailability,
  type EventDetail,
  type EventOperator,
  type EventPage,
  type EventsConfig,
  type EventSort,
  type EventsQuery,
  type EventSummary,
} from '@/lib/contract/events'
import type { Term } from '@/lib/contract/listing'
import type { Locale } from '@/lib/contract/locales'
import type { Database } from '@/lib/server/db/client'
import { events, eventsConfig, eventTranslations, terms, termTranslations } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import {
  alternatesOf,
  countAll,
  isPublished,
  laterOf,
  listTerms,
  matchesSearch,
  pageOf,
  type Audience,
  visibleTo,
} from './content-query'
import { sanitizeRichText } from './rich-text'

/** The time zone the association works in: day filters (`from`, `to`) are Madrid days. */
const timeZone = 'Europe/Madrid'

const defaultConfig = (lang: Locale): EventsConfig => ({
  lang,
  page_size: 12,
  default_operator: 'and',
  default_sort: ['starts_at'],
  show_categories: true,
  show_types: true,
  show_modes: true,
  show_past: false,
})

export async function getEventsConfig(db: Database, lang: Locale): Promise<EventsConfig> {
  const [row] = await db.select().from(eventsConfig).where(eq(eventsConfig.lang, lang)).limit(1)
  if (!row) return defaultConfig(lang)
  const sort = row.default_sort.flatMap((key) => {
    const parsed = EventSortSchema.safeParse(key)
    return parsed.success ? [parsed.data] : []
  })
  return {
    lang,
    page_size: Math.min(Math.max(row.page_size, 1), 100),
    default_operator: EventOperatorSchema.catch('and').parse(row.default_operator),
    default_sort: sort.length > 0 ? sort : ['starts_at'],
    show_categories: row.show_categories,
    show_types: row.show_types,
    show_modes: row.show_modes,
    show_past: row.show_past,
  }
}

export const listEventCategories = (db: Database, lang: Locale) => listTerms(db, 'event_category', lang)
export const listEventTypes = (db: Database, lang: Locale) => listTerms(db, 'event_type', lang)
export const listEventModes = (db: Database, lang: Locale) => listTerms(db, 'event_mode', lang)

type EventRow = typeof events.$inferSelect

type EnrolmentWindowFields = Pick<
  EventRow,
  'ends_at' | 'slots' | 'slots_taken' | 'window_status' | 'enrolment_opens_at' | 'enrolment_closes_at'
>

const hasEnded = (event: EnrolmentWindowFields, now: Date) =>
  event.ends_at < now || (event.enrolment_closes_at !== null && event.enrolment_closes_at < now)

/** Whether the enrolment period is open now, whatever the places left: the window, its dates and the event's end. */
export function enrolmentWindowOf(
  event: EnrolmentWindowFields,
  now: Date,
): Exclude<EventAvailability, 'closed_full'> {
  if (hasEnded(event, now) || event.window_status === 'closed') return 'closed_ended'
  if (event.window_status === 'standby') return 'standby'
  const opensLater = event.enrolment_opens_at !== null && event.enrolment_opens_at > now
  // A programmed window opens at its programmed time; without one it waits for staff to publish it.
  if (opensLater || (event.window_status === 'programmed' && event.enrolment_opens_at === null)) {
    return 'planned'
  }
  return 'open'
}

/** Whether one can enrol now (spec §4): an ended period first, then no places left, then the window. */
export function availabilityOf(event: EnrolmentWindowFields, now: Date): EventAvailability {
  if (hasEnded(event, now)) return 'closed_ended'
  if (event.slots !== null && event.slots_taken >= event.slots) return 'closed_full'
  return enrolmentWindowOf(event, now)
}

const listedColumns = {
  event: events,
  slug: eventTranslations.slug,
  title: eventTranslations.title,
  summary: eventTranslations.summary,
  venue: eventTranslations.venue,
}

type ListedRow = { event: EventRow; slug: string; title: string; summary: string; venue: string }

const orderOf: Record<EventSort, SQL> = {
  starts_at: asc(events.starts_at),
  '-starts_at': desc(events.starts_at),
  title: asc(eventTranslations.title),
  '-title': desc(eventTranslations.title),
  publish_at: asc(events.publish_at),
  '-publish_at': desc(events.publish_at),
}

const startOfDay = (day: string) => sql`timezone(${timeZone}, ${day}::date::timestamp)`

function listConditions(lang: Locale, query: EventsQuery, operator: EventOperator): SQL {
  const groups = [
    query.categories.length > 0 ? inArray(events.category_id, query.categories) : undefined,
    query.event_types.length > 0 ? inArray(events.type_id, query.event_types) : undefined,
    query.modes.length > 0 ? inArray(events.mode_id, query.modes) : undefined,
  ].filter((group): group is SQL => group !== undefined)
  return and(
    eq(eventTranslations.lang, lang),
    isPublished(events),
    query.kind ? eq(events.kind, query.kind) : undefined,
    matchesSearch(eventTranslations.search_text, query.q),
    query.past ? undefined : gte(events.ends_at, sql`now()`),
    query.from ? gte(events.ends_at, startOfDay(query.from)) : undefined,
    query.to ? lt(events.starts_at, sql`${startOfDay(query.to)} + interval '1 day'`) : undefined,
    query.free ? isNull(events.price_cents) : undefined,
    groups.length === 0 ? undefined : operator === 'and' ? and(...groups) : or(...groups),
  )!
}

/** Shared with the test that checks their plans use indexes. */
export function eventListQueries(db: Database, lang: Locale, query: EventsQuery, config: EventsConfig) {
  const where = listConditions(lang, query, query.operator ?? config.default_operator)
  const sort = query.sort.length > 0 ? query.sort : config.default_sort
  const items = db
    .select(listedColumns)
    .from(eventTranslations)
    .innerJoin(events, eq(events.id, eventTranslations.event_id))
    .where(where)
    .orderBy(...[...new Set(sort)].map((key) => orderOf[key]), asc(events.id))
    .limit(query.limit)
    .offset(query.skip)
  const count = db
    .select({ total: countAll })
    .from(eventTranslations)
    .innerJoin(events, eq(events.id, eventTranslations.event_id))
    .where(where)
  return { items, count }
}

async function eventTermsById(db: Database, lang: Locale): Promise<Map<number, Term>> {
  const rows = await db
    .select({ id: terms.id, key: terms.key, name: termTranslations.name, color: terms.color })
    .from(terms)
    .innerJoin(termTranslations, and(eq(termTranslations.term_id, terms.id), eq(termTranslations.lang, lang)))
    .where(inArray(terms.vocabulary, ['event_category', 'event_type', 'event_mode']))
  return new Map(rows.map((term) => [term.id, term]))
}

function summaryOf(lang: Locale, row: ListedRow, termsById: Map<number, Term>, now: Date): EventSummary {
  const { event } = row
  const term = (id: number | null) => (id === null ? null : (termsById.get(id) ?? null))
  const iso = (date: Date | null) => date?.toISOString() ?? null
  return {
    id: event.id,
    lang,
    kind: event.kind,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    publish_at: event.publish_at.toISOString(),
    starts_at: event.starts_at.toISOString(),
    ends_at: event.ends_at.toISOString(),
    venue: row.venue,
    city: event.city,
    address: event.address,
    category: term(event.category_id),
    type: term(event.type_id),
    mode: term(event.mode_id),
    price_cents: event.price_cents,
    member_price_cents: event.member_price_cents,
    slots: event.slots,
    slots_left: event.slots === null ? null : Math.max(event.slots - event.slots_taken, 0),
    max_companions: event.max_companions,
    hours: event.hours,
    window_status: event.window_status,
    enrolment_opens_at: iso(event.enrolment_opens_at),
    enrolment_closes_at: iso(event.enrolment_closes_at),
    availability: availabilityOf(event, now),
  }
}

export async function listEvents(db: Database, lang: Locale, query: EventsQuery): Promise<EventPage> {
  const config = await getEventsConfig(db, lang)
  const { items, count } = eventListQueries(db, lang, query, config)
  const [page, termsById] = await Promise.all([pageOf(items, count, query), eventTermsById(db, lang)])
  const now = new Date()
  return { ...page, items: page.items.map((row) => summaryOf(lang, row, termsById, now)) }
}

/** Another language's slug answers the item in `lang`, so the language switcher keeps the reader on it. */
export async function getEvent(
  db: Database,
  lang: Locale,
  slug: string,
  audience: Audience = 'public',
): Promise<EventDetail> {
  const [found] = await db
    .select({ id: eventTranslations.event_id })
    .from(eventTranslations)
    .innerJoin(events, eq(events.id, eventTranslations.event_id))
    .where(and(eq(eventTranslations.slug, slug), visibleTo(events, audience)))
    .orderBy(sql`${eventTranslations.lang} = ${lang} desc`, asc(eventTranslations.lang))
    .limit(1)
  if (!found) throw new ApiError(404, 'EVENT_NOT_FOUND')
  const [row] = await db
    .select({ ...listedColumns, body: eventTranslations.body, updated_at: eventTranslations.updated_at })
    .from(eventTranslations)
    .innerJoin(events, eq(events.id, eventTranslations.event_id))
    .where(and(eq(eventTranslations.event_id, found.id), eq(eventTranslations.lang, lang)))
    .limit(1)
  if (!row) throw new ApiError(404, 'EVENT_NOT_FOUND')
  const [termsById, alternates] = await Promise.all([
    eventTermsById(db, lang),
    alternatesOf(db, eventTranslations, eventTranslations.event_id, found.id, lang),
  ])
  return {
    ...summaryOf(lang, row, termsById, new Date()),
    body: sanitizeRichText(row.body),
    updated_at: laterOf(row.updated_at, row.event.updated_at),
    alternates,
  }
}
