import 'server-only'
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm'
import {
  applicationKindsOf,
  isOpenApplication,
  type Application,
  type ApplicationGroup,
  type ApplicationStatus,
} from '@/lib/contract/applications'
import { enrolmentAmount, type EnrolmentRequest, type EnrolmentState } from '@/lib/contract/enrolment'
import type { Locale } from '@/lib/contract/locales'
import type { collegiateStatuses } from '@/lib/contract/profile'
import { madridToday } from '@/lib/contract/profile'
import type { Database, Transaction } from '@/lib/server/db/client'
import type { Attachment } from '@/lib/contract/attachments'
import {
  attachments,
  eventApplicationDocuments,
  eventApplications,
  eventApplicationStatusChanges,
  events,
  memberProfiles,
  users,
} from '@/lib/server/db/schema'
import { isUniqueViolation } from '@/lib/server/db/violations'
import { ApiError, LoggedFailure } from '@/lib/server/errors'
import { oneAtATime } from '@/lib/server/one-at-a-time'
import type { FileStorage } from '@/lib/server/integrations/file-storage'
import { queueMail } from '@/lib/server/jobs/queue'
import { composeAccountEmail, portalLink } from './account-emails'
import { findApplication, ownedBy } from './applications'
import { addAttachment, toAttachment } from './attachments'
import { calendarFile } from './calendar'
import { chargeFor, withdrawCharge } from './charges'
import { isPublished } from './content-query'
import { availabilityOf, enrolmentWindowOf } from './events'
import { associationName } from './settings'

type EventRow = typeof events.$inferSelect
type ApplicationRow = typeof eventApplications.$inferSelect

/** Collegiate statuses that bar enrolment until the association lifts them. */
const barredStatuses: ReadonlyArray<(typeof collegiateStatuses)[number]> = ['suspended', 'non_payment']

export interface Applicant {
  userId: string
  group: ApplicationGroup
  lang: Locale
}

/** An application that got its places when another one left the waiting list's way; its owner is e-mailed. */
export interface Promotion {
  applicationId: string
  userId: string
  eventId: number
}

export const seatsOf = (application: Pick<ApplicationRow, 'companions'>) => 1 + application.companions

function placedStatus(event: EventRow, amountDueCents: number): ApplicationStatus {
  if (event.requires_documents) return 'pending_documents'
  return amountDueCents > 0 ? 'received' : 'accepted'
}

const fits = (event: EventRow, seats: number) =>
  event.slots === null || event.slots_taken + seats <= event.slots

async function refusalOf(
  db: Database | Transaction,
  event: EventRow,
  userId: string,
  group: ApplicationGroup | undefined,
): Promise<'group' | 'status' | null> {
  if (
    !group ||
    !event.admitted_groups.includes(group) ||
    !(applicationKindsOf[group] as readonly string[]).includes(event.kind)
  ) {
    return 'group'
  }
  if (group !== 'collegiates') return null
  const [profile] = await db
    .select({ status: memberProfiles.collegiate_status })
    .from(memberProfiles)
    .where(eq(memberProfiles.user_id, userId))
  return profile?.status && barredStatuses.includes(profile.status) ? 'status' : null
}

/** Records a status change; a failure here undoes the whole change (ERROR_GENERATING_STATUS_CHANGE_LOG). */
async function logStatus(tx: Transaction, applicationId: string, status: ApplicationStatus, now: Date) {
  try {
    await tx
      .insert(eventApplicationStatusChanges)
      .values({ application_id: applicationId, status, changed_at: now })
  } catch (error) {
    throw new LoggedFailure('ERROR_GENERATING_STATUS_CHANGE_LOG', error)
  }
}

const takeSeats = (tx: Transaction, eventId: number, seats: number) =>
  tx
    .update(events)
    .set({ slots_taken: sql`${events.slots_taken} + ${seats}` })
    .where(eq(events.id, eventId))

export async function lockedEvent(tx: Transaction, eventId: number) {
  const [row] = await tx
    .select({ event: events, published: sql<boolean>`${isPublished(events)}` })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update')
  return row
}

/**
 * The event's row is locked for the whole transaction, so 200 applications at once for 20 places end with
 * exactly the places taken. While the waiting list is not empty, a newcomer joins it even if a few places are
 * free.
 */
