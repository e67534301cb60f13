import 'server-only'
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { createTranslator } from 'next-intl'
import {
  type AdminComplaintListQuery,
  type AdminConsumerComplaintListQuery,
  type AdminJobComplaintListQuery,
  type AdminConsumerComplaint,
  type AdminJobComplaint,
  type ComplaintStatusChangeSchema,
  isClosedComplaint,
} from '@/lib/contract/admin-complaints'
import { rolePrincipals } from '@/lib/contract/auth'
import { defaultLocale, type Locale } from '@/lib/contract/locales'
import type { z } from 'zod'
import type { Database, Transaction } from '@/lib/server/db/client'
import {
  consumerComplaintDocuments,
  consumerComplaintHistory,
  consumerComplaints,
  jobComplaints,
  jobTranslations,
  users,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import type { FileStorage } from '@/lib/server/integrations/file-storage'
import { queueMail } from '@/lib/server/jobs/queue'
import ca from '@/messages/ca.json'
import en from '@/messages/en.json'
import es from '@/messages/es.json'
import eu from '@/messages/eu.json'
import { type AccountEmail, composeAccountEmail, portalLink, type Recipient } from './account-emails'
import { sniffContentType } from './attachment-content'
import { complaintLookupPage } from './consumer-complaints'
import { countAll, escapeLike, pageOf } from './content-query'
import { associationName } from './settings'
import { recordStaffAction, type StaffActor } from './staff-actions'

const messages = { es, ca, en, eu }

export type ComplaintKind = 'consumer' | 'job'
const entityOf: Record<ComplaintKind, string> = { consumer: 'consumer_complaint', job: 'job_complaint' }

/** Both tables share the handling columns (id, tracking code, status, assignment, answer, dates). */
const tableOf = (kind: ComplaintKind) =>
  (kind === 'consumer' ? consumerComplaints : jobComplaints) as unknown as typeof consumerComplaints

type StatusChange = z.output<typeof ComplaintStatusChangeSchema>

const assignee = alias(users, 'assignee')
const complainantUser = alias(users, 'complainant_user')
const fallbackTitle = alias(jobTranslations, 'fallback_job_translation')

function listWhere(kind: ComplaintKind, actor: StaffActor, query: AdminComplaintListQuery): SQL | undefined {
  const table = tableOf(kind)
  const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined
  return and(
    query.status ? eq(table.status, query.status) : undefined,
    query.assigned === 'me' ? eq(table.assigned_to, actor.id) : undefined,
    query.assigned === 'nobody' ? isNull(table.assigned_to) : undefined,
    pattern
      ? kind === 'consumer'
        ? or(
            ilike(consumerComplaints.tracking_code, pattern),
            ilike(consumerComplaints.name, pattern),
            ilike(consumerComplaints.email, pattern),
            ilike(consumerComplaints.professional, pattern),
          )
        : ilike(jobComplaints.tracking_code, pattern)
      : undefined,
  )
}

function listOrder(kind: ComplaintKind, query: AdminComplaintListQuery) {
  const table = tableOf(kind)
  const direction = query.order === 'asc' ? asc : desc
  return [direction(table[query.sort]), direction(table.id)]
}

const iso = (date: Date | null) => date?.toISOString() ?? null

type ConsumerRow = typeof consumerComplaints.$inferSelect

function consumerSummary(row: ConsumerRow, assignedEmail: string | null) {
  return {
    id: row.id,
    tracking_code: row.tracking_code,
    lang: row.lang,
    description: row.description,
    status: row.status,
    assigned_to: row.assigned_to,
    assigned_to_email: assignedEmail,
    answer: row.answer,
    answered_at: iso(row.answered_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    complainant: row.complainant,
    name: row.name,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    subject_kind: row.subject_kind,
    professional: row.professional,
    subject_registry_number: row.subject_registry_number,
  }
}

export async function listConsumerComplaints(
  db: Database,
  actor: StaffActor,
  query: AdminConsumerComplaintListQuery,
) {
  const where = and(
    listWhere('consumer', actor, query),
    query.subject_kind === 'none'
      ? isNull(consumerComplaints.subject_kind)
      : query.subject_kind
        ? eq(consumerComplaints.subject_kind, query.subject_kind)
        : undefined,
  )
  const page = await pageOf(
    db
      .select({ complaint: consumerComplaints, assigned_email: assignee.email })
      .from(consumerComplaints)
      .leftJoin(assignee, eq(assignee.id, consumerComplaints.assigned_to))
      .where(where)
      .orderBy(...listOrder('consumer', query))
      .offset(query.skip)
      .limit(query.limit),
    db.select({ total: countAll }).from(consumerComplaints).where(where),
    query,
  )
  return {
    items: page.items.map(({ complaint, assigned_email }) => consumerSummary(complaint, assigned_email)),
    total: page.total,
  }
}

export async function getConsumerComplaint(db: Database, id: string): Promise<AdminConsumerComplaint> {
  const [row] = await db
    .select({ complaint: consumerComplaints, assigned_email: assignee.email })
    .from(consumerComplaints)
    .leftJoin(assignee, eq(assignee.id, consumerComplaints.assigned_to))
    .where(eq(consumerComplaints.id, id))
  if (!row) throw new ApiError(404, 'COMPLAINT_NOT_FOUND')
  const [documents, history] = await Promise.all([
    db
      .select()
      .from(consumerComplaintDocuments)
      .where(eq(consumerComplaintDocuments.complaint_id, id))
      .orderBy(asc(consumerComplaintDocuments.created_at), asc(consumerComplaintDocuments.id)),
    db
      .select()
      .from(consumerComplaintHistory)
      .where(eq(consumerComplaintHistory.complaint_id, id))
      .orderBy(asc(consumerComplaintHistory.changed_at), asc(consumerComplaintHistory.id)),
  ])
  return {
    ...consumerSummary(row.complaint, row.assigned_email),
    documents: documents.map((document) => ({
      id: document.id,
      filename: document.filename,
      content_type: document.content_type,
      size: document.size,
      created_at: document.created_at.toISOString(),
    })),
    history: history.map((entry) => ({ status: entry.status, changed_at: entry.changed_at.toISOString() })),
  }
}

/** GET /admin/consumer-complaints/{id}/documents/{documentId}: the file, if its bytes are still what was stored. */
export async function readConsumerComplaintDocument(
  db: Database,
  storage: FileStorage,
  complaintId: string,
  documentId: string,
) {
  const [document] = await db
    .select()
    .from(consumerComplaintDocuments)
    .where(
      and(
        eq(consumerComplaintDocuments.id, documentId),
        eq(consumerComplaintDocuments.complaint_id, complaintId),
      ),
    )
  if (!document) throw new ApiError(404, 'DOCUMENT_NOT_FOUND')
  const bytes = await storage.get(document.storage_key)
  if (!bytes || sniffContentType(bytes) !== document.content_type) {
    console.warn(`[complaints] the file of document ${document.id} is missing or no longer its stored type`)
    throw new ApiError(404, 'DOCUMENT_UNAVAILABLE')
  }
  return { document, bytes }
}

const jobComplaintColumns = {
  complaint: jobComplaints,
  assigned_email: assignee.email,
  user_email: complainantUser.email,
  job_title: sql<string | null>`coalesce(${jobTranslations.title}, ${fallbackTitle.title})`,
}

function jobComplaintQuery(db: Database) {
  return db
    .select(jobComplaintColumns)
    .from(jobComplaints)
    .leftJoin(assignee, eq(assignee.id, jobComplaints.assigned_to))
    .leftJoin(complainantUser, eq(complainantUser.id, jobComplaints.user_id))
    .leftJoin(
      jobTranslations,
      and(eq(jobTranslations.job_id, jobComplaints.job_id), eq(jobTranslations.lang, jobComplaints.lang)),
    )
    .leftJoin(
      fallbackTitle,
      and(eq(fallbackTitle.job_id, jobComplaints.job_id), eq(fallbackTitle.lang, defaultLocale)),
    )
    .$dynamic()
}

type JobComplaintJoined = {
  complaint: typeof jobComplaints.$inferSelect
  assigned_email: string | null
  user_email: string | null
  job_title: string | null
}

const toJobComplaint = ({ complaint, assigned_email, user_email, job_title }: JobComplaintJoined) => ({
  id: complaint.id,
  tracking_code: complaint.tracking_code,
  lang: complaint.lang,
  description: complaint.description,
  status: complaint.status,
  assigned_to: complaint.assigned_to,
  assigned_to_email: assigned_email,
  answer: complaint.answer,
  answered_at: iso(complaint.answered_at),
  created_at: complaint.created_at.toISOString(),
  updated_at: complaint.updated_at.toISOString(),
  job_id: complaint.job_id,
  job_title,
  user_email,
})

export async function listJobComplaints(db: Database, actor: StaffActor, query: AdminJobComplaintListQuery) {
  const where = and(
    listWhere('job', actor, query),
    query.job_id ? eq(jobComplaints.job_id, query.job_id) : undefined,
  )
  const page = await pageOf(
    jobComplaintQuery(db)
      .where(where)
      .orderBy(...listOrder('job', query))
      .offset(query.skip)
      .limit(query.limit),
    db.select({ total: countAll }).from(jobComplaints).where(where),
    query,
  )
  return { items: page.items.map(toJobComplaint), total: page.total }
}

export async function getJobComplaint(db: Database, id: string): Promise<AdminJobComplaint> {
  const [row] = await jobComplaintQuery(db).where(eq(jobComplaints.id, id))
  if (!row) throw new ApiError(404, 'COMPLAINT_NOT_FOUND')
  return toJobComplaint(row)
}

async function lockComplaint(tx: Transaction, kind: ComplaintKind, id: string) {
  const table = tableOf(kind)
  const [row] = await tx
    .select({
      id: table.id,
      status: table.status,
      assigned_to: table.assigned_to,
    })
    .from(table)
    .where(eq(table.id, id))
    .for('update')
  if (!row) throw new ApiError(404, 'COMPLAINT_NOT_FOUND')
  return row
}

/** POST /admin/{kind}-complaints/{id}/assign: to a member of staff (active, with the staff role), or to nobody. */
export async function assignComplaint(
  db: Database,
  actor: StaffActor,
  kind: ComplaintKind,
  id: string,
  assignedTo: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockComplaint(tx, kind, id)
    let email: string | null = null
    if (assignedTo) {
      const [staff] = await tx
        .select({ email: users.email })
        .from(users)
        .where(
          and(
            eq(users.id, assignedTo),
            eq(users.is_active, true),
            sql`${users.principals} @> array[${rolePrincipals.staff}]::text[]`,
          ),
        )
      if (!staff) throw new ApiError(422, 'ASSIGNEE_NOT_STAFF')
      email = staff.email
    }
    if (row.assigned_to === assignedTo) return
    const table = tableOf(kind)
    await tx
      .update(table)
      .set({ assigned_to: assignedTo, ...(kind === 'consumer' ? { updated_at: new Date() } : {}) })
      .where(eq(table.id, id))
    await recordStaffAction(tx, actor, {
      entity: entityOf[kind],
      entityId: id,
      action: email ? 'complaint_assigned' : 'complaint_unassigned',
      details: { to: email, assigned_to: assignedTo },
    })
  })
}

