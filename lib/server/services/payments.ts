import 'server-only'
import { madridToday } from '@/lib/contract/profile'
import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import { electronicFormatIBAN, friendlyFormatIBAN } from 'ibantools'
import type { Locale } from '@/lib/contract/locales'
import {
  chargesOfDirectDebit,
  directDebitPaymentTypes,
  isCardPayment,
  isDirectDebit,
  paymentConcepts,
  type BankTransferInstructions,
  type Payment,
  type PaymentDetail,
  type PaymentConcept,
  type PaymentConfiguration,
  type PaymentType,
} from '@/lib/contract/payments'
import type { Database, Transaction } from '@/lib/server/db/client'
import {
  directDebitCharges,
  eventApplications,
  eventApplicationStatusChanges,
  events,
  movements,
  paymentConfigurations,
  payments,
  sepaMandates,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { addDays } from './charges'
import { associationIban, invoiceIssuer } from './association'
import { recordInvoiceIssued } from './invoice-records'
import { nextInvoiceNumber } from './number-series'
import { newTrackingCode } from './tracking-codes'

export type PaymentRow = typeof payments.$inferSelect
export type MovementRow = typeof movements.$inferSelect

/** What a language offers when staff have configured nothing for it (and Spanish has nothing either). */
export const defaultPaymentMethods: Record<PaymentConcept, PaymentType[]> = {
  fee: ['card_v2', 'direct_debit_1', 'direct_debit_2', 'direct_debit_4', 'bank_transfer'],
  course: ['card_v2', 'bank_transfer'],
  event: ['card_v2', 'bank_transfer'],
  procedure: ['card_v2', 'bank_transfer'],
}

/** Own rows, else Spanish's, else the defaults; card methods only when their terminal is configured. */
export async function paymentConfiguration(
  db: Database | Transaction,
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

/** Pending or returned unpaid, not waiting for a direct debit; someone else's is MOVEMENT_NOT_FOUND. */
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
  if ((await movementsBeingCollected(tx, [movementId])).size > 0)
    throw new ApiError(409, 'MOVEMENT_NOT_PAYABLE')
  return movement
}

/** Which of these movements a direct debit is collecting (they cannot be paid again meanwhile). */
export async function movementsBeingCollected(
  db: Database | Transaction,
  movementIds: string[],
): Promise<Set<string>> {
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

/** Answers false when the movement was already paid, so the caller can flag a second payment for review. */
export async function settleMovementPaid(tx: Transaction, movementId: string, now: Date): Promise<boolean> {
  const [movement] = await tx.select().from(movements).where(eq(movements.id, movementId)).for('update')
  if (!movement) throw new Error(`No movement ${movementId} to settle`)
  if (movement.status === 'paid') return false
  const issuedOn = madridToday(now)
  let invoiceNumber = movement.invoice_number
  if (!invoiceNumber) {
    invoiceNumber = await nextInvoiceNumber(tx, issuedOn)
    await recordInvoiceIssued(
      tx,
      { number: invoiceNumber, issuedOn, totalCents: amountToPay(movement), userId: movement.user_id },
      now,
    )
  }
  await tx
    .update(movements)
    .set({
      status: 'paid',
      invoice_number: invoiceNumber,
      invoice_issued_on: movement.invoice_issued_on ?? issuedOn,
      updated_at: now,
    })
    .where(eq(movements.id, movementId))
  // A waiting transfer or an uncollected direct debit would charge the member twice (call this after marking the
  // payment that paid as paid).
  await tx
    .update(payments)
    .set({ status: 'cancelled', settled_at: now, updated_at: now })
    .where(
      and(
        eq(payments.movement_id, movementId),
        eq(payments.status, 'pending'),
        inArray(payments.type, ['bank_transfer', ...directDebitPaymentTypes]),
      ),
    )
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

async function requireOffered(
  tx: Transaction,
  movement: MovementRow,
  type: PaymentType,
  lang: Locale,
  cardTypesAvailable: readonly PaymentType[],
) {
  const configuration = await paymentConfiguration(tx, lang, cardTypesAvailable)
  const concept = await conceptOfMovement(tx, movement)
  if (!configuration.methods[concept]?.includes(type)) throw new ApiError(422, 'PAYMENT_METHOD_NOT_AVAILABLE')
}

function transferInstructions(row: PaymentRow): BankTransferInstructions | null {
  if (!row.transfer_reference) return null
  return {
    beneficiary: invoiceIssuer().name,
    iban: friendlyFormatIBAN(associationIban()) ?? associationIban(),
    reference: row.transfer_reference,
    amount_cents: row.amount_cents,
  }
}

/** ES91 **** **** **** **** 1332: enough for the member to recognise the account, not to use it. */
function maskIban(iban: string): string {
  const compact = electronicFormatIBAN(iban) ?? iban
  const hidden = compact.slice(0, 4) + '*'.repeat(Math.max(0, compact.length - 8)) + compact.slice(-4)
  return hidden.replace(/(.{4})(?=.)/g, '$1 ')
}

async function debitMandate(db: Database | Transaction, mandateId: string | null) {
  if (!mandateId) return null
  const [mandate] = await db
    .select({ reference: sepaMandates.reference, iban: sepaMandates.iban })
    .from(sepaMandates)
    .where(eq(sepaMandates.id, mandateId))
  return mandate ? { reference: mandate.reference, iban_masked: maskIban(mandate.iban) } : null
}

async function toPaymentDetail(db: Database | Transaction, row: PaymentRow): Promise<PaymentDetail> {
  const debit = isDirectDebit(row.type)
  const charges = debit
    ? await db
        .select()
        .from(directDebitCharges)
        .where(eq(directDebitCharges.payment_id, row.id))
        .orderBy(asc(directDebitCharges.sequence))
    : []
  return {
    ...toPayment(row),
    transfer: transferInstructions(row),
    charges: charges.map((charge) => ({
      sequence: charge.sequence,
      due_on: charge.due_on,
      amount_cents: charge.amount_cents,
      status: charge.status,
    })),
    mandate: debit ? await debitMandate(db, row.mandate_id) : null,
  }
}

export async function findPaymentDetail(db: Database, userId: string, id: string): Promise<PaymentDetail> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.user_id, userId)))
  if (!row) throw new ApiError(404, 'PAYMENT_NOT_FOUND')
  return toPaymentDetail(db, row)
}

