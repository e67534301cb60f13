import 'server-only'
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type {
  AdminEvent,
  AdminEventListQuery,
  AdminEventPage,
  AdminEventValues,
} from '@/lib/contract/admin-events'
import { groupsFitKind } from '@/lib/contract/admin-events'
import { applicationGroupOf, openApplicationStatuses } from '@/lib/contract/applications'
import { roleOf } from '@/lib/contract/auth'
import { type Database, type Transaction, inTurn } from '@/lib/server/db/client'
import { eventApplications, events, eventTranslations, users } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { oneAtATime } from '@/lib/server/one-at-a-time'
import {
  assertSlugsFree,
  contentWrites,
  listedRow,
  assertTerm,
  type ContentWrite,
  isPublicStatus,
  listColumns,
  logEdit,
  readTranslations,
  saveTranslations,
  searchCondition,
  slugRace,
  titleOf,
  type TranslationTable,
} from './admin-content'
import { listPage } from './content-query'
import { lockedEvent, promoteWaiting } from './enrolment'
import { recordStaffAction, type StaffActor } from './staff-actions'

const eventTexts: TranslationTable = {
  table: eventTranslations,
  owner: eventTranslations.event_id,
  ownerKey: 'event_id',
  sqlName: 'event_translations',
  fields: ['title', 'slug', 'summary', 'body', 'venue'],
}

const esEvent = alias(eventTranslations, 'es_event')
const sortColumns = {
  starts_at: events.starts_at,
  publish_at: events.publish_at,
  updated_at: events.updated_at,
  title: esEvent.title,
  status: events.status,
} as const

export async function adminListEvents(db: Database, query: AdminEventListQuery): Promise<AdminEventPage> {
  const where = and(
    query.status ? eq(events.status, query.status) : undefined,
    query.kind ? eq(events.kind, query.kind) : undefined,
    query.category_id ? eq(events.category_id, query.category_id) : undefined,
    query.type_id ? eq(events.type_id, query.type_id) : undefined,
    query.mode_id ? eq(events.mode_id, query.mode_id) : undefined,
    searchCondition(eventTexts, events.id, query.q),
  )
  const { rows, total } = await listPage(
    db,
    () =>
      db
        .select({
          id: events.id,
          kind: events.kind,
          status: events.status,
          publish_at: events.publish_at,
          updated_at: events.updated_at,
          starts_at: events.starts_at,
          category_id: events.category_id,
          slots: events.slots,
          slots_taken: events.slots_taken,
          window_status: events.window_status,
          ...listColumns(eventTexts, events.id),
        })
        .from(events)
        .leftJoin(esEvent, and(eq(esEvent.event_id, events.id), eq(esEvent.lang, 'es')))
        .$dynamic(),
    { id: events.id, where, sortBy: sortColumns[query.sort] },
    query,
  )
  return {
    items: rows.map((row) => ({
      ...listedRow(row),
      starts_at: row.starts_at.toISOString(),
    })),
    total,
  }
}

export async function adminGetEvent(db: Database | Transaction, id: number): Promise<AdminEvent> {
  const [item] = await db.select().from(events).where(eq(events.id, id))
  if (!item) throw new ApiError(404, 'CONTENT_NOT_FOUND')
  const [translations, [applications], waiting] = await inTurn(
    () => readTranslations(db, eventTexts, id) as Promise<AdminEvent['translations']>,
    () => db.select({ total: count() }).from(eventApplications).where(eq(eventApplications.event_id, id)),
    () =>
      db
        .select({
          id: eventApplications.id,
          applicant_name: users.name,
          applicant_email: users.email,
          companions: eventApplications.companions,
          waitlisted_at: eventApplications.waitlisted_at,
        })
        .from(eventApplications)
        .innerJoin(users, eq(users.id, eventApplications.user_id))
        .where(and(eq(eventApplications.event_id, id), isNotNull(eventApplications.waitlisted_at)))
        .orderBy(asc(eventApplications.waitlisted_at), asc(eventApplications.id)),
  )
  const iso = (date: Date | null) => date?.toISOString() ?? null
  return {
    id: item.id,
    kind: item.kind,
    status: item.status,
    publish_at: item.publish_at.toISOString(),
    category_id: item.category_id,
    type_id: item.type_id,
    mode_id: item.mode_id,
    starts_at: item.starts_at.toISOString(),
    ends_at: item.ends_at.toISOString(),
    city: item.city,
    address: item.address,
    price_cents: item.price_cents,
    member_price_cents: item.member_price_cents,
    slots: item.slots,
    slots_taken: item.slots_taken,
    slots_left: item.slots === null ? null : Math.max(item.slots - item.slots_taken, 0),
    max_companions: item.max_companions,
    hours: item.hours,
    window_status: item.window_status,
    enrolment_opens_at: iso(item.enrolment_opens_at),
    enrolment_closes_at: iso(item.enrolment_closes_at),
    // What admits: pre-collegiates in an event (the column's default) never do, so the form does not offer them.
    admitted_groups: item.admitted_groups.filter((group) => groupsFitKind(item.kind, [group])),
    requires_documents: item.requires_documents,
    image_src: item.image_src,
    applications: Number(applications?.total ?? 0),
    waiting_list: waiting.map((row) => ({
      ...row,
      applicant_name: row.applicant_name ?? '',
      waitlisted_at: row.waitlisted_at!.toISOString(),
    })),
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
    title: titleOf(translations),
    translations,
  }
}