async function complainantOf(
  db: Database,
  kind: ComplaintKind,
  id: string,
): Promise<{ to: Recipient; code: string; subject: string } | null> {
  if (kind === 'consumer') {
    const [row] = await db.select().from(consumerComplaints).where(eq(consumerComplaints.id, id))
    if (!row) return null
    const t = createTranslator({
      locale: row.lang,
      messages: messages[row.lang],
      namespace: 'ConsumerComplaint',
    })
    return {
      to: { email: row.email, name: row.name, lang: row.lang },
      code: row.tracking_code,
      subject: t(`topics.${row.topic}`),
    }
  }
  const [row] = await jobComplaintQuery(db).where(eq(jobComplaints.id, id))
  if (!row?.complaint.user_id || !row.user_email) return null
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.complaint.user_id))
  return {
    to: { email: row.user_email, name: user?.name ?? '', lang: row.complaint.lang },
    code: row.complaint.tracking_code,
    subject: row.job_title ?? row.complaint.tracking_code,
  }
}

/** Queued in the transaction of the change. */
async function tellComplainant(
  tx: Transaction,
  kind: ComplaintKind,
  id: string,
  email: (complainant: { code: string; subject: string; link: string }) => AccountEmail,
) {
  const complainant = await complainantOf(tx, kind, id)
  if (!complainant) return
  const lang: Locale = complainant.to.lang
  const link = `${portalLink(lang, complaintLookupPage)}?code=${encodeURIComponent(complainant.code)}`
  await queueMail(
    tx,
    composeAccountEmail(email({ ...complainant, link }), complainant.to, await associationName(tx, lang)),
  )
}

