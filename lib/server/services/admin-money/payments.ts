import 'server-only'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { AdminPayment, AdminPaymentDetail, AdminPaymentsQuery } from '@/lib/contract/admin-money'
import { madridToday } from '@/lib/contract/profile'
import type { Database } from '@/lib/server/db/client'
import {
  directDebitCharges,
  movements,
  paymentNotifications,
  payments,
  sepaMandates,
  users,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { listPage } from '../content-query'
import { settleMovementPaid } from '../payments'
import { recordStaffAction, type StaffActor } from '../staff-actions'
import { chargeRows, toCharge } from './charges'
import { iso, memberName, memberSearch } from './shared'

const paymentColumns = {
  payment: payments,
  transaction_number: movements.transaction_number,
  name: users.name,
  surname: users.surname,
  email: users.email,
  mandate_reference: sepaMandates.reference,
}

export const paymentRows = (db: Database) =>
  db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(movements, eq(movements.id, payments.movement_id))
    .innerJoin(users, eq(users.id, payments.user_id))
    .leftJoin(sepaMandates, eq(sepaMandates.id, payments.mandate_id))
    .$dynamic()

type PaymentRow = Awaited<ReturnType<typeof paymentRows>>[number]

const paymentSort = { created_at: payments.created_at, amount_cents: payments.amount_cents }

export const toPayment = ({ payment, ...row }: PaymentRow): AdminPayment => ({
  id: payment.id,
  user_id: payment.user_id,
  member_name: memberName(row),
  member_email: row.email,
  movement_id: payment.movement_id,
  transaction_number: row.transaction_number,
  type: payment.type,
  status: payment.status,
  amount_cents: payment.amount_cents,
  created_at: payment.created_at.toISOString(),
  settled_at: iso(payment.settled_at),
  needs_review: payment.needs_review,
  transfer_reference: payment.transfer_reference,
  gateway_order: payment.gateway_order,
  response_code: payment.response_code,
  mandate_reference: row.mandate_reference,
})

export async function listPayments(db: Database, query: AdminPaymentsQuery) {
  const where = and(
    query.user_id ? eq(payments.user_id, query.user_id) : undefined,
    query.movement_id ? eq(payments.movement_id, query.movement_id) : undefined,
    query.status.length > 0 ? inArray(payments.status, query.status) : undefined,
    query.type.length > 0 ? inArray(payments.type, query.type) : undefined,
    query.needs_review === undefined ? undefined : eq(payments.needs_review, query.needs_review),
    memberSearch(query.q, [
      movements.transaction_number,
      payments.transfer_reference,
      payments.gateway_order,
      sepaMandates.reference,
    ]),
  )
  const { rows, total } = await listPage(
    db,
    () => paymentRows(db),
    { id: payments.id, where, sortBy: paymentSort[query.sort] },
    query,
  )
  return { items: rows.map(toPayment), total }
}

export async function paymentDetail(db: Database, id: string): Promise<AdminPaymentDetail> {
  const [row] = await paymentRows(db).where(eq(payments.id, id))
  if (!row) throw new ApiError(404, 'PAYMENT_NOT_FOUND')
  const [notifications, charges] = await Promise.all([
    db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.payment_id, id))
      .orderBy(asc(paymentNotifications.received_at), asc(paymentNotifications.id)),
    chargeRows(db).where(eq(directDebitCharges.payment_id, id)).orderBy(asc(directDebitCharges.sequence)),
  ])
  return {
    ...toPayment(row),
    notifications: notifications.map((row) => ({
      id: row.id,
      received_at: row.received_at.toISOString(),
      gateway_order: row.gateway_order,
      signature_version: row.signature_version,
      signature_valid: row.signature_valid,
      response_code: row.response_code,
      outcome: row.outcome,
    })),
    charges: charges.map(toCharge),
  }
}

/** A movement paid meanwhile by other means flags the payment for review (a refund is due). */
export async function recordTransferReceived(
  db: Database,
  actor: StaffActor,
  id: string,
  { receivedOn, now = new Date() }: { receivedOn?: string; now?: Date },
): Promise<AdminPaymentDetail> {
  await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update')
    if (!payment) throw new ApiError(404, 'PAYMENT_NOT_FOUND')
    if (payment.type !== 'bank_transfer' || payment.status !== 'pending')
      throw new ApiError(409, 'PAYMENT_NOT_PENDING_TRANSFER')
    await tx
      .update(payments)
      .set({ status: 'paid', settled_at: now, updated_at: now })
      .where(eq(payments.id, id))
    const settled = await settleMovementPaid(tx, payment.movement_id, now)
    if (!settled) await tx.update(payments).set({ needs_review: true }).where(eq(payments.id, id))
    await recordStaffAction(tx, actor, {
      entity: 'payment',
      entityId: id,
      action: 'transfer_received',
      details: {
        received_on: receivedOn ?? madridToday(now),
        reference: payment.transfer_reference ?? '',
        movement_settled: settled,
      },
    })
  })
  return paymentDetail(db, id)
}

export async function markPaymentReviewed(
  db: Database,
  actor: StaffActor,
  id: string,
): Promise<AdminPaymentDetail> {
  await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update')
    if (!payment) throw new ApiError(404, 'PAYMENT_NOT_FOUND')
    if (!payment.needs_review) throw new ApiError(409, 'PAYMENT_NOT_FLAGGED')
    await tx.update(payments).set({ needs_review: false }).where(eq(payments.id, id))
    await recordStaffAction(tx, actor, { entity: 'payment', entityId: id, action: 'reviewed' })
  })
  return paymentDetail(db, id)
}
