import 'server-only'
import { and, asc, desc, eq, gte, inArray, lte, notExists, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Locale } from '@/lib/contract/locales'
import type {
  Movement,
  MovementInvoiceCorrection,
  MovementPage,
  MovementsQuery,
  OpenPayment,
} from '@/lib/contract/movements'
import { isDirectDebit, type PaymentConcept } from '@/lib/contract/payments'
import type { Database } from '@/lib/server/db/client'
import {
  directDebitCharges,
  events,
  eventTranslations,
  invoiceRecords,
  movements,
  payments,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { aeatDate } from '@/lib/server/integrations/verifactu/huella'

const courseInLang = alias(eventTranslations, 'course_in_lang')
const courseInSpanish = alias(eventTranslations, 'course_in_es')
const cancellation = alias(invoiceRecords, 'cancellation')

function movementRows(db: Database, lang: Locale) {
  return db
    .select({
      movement: movements,
      course_title: sql<string | null>`coalesce(${courseInLang.title}, ${courseInSpanish.title})`,
      event_kind: events.kind,
    })
    .from(movements)
    .leftJoin(events, eq(events.id, movements.course_id))
    .leftJoin(courseInLang, and(eq(courseInLang.event_id, movements.course_id), eq(courseInLang.lang, lang)))
    .leftJoin(
      courseInSpanish,
      and(eq(courseInSpanish.event_id, movements.course_id), eq(courseInSpanish.lang, 'es')),
    )
}

type Row = Awaited<ReturnType<ReturnType<typeof movementRows>['execute']>>[number]

function conceptOf({ movement, event_kind }: Row): PaymentConcept {
  if (movement.procedure_application_id) return 'procedure'
  if (event_kind === 'event') return 'event'
  return event_kind === 'course' && movement.type === 'F' ? 'course' : 'fee'
}

function toMovement(
  row: Row,
  openPayment: OpenPayment | null,
  corrections: MovementInvoiceCorrection[],
): Movement {
  const { movement, course_title } = row
  return {
    id: movement.id,
    transaction_number: movement.transaction_number,
    date: movement.date,
    due_date: movement.due_date,
    type: movement.type,
    fee_period: movement.fee_period,
    course:
      movement.course_id !== null && course_title !== null
        ? { id: movement.course_id, title: course_title }
        : null,
    description: movement.description,
    amount_cents: movement.amount_cents,
    discount_percent: movement.discount_percent,
    total_cents: movement.total_cents,
    unpaid_commission_cents: movement.unpaid_commission_cents,
    status: movement.status,
    invoice_number: movement.invoice_number,
    invoice_corrections: corrections,
    concept: conceptOf(row),
    payable:
      (movement.status === 'pending' || movement.status === 'not_paid') &&
      !(openPayment && isDirectDebit(openPayment.type)),
    open_payment: openPayment,
  }
}

async function openPaymentsOf(db: Database, movementIds: string[]): Promise<Map<string, OpenPayment>> {
  if (movementIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(payments)
    .where(and(inArray(payments.movement_id, movementIds), eq(payments.status, 'pending')))
    .orderBy(desc(payments.created_at))
  const latest = new Map<string, (typeof rows)[number]>()
  for (const row of rows) if (!latest.has(row.movement_id)) latest.set(row.movement_id, row)
  const progress = await debitProgress(
    db,
    [...latest.values()].filter((row) => isDirectDebit(row.type)).map((row) => row.id),
  )
  const open = new Map<string, OpenPayment>()
  for (const [movementId, row] of latest) {
    open.set(movementId, {
      id: row.id,
      type: row.type,
      status: row.status,
      transfer_reference: row.transfer_reference,
      created_at: row.created_at.toISOString(),
      direct_debit: progress.get(row.id) ?? null,
    })
  }
  return open
}

/** Per direct debit payment: how many charges it has and how many the bank collected. */
async function debitProgress(db: Database, paymentIds: string[]) {
  if (paymentIds.length === 0) return new Map<string, { charges: number; collected: number }>()
  const rows = await db
    .select({
      payment_id: directDebitCharges.payment_id,
      charges: sql<number>`count(*)::int`,
      collected: sql<number>`(count(*) filter (where ${directDebitCharges.status} = 'collected'))::int`,
    })
    .from(directDebitCharges)
    .where(inArray(directDebitCharges.payment_id, paymentIds))
    .groupBy(directDebitCharges.payment_id)
  return new Map(rows.map(({ payment_id, ...counts }) => [payment_id, counts]))
}

const centsOfAmount = (amount: string | null) => Math.round(Number(amount ?? '0') * 100)

/**
 * Per invoice number, the rectificativas that correct it and have not been cancelled, in chain order (decision
 * 0046): what the member holds as the invoice's corrections.
 */
async function invoiceCorrectionsOf(
  db: Database,
  invoiceNumbers: string[],
): Promise<Map<string, MovementInvoiceCorrection[]>> {
  const found = new Map<string, MovementInvoiceCorrection[]>()
  if (invoiceNumbers.length === 0) return found
  const rows = await db
    .select()
    .from(invoiceRecords)
    .where(
      and(
        inArray(invoiceRecords.corrected_invoice_number, invoiceNumbers),
        eq(invoiceRecords.kind, 'alta'),
        notExists(
          db
            .select({ id: cancellation.id })
            .from(cancellation)
            .where(
              and(
                eq(cancellation.kind, 'anulacion'),
                eq(cancellation.invoice_number, invoiceRecords.invoice_number),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(invoiceRecords.position))
  for (const row of rows) {
    const corrected = row.corrected_invoice_number!
    found.set(corrected, [
      ...(found.get(corrected) ?? []),
      {
        number: row.invoice_number,
        issued_on: aeatDate(row.invoice_date),
        method: row.correction_method === 'S' ? 'substitution' : 'differences',
        amount_cents: centsOfAmount(row.amount_total),
      },
    ])
  }
  return found
}

/** What the list adds to each row: its open payment and its invoice's rectificativas. */
async function completeMovements(db: Database, rows: Row[]): Promise<Movement[]> {
  const [open, corrections] = await Promise.all([
    openPaymentsOf(
      db,
      rows.map((row) => row.movement.id),
    ),
    invoiceCorrectionsOf(
      db,
      rows.flatMap((row) => (row.movement.invoice_number ? [row.movement.invoice_number] : [])),
    ),
  ])
  return rows.map((row) =>
    toMovement(
      row,
      open.get(row.movement.id) ?? null,
      corrections.get(row.movement.invoice_number ?? '') ?? [],
    ),
  )
}

/** The owner always comes first, so the (user_id, date) index serves. */
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

/** Shared with the test of their plans. */
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

export async function listMovements(
  db: Database,
  userId: string,
  query: MovementsQuery,
): Promise<MovementPage> {
  const { items, summary } = movementListQueries(db, userId, query)
  const [rows, [totals]] = await Promise.all([items, summary])
  return {
    items: await completeMovements(db, rows),
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
  const [movement] = await completeMovements(db, [row])
  return { movement: movement!, invoiceNumber: invoice_number, issuedOn: invoice_issued_on }
}

/** The movement an invoice was issued for, whoever it belongs to (staff drawing a rectificativa of it). */
export async function findMovementByInvoice(
  db: Database,
  invoiceNumber: string,
  lang: Locale,
): Promise<{ movement: Movement; userId: string } | undefined> {
  const [row] = await movementRows(db, lang).where(eq(movements.invoice_number, invoiceNumber))
  if (!row) return undefined
  const [movement] = await completeMovements(db, [row])
  return { movement: movement!, userId: row.movement.user_id }
}
