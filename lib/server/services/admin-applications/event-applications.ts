import 'server-only'
import { and, asc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AdminStatusChange } from '@/lib/contract/admin'
import {
  eventApplicationTransitions,
  waitlistedTransitions,
  type AdminEventApplication,
  type AdminEventApplicationDetail,
  type AdminEventApplicationListQuery,
} from '@/lib/contract/admin-applications'
import { isOpenApplication } from '@/lib/contract/applications'
import { defaultLocale, type Locale } from '@/lib/contract/locales'
import { type Database, inTurn } from '@/lib/server/db/client'
import {
  attachments,
  eventApplicationDocuments,
  eventApplications,
  eventApplicationStatusChanges,
  events,
  eventTranslations,
  users,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { oneAtATime } from '@/lib/server/one-at-a-time'
import { portalLink } from '../account-emails'
import { toAttachment } from '../attachments'
import { withdrawCharge } from '../charges'
import { listPage } from '../content-query'
import { lockedEvent, promoteWaiting, seatsOf } from '../enrolment'
import { recordStaffAction, type StaffActor } from '../staff-actions'
import {
  applicantSearch,
  closingStatuses,
  downloadPath,
  statusChangeDetails,
  submittedBetween,
  tellStatusChanged,
  titleIn,
} from './shared'

type EventApplicationRow = typeof eventApplications.$inferSelect

const spanishTitle = alias(eventTranslations, 'spanish_title')

const eventApplicationColumns = {
  application: eventApplications,
  event_kind: events.kind,
  event_starts_at: events.starts_at,
  event_title: spanishTitle.title,
  name: users.name,
  surname: users.surname,
  email: users.email,
  preferred_lang: users.preferred_lang,
}

const titleJoin = and(
  eq(spanishTitle.event_id, eventApplications.event_id),
  eq(spanishTitle.lang, defaultLocale),
)

const eventApplicationRows = (db: Database) =>
  db
    .select(eventApplicationColumns)
    .from(eventApplications)
    .innerJoin(events, eq(events.id, eventApplications.event_id))
    .innerJoin(users, eq(users.id, eventApplications.user_id))
    .leftJoin(spanishTitle, titleJoin)
    .$dynamic()

type EventApplicationJoined = {
  application: EventApplicationRow
  event_kind: AdminEventApplication['event_kind']
  event_starts_at: Date
  event_title: string | null
  name: string
  surname: string
  email: string
  preferred_lang: Locale
}

function toAdminEventApplication(row: EventApplicationJoined): AdminEventApplication {
  const { application } = row
  return {
    id: application.id,
    event_id: application.event_id,
    event_title: row.event_title ?? `#${application.event_id}`,
    event_kind: row.event_kind,
    event_starts_at: row.event_starts_at.toISOString(),
    status: application.status,
    waitlisted: application.waitlisted_at !== null,
    companions: application.companions,
    amount_due_cents: application.amount_due_cents,
    submitted_at: application.created_at.toISOString(),
    updated_at: application.updated_at.toISOString(),
    applicant_name: `${row.name} ${row.surname}`.trim(),
    applicant_email: row.email,
    lang: row.preferred_lang,
  }
}

function eventTransitionsOf(row: Pick<EventApplicationRow, 'status' | 'waitlisted_at'>) {
  if (row.waitlisted_at !== null && isOpenApplication(row.status)) return waitlistedTransitions
  return eventApplicationTransitions[row.status]
}

const eventApplicationSort = {
  submitted_at: eventApplications.created_at,
  updated_at: eventApplications.updated_at,
  status: eventApplications.status,
}

export async function listEventApplications(db: Database, query: AdminEventApplicationListQuery) {
  const where = and(
    query.status ? eq(eventApplications.status, query.status) : undefined,
    query.kind ? eq(events.kind, query.kind) : undefined,
    query.event_id ? eq(eventApplications.event_id, query.event_id) : undefined,
    ...submittedBetween(eventApplications.created_at, query.from, query.to),
    applicantSearch(query.q, [users.email, users.search_name, spanishTitle.search_text]),
  )
  const { rows, total } = await listPage(
    db,
    () => eventApplicationRows(db),
    { id: eventApplications.id, where, sortBy: eventApplicationSort[query.sort] },
    query,
  )
  return { items: rows.map(toAdminEventApplication), total }
}

export async function eventApplicationDetail(db: Database, id: string): Promise<AdminEventApplicationDetail> {
  const [row] = await eventApplicationRows(db).where(eq(eventApplications.id, id))
  if (!row) throw new ApiError(404, 'APPLICATION_NOT_FOUND')
  const [documents, history] = await inTurn(
    () =>
      db
        .select({ attachment: attachments })
        .from(eventApplicationDocuments)
        .innerJoin(attachments, eq(attachments.id, eventApplicationDocuments.attachment_id))
        .where(eq(eventApplicationDocuments.application_id, id))
        .orderBy(asc(attachments.created_at), asc(attachments.id)),
    () =>
      db
        .select()
        .from(eventApplicationStatusChanges)
        .where(eq(eventApplicationStatusChanges.application_id, id))
        .orderBy(asc(eventApplicationStatusChanges.changed_at), asc(eventApplicationStatusChanges.id)),
  )
  return {
    ...toAdminEventApplication(row),
    documents: documents.map(({ attachment }) => ({
      attachment: toAttachment(attachment),
      download_path: downloadPath(attachment.id),
    })),
    history: history.map((entry) => ({
      status: entry.status,
      changed_at: entry.changed_at.toISOString(),
      note: entry.note,
    })),
    transitions: [...eventTransitionsOf(row.application)],
  }
}

/** The event's row is locked first, as members' enrolments and cancellations lock it. */
export async function changeEventApplicationStatus(
  db: Database,
  actor: StaffActor,
  id: string,
  { status, message }: AdminStatusChange,
  now = new Date(),
): Promise<AdminEventApplicationDetail> {
  const note = message?.trim() || undefined
  const [found] = await db
    .select({ eventId: eventApplications.event_id })
    .from(eventApplications)
    .where(eq(eventApplications.id, id))
  if (!found) throw new ApiError(404, 'APPLICATION_NOT_FOUND')
  return oneAtATime(`event:${found.eventId}`, () =>
    db.transaction(async (tx) => {
      const event = (await lockedEvent(tx, found.eventId))?.event
      const [application] = await tx
        .select()
        .from(eventApplications)
        .where(eq(eventApplications.id, id))
        .for('update')
      if (!event || !application) throw new ApiError(404, 'APPLICATION_NOT_FOUND')
      if (!eventTransitionsOf(application).includes(status)) {
        throw new ApiError(409, 'APPLICATION_STATUS_NOT_ALLOWED')
      }
      const closing = closingStatuses.includes(status)
      await tx
        .update(eventApplications)
        .set({ status, updated_at: now, ...(closing ? { waitlisted_at: null } : {}) })
        .where(eq(eventApplications.id, id))
      await tx
        .insert(eventApplicationStatusChanges)
        .values({ application_id: id, status, changed_at: now, note: note ?? null })
      await recordStaffAction(tx, actor, {
        entity: 'event_application',
        entityId: id,
        action: 'status_changed',
        details: statusChangeDetails(application.status, status, note),
      })
      if (closing) {
        await withdrawCharge(tx, { eventApplicationId: id }, now)
        if (application.waitlisted_at === null) {
          const [freed] = await tx
            .update(events)
            .set({ slots_taken: sql`greatest(${events.slots_taken} - ${seatsOf(application)}, 0)` })
            .where(eq(events.id, event.id))
            .returning()
          await promoteWaiting(tx, freed ?? event, now)
        }
      }
      const detail = await eventApplicationDetail(tx, id)
      const title = await titleIn(
        tx,
        eventTranslations,
        eventTranslations.event_id,
        detail.event_id,
        detail.lang,
      )
      await tellStatusChanged(tx, {
        to: { email: detail.applicant_email, name: detail.applicant_name, lang: detail.lang },
        subject: title ?? detail.event_title,
        code: id.slice(0, 8).toUpperCase(),
        status,
        message: note,
        link: portalLink(
          detail.lang,
          `/${detail.event_kind === 'course' ? 'my-courses' : 'my-events'}/${id}`,
        ),
      })
      return detail
    }),
  )
}
