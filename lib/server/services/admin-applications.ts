import 'server-only'
import { aliasedTable, and, asc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { createTranslator } from 'next-intl'
import type { AdminStatusChange } from '@/lib/contract/admin'
import {
  eventApplicationTransitions,
  reviewTransitions,
  waitlistedTransitions,
  type AdminEventApplication,
  type AdminEventApplicationDetail,
  type AdminEventApplicationListQuery,
  type AdminLoan,
  type AdminLoanDetail,
  type AdminLoanListQuery,
  type AdminLoanStatusChange,
  defaultLoanDays,
  loanTransitions,
  type AdminProcedureApplication,
  type AdminProcedureApplicationDetail,
  type AdminProcedureApplicationListQuery,
  type AdminRegistration,
  type AdminSociety,
  type AdminSocietyDetail,
  type AdminSocietyListQuery,
  type AdminRegistrationDetail,
  type AdminRegistrationListQuery,
} from '@/lib/contract/admin-applications'
import { isOpenApplication, type ApplicationStatus } from '@/lib/contract/applications'
import { rolePrincipals } from '@/lib/contract/auth'
import { defaultLocale, type Locale } from '@/lib/contract/locales'
import { madridToday } from '@/lib/contract/profile'
import type { Database, Transaction } from '@/lib/server/db/client'
import {
  attachments,
  eventApplicationDocuments,
  eventApplications,
  eventApplicationStatusChanges,
  events,
  eventTranslations,
  genericProcedureApplicationHistory,
  genericProcedureApplications,
  genericProcedures,
  genericProcedureTranslations,
  memberProfiles,
  professionalSocieties,
  professionalSocietyDocuments,
  resourceLoans,
  resources,
  resourceTranslations,
  registrationApplicationDocuments,
  registrationApplicationHistory,
  registrationApplications,
  users,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import type { Mailer } from '@/lib/server/integrations/mail'
import { oneAtATime } from '@/lib/server/one-at-a-time'
import ca from '@/messages/ca.json'
import en from '@/messages/en.json'
import es from '@/messages/es.json'
import eu from '@/messages/eu.json'
import { requestPasswordRecovery } from './account'
import { composeAccountEmail, portalLink } from './account-emails'
import { toAttachment } from './attachments'
import { addDays, withdrawCharge } from './charges'
import { countAll, escapeLike, listPage, searchable } from './content-query'
import { lockedEvent, promoteWaiting, seatsOf, tellPromoted, type Promotion } from './enrolment'
import { getGenericApplication } from './procedure-applications'
import { formOf } from './procedures'
import {
  detailOf as societyDetailOf,
  record as recordSocietyHistory,
  societiesPage,
} from './professional-societies'
import { admitMember, type Admission } from './membership'
import { associationName } from './settings'
import { recordStaffAction, type StaffActor } from './staff-actions'

const messages = { es, ca, en, eu }

/** Every word of `q` in one of the columns (case and accents aside for names, which are stored searchable). */
export function applicantSearch(q: string | undefined, columns: Parameters<typeof ilike>[0][]) {
  const words = searchable(q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
  if (words.length === 0) return undefined
  return and(...words.map((word) => or(...columns.map((column) => ilike(column, `%${escapeLike(word)}%`)))))
}

/** Submitted between two days (both included), in UTC. */
export function submittedBetween(
  column: Parameters<typeof gte>[0],
  from: string | undefined,
  to: string | undefined,
) {
  const conditions: SQL[] = []
  if (from) conditions.push(gte(column, new Date(`${from}T00:00:00Z`)))
  if (to) conditions.push(lt(column, new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000)))
  return conditions
}

/** Refuses a move the current status does not allow (409), so a closed application stays closed. */
export function assertTransition(
  transitions: Record<ApplicationStatus, readonly ApplicationStatus[]>,
  from: ApplicationStatus,
  to: ApplicationStatus,
): void {
  if (!transitions[from].includes(to)) throw new ApiError(409, 'APPLICATION_STATUS_NOT_ALLOWED')
}

/** What an application is for, in the applicant's language: the subject of the status e-mail. */
export function procedureTitle(lang: Locale, key: string): string {
  const t = createTranslator({ locale: lang, messages: messages[lang] })
  return t(key as never)
}

export interface StatusEmail {
  to: { email: string; name: string; lang: Locale }
  subject: string
  code: string
  status: ApplicationStatus
  message?: string
  link?: string
  collegiateNumber?: string
}

/** The status e-mail, after the commit: a failure is logged and does not undo the change. */
export async function tellStatusChanged(db: Database, mailer: Mailer, email: StatusEmail): Promise<void> {
  try {
    const { to, ...content } = email
    await mailer.send(
      composeAccountEmail(
        { kind: 'statusChanged', ...content, message: content.message || undefined },
        to,
        await associationName(db, to.lang),
      ),
    )
  } catch (error) {
    console.warn(`[admin] could not e-mail the status ${email.status} of ${email.code}`, error)
  }
}

// ---- Registrations

type RegistrationRow = typeof registrationApplications.$inferSelect

const registrationColumns = {
  application: registrationApplications,
  name: users.name,
  surname: users.surname,
  account_email: users.email,
  preferred_lang: users.preferred_lang,
}

const registrationRows = (db: Database) =>
  db
    .select(registrationColumns)
    .from(registrationApplications)
    .innerJoin(users, eq(users.id, registrationApplications.user_id))
    .$dynamic()

function toAdminRegistration(row: {
  application: RegistrationRow
  name: string
  surname: string
  account_email: string
  preferred_lang: Locale
}): AdminRegistration {
  const { application } = row
  return {
    id: application.id,
    kind: application.kind,
    registration_type: application.registration_type,
    status: application.status,
    tracking_code: application.tracking_code,
    submitted_at: application.submitted_at.toISOString(),
    updated_at: application.updated_at.toISOString(),
    applicant_name: `${row.name} ${row.surname}`.trim(),
    applicant_email: application.email ?? row.account_email,
    lang: row.preferred_lang,
  }
}

const registrationSort = {
  submitted_at: registrationApplications.submitted_at,
  updated_at: registrationApplications.updated_at,
  status: registrationApplications.status,
  tracking_code: registrationApplications.tracking_code,
}

export async function listRegistrations(db: Database, query: AdminRegistrationListQuery) {
  const where = and(
    query.status ? eq(registrationApplications.status, query.status) : undefined,
    query.kind ? eq(registrationApplications.kind, query.kind) : undefined,
    query.registration_type
      ? eq(registrationApplications.registration_type, query.registration_type)
      : undefined,
    ...submittedBetween(registrationApplications.submitted_at, query.from, query.to),
    applicantSearch(query.q, [
      registrationApplications.tracking_code,
      registrationApplications.email,
      users.email,
      users.search_name,
    ]),
  )
  const { rows, total } = await listPage(
    db,
    () => registrationRows(db),
    { id: registrationApplications.id, where, sortBy: registrationSort[query.sort] },
    query,
  )
  return { items: rows.map(toAdminRegistration), total }
}

export async function registrationDetail(db: Database, id: string): Promise<AdminRegistrationDetail> {
  const [row] = await db
    .select({ ...registrationColumns, collegiate_code: memberProfiles.collegiate_code })
    .from(registrationApplications)
    .innerJoin(users, eq(users.id, registrationApplications.user_id))
    .leftJoin(memberProfiles, eq(memberProfiles.user_id, registrationApplications.user_id))
    .where(eq(registrationApplications.id, id))
  if (!row) throw new ApiError(404, 'APPLICATION_NOT_FOUND')
  const [documents, history] = await Promise.all([
    db
      .select({ attachment: attachments })
      .from(registrationApplicationDocuments)
      .innerJoin(attachments, eq(attachments.id, registrationApplicationDocuments.attachment_id))
      .where(eq(registrationApplicationDocuments.application_id, id))
      .orderBy(asc(attachments.created_at), asc(attachments.id)),
    db
      .select()
      .from(registrationApplicationHistory)
      .where(eq(registrationApplicationHistory.application_id, id))
      .orderBy(asc(registrationApplicationHistory.changed_at), asc(registrationApplicationHistory.id)),
  ])
  return {
    ...toAdminRegistration(row),
    user_id: row.application.user_id,
    form: (row.application.form as Record<string, unknown> | null) ?? null,
    documents: documents.map(({ attachment }) => ({
      attachment: toAttachment(attachment),
      download_path: `/api/public/collegiates/files/${attachment.id}`,
    })),
    history: history.map((entry) => ({
      status: entry.status,
      note: entry.note,
      changed_at: entry.changed_at.toISOString(),
    })),
    collegiate_code: row.collegiate_code,
    transitions: [...reviewTransitions[row.application.status]],
  }
}

/** The role an accepted registration grants; the account's other membership roles give way to it. */
const grantedRole = { collegiate: 'collegiate', precollegiate: 'precollegiate' } as const

async function grantRegistrationRole(tx: Transaction, row: RegistrationRow): Promise<void> {
  if (row.kind !== 'collegiate' && row.kind !== 'precollegiate') return
  const role = rolePrincipals[grantedRole[row.kind]]
  const replaced = new Set([rolePrincipals.non_member, rolePrincipals.precollegiate, role])
  const [account] = await tx
    .select({ principals: users.principals })
    .from(users)
    .where(eq(users.id, row.user_id))
    .for('update')
  if (!account) return
  await tx
    .update(users)
    .set({
      principals: [...account.principals.filter((principal) => !replaced.has(principal)), role],
      updated_at: new Date(),
    })
    .where(eq(users.id, row.user_id))
}

/** The member's own log of what an acceptance made of them: their collegiate status and number. */
async function recordAdmission(
  tx: Transaction,
  actor: StaffActor,
  row: RegistrationRow,
  admission: Admission | null,
): Promise<void> {
  if (!admission) return
  if (admission.from !== admission.to) {
    await recordStaffAction(tx, actor, {
      entity: 'member',
      entityId: row.user_id,
      action: 'collegiate_status_changed',
      details: { from: admission.from, to: admission.to, tracking_code: row.tracking_code },
    })
  }
  if (admission.assigned) {
    await recordStaffAction(tx, actor, {
      entity: 'member',
      entityId: row.user_id,
      action: 'collegiate_number_assigned',
      details: { collegiate_code: admission.assigned, tracking_code: row.tracking_code },
    })
  }
}

/**
 * POST /admin/registrations/{id}/status. In one transaction: the new status, the row of the history the applicant
 * sees (the message as its note), the log and, on acceptance, the role, the member's profile from the answers with
 * their collegiate status and number (`admitMember`) and the member's log. After the commit, the applicant's e-mail in their language and,
 * for an accepted application filed without an account, the first-password e-mail that lets them in (#9).
 */
export async function changeRegistrationStatus(
  db: Database,
  mailer: Mailer,
  actor: StaffActor,
  id: string,
  { status, message }: AdminStatusChange,
  now = new Date(),
): Promise<AdminRegistrationDetail> {
  const note = message?.trim() || undefined
  const admission = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(registrationApplications)
      .where(eq(registrationApplications.id, id))
      .for('update')
    if (!row) throw new ApiError(404, 'APPLICATION_NOT_FOUND')
    assertTransition(reviewTransitions, row.status, status)
    await tx
      .update(registrationApplications)
      .set({ status, updated_at: now })
      .where(eq(registrationApplications.id, id))
    await tx
      .insert(registrationApplicationHistory)
      .values({ application_id: id, status, note: note ?? null, changed_at: now })
    await recordStaffAction(tx, actor, {
      entity: 'registration',
      entityId: id,
      action: 'status_changed',
      details: { from: row.status, status, ...(note ? { message: note } : {}) },
    })
    if (status !== 'accepted') return null
    await grantRegistrationRole(tx, row)
    const admitted = await admitMember(tx, row, now)
    await recordAdmission(tx, actor, row, admitted)
    return admitted
  })

  const detail = await registrationDetail(db, id)
  const lang = detail.lang
  await tellStatusChanged(db, mailer, {
    to: { email: detail.applicant_email, name: detail.applicant_name, lang },
    subject: procedureTitle(lang, `ProcedureApplications.registration.kinds.${detail.kind}`),
    code: detail.tracking_code,
    status,
    message: note,
    link: portalLink(lang, '/generic-procedures-profile'),
    collegiateNumber: admission?.collegiate_code ?? undefined,
  })
  if (status === 'accepted') await sendFirstPassword(db, mailer, detail.user_id, lang)
  return detail
}

