import 'server-only'
import { and, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type {
  AdminProcedure,
  AdminProcedureListQuery,
  AdminProcedurePage,
  AdminProcedureValues,
} from '@/lib/contract/admin-procedures'
import type { ProcedureForm } from '@/lib/contract/generic-procedure-forms'
import type { Database, Transaction } from '@/lib/server/db/client'
import {
  genericProcedureApplicationDocuments,
  genericProcedureApplications,
  genericProcedures,
  genericProcedureTranslations,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import {
  contentWrites,
  listedRow,
  listColumns,
  readTranslations,
  searchCondition,
  titleOf,
  type TranslationTable,
} from './admin-content'
import { listPage } from './content-query'
import { formOf } from './procedures'

const procedureTexts: TranslationTable = {
  table: genericProcedureTranslations,
  owner: genericProcedureTranslations.procedure_id,
  ownerKey: 'procedure_id',
  sqlName: 'generic_procedure_translations',
  fields: ['title', 'slug', 'summary', 'body'],
}

const esProcedure = alias(genericProcedureTranslations, 'es_procedure')

const sortColumns = {
  publish_at: genericProcedures.publish_at,
  updated_at: genericProcedures.updated_at,
  title: esProcedure.title,
  status: genericProcedures.status,
} as const

export async function adminListProcedures(
  db: Database,
  query: AdminProcedureListQuery,
): Promise<AdminProcedurePage> {
  const where = and(
    query.status ? eq(genericProcedures.status, query.status) : undefined,
    query.process_type ? eq(genericProcedures.process_type, query.process_type) : undefined,
    query.window_status ? eq(genericProcedures.window_status, query.window_status) : undefined,
    searchCondition(procedureTexts, genericProcedures.id, query.q),
  )
  const { rows, total } = await listPage(
    db,
    () =>
      db
        .select({
          id: genericProcedures.id,
          status: genericProcedures.status,
          publish_at: genericProcedures.publish_at,
          updated_at: genericProcedures.updated_at,
          process_type: genericProcedures.process_type,
          window_status: genericProcedures.window_status,
          opens_at: genericProcedures.opens_at,
          closes_at: genericProcedures.closes_at,
          form: genericProcedures.form,
          ...listColumns(procedureTexts, genericProcedures.id),
        })
        .from(genericProcedures)
        .leftJoin(
          esProcedure,
          and(eq(esProcedure.procedure_id, genericProcedures.id), eq(esProcedure.lang, 'es')),
        )
        .$dynamic(),
    { id: genericProcedures.id, where, sortBy: sortColumns[query.sort] },
    query,
  )
  return {
    items: rows.map(({ form: stored, ...row }) => {
      const form = formOf({ form: stored })
      return {
        ...listedRow(row),
        opens_at: row.opens_at?.toISOString() ?? null,
        closes_at: row.closes_at?.toISOString() ?? null,
        fee_cents: form.payment?.amount_cents ?? null,
        questions: form.fields.length,
      }
    }),
    total,
  }
}

async function answersOf(db: Database | Transaction, id: number) {
  const rows = await db
    .select({ answers: genericProcedureApplications.answers })
    .from(genericProcedureApplications)
    .where(eq(genericProcedureApplications.generic_procedure_id, id))
  const files = await db
    .selectDistinct({ field: genericProcedureApplicationDocuments.field })
    .from(genericProcedureApplicationDocuments)
    .innerJoin(
      genericProcedureApplications,
      eq(genericProcedureApplications.id, genericProcedureApplicationDocuments.application_id),
    )
    .where(eq(genericProcedureApplications.generic_procedure_id, id))
  const values = new Map<string, Set<string>>()
  for (const { answers } of rows) {
    for (const [name, value] of Object.entries(answers ?? {})) {
      if (value === null || value === undefined || value === '') continue
      values.set(name, (values.get(name) ?? new Set()).add(String(value)))
    }
  }
  for (const { field } of files) values.set(field, values.get(field) ?? new Set())
  return { applications: rows.length, values }
}

/** Old answers stay readable: an answered question keeps its name, type and the choices chosen. */
function assertAnswersKept(before: ProcedureForm, after: ProcedureForm, answered: Map<string, Set<string>>) {
  for (const old of before.fields) {
    const values = answered.get(old.name)
    if (!values) continue
    const now = after.fields.find((field) => field.name === old.name)
    if (!now || now.type !== old.type)
      throw new ApiError(409, { code: 'FORM_QUESTION_ANSWERED', reason: old.name })
    if (old.type !== 'select') continue
    for (const value of values) {
      const chosenBefore = old.options?.some((option) => option.value === value)
      if (chosenBefore && !now.options?.some((option) => option.value === value))
        throw new ApiError(409, { code: 'FORM_QUESTION_ANSWERED', reason: `${old.name}:${value}` })
    }
  }
}

export async function adminGetProcedure(db: Database | Transaction, id: number): Promise<AdminProcedure> {
  const [item] = await db.select().from(genericProcedures).where(eq(genericProcedures.id, id))
  if (!item) throw new ApiError(404, 'CONTENT_NOT_FOUND')
  const translations = (await readTranslations(db, procedureTexts, id)) as AdminProcedure['translations']
  const { applications, values } = await answersOf(db, id)
  const form = formOf(item)
  return {
    id: item.id,
    status: item.status,
    publish_at: item.publish_at.toISOString(),
    process_type: item.process_type,
    window_status: item.window_status,
    opens_at: item.opens_at?.toISOString() ?? null,
    closes_at: item.closes_at?.toISOString() ?? null,
    form,
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
    title: titleOf(translations),
    translations,
    applications,
    answered_fields: form.fields.map((field) => field.name).filter((name) => values.has(name)),
  }
}

const edited = ({ applications: _a, answered_fields: _f, ...item }: AdminProcedure) => item

async function lockProcedure(tx: Transaction, id: number) {
  const [locked] = await tx
    .select({ id: genericProcedures.id })
    .from(genericProcedures)
    .where(eq(genericProcedures.id, id))
    .for('update')
  if (!locked) throw new ApiError(404, 'CONTENT_NOT_FOUND')
}

const procedureColumns = (values: AdminProcedureValues) => ({
  status: values.status,
  publish_at: values.publish_at ? new Date(values.publish_at) : new Date(),
  process_type: values.process_type,
  window_status: values.window_status,
  opens_at: values.opens_at ? new Date(values.opens_at) : null,
  closes_at: values.closes_at ? new Date(values.closes_at) : null,
  form: values.form,
})

/** Locked first: an application sent meanwhile waits (its foreign key shares this row's lock). */
export const {
  create: adminCreateProcedure,
  update: adminUpdateProcedure,
  remove: adminDeleteProcedure,
} = contentWrites({
  entity: 'generic_procedure',
  table: genericProcedures,
  texts: procedureTexts,
  columns: procedureColumns,
  get: adminGetProcedure,
  lock: lockProcedure,
  beforeWrite: async (tx, values, before) => {
    if (before) assertAnswersKept(before.form, values.form, (await answersOf(tx, before.id)).values)
  },
  comparable: edited,
  beforeDelete: (_tx, found) => {
    if (found.applications > 0) throw new ApiError(409, 'PROCEDURE_HAS_APPLICATIONS')
  },
})