/** The status is left as it is: staff close the complaint separately. */
export async function answerComplaint(
  db: Database,
  actor: StaffActor,
  kind: ComplaintKind,
  id: string,
  answer: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockComplaint(tx, kind, id)
    const table = tableOf(kind)
    await tx
      .update(table)
      .set({ answer, answered_at: now, ...(kind === 'consumer' ? { updated_at: now } : {}) })
      .where(eq(table.id, id))
    await recordStaffAction(tx, actor, { entity: entityOf[kind], entityId: id, action: 'complaint_answered' })
    await tellComplainant(tx, kind, id, ({ code, link }) => ({
      kind: 'complaintAnswered',
      code,
      answer,
      link,
    }))
  })
}

export async function changeComplaintStatus(
  db: Database,
  actor: StaffActor,
  kind: ComplaintKind,
  id: string,
  { status, message }: StatusChange,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockComplaint(tx, kind, id)
    if (isClosedComplaint(row.status)) throw new ApiError(409, 'COMPLAINT_CLOSED')
    if (row.status === status) throw new ApiError(409, 'COMPLAINT_STATUS_UNCHANGED')
    const table = tableOf(kind)
    await tx.update(table).set({ status, updated_at: now }).where(eq(table.id, id))
    if (kind === 'consumer') {
      await tx.insert(consumerComplaintHistory).values({ complaint_id: id, status, changed_at: now })
    }
    await recordStaffAction(tx, actor, {
      entity: entityOf[kind],
      entityId: id,
      action: 'status_changed',
      details: { status, from: row.status, ...(message ? { message } : {}) },
    })
    await tellComplainant(tx, kind, id, ({ code, subject, link }) => ({
      kind: 'statusChanged',
      subject,
      code,
      status,
      ...(message ? { message } : {}),
      link,
    }))
  })
}