/** The first-password e-mail of an account filed without a password (#9's promise); others sign in as before. */
async function sendFirstPassword(db: Database, mailer: Mailer, userId: string, lang: Locale) {
  try {
    const [account] = await db
      .select({ email: users.email, hashed_password: users.hashed_password })
      .from(users)
      .where(eq(users.id, userId))
    if (!account || account.hashed_password !== null) return
    await requestPasswordRecovery(db, mailer, account.email, lang)
  } catch (error) {
    console.warn(`[admin] could not e-mail the first password of ${userId}`, error)
  }
}

// ---- Event and course applications

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

/** The statuses staff may move an event application to, its place on the waiting list considered. */
export function eventTransitionsOf(row: Pick<EventApplicationRow, 'status' | 'waitlisted_at'>) {
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
  const [documents, history] = await Promise.all([
    db
      .select({ attachment: attachments })
      .from(eventApplicationDocuments)
      .innerJoin(attachments, eq(attachments.id, eventApplicationDocuments.attachment_id))
      .where(eq(eventApplicationDocuments.application_id, id))
      .orderBy(asc(attachments.created_at), asc(attachments.id)),
    db
      .select()
      .from(eventApplicationStatusChanges)
      .where(eq(eventApplicationStatusChanges.application_id, id))
      .orderBy(asc(eventApplicationStatusChanges.changed_at), asc(eventApplicationStatusChanges.id)),
  ])
  return {
    ...toAdminEventApplication(row),
    documents: documents.map(({ attachment }) => ({
      attachment: toAttachment(attachment),
      download_path: `/api/public/collegiates/files/${attachment.id}`,
    })),
    history: history.map((entry) => ({
      status: entry.status,
      changed_at: entry.changed_at.toISOString(),
      note: entry.note,
    })),
    transitions: [...eventTransitionsOf(row.application)],
  }
}