interface PaymentStart {
  userId: string
  movementId: string
  lang: Locale
  cardTypesAvailable: readonly PaymentType[]
  now?: Date
}

/** Asking again answers the transfer already waiting, so a double click never gives two references. */
export async function startBankTransfer(
  db: Database,
  { userId, movementId, lang, cardTypesAvailable, now = new Date() }: PaymentStart,
): Promise<{ payment: PaymentDetail; created: boolean }> {
  return db.transaction(async (tx) => {
    const movement = await lockPayableMovement(tx, userId, movementId)
    await requireOffered(tx, movement, 'bank_transfer', lang, cardTypesAvailable)
    const [waiting] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.movement_id, movementId),
          eq(payments.type, 'bank_transfer'),
          eq(payments.status, 'pending'),
        ),
      )
    if (waiting) return { payment: await toPaymentDetail(tx, waiting), created: false }
    const [row] = await tx
      .insert(payments)
      .values({
        user_id: userId,
        movement_id: movementId,
        type: 'bank_transfer',
        amount_cents: amountToPay(movement),
        lang,
        transfer_reference: newTrackingCode('TRF', now),
        created_at: now,
        updated_at: now,
      })
      .returning()
    return { payment: await toPaymentDetail(tx, row!), created: true }
  })
}

const addMonths = (day: string, months: number) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(date, lastDay))
  return target.toISOString().slice(0, 10)
}

/** Days the bank needs between asking for a collection and the day it is charged (SEPA Core: D-1, plus margin). */
const directDebitLeadDays = 5

/** 12 / count months apart, the first at least `directDebitLeadDays` away; leftover cents go to the first. */
export function directDebitSchedule(
  totalCents: number,
  count: 1 | 2 | 4,
  { today, dueDate }: { today: string; dueDate: string | null },
): Array<{ sequence: number; due_on: string; amount_cents: number }> {
  const earliest = addDays(today, directDebitLeadDays)
  const first = dueDate && dueDate > earliest ? dueDate : earliest
  const share = Math.floor(totalCents / count)
  return Array.from({ length: count }, (_, index) => ({
    sequence: index + 1,
    due_on: addMonths(first, (12 / count) * index),
    amount_cents: index === 0 ? totalCents - share * (count - 1) : share,
  }))
}

/** Waiting transfers of the movement are cancelled: the debit replaces them. */
export async function startDirectDebit(
  db: Database,
  {
    userId,
    movementId,
    lang,
    type,
    cardTypesAvailable,
    now = new Date(),
  }: PaymentStart & { type: (typeof directDebitPaymentTypes)[number] },
): Promise<PaymentDetail> {
  return db.transaction(async (tx) => {
    const movement = await lockPayableMovement(tx, userId, movementId)
    await requireOffered(tx, movement, type, lang, cardTypesAvailable)
    const [mandate] = await tx
      .select({ id: sepaMandates.id })
      .from(sepaMandates)
      .where(and(eq(sepaMandates.user_id, userId), ne(sepaMandates.status, 'revoked')))
    if (!mandate) throw new ApiError(409, 'SEPA_MANDATE_REQUIRED')
    await tx
      .update(payments)
      .set({ status: 'cancelled', settled_at: now, updated_at: now })
      .where(
        and(
          eq(payments.movement_id, movementId),
          eq(payments.type, 'bank_transfer'),
          eq(payments.status, 'pending'),
        ),
      )
    const row = await insertDirectDebit(tx, { movement, mandateId: mandate.id, type, lang, now })
    return toPaymentDetail(tx, row)
  })
}

/** The payment and its scheduled charges, which the next remittance due by their day presents. */
export async function insertDirectDebit(
  tx: Transaction,
  {
    movement,
    mandateId,
    type,
    lang,
    now,
  }: {
    movement: MovementRow
    mandateId: string
    type: (typeof directDebitPaymentTypes)[number]
    lang: Locale
    now: Date
  },
): Promise<PaymentRow> {
  const amount = amountToPay(movement)
  const [row] = await tx
    .insert(payments)
    .values({
      user_id: movement.user_id,
      movement_id: movement.id,
      type,
      amount_cents: amount,
      lang,
      mandate_id: mandateId,
      created_at: now,
      updated_at: now,
    })
    .returning()
  const schedule = directDebitSchedule(amount, chargesOfDirectDebit[type], {
    today: madridToday(now),
    dueDate: movement.due_date,
  })
  await tx.insert(directDebitCharges).values(schedule.map((charge) => ({ ...charge, payment_id: row!.id })))
  return row!
}
