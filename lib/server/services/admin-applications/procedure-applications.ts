import 'server-only'
import { aliasedTable, and, eq } from 'drizzle-orm'
import type { AdminStatusChange } from '@/lib/contract/admin'
import {
  reviewTransitions,
  type AdminProcedureApplication,
  type AdminProcedureApplicationDetail,
  type AdminProcedureApplicationListQuery,
} from '@/lib/contract/admin-applications'
import { defaultLocale } from '@/lib/contract/locales'
import type { Database } from '@/lib/server/db/client'
import {
  genericProcedureApplicationHistory,
  genericProcedureApplications,
  genericProcedures,
  genericProcedureTranslations,
  users,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { portalLink } from '../account-emails'
import { withdrawCharge } from '../charges'
import { listPage } from '../content-query'
import { getGenericApplication } from '../procedure-applications'
import { formOf } from '../procedures'
import { recordStaffAction, type StaffActor } from '../staff-actions'
import {
  applicantSearch,
  assertTransition,
  closingStatuses,
  downloadPath,
  statusChangeDetails,
  submittedBetween,
  tellStatusChanged,
  titleIn,
} from './shared'

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
      download_path: downloadPath(document.attachment.id),
    })),
    history: seen.history,
    transitions: [...reviewTransitions[row.application.status]],
  }
}

export async function changeProcedureApplicationStatus(
  db: Database,
  actor: StaffActor,
  id: string,
  { status, message }: AdminStatusChange,
  now = new Date(),
): Promise<AdminProcedureApplicationDetail> {
  const note = message?.trim() || undefined
  return db.transaction(async (tx) => {
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
    if (closingStatuses.includes(status)) {
      await withdrawCharge(tx, { procedureApplicationId: id }, now)
    }
    await recordStaffAction(tx, actor, {
      entity: 'procedure_application',
      entityId: id,
      action: 'status_changed',
      details: statusChangeDetails(row.status, status, note),
    })
    const detail = await procedureApplicationDetail(tx, id)
    const title = await titleIn(
      tx,
      genericProcedureTranslations,
      genericProcedureTranslations.procedure_id,
      detail.procedure_id,
      detail.lang,
    )
    await tellStatusChanged(tx, {
      to: { email: detail.applicant_email, name: detail.applicant_name, lang: detail.lang },
      subject: title ?? detail.subject,
      code: detail.tracking_code,
      status,
      message: note,
      link: portalLink(detail.lang, `/generic-procedures-profile/${id}`),
    })
    return detail
  })
}
