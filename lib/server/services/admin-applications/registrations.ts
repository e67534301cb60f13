import 'server-only'
import { and, asc, eq } from 'drizzle-orm'
import type { AdminStatusChange } from '@/lib/contract/admin'
import {
  reviewTransitions,
  type AdminRegistration,
  type AdminRegistrationDetail,
  type AdminRegistrationListQuery,
} from '@/lib/contract/admin-applications'
import { rolePrincipals } from '@/lib/contract/auth'
import type { Locale } from '@/lib/contract/locales'
import { type Database, type Transaction, inTurn } from '@/lib/server/db/client'
import {
  attachments,
  memberProfiles,
  registrationApplicationDocuments,
  registrationApplicationHistory,
  registrationApplications,
  users,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { requestPasswordRecovery } from '../account'
import { portalLink } from '../account-emails'
import { toAttachment } from '../attachments'
import { listPage } from '../content-query'
import { admitMember, type Admission } from '../membership'
import { recordStaffAction, type StaffActor } from '../staff-actions'
import {
  applicantSearch,
  assertTransition,
  downloadPath,
  procedureTitle,
  statusChangeDetails,
  submittedBetween,
  tellStatusChanged,
} from './shared'

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
  const [documents, history] = await inTurn(
    () =>
      db
        .select({ attachment: attachments })
        .from(registrationApplicationDocuments)
        .innerJoin(attachments, eq(attachments.id, registrationApplicationDocuments.attachment_id))
        .where(eq(registrationApplicationDocuments.application_id, id))
        .orderBy(asc(attachments.created_at), asc(attachments.id)),
    () =>
      db
        .select()
        .from(registrationApplicationHistory)
        .where(eq(registrationApplicationHistory.application_id, id))
        .orderBy(asc(registrationApplicationHistory.changed_at), asc(registrationApplicationHistory.id)),
  )
  return {
    ...toAdminRegistration(row),
    user_id: row.application.user_id,
    form: (row.application.form as Record<string, unknown> | null) ?? null,
    documents: documents.map(({ attachment }) => ({
      attachment: toAttachment(attachment),
      download_path: downloadPath(attachment.id),
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

export async function changeRegistrationStatus(
  db: Database,
  actor: StaffActor,
  id: string,
  { status, message }: AdminStatusChange,
  now = new Date(),
): Promise<AdminRegistrationDetail> {
  const note = message?.trim() || undefined
  return db.transaction(async (tx) => {
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
      details: statusChangeDetails(row.status, status, note),
    })
    let admission: Admission | null = null
    if (status === 'accepted') {
      await grantRegistrationRole(tx, row)
      admission = await admitMember(tx, row, now)
      await recordAdmission(tx, actor, row, admission)
    }
    const detail = await registrationDetail(tx, id)
    const lang = detail.lang
    await tellStatusChanged(tx, {
      to: { email: detail.applicant_email, name: detail.applicant_name, lang },
      subject: procedureTitle(lang, `ProcedureApplications.registration.kinds.${detail.kind}`),
      code: detail.tracking_code,
      status,
      message: note,
      link: portalLink(lang, '/generic-procedures-profile'),
      collegiateNumber: admission?.collegiate_code ?? undefined,
    })
    if (status === 'accepted') await sendFirstPassword(tx, detail.user_id, lang)
    return detail
  })
}

async function sendFirstPassword(db: Database, userId: string, lang: Locale) {
  const [account] = await db
    .select({ email: users.email, hashed_password: users.hashed_password })
    .from(users)
    .where(eq(users.id, userId))
  if (account?.hashed_password === null) await requestPasswordRecovery(db, account.email, lang)
}