const closingStatuses: readonly ApplicationStatus[] = ['rejected', 'cancelled', 'not_processed']

/**
 * POST /admin/event-applications/{id}/status. The event's row is locked first, as members' enrolments and
 * cancellations lock it: a review move changes the status only; closing an application that holds places frees
 * them, withdraws its unpaid charge and gives the places to the waiting list in order (enrolment.ts's rules),
 * with the history (the message as its note) and the log in the same transaction. After the commit: the e-mail
 * to the member and to each member promoted from the waiting list.
 */
export async function changeEventApplicationStatus(
  db: Database,
  mailer: Mailer,
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
  const promotions = await oneAtATime(`event:${found.eventId}`, () =>
    db.transaction(async (tx): Promise<Promotion[]> => {
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
        details: { from: application.status, status, ...(note ? { message: note } : {}) },
      })
      if (!closing) return []
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

  await tellPromoted(db, mailer, promotions)
  const detail = await eventApplicationDetail(db, id)
  const [title] = await db
    .select({ title: eventTranslations.title, lang: eventTranslations.lang })
    .from(eventTranslations)
    .where(
      and(
        eq(eventTranslations.event_id, detail.event_id),
        inArray(eventTranslations.lang, [detail.lang, defaultLocale]),
      ),
    )
    .orderBy(sql`${eventTranslations.lang} = ${detail.lang} desc`)
    .limit(1)
  await tellStatusChanged(db, mailer, {
    to: { email: detail.applicant_email, name: detail.applicant_name, lang: detail.lang },
    subject: title?.title ?? detail.event_title,
    code: id.slice(0, 8).toUpperCase(),
    status,
    message: note,
    link: portalLink(detail.lang, `/${detail.event_kind === 'course' ? 'my-courses' : 'my-events'}/${id}`),
  })
  return detail
}

// ---- Generic procedure applications

const procedureTitles = aliasedTable(genericProcedureTranslations, 'procedure_title')

const procedureApplicationColumns = {
  application: genericProcedureApplications,
  process_type: genericProcedures.process_type,
  procedure_title: procedureTitles.title,
  name: users.name,
  surname: users.surname,
  email: users.email,
  preferred_lang: users.preferred_lang,
}

const procedureTitleJoin = and(
  eq(procedureTitles.procedure_id, genericProcedureApplications.generic_procedure_id),
  eq(procedureTitles.lang, defaultLocale),
)

const procedureApplicationRows = (db: Database) =>
  db
    .select(procedureApplicationColumns)
    .from(genericProcedureApplications)
    .innerJoin(genericProcedures, eq(genericProcedures.id, genericProcedureApplications.generic_procedure_id))
    .innerJoin(users, eq(users.id, genericProcedureApplications.user_id))
    .leftJoin(procedureTitles, procedureTitleJoin)
    .$dynamic()

type ProcedureApplicationJoined = Awaited<ReturnType<typeof procedureApplicationRows>>[number]

function toAdminProcedureApplication(row: ProcedureApplicationJoined): AdminProcedureApplication {
  const { application } = row
  return {
    id: application.id,
    tracking_code: application.reference,
    subject: application.subject,
    procedure_id: application.generic_procedure_id,
    procedure_title: row.procedure_title ?? `#${application.generic_procedure_id}`,
    process_type: row.process_type,
    status: application.status,
    submitted_at: application.submitted_at.toISOString(),
    updated_at: application.updated_at.toISOString(),
    applicant_name: `${row.name} ${row.surname}`.trim(),
    applicant_email: row.email,
    lang: row.preferred_lang,
  }
}

const procedureApplicationSort = {
  submitted_at: genericProcedureApplications.submitted_at,
  updated_at: genericProcedureApplications.updated_at,
  status: genericProcedureApplications.status,
  tracking_code: genericProcedureApplications.reference,
}

export async function listProcedureApplications(db: Database, query: AdminProcedureApplicationListQuery) {
  const where = and(
    query.status ? eq(genericProcedureApplications.status, query.status) : undefined,
    query.type ? eq(genericProcedures.process_type, query.type) : undefined,
    query.procedure_id
      ? eq(genericProcedureApplications.generic_procedure_id, query.procedure_id)
      : undefined,
    ...submittedBetween(genericProcedureApplications.submitted_at, query.from, query.to),
    applicantSearch(query.q, [
      genericProcedureApplications.reference,
      genericProcedureApplications.subject,
      users.email,
      users.search_name,
    ]),
  )
  const { rows, total } = await listPage(
    db,
    () => procedureApplicationRows(db),
    { id: genericProcedureApplications.id, where, sortBy: procedureApplicationSort[query.sort] },
    query,
  )
  return { items: rows.map(toAdminProcedureApplication), total }
}

/** The application as its applicant sees it (answers labelled in Spanish, files, history, fee), for staff. */
export async function procedureApplicationDetail(
  db: Database,
  id: string,
): Promise<AdminProcedureApplicationDetail> {
  const [row] = await procedureApplicationRows(db).where(eq(genericProcedureApplications.id, id))
  if (!row) throw new ApiError(404, 'APPLICATION_NOT_FOUND')
  const seen = await getGenericApplication(db, row.application.user_id, id, defaultLocale)
  const [procedure] = await db
    .select({ form: genericProcedures.form })
    .from(genericProcedures)
    .where(eq(genericProcedures.id, row.application.generic_procedure_id))
  const form = formOf(procedure ?? { form: null })
  const question = (name: string) => form.fields.find((field) => field.name === name)
  const labelsOf = (name: string) => question(name)?.label ?? { es: name, ca: name, en: name, eu: name }
  return {
    ...toAdminProcedureApplication(row),
    answers: seen.answers.map((answer) => ({
      ...answer,
      labels: labelsOf(answer.name),
      option_labels:
        question(answer.name)?.options?.find((option) => option.value === answer.value)?.label ?? null,
    })),
    payment: seen.payment,
    procedure_fee_cents: form.payment?.amount_cents ?? null,
    documents: seen.documents.map((document) => ({
      ...document,
      labels: labelsOf(document.field),
      download_path: `/api/public/collegiates/files/${document.attachment.id}`,
    })),
    history: seen.history,
    transitions: [...reviewTransitions[row.application.status]],
  }
}

/**
 * POST /admin/procedure-applications/{id}/status. In one transaction: the status, the history row the applicant
 * sees (the message as its note), the unpaid fee withdrawn when the application closes without acceptance, and the
 * log. After the commit, the e-mail to the applicant in their language.
 */
export async function changeProcedureApplicationStatus(
  db: Database,
  mailer: Mailer,
  actor: StaffActor,
  id: string,
  { status, message }: AdminStatusChange,
  now = new Date(),
): Promise<AdminProcedureApplicationDetail> {
  const note = message?.trim() || undefined
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(genericProcedureApplications)
      .where(eq(genericProcedureApplications.id, id))
      .for('update')
    if (!row) throw new ApiError(404, 'APPLICATION_NOT_FOUND')
    assertTransition(reviewTransitions, row.status, status)
    await tx
      .update(genericProcedureApplications)
      .set({ status, updated_at: now })
      .where(eq(genericProcedureApplications.id, id))
    await tx
      .insert(genericProcedureApplicationHistory)
      .values({ application_id: id, status, note: note ?? null, changed_at: now })
    if (status === 'rejected' || status === 'cancelled' || status === 'not_processed') {
      await withdrawCharge(tx, { procedureApplicationId: id }, now)
    }
    await recordStaffAction(tx, actor, {
      entity: 'procedure_application',
      entityId: id,
      action: 'status_changed',
      details: { from: row.status, status, ...(note ? { message: note } : {}) },
    })
  })

  const detail = await procedureApplicationDetail(db, id)
  const [titled] = await db
    .select({ title: genericProcedureTranslations.title })
    .from(genericProcedureTranslations)
    .where(
      and(
        eq(genericProcedureTranslations.procedure_id, detail.procedure_id),
        inArray(genericProcedureTranslations.lang, [detail.lang, defaultLocale]),
      ),
    )
    .orderBy(sql`${genericProcedureTranslations.lang} = ${detail.lang} desc`)
    .limit(1)
  await tellStatusChanged(db, mailer, {
    to: { email: detail.applicant_email, name: detail.applicant_name, lang: detail.lang },
    subject: titled?.title ?? detail.subject,
    code: detail.tracking_code,
    status,
    message: note,
    link: portalLink(detail.lang, `/generic-procedures-profile/${id}`),
  })
  return detail
}