const eventColumns = (values: AdminEventValues) => ({
  kind: values.kind,
  status: values.status,
  publish_at: values.publish_at ? new Date(values.publish_at) : new Date(),
  category_id: values.category_id,
  type_id: values.type_id,
  mode_id: values.mode_id,
  starts_at: new Date(values.starts_at),
  ends_at: new Date(values.ends_at),
  city: values.city,
  address: values.address,
  price_cents: values.price_cents,
  member_price_cents: values.member_price_cents,
  slots: values.slots,
  max_companions: values.max_companions,
  hours: values.hours,
  window_status: values.window_status,
  enrolment_opens_at: values.enrolment_opens_at ? new Date(values.enrolment_opens_at) : null,
  enrolment_closes_at: values.enrolment_closes_at ? new Date(values.enrolment_closes_at) : null,
  admitted_groups: values.admitted_groups,
  requires_documents: values.requires_documents,
  image_src: values.image_src,
})

async function assertTerms(tx: Transaction, values: AdminEventValues) {
  await assertTerm(tx, values.category_id, 'event_category')
  await assertTerm(tx, values.type_id, 'event_type')
  await assertTerm(tx, values.mode_id, 'event_mode')
}

const eventWrites = contentWrites({
  entity: 'event',
  table: events,
  texts: eventTexts,
  columns: eventColumns,
  get: adminGetEvent,
  lock: async (tx, id) => {
    if (!(await lockedEvent(tx, id))) throw new ApiError(404, 'CONTENT_NOT_FOUND')
  },
  beforeWrite: (tx, values) => assertTerms(tx, values),
  createdDetails: (values) => ({ kind: values.kind }),
  beforeDelete: (_tx, found) => {
    if (found.applications > 0) throw new ApiError(409, 'EVENT_HAS_APPLICATIONS')
  },
})

export const adminCreateEvent = eventWrites.create

/** The groups whose members may enrol with these values: admitted, and fitting the kind (pre-collegiates: courses). */
const groupsAdmittedBy = (values: AdminEventValues) =>
  values.admitted_groups.filter((group) => groupsFitKind(values.kind, [group]))

/** Live = open (openApplicationStatuses); cancelled, rejected and not processed ones do not count. */
async function leavesLiveApplicationsOut(tx: Transaction, id: number, values: AdminEventValues) {
  const admitted = groupsAdmittedBy(values)
  const applicants = await tx
    .select({ principals: users.principals })
    .from(eventApplications)
    .innerJoin(users, eq(users.id, eventApplications.user_id))
    .where(
      and(
        eq(eventApplications.event_id, id),
        inArray(eventApplications.status, [...openApplicationStatuses]),
      ),
    )
  return applicants.some(({ principals }) => {
    const group = applicationGroupOf(roleOf(principals))
    return group !== undefined && !admitted.includes(group)
  })
}

/** What `logEdit` compares: the fields staff set, not the counts the applications change. */
const editable = ({
  slots_taken: _t,
  slots_left: _l,
  applications: _a,
  waiting_list: _w,
  ...rest
}: AdminEvent) => rest

/** Locked as enrolments lock it: places never drop below those taken; freed ones go to the waiting list. */
export async function adminUpdateEvent(
  db: Database,
  actor: StaffActor,
  id: number,
  values: AdminEventValues,
  now = new Date(),
): Promise<ContentWrite<AdminEvent>> {
  let before: AdminEvent | undefined
  const item = await oneAtATime(`event:${id}`, () =>
    slugRace(() =>
      db.transaction(async (tx) => {
        const locked = await lockedEvent(tx, id)
        if (!locked) throw new ApiError(404, 'CONTENT_NOT_FOUND')
        before = await adminGetEvent(tx, id)
        if (values.slots !== null && values.slots < locked.event.slots_taken) {
          throw new ApiError(409, 'EVENT_SLOTS_BELOW_TAKEN')
        }
        if (await leavesLiveApplicationsOut(tx, id, values)) {
          throw new ApiError(409, 'EVENT_GROUP_HAS_APPLICATIONS')
        }
        await assertTerms(tx, values)
        await assertSlugsFree(tx, eventTranslations, eventTranslations.event_id, values.translations, id)
        const [updated] = await tx
          .update(events)
          .set({ ...eventColumns(values), updated_at: sql`now()` })
          .where(eq(events.id, id))
          .returning()
        await saveTranslations(tx, eventTexts, id, values.translations)
        const promotions = await promoteWaiting(tx, updated!, now)
        const after = await adminGetEvent(tx, id)
        await logEdit(tx, actor, 'event', id, editable(before), editable(after))
        if (promotions.length) {
          await recordStaffAction(tx, actor, {
            entity: 'event',
            entityId: id,
            action: 'waitlist_promoted',
            details: { smart_count: promotions.length },
          })
        }
        return after
      }),
    ),
  )
  return {
    item,
    publicChange: isPublicStatus(item.status) || isPublicStatus(before!.status),
  }
}

/** Refused with applications (409): deleting would take their charges and history with it. */
export const adminDeleteEvent = (db: Database, actor: StaffActor, id: number) =>
  oneAtATime(`event:${id}`, () => eventWrites.remove(db, actor, id))