export async function applyToEvent(
  db: Database,
  applicant: Applicant,
  request: Required<EnrolmentRequest>,
  { idempotencyKey = null, now = new Date() }: { idempotencyKey?: string | null; now?: Date } = {},
): Promise<{ application: Application; replayed: boolean }> {
  const replay = idempotencyKey && (await replayOf(db, applicant, request, idempotencyKey))
  if (replay) return { application: replay, replayed: true }
  let applicationId: string
  try {
    applicationId = await oneAtATime(`event:${request.event_id}`, () =>
      db.transaction((tx) => enrol(tx, applicant, request, idempotencyKey, now)),
    )
  } catch (error) {
    // The only unique value the insert can repeat is the key: a retry sent while the first was being written.
    const retried =
      idempotencyKey && isUniqueViolation(error) && (await replayOf(db, applicant, request, idempotencyKey))
    if (retried) return { application: retried, replayed: true }
    throw error
  }
  const application = await findApplication(db, eq(eventApplications.id, applicationId), applicant.lang)
  if (!application) throw new Error(`The application ${applicationId} vanished after it was recorded`)
  return { application, replayed: false }
}

async function replayOf(
  db: Database,
  applicant: Applicant,
  request: Required<EnrolmentRequest>,
  idempotencyKey: string,
): Promise<Application | null> {
  const [row] = await db
    .select()
    .from(eventApplications)
    .where(eq(eventApplications.idempotency_key, idempotencyKey))
  if (!row) return null
  if (
    row.user_id !== applicant.userId ||
    row.event_id !== request.event_id ||
    row.companions !== request.companions
  ) {
    throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED')
  }
  return findApplication(db, eq(eventApplications.id, row.id), applicant.lang)
}

async function enrol(
  tx: Transaction,
  { userId, group }: Applicant,
  request: Required<EnrolmentRequest>,
  idempotencyKey: string | null,
  now: Date,
): Promise<string> {
  const locked = await lockedEvent(tx, request.event_id)
  if (!locked) throw new ApiError(404, 'EVENT_NOT_FOUND')
  if (!locked.published) throw new ApiError(409, 'EVENT_NOT_PUBLISHED')
  const { event } = locked
  const window = enrolmentWindowOf(event, now)
  if (window !== 'open') {
    throw new ApiError(409, { code: 'EVENT_CLOSED', reason: window === 'closed_ended' ? 'ended' : window })
  }
  if (await refusalOf(tx, event, userId, group)) throw new ApiError(403, 'NOT_AUTHORIZED')
  if (request.companions > event.max_companions) {
    throw new ApiError(422, { code: 'ERROR_ON_CHECK_RULES', reason: 'companions' })
  }

  const [earlier] = await tx
    .select()
    .from(eventApplications)
    .where(and(eq(eventApplications.event_id, event.id), eq(eventApplications.user_id, userId)))
  if (earlier && earlier.status !== 'cancelled') throw new ApiError(409, 'APPLICATION_ALREADY_EXIST')

  const seats = 1 + request.companions
  const [someoneWaiting] = await waitlistHead(tx, event.id)
  const placed = !someoneWaiting && fits(event, seats)
  if (!placed && !request.waitlist) throw new ApiError(409, 'NO_SLOTS_AVAILABLE')

  const amountDueCents = enrolmentAmount(event, request.companions)
  const status = placed ? placedStatus(event, amountDueCents) : 'received'
  const values = {
    status,
    companions: request.companions,
    waitlisted_at: placed ? null : now,
    amount_due_cents: amountDueCents,
    idempotency_key: idempotencyKey,
    updated_at: now,
  }
  let applicationId: string
  try {
    const [row] = earlier
      ? await tx.update(eventApplications).set(values).where(eq(eventApplications.id, earlier.id)).returning()
      : await tx
          .insert(eventApplications)
          .values({ ...values, event_id: event.id, user_id: userId, created_at: now })
          .returning()
    if (!row) throw new Error('No row came back')
    applicationId = row.id
  } catch (error) {
    if (isUniqueViolation(error)) throw error
    throw new LoggedFailure('ERROR_ON_INSERT_APPLICATION', error)
  }
  if (placed) {
    await takeSeats(tx, event.id, seats)
    await chargeEnrolment(tx, event, applicationId, userId, amountDueCents, now)
  }
  await logStatus(tx, applicationId, status, now)
  return applicationId
}

async function chargeEnrolment(
  tx: Transaction,
  event: EventRow,
  applicationId: string,
  userId: string,
  amountDueCents: number,
  now: Date,
) {
  if (amountDueCents <= 0) return
  await chargeFor(tx, {
    userId,
    source: { eventApplicationId: applicationId },
    type: 'F',
    amountCents: amountDueCents,
    eventId: event.id,
    dueBy: madridToday(event.starts_at),
    now,
  })
}