// ---- Professional societies (their filing)

const societyColumns = {
  society: professionalSocieties,
  name: users.name,
  surname: users.surname,
  email: users.email,
  preferred_lang: users.preferred_lang,
}

const societyRows = (db: Database) =>
  db
    .select(societyColumns)
    .from(professionalSocieties)
    .innerJoin(users, eq(users.id, professionalSocieties.user_id))
    .$dynamic()

type SocietyJoined = {
  society: typeof professionalSocieties.$inferSelect
  name: string
  surname: string
  email: string
  preferred_lang: Locale
}

function toAdminSociety({ society, ...applicant }: SocietyJoined): AdminSociety {
  return {
    id: society.id,
    social_reason: society.social_reason,
    cif: society.cif,
    tracking_code: society.tracking_code,
    status: society.status,
    active: society.active,
    submitted_at: society.submitted_at.toISOString(),
    updated_at: society.updated_at.toISOString(),
    applicant_name: `${applicant.name} ${applicant.surname}`.trim(),
    applicant_email: applicant.email,
    lang: applicant.preferred_lang,
  }
}

const societySort = {
  submitted_at: professionalSocieties.submitted_at,
  updated_at: professionalSocieties.updated_at,
  status: professionalSocieties.status,
  tracking_code: professionalSocieties.tracking_code,
}

