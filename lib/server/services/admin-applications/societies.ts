import 'server-only'
import { and, asc, eq } from 'drizzle-orm'
import type { AdminStatusChange } from '@/lib/contract/admin'
import {
  reviewTransitions,
  type AdminSociety,
  type AdminSocietyDetail,
  type AdminSocietyListQuery,
} from '@/lib/contract/admin-applications'
import type { Locale } from '@/lib/contract/locales'
import type { Database } from '@/lib/server/db/client'
import {
  attachments,
  professionalSocieties,
  professionalSocietyDocuments,
  users,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { portalLink } from '../account-emails'
import { toAttachment } from '../attachments'
import { listPage } from '../content-query'
import {
  detailOf as societyDetailOf,
  record as recordSocietyHistory,
  societiesPage,
} from '../professional-societies'
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
      download_path: downloadPath(attachment.id),
    })),
    history: history.map(({ at, ...entry }) => ({ ...entry, changed_at: at })),
    transitions: [...reviewTransitions[row.society.status]],
  }
}

/** An accepted society that consented enters the public registry (the route refreshes the cached pages). */
export async function changeSocietyStatus(
  db: Database,
  actor: StaffActor,
  id: string,
  { status, message }: AdminStatusChange,
  now = new Date(),
): Promise<AdminSocietyDetail> {
  const note = message?.trim() || undefined
  return db.transaction(async (tx) => {
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
      details: statusChangeDetails(row.status, status, note),
    })
    const detail = await adminSocietyDetail(tx, id)
    await tellStatusChanged(tx, {
      to: { email: detail.applicant_email, name: detail.applicant_name, lang: detail.lang },
      subject: `${procedureTitle(detail.lang, 'ProcedureApplications.registration.kinds.professional-societies')}: ${detail.social_reason}`,
      code: detail.tracking_code,
      status,
      message: note,
      link: portalLink(detail.lang, `${societiesPage}/${id}`),
    })
    return detail
  })
}