/** The places it held go to the waiting list, for as long as the first in the list fits. */
export async function cancelApplication(
  db: Database,
  userId: string,
  group: ApplicationGroup,
  id: string,
  now = new Date(),
): Promise<Promotion[]> {
  const [found] = await db
    .select({ eventId: eventApplications.event_id })
    .from(eventApplications)
    .innerJoin(events, eq(events.id, eventApplications.event_id))
    .where(and(eq(eventApplications.id, id), ownedBy(userId, group)))
  if (!found) throw new ApiError(404, 'APPLICATION_NOT_FOUND')
  return oneAtATime(`event:${found.eventId}`, () =>
    db.transaction(async (tx) => {
      // The event first, as applying does, so that the two never wait for each other's locks.
      const event = (await lockedEvent(tx, found.eventId))?.event
      const [application] = await tx
        .select()
        .from(eventApplications)
        .where(eq(eventApplications.id, id))
        .for('update')
      if (!event || !application) throw new ApiError(404, 'APPLICATION_NOT_FOUND')
      if (!isOpenApplication(application.status) || event.starts_at <= now) {
        throw new ApiError(409, 'APPLICATION_NOT_CANCELLABLE')
      }
      await tx
        .update(eventApplications)
        .set({ status: 'cancelled', waitlisted_at: null, updated_at: now })
        .where(eq(eventApplications.id, id))
      await logStatus(tx, id, 'cancelled', now)
      await withdrawCharge(tx, { eventApplicationId: id }, now)
      if (application.waitlisted_at !== null) return []
      const [freed] = await tx
        .update(events)
        .set({ slots_taken: sql`greatest(${events.slots_taken} - ${seatsOf(application)}, 0)` })
        .where(eq(events.id, event.id))
        .returning()
      return promoteWaiting(tx, freed ?? event, now)
    }),
  )
}

export const waitlistHead = (db: Database | Transaction, eventId: number) =>
  db
    .select()
    .from(eventApplications)
    .where(and(eq(eventApplications.event_id, eventId), isNotNull(eventApplications.waitlisted_at)))
    .orderBy(asc(eventApplications.waitlisted_at), asc(eventApplications.id))
    .limit(1)

export async function promoteWaiting(tx: Transaction, event: EventRow, now: Date): Promise<Promotion[]> {
  const promoted: Promotion[] = []
  let current = event
  for (;;) {
    const [next] = await waitlistHead(tx, event.id)
    if (!next || !fits(current, seatsOf(next))) return promoted
    const status = placedStatus(current, next.amount_due_cents)
    await tx
      .update(eventApplications)
      .set({ status, waitlisted_at: null, updated_at: now })
      .where(eq(eventApplications.id, next.id))
    const [updated] = await takeSeats(tx, event.id, seatsOf(next)).returning()
    await chargeEnrolment(tx, event, next.id, next.user_id, next.amount_due_cents, now)
    if (status !== next.status) await logStatus(tx, next.id, status, now)
    const promotion = { applicationId: next.id, userId: next.user_id, eventId: event.id }
    await tellPromoted(tx, promotion)
    promoted.push(promotion)
    current = updated ?? current
  }
}

export async function enrolmentState(
  db: Database,
  eventId: number,
  viewer: { userId: string; group: ApplicationGroup | undefined; lang: Locale } | null,
  now = new Date(),
): Promise<EnrolmentState> {
  const [[row], [queue]] = await Promise.all([
    db
      .select({ event: events, published: sql<boolean>`${isPublished(events)}` })
      .from(events)
      .where(eq(events.id, eventId)),
    db
      .select({ waiting: count() })
      .from(eventApplications)
      .where(and(eq(eventApplications.event_id, eventId), isNotNull(eventApplications.waitlisted_at))),
  ])
  if (!row || !row.published) throw new ApiError(404, 'EVENT_NOT_FOUND')
  const { event } = row
  const me = viewer && {
    group: viewer.group ?? null,
    refusal: await refusalOf(db, event, viewer.userId, viewer.group),
    application: await findApplication(
      db,
      and(eq(eventApplications.event_id, event.id), eq(eventApplications.user_id, viewer.userId))!,
      viewer.lang,
    ),
  }
  return {
    event_id: event.id,
    kind: event.kind,
    availability: availabilityOf(event, now),
    starts_at: event.starts_at.toISOString(),
    enrolment_opens_at: event.enrolment_opens_at?.toISOString() ?? null,
    enrolment_closes_at: event.enrolment_closes_at?.toISOString() ?? null,
    slots: event.slots,
    slots_left: event.slots === null ? null : Math.max(event.slots - event.slots_taken, 0),
    max_companions: event.max_companions,
    waiting: queue?.waiting ?? 0,
    price_cents: event.price_cents,
    member_price_cents: event.member_price_cents,
    requires_documents: event.requires_documents,
    admitted_groups: event.admitted_groups,
    me,
  }
}