export async function listAdminSocieties(db: Database, query: AdminSocietyListQuery) {
  const where = and(
    query.status ? eq(professionalSocieties.status, query.status) : undefined,
    query.active ? eq(professionalSocieties.active, query.active === 'true') : undefined,
    ...submittedBetween(professionalSocieties.submitted_at, query.from, query.to),
    applicantSearch(query.q, [
      professionalSocieties.tracking_code,
      professionalSocieties.social_reason,
      professionalSocieties.cif,
      professionalSocieties.email,
      users.email,
      users.search_name,
    ]),
  )
  const { rows, total } = await listPage(
    db,
    () => societyRows(db),
    { id: professionalSocieties.id, where, sortBy: societySort[query.sort] },
    query,
  )
  return { items: rows.map(toAdminSociety), total }
}

/** The society as its member sees it (components, data, history), with its files to download, for staff. */
export async function adminSocietyDetail(db: Database, id: string): Promise<AdminSocietyDetail> {
  const [row] = await db
    .select(societyColumns)
    .from(professionalSocieties)
    .innerJoin(users, eq(users.id, professionalSocieties.user_id))
    .where(eq(professionalSocieties.id, id))
  if (!row) throw new ApiError(404, 'SOCIETY_NOT_FOUND')
  const { documents: _documents, history, ...seen } = await societyDetailOf(db, row.society)
  const files = await db
    .select({ role: professionalSocietyDocuments.role, attachment: attachments })
    .from(professionalSocietyDocuments)
    .innerJoin(attachments, eq(attachments.id, professionalSocietyDocuments.attachment_id))
    .where(eq(professionalSocietyDocuments.society_id, id))
    .orderBy(asc(attachments.created_at), asc(attachments.id))
  return {
    ...seen,
    ...toAdminSociety(row),
    documents: files.map(({ role, attachment }) => ({
      role,
      attachment: toAttachment(attachment),
      download_path: `/api/public/collegiates/files/${attachment.id}`,
    })),
    history: history.map(({ at, ...entry }) => ({ ...entry, changed_at: at })),
    transitions: [...reviewTransitions[row.society.status]],
  }
}

