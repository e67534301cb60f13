import 'server-only'
import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Locale } from '@/lib/contract/locales'
import type { Movement, MovementPage, MovementsQuery } from '@/lib/contract/movements'
import type { Database } from '@/lib/server/db/client'
import { eventTranslations, movements } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'

const courseInLang = alias(eventTranslations, 'course_in_lang')
const courseInSpanish = alias(eventTranslations, 'course_in_es')

/** The course title in the language asked for, or in Spanish when that translation is missing. */
function movementRows(db: Database, lang: Locale) {
  return db
    .select({
      movement: movements,
      course_title: sql<string | null>`coalesce(${courseInLang.title}, ${courseInSpanish.title})`,
    })
    .from(movements)
    .leftJoin(courseInLang, and(eq(courseInLang.event_id, movements.course_id), eq(courseInLang.lang, lang)))
    .leftJoin(
      courseInSpanish,
      and(eq(courseInSpanish.event_id, movements.course_id), eq(courseInSpanish.lang, 'es')),
    )
}

type Row = Awaited<ReturnType<ReturnType<typeof movementRows>['execute']>>[number]

const toMovement = ({ movement: row, course_title }: Row): Movement => ({
  id: row.id,
  transaction_number: row.transaction_number,
  date: row.date,
  due_date: row.due_date,
  type: row.type,
  fee_period: row.fee_period,
  course: row.course_id !== null && course_title !== null ? { id: row.course_id, title: course_title } : null,
  description: row.description,
  amount_cents: row.amount_cents,
  discount_percent: row.discount_percent,
  total_cents: row.total_cents,
  unpaid_commission_cents: row.unpaid_commission_cents,
  status: row.status,
  invoice_number: row.invoice_number,
})

/** The caller's movements that match the filters; the owner always comes first, so the (user_id, date) index serves. */
function listConditions(userId: string, query: MovementsQuery): SQL {
  return and(
    eq(movements.user_id, userId),
    query.date_from ? gte(movements.date, query.date_from) : undefined,
    query.date_to ? lte(movements.date, query.date_to) : undefined,
    query.type ? eq(movements.type, query.type) : undefined,
    query.status.length > 0 ? inArray(movements.status, query.status) : undefined,
    query.amount_min ? gte(movements.amount_cents, query.amount_min) : undefined,
    query.amount_max ? lte(movements.amount_cents, query.amount_max) : undefined,
  )!
}

/** The page, count and summary queries, built the same way for the service and for the test of their plans. */
export function movementListQueries(db: Database, userId: string, query: MovementsQuery) {
  const where = listConditions(userId, query)
  const items = movementRows(db, query.lang)
    .where(where)
    .orderBy(desc(movements.date), desc(movements.transaction_number))
    .limit(query.limit)
    .offset(query.skip)
  const summary = db
    .select({
      total: sql<number>`count(*)::int`,
      paid_cents: sql<number>`coalesce(sum(${movements.total_cents}) filter (where ${movements.status} = 'paid'), 0)::int`,
      pending_cents: sql<number>`coalesce(sum(${movements.total_cents} + ${movements.unpaid_commission_cents}) filter (where ${movements.status} in ('pending', 'not_paid')), 0)::int`,
    })
    .from(movements)
    .where(where)
  return { items, summary }
}

/** GET /public/collegiate-transactions: one page of the caller's movements, newest first, and their summary. */
export async function listMovements(
  db: Database,
  userId: string,
  query: MovementsQuery,
): Promise<MovementPage> {
  const { items, summary } = movementListQueries(db, userId, query)
  const [rows, [totals]] = await Promise.all([items, summary])
  return {
    items: rows.map(toMovement),
    total: totals?.total ?? 0,
    skip: query.skip,
    limit: query.limit,
    summary: { paid_cents: totals?.paid_cents ?? 0, pending_cents: totals?.pending_cents ?? 0 },
  }
}

export interface InvoicedMovement {
  movement: Movement
  invoiceNumber: string
  issuedOn: string
}

/**
 * One of the caller's movements with its invoice. Someone else's or an unknown id answers MOVEMENT_NOT_FOUND; one
 * of the caller's without an invoice, INVOICE_NOT_AVAILABLE.
 */
export async function findInvoicedMovement(
  db: Database,
  userId: string,
  id: string,
  lang: Locale,
): Promise<InvoicedMovement> {
  const [row] = await movementRows(db, lang).where(and(eq(movements.id, id), eq(movements.user_id, userId)))
  if (!row) throw new ApiError(404, 'MOVEMENT_NOT_FOUND')
  const { invoice_number, invoice_issued_on } = row.movement
  if (!invoice_number || !invoice_issued_on) throw new ApiError(404, 'INVOICE_NOT_AVAILABLE')
  return { movement: toMovement(row), invoiceNumber: invoice_number, issuedOn: invoice_issued_on }
}
