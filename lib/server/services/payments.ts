import 'server-only'
import { and, eq, inArray } from 'drizzle-orm'
import type { Locale } from '@/lib/contract/locales'
import {
  directDebitPaymentTypes,
  isCardPayment,
  paymentConcepts,
  type Payment,
  type PaymentConcept,
  type PaymentConfiguration,
  type PaymentType,
} from '@/lib/contract/payments'
import type { Database, Transaction } from '@/lib/server/db/client'
import {
  eventApplications,
  eventApplicationStatusChanges,
  events,
  movements,
  paymentConfigurations,
  payments,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { nextInvoiceNumber } from './number-series'

export type PaymentRow = typeof payments.$inferSelect
export type MovementRow = typeof movements.$inferSelect

/** What a language offers when staff have configured nothing for it (and Spanish has nothing either). */
export const defaultPaymentMethods: Record<PaymentConcept, PaymentType[]> = {
  fee: ['card_v2', 'direct_debit_1', 'direct_debit_2', 'direct_debit_4', 'bank_transfer'],
  course: ['card_v2', 'bank_transfer'],
  event: ['card_v2', 'bank_transfer'],
  procedure: ['card_v2', 'bank_transfer'],
}

/**
 * The methods each concept offers in a language: its own rows, else Spanish's, else the defaults; card methods only
 * when their terminal is configured (`cardTypesAvailable`), so nobody is sent to a gateway that is not there.
 */
export async function paymentConfiguration(
  db: Database,
  lang: Locale,
  cardTypesAvailable: readonly PaymentType[],
): Promise<PaymentConfiguration> {
  const rows = await db
    .select()
    .from(paymentConfigurations)
    .where(inArray(paymentConfigurations.lang, lang === 'es' ? ['es'] : [lang, 'es']))
  const methodsOf = (concept: PaymentConcept) =>
    rows.find((row) => row.lang === lang && row.concept === concept)?.methods ??
    rows.find((row) => row.lang === 'es' && row.concept === concept)?.methods ??
    defaultPaymentMethods[concept]
  const offered = (type: PaymentType) => !isCardPayment(type) || cardTypesAvailable.includes(type)
  return {
    lang,
    methods: Object.fromEntries(
      paymentConcepts.map((concept) => [concept, methodsOf(concept).filter(offered)]),
    ) as PaymentConfiguration['methods'],
  }
}

/** What a movement pays for: an enrolment in a course or an event, a procedure's fee, or else a fee. */
export async function conceptOfMovement(
  db: Database | Transaction,
  movement: MovementRow,
): Promise<PaymentConcept> {
  if (movement.procedure_application_id) return 'procedure'
  if (movement.course_id === null) return 'fee'
  const [event] = await db.select({ kind: events.kind }).from(events).where(eq(events.id, movement.course_id))
  return event?.kind === 'event' ? 'event' : movement.type === 'F' ? 'course' : 'fee'
}

/** What paying a movement charges: its total, plus what the bank charged when a direct debit came back unpaid. */
export const amountToPay = (movement: MovementRow) => movement.total_cents + movement.unpaid_commission_cents

/**
 * One of the person's movements, locked until the transaction ends, that can still be paid: pending or returned
 * unpaid, and not waiting for a direct debit. Someone else's answers MOVEMENT_NOT_FOUND, like an unknown one.
 */
export async function lockPayableMovement(
  tx: Transaction,
  userId: string,
  movementId: string,
): Promise<MovementRow> {
  const [movement] = await tx
    .select()
    .from(movements)
    .where(and(eq(movements.id, movementId), eq(movements.user_id, userId)))
    .for('update')
  if (!movement) throw new ApiError(404, 'MOVEMENT_NOT_FOUND')
  if (movement.status !== 'pending' && movement.status !== 'not_paid') {
    throw new ApiError(409, 'MOVEMENT_NOT_PAYABLE')
  }
  const [scheduled] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.movement_id, movementId),
        eq(payments.status, 'pending'),
        inArray(payments.type, [...directDebitPaymentTypes]),
      ),
    )
    .limit(1)
  if (scheduled) throw new ApiError(409, 'MOVEMENT_NOT_PAYABLE')
  return movement
}

/** Which of these movements a direct debit is collecting (they cannot be paid again meanwhile). */
export async function movementsBeingCollected(db: Database, movementIds: string[]): Promise<Set<string>> {
  if (movementIds.length === 0) return new Set()
  const rows = await db
    .select({ id: payments.movement_id })
    .from(payments)
    .where(
      and(
        inArray(payments.movement_id, movementIds),
        eq(payments.status, 'pending'),
        inArray(payments.type, [...directDebitPaymentTypes]),
      ),
    )
  return new Set(rows.map((row) => row.id))
}

/** The day in Spain, where invoices are dated. */
const madridDay = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', dateStyle: 'short' }).format(now)

/**
 * Marks a movement paid and gives it the next invoice number of the year, in the caller's transaction; an
 * enrolment it paid for, still waiting for the payment ('received'), is accepted (and logged). Answers false when
 * the movement was already paid, so the caller can flag a second payment for review.
 */
export async function settleMovementPaid(tx: Transaction, movementId: string, now: Date): Promise<boolean> {
  const [movement] = await tx.select().from(movements).where(eq(movements.id, movementId)).for('update')
  if (!movement) throw new Error(`No movement ${movementId} to settle`)
  if (movement.status === 'paid') return false
  const issuedOn = madridDay(now)
  await tx
    .update(movements)
    .set({
      status: 'paid',
      invoice_number: movement.invoice_number ?? (await nextInvoiceNumber(tx, issuedOn)),
      invoice_issued_on: movement.invoice_issued_on ?? issuedOn,
      updated_at: now,
    })
    .where(eq(movements.id, movementId))
  if (movement.event_application_id) {
    const [accepted] = await tx
      .update(eventApplications)
      .set({ status: 'accepted', updated_at: now })
      .where(
        and(
          eq(eventApplications.id, movement.event_application_id),
          eq(eventApplications.status, 'received'),
        ),
      )
      .returning({ id: eventApplications.id })
    if (accepted) {
      await tx
        .insert(eventApplicationStatusChanges)
        .values({ application_id: accepted.id, status: 'accepted', changed_at: now })
    }
  }
  return true
}

/** A payment as the API answers it. */
export const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  movement_id: row.movement_id,
  type: row.type,
  status: row.status,
  amount_cents: row.amount_cents,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at?.toISOString() ?? null,
  settled_at: row.settled_at?.toISOString() ?? null,
  notified: row.notified_at !== null,
})