/**
 * POST /admin/professional-societies/{id}/status. In one transaction: the status, the society's history entry the
 * member sees (status_changed, the message as its note) and the log. An accepted society that consented to it
 * enters the public registry of societies (the route refreshes the cached pages). After the commit, the e-mail to
 * the member who filed it, in their language.
 */
export async function changeSocietyStatus(
  db: Database,
  mailer: Mailer,
  actor: StaffActor,
  id: string,
  { status, message }: AdminStatusChange,
  now = new Date(),
): Promise<AdminSocietyDetail> {
  const note = message?.trim() || undefined
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(professionalSocieties)
      .where(eq(professionalSocieties.id, id))
      .for('update')
    if (!row) throw new ApiError(404, 'SOCIETY_NOT_FOUND')
    assertTransition(reviewTransitions, row.status, status)
    await tx.update(professionalSocieties).set({ status }).where(eq(professionalSocieties.id, id))
    await recordSocietyHistory(tx, id, 'status_changed', now, { status, note: note ?? null })
    await recordStaffAction(tx, actor, {
      entity: 'professional_society',
      entityId: id,
      action: 'status_changed',
      details: { from: row.status, status, ...(note ? { message: note } : {}) },
    })
  })
  const detail = await adminSocietyDetail(db, id)
  await tellStatusChanged(db, mailer, {
    to: { email: detail.applicant_email, name: detail.applicant_name, lang: detail.lang },
    subject: `${procedureTitle(detail.lang, 'ProcedureApplications.registration.kinds.professional-societies')}: ${detail.social_reason}`,
    code: detail.tracking_code,
    status,
    message: note,
    link: portalLink(detail.lang, `${societiesPage}/${id}`),
  })
  return detail
}

