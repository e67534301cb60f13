import 'server-only'
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  applicationKindsOf,
  type Application,
  type ApplicationDetail,
  type ApplicationGroup,
  type ApplicationPage,
  type ApplicationsQuery,
  isOpenApplication,
} from '@/lib/contract/applications'
import type { Term } from '@/lib/contract/listing'
import { defaultLocale, type Locale } from '@/lib/contract/locales'
import type { Database } from '@/lib/server/db/client'
import {
  eventApplications,
  eventApplicationStatusChanges,
  events,
  eventTranslations,
  movements,
  terms,
  termTranslations,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { countAll, isPublished } from './content-query'
import { movementsBeingCollected } from './payments'

/** The event's text in the language asked for, else in Spanish (every item has a Spanish text). */
const fallback = alias(eventTranslations, 'fallback_translation')

const joinedText = (lang: Locale) => ({
  translated: and(eq(eventTranslations.event_id, events.id), eq(eventTranslations.lang, lang)),
  fallback: and(eq(fallback.event_id, events.id), eq(fallback.lang, defaultLocale)),
})

/** Its place on the event's waiting list, counted in the order the list is served (time, then id). */
const waitlistPosition = sql<
  number | null
>`case when ${eventApplications.waitlisted_at} is null then null else (
  select count(*)::int from event_applications waiting
  where waiting.event_id = ${eventApplications.event_id} and waiting.waitlisted_at is not null
    and (waiting.waitlisted_at, waiting.id) <= (${eventApplications.waitlisted_at}, ${eventApplications.id})
) end`

const columns = {
  application: eventApplications,
  waitlistPosition,
  event: events,
  slug: sql<string>`coalesce(${eventTranslations.slug}, ${fallback.slug})`,
  title: sql<string>`coalesce(${eventTranslations.title}, ${fallback.title})`,
  venue: sql<string>`coalesce(${eventTranslations.venue}, ${fallback.venue}, '')`,
  published: sql<boolean>`${isPublished(events)}`,
  movement: { id: movements.id, status: movements.status, total_cents: movements.total_cents },
}

type Row = {
  application: typeof eventApplications.$inferSelect
  waitlistPosition: number | null
  event: typeof events.$inferSelect
  slug: string
  title: string
  venue: string
  published: boolean
  movement: Pick<typeof movements.$inferSelect, 'id' | 'status' | 'total_cents'> | null
}

const selectApplications = (db: Database, lang: Locale) => {
  const text = joinedText(lang)
  return db
    .select(columns)
    .from(eventApplications)
    .innerJoin(events, eq(events.id, eventApplications.event_id))
    .leftJoin(eventTranslations, text.translated)
    .leftJoin(fallback, text.fallback)
    .leftJoin(movements, eq(movements.event_application_id, eventApplications.id))
}

/** Which of the caller's applications a group's paths show: pre-collegiates see only their courses. */
export function ownedBy(userId: string, group: ApplicationGroup) {
  return and(
    eq(eventApplications.user_id, userId),
    group === 'precollegiates' ? inArray(events.kind, [...applicationKindsOf.precollegiates]) : undefined,
  )
}

/** The list's page and count queries, built the same way for the service and for the query-plan test. */
export function applicationListQueries(
  db: Database,
  userId: string,
  group: ApplicationGroup,
  query: ApplicationsQuery,
) {
  const where = and(
    ownedBy(userId, group),
    query.kind ? eq(events.kind, query.kind) : undefined,
    query.status ? eq(eventApplications.status, query.status) : undefined,
  )
  const items = selectApplications(db, query.lang)
    .where(where)
    .orderBy(desc(eventApplications.created_at), desc(eventApplications.id))
    .limit(query.limit)
    .offset(query.skip)
  const count = db
    .select({ total: countAll })
    .from(eventApplications)
    .innerJoin(events, eq(events.id, eventApplications.event_id))
    .where(where)
  return { items, count }
}

async function modesById(db: Database, lang: Locale): Promise<Map<number, Term>> {
  const rows = await db
    .select({ id: terms.id, key: terms.key, name: termTranslations.name, color: terms.color })
    .from(terms)
    .innerJoin(termTranslations, and(eq(termTranslations.term_id, terms.id), eq(termTranslations.lang, lang)))
    .where(eq(terms.vocabulary, 'event_mode'))
  return new Map(rows.map((term) => [term.id, term]))
}

/** The applications' movements that a direct debit is collecting, which cannot be paid again. */
const collectedOf = (db: Database, rows: Row[]) =>
  movementsBeingCollected(
    db,
    rows.flatMap((row) => (row.movement ? [row.movement.id] : [])),
  )

function applicationOf(
  row: Row,
  modes: Map<number, Term>,
  collected: Set<string>,
  now = new Date(),
): Application {
  const { application, event } = row
  return {
    id: application.id,
    status: application.status,
    companions: application.companions,
    waitlist_position: row.waitlistPosition === null ? null : Number(row.waitlistPosition),
    amount_due_cents: application.amount_due_cents,
    movement: row.movement && {
      ...row.movement,
      payable: ['pending', 'not_paid'].includes(row.movement.status) && !collected.has(row.movement.id),
    },
    cancellable: isOpenApplication(application.status) && event.starts_at > now,
    created_at: application.created_at.toISOString(),
    updated_at: application.updated_at.toISOString(),
    event: {
      id: event.id,
      kind: event.kind,
      slug: row.slug,
      title: row.title,
      starts_at: event.starts_at.toISOString(),
      ends_at: event.ends_at.toISOString(),
      mode: event.mode_id === null ? null : (modes.get(event.mode_id) ?? null),
      venue: row.venue,
      city: event.city,
      address: event.address,
      price_cents: event.price_cents,
      member_price_cents: event.member_price_cents,
      hours: event.hours,
      published: Boolean(row.published),
    },
  }
}

export async function listApplications(
  db: Database,
  userId: string,
  group: ApplicationGroup,
  query: ApplicationsQuery,
): Promise<ApplicationPage> {
  const { items, count } = applicationListQueries(db, userId, group, query)
  const [rows, [counted], modes] = await Promise.all([items, count, modesById(db, query.lang)])
  const collected = await collectedOf(db, rows)
  return {
    items: rows.map((row) => applicationOf(row, modes, collected)),
    total: Number(counted?.total ?? 0),
    skip: query.skip,
    limit: query.limit,
  }
}

export async function findApplication(db: Database, where: SQL, lang: Locale): Promise<Application | null> {
  const [row] = await selectApplications(db, lang).where(where).limit(1)
  return row ? applicationOf(row, await modesById(db, lang), await collectedOf(db, [row])) : null
}

/** Someone else's id answers as an unknown one, so that ids cannot be probed. */
export async function getApplication(
  db: Database,
  userId: string,
  group: ApplicationGroup,
  id: string,
  lang: Locale,
): Promise<ApplicationDetail> {
  const [application, history] = await Promise.all([
    findApplication(db, and(eq(eventApplications.id, id), ownedBy(userId, group))!, lang),
    applicationHistoryQuery(db, id),
  ])
  if (!application) throw new ApiError(404, 'APPLICATION_NOT_FOUND')
  return {
    ...application,
    history: history.map((change) => ({
      status: change.status,
      changed_at: change.changed_at.toISOString(),
      note: change.note,
    })),
  }
}

export const applicationHistoryQuery = (db: Database, id: string) =>
  db
    .select({
      status: eventApplicationStatusChanges.status,
      changed_at: eventApplicationStatusChanges.changed_at,
      note: eventApplicationStatusChanges.note,
    })
    .from(eventApplicationStatusChanges)
    .where(eq(eventApplicationStatusChanges.application_id, id))
    .orderBy(asc(eventApplicationStatusChanges.changed_at), asc(eventApplicationStatusChanges.id))
