import 'server-only'
import { aliasedTable, and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Locale } from '@/lib/contract/locales'
import type { ProcedureForm } from '@/lib/contract/generic-procedure-forms'
import type {
  GenericProcedureApplication,
  GenericProcedureApplicationDetail,
  GenericProcedureApplicationPage,
  GenericProcedureApplicationsQuery,
  RegistrationApplicationPage,
} from '@/lib/contract/procedure-applications'
import type { Database } from '@/lib/server/db/client'
import {
  attachments,
  genericProcedureApplicationDocuments,
  genericProcedureApplicationHistory,
  genericProcedureApplications,
  genericProcedures,
  genericProcedureTranslations,
  registrationApplicationHistory,
  registrationApplications,
  movements,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { toAttachment } from './attachments'
import { countAll, pageOf } from './content-query'
import { movementsBeingCollected } from './payments'
import { formOf } from './procedures'

type Paging = { skip: number; limit: number }

const text = aliasedTable(genericProcedureTranslations, 'text')
const spanish = aliasedTable(genericProcedureTranslations, 'spanish')

const withProcedure = (db: Database, lang: Locale) =>
  db
    .select({
      application: genericProcedureApplications,
      process_type: genericProcedures.process_type,
      form: genericProcedures.form,
      title: sql<string>`coalesce(${text.title}, ${spanish.title}, '')`,
      slug: sql<string>`coalesce(${text.slug}, ${spanish.slug}, '')`,
    })
    .from(genericProcedureApplications)
    .innerJoin(genericProcedures, eq(genericProcedures.id, genericProcedureApplications.generic_procedure_id))
    .leftJoin(
      text,
      and(eq(text.procedure_id, genericProcedureApplications.generic_procedure_id), eq(text.lang, lang)),
    )
    .leftJoin(
      spanish,
      and(
        eq(spanish.procedure_id, genericProcedureApplications.generic_procedure_id),
        eq(spanish.lang, 'es'),
      ),
    )

type Row = Awaited<ReturnType<ReturnType<typeof withProcedure>['execute']>>[number]

const toApplication = ({ application, process_type, title, slug }: Row): GenericProcedureApplication => ({
  id: application.id,
  reference: application.reference,
  subject: application.subject,
  status: application.status,
  submitted_at: application.submitted_at.toISOString(),
  updated_at: application.updated_at.toISOString(),
  procedure: { id: application.generic_procedure_id, process_type, title, slug },
})

const listCondition = (userId: string, query: GenericProcedureApplicationsQuery) =>
  and(
    eq(genericProcedureApplications.user_id, userId),
    query.type ? eq(genericProcedures.process_type, query.type) : undefined,
  )

export const genericApplicationsPageQuery = (
  db: Database,
  userId: string,
  query: GenericProcedureApplicationsQuery,
) =>
  withProcedure(db, query.lang)
    .where(listCondition(userId, query))
    .orderBy(desc(genericProcedureApplications.submitted_at), desc(genericProcedureApplications.id))
    .offset(query.skip)
    .limit(query.limit)

export async function listGenericApplications(
  db: Database,
  userId: string,
  query: GenericProcedureApplicationsQuery,
): Promise<GenericProcedureApplicationPage> {
  const page = await pageOf(
    genericApplicationsPageQuery(db, userId, query),
    db
      .select({ total: countAll })
      .from(genericProcedureApplications)
      .innerJoin(
        genericProcedures,
        eq(genericProcedures.id, genericProcedureApplications.generic_procedure_id),
      )
      .where(listCondition(userId, query)),
    query,
  )
  return { ...page, items: page.items.map(toApplication) }
}

export const applicationDocumentsQuery = (db: Database, applicationId: string) =>
  db
    .select({ field: genericProcedureApplicationDocuments.field, attachment: attachments })
    .from(genericProcedureApplicationDocuments)
    .innerJoin(attachments, eq(attachments.id, genericProcedureApplicationDocuments.attachment_id))
    .where(eq(genericProcedureApplicationDocuments.application_id, applicationId))
    .orderBy(asc(attachments.created_at), asc(attachments.id))

/** Someone else's answers as a missing one. */
export async function getGenericApplication(
  db: Database,
  userId: string,
  id: string,
  lang: Locale,
): Promise<GenericProcedureApplicationDetail> {
  const [row] = await withProcedure(db, lang).where(
    and(eq(genericProcedureApplications.id, id), eq(genericProcedureApplications.user_id, userId)),
  )
  if (!row) throw new ApiError(404, 'APPLICATION_NOT_FOUND')
  const history = await db
    .select()
    .from(genericProcedureApplicationHistory)
    .where(eq(genericProcedureApplicationHistory.application_id, id))
    .orderBy(asc(genericProcedureApplicationHistory.changed_at), asc(genericProcedureApplicationHistory.id))
  const documents = await applicationDocumentsQuery(db, id)
  const form = formOf(row)
  const { application } = row
  return {
    ...toApplication(row),
    history: history.map((entry) => ({
      status: entry.status,
      changed_at: entry.changed_at.toISOString(),
      note: entry.note,
    })),
    answers: answersOf(form, application.answers, lang),
    documents: documents.map((document) => ({
      field: document.field,
      label: labelOf(form, document.field, lang),
      attachment: toAttachment(document.attachment),
    })),
    payment:
      application.amount_cents !== null && application.payment_method !== null
        ? {
            amount_cents: application.amount_cents,
            method: application.payment_method,
            ...(await feeMovementOf(db, id)),
          }
        : null,
  }
}

async function feeMovementOf(db: Database, applicationId: string) {
  const [movement] = await db
    .select({ id: movements.id, status: movements.status })
    .from(movements)
    .where(eq(movements.procedure_application_id, applicationId))
  if (!movement) return { status: 'pending' as const, movement_id: null, payable: false }
  const collected = await movementsBeingCollected(db, [movement.id])
  return {
    status: movement.status,
    movement_id: movement.id,
    payable: (movement.status === 'pending' || movement.status === 'not_paid') && !collected.has(movement.id),
  }
}

const labelOf = (form: ProcedureForm, name: string, lang: Locale) =>
  form.fields.find((field) => field.name === name)?.label[lang] ?? name

/** The answers in the order of the form, with its questions in `lang`; answers to removed questions last. */
function answersOf(
  form: ProcedureForm,
  answers: GenericProcedureApplicationDetail['answers'][number]['value'] extends infer V
    ? Record<string, V>
    : never,
  lang: Locale,
): GenericProcedureApplicationDetail['answers'] {
  const known = new Set(form.fields.map((field) => field.name))
  return [
    ...form.fields
      .filter((field) => field.type !== 'files' && answers[field.name] !== undefined)
      .map((field) => {
        const value = answers[field.name]!
        return {
          name: field.name,
          type: field.type,
          label: field.label[lang],
          value,
          option_label: field.options?.find((option) => option.value === value)?.label[lang] ?? null,
        }
      }),
    ...Object.entries(answers)
      .filter(([name]) => !known.has(name))
      .map(([name, value]) => ({ name, type: 'text' as const, label: name, value, option_label: null })),
  ]
}

export const registrationApplicationsPageQuery = (db: Database, userId: string, query: Paging) =>
  db
    .select()
    .from(registrationApplications)
    .where(eq(registrationApplications.user_id, userId))
    .orderBy(desc(registrationApplications.submitted_at), desc(registrationApplications.id))
    .offset(query.skip)
    .limit(query.limit)

export async function listRegistrationApplications(
  db: Database,
  userId: string,
  query: Paging,
): Promise<RegistrationApplicationPage> {
  const page = await pageOf(
    registrationApplicationsPageQuery(db, userId, query),
    db
      .select({ total: countAll })
      .from(registrationApplications)
      .where(eq(registrationApplications.user_id, userId)),
    query,
  )
  const ids = page.items.map((row) => row.id)
  const history =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(registrationApplicationHistory)
          .where(inArray(registrationApplicationHistory.application_id, ids))
          .orderBy(asc(registrationApplicationHistory.changed_at), asc(registrationApplicationHistory.id))
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      tracking_code: row.tracking_code,
      submitted_at: row.submitted_at.toISOString(),
      history: history
        .filter((entry) => entry.application_id === row.id)
        .map((entry) => ({
          status: entry.status,
          changed_at: entry.changed_at.toISOString(),
          note: entry.note,
        })),
    })),
  }
}