// ---- Loans of the lending library

const loanTitles = aliasedTable(resourceTranslations, 'loan_title')

const loanColumns = {
  loan: resourceLoans,
  copies: resources.copies,
  resource_title: loanTitles.title,
  name: users.name,
  surname: users.surname,
  email: users.email,
  preferred_lang: users.preferred_lang,
}

const loanRows = (db: Database) =>
  db
    .select(loanColumns)
    .from(resourceLoans)
    .innerJoin(resources, eq(resources.id, resourceLoans.resource_id))
    .innerJoin(users, eq(users.id, resourceLoans.user_id))
    .leftJoin(
      loanTitles,
      and(eq(loanTitles.resource_id, resourceLoans.resource_id), eq(loanTitles.lang, defaultLocale)),
    )
    .$dynamic()

type LoanJoined = Awaited<ReturnType<typeof loanRows>>[number]

function toAdminLoan(row: LoanJoined, today: string): AdminLoan {
  const { loan } = row
  return {
    id: loan.id,
    resource_id: loan.resource_id,
    resource_title: row.resource_title ?? `#${loan.resource_id}`,
    status: loan.status,
    overdue: loan.status === 'on_loan' && loan.due_on !== null && loan.due_on < today,
    requested_at: loan.requested_at.toISOString(),
    starts_on: loan.starts_on,
    due_on: loan.due_on,
    returned_on: loan.returned_on,
    applicant_name: `${row.name} ${row.surname}`.trim(),
    applicant_email: row.email,
    lang: row.preferred_lang,
  }
}

function loanStatusCondition(filter: AdminLoanListQuery['status'], today: string) {
  switch (filter) {
    case undefined:
      return undefined
    case 'overdue':
      return and(eq(resourceLoans.status, 'on_loan'), lt(resourceLoans.due_on, today))
    case 'current':
      return inArray(resourceLoans.status, ['requested', 'on_loan'])
    case 'past':
      return inArray(resourceLoans.status, ['returned', 'cancelled'])
    default:
      return eq(resourceLoans.status, filter)
  }
}

const loanSort = {
  requested_at: resourceLoans.requested_at,
  due_on: resourceLoans.due_on,
  status: resourceLoans.status,
}

export async function listAdminLoans(db: Database, query: AdminLoanListQuery, today = madridToday()) {
  const where = and(
    loanStatusCondition(query.status, today),
    ...submittedBetween(resourceLoans.requested_at, query.from, query.to),
    applicantSearch(query.q, [users.email, users.search_name, loanTitles.search_text]),
  )
  const { rows, total } = await listPage(
    db,
    () => loanRows(db),
    { id: resourceLoans.id, where, sortBy: loanSort[query.sort] },
    query,
  )
  return { items: rows.map((row) => toAdminLoan(row, today)), total }
}

const onLoanCount = (db: Database | Transaction, resourceId: number) =>
  db
    .select({ total: countAll })
    .from(resourceLoans)
    .where(and(eq(resourceLoans.resource_id, resourceId), eq(resourceLoans.status, 'on_loan')))