const applicationPage = (application: Application) =>
  `/${application.event.kind === 'course' ? 'my-courses' : 'my-events'}/${application.id}`

/** Queued in the transaction that gave the place. */
async function tellPromoted(tx: Transaction, { applicationId, userId }: Promotion): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, name: users.name, lang: users.preferred_lang })
    .from(users)
    .where(eq(users.id, userId))
  const application = user && (await findApplication(tx, eq(eventApplications.id, applicationId), user.lang))
  if (!user || !application) return
  const date = new Intl.DateTimeFormat(user.lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Madrid',
  }).format(new Date(application.event.starts_at))
  const email = {
    kind: 'placeGranted' as const,
    link: portalLink(user.lang, applicationPage(application)),
    event: application.event.title,
    date,
  }
  await queueMail(tx, composeAccountEmail(email, user, await associationName(tx, user.lang)))
}

export async function applicationCalendar(
  db: Database,
  userId: string,
  group: ApplicationGroup,
  id: string,
  lang: Locale,
  now = new Date(),
): Promise<{ filename: string; body: string }> {
  const application = await findApplication(
    db,
    and(eq(eventApplications.id, id), ownedBy(userId, group))!,
    lang,
  )
  if (!application) throw new ApiError(404, 'APPLICATION_NOT_FOUND')
  const { event } = application
  const link = portalLink(lang, applicationPage(application))
  const body = calendarFile(
    {
      uid: `application-${application.id}@${new URL(link).hostname}`,
      title: event.title,
      startsAt: new Date(event.starts_at),
      endsAt: new Date(event.ends_at),
      location: [event.venue, event.address, event.city].filter(Boolean).join(', '),
      url: link,
      stamp: now,
      cancelled: !isOpenApplication(application.status),
    },
    '-//Colegio profesional//Portal//ES',
  )
  return { filename: `${event.slug}.ics`, body }
}

async function ownApplication(db: Database | Transaction, userId: string, applicationId: string) {
  const [application] = await db
    .select()
    .from(eventApplications)
    .where(and(eq(eventApplications.id, applicationId), eq(eventApplications.user_id, userId)))
  if (!application) throw new ApiError(404, 'APPLICATION_NOT_FOUND')
  return application
}

export async function listApplicationDocuments(
  db: Database,
  userId: string,
  applicationId: string,
): Promise<Attachment[]> {
  await ownApplication(db, userId, applicationId)
  const rows = await db
    .select({ attachment: attachments })
    .from(eventApplicationDocuments)
    .innerJoin(attachments, eq(attachments.id, eventApplicationDocuments.attachment_id))
    .where(eq(eventApplicationDocuments.application_id, applicationId))
    .orderBy(desc(attachments.created_at), desc(attachments.id))
  return rows.map((row) => toAttachment(row.attachment))
}

/** One waiting for documents goes on to be reviewed. */
export async function addApplicationDocument(
  db: Database,
  storage: FileStorage,
  userId: string,
  applicationId: string,
  file: { filename: string; bytes: Uint8Array },
  now = new Date(),
): Promise<Attachment> {
  const application = await ownApplication(db, userId, applicationId)
  if (!isOpenApplication(application.status)) throw new ApiError(409, 'APPLICATION_CLOSED')
  return addAttachment(db, storage, userId, { kind: 'other', ...file }, async (tx, attachmentId) => {
    await tx
      .insert(eventApplicationDocuments)
      .values({ application_id: applicationId, attachment_id: attachmentId })
    const [moved] = await tx
      .update(eventApplications)
      .set({ status: 'under_review', updated_at: now })
      .where(and(eq(eventApplications.id, applicationId), eq(eventApplications.status, 'pending_documents')))
      .returning({ id: eventApplications.id })
    if (moved) await logStatus(tx, applicationId, 'under_review', now)
  })
}