export async function adminLoanDetail(
  db: Database,
  id: string,
  today = madridToday(),
): Promise<AdminLoanDetail> {
  const [row] = await loanRows(db).where(eq(resourceLoans.id, id))
  if (!row) throw new ApiError(404, 'LOAN_NOT_FOUND')
  const [lent] = await onLoanCount(db, row.loan.resource_id)
  return {
    ...toAdminLoan(row, today),
    copies: row.copies,
    on_loan: Number(lent?.total ?? 0),
    transitions: [...loanTransitions[row.loan.status]],
  }
}

/**
 * POST /admin/loans/{id}/status. Lending takes a free copy (the item's row locked, so two lendings cannot take the
 * last one twice: 409 RESOURCE_NOT_AVAILABLE) and dates the loan (today, due on the day given or in 30 days);
 * returning dates the return. With the log, in one transaction. The member is told by e-mail when the item is
 * lent (as accepted, the due date in the message) or the request turned down (cancelled); a return is not.
 */
export async function changeLoanStatus(
  db: Database,
  mailer: Mailer,
  actor: StaffActor,
  id: string,
  { status, message, due_on }: AdminLoanStatusChange,
  now = new Date(),
): Promise<AdminLoanDetail> {
  const today = madridToday(now)
  const note = message?.trim() || undefined
  await db.transaction(async (tx) => {
    const [found] = await tx.select().from(resourceLoans).where(eq(resourceLoans.id, id))
    if (!found) throw new ApiError(404, 'LOAN_NOT_FOUND')
    // The item first, as every lending of it does, then the loan.
    const [resource] = await tx
      .select({ copies: resources.copies })
      .from(resources)
      .where(eq(resources.id, found.resource_id))
      .for('update')
    const [loan] = await tx.select().from(resourceLoans).where(eq(resourceLoans.id, id)).for('update')
    if (!loan || !resource) throw new ApiError(404, 'LOAN_NOT_FOUND')
    if (!loanTransitions[loan.status].includes(status))
      throw new ApiError(409, 'APPLICATION_STATUS_NOT_ALLOWED')
    let dates: Partial<typeof resourceLoans.$inferInsert> = {}
    if (status === 'on_loan') {
      const [lent] = await onLoanCount(tx, loan.resource_id)
      if (Number(lent?.total ?? 0) >= resource.copies) throw new ApiError(409, 'RESOURCE_NOT_AVAILABLE')
      const due = due_on ?? addDays(today, defaultLoanDays)
      if (due < today) throw new ApiError(422, { code: 'ERROR_ON_CHECK_RULES', reason: 'due_on' })
      dates = { starts_on: today, due_on: due }
    }
    if (status === 'returned') dates = { returned_on: today }
    await tx
      .update(resourceLoans)
      .set({ status, updated_at: now, ...dates })
      .where(eq(resourceLoans.id, id))
    await recordStaffAction(tx, actor, {
      entity: 'loan',
      entityId: id,
      action: 'status_changed',
      details: {
        from: loan.status,
        status,
        ...(dates.due_on ? { due_on: dates.due_on } : {}),
        ...(note ? { message: note } : {}),
      },
    })
  })
  const detail = await adminLoanDetail(db, id, today)
  if (status === 'on_loan' || status === 'cancelled') {
    const [titled] = await db
      .select({ title: resourceTranslations.title })
      .from(resourceTranslations)
      .where(
        and(
          eq(resourceTranslations.resource_id, detail.resource_id),
          inArray(resourceTranslations.lang, [detail.lang, defaultLocale]),
        ),
      )
      .orderBy(sql`${resourceTranslations.lang} = ${detail.lang} desc`)
      .limit(1)
    const due = detail.due_on
      ? new Intl.DateTimeFormat(detail.lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${detail.due_on}T00:00:00Z`),
        )
      : undefined
    await tellStatusChanged(db, mailer, {
      to: { email: detail.applicant_email, name: detail.applicant_name, lang: detail.lang },
      subject: titled?.title ?? detail.resource_title,
      code: id.slice(0, 8).toUpperCase(),
      status: status === 'on_loan' ? 'accepted' : 'cancelled',
      message:
        [
          due &&
            createTranslator({ locale: detail.lang, messages: messages[detail.lang] })('Loans.dueOn', {
              date: due,
            }),
          note,
        ]
          .filter(Boolean)
          .join('\n') || undefined,
      link: portalLink(detail.lang, '/my-resources'),
    })
  }
  return detail
}
