import 'server-only'
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { AdminDirectDebitCharge, AdminDirectDebitChargesQuery } from '@/lib/contract/admin-money'
import { madridToday } from '@/lib/contract/profile'
import type { Database, Transaction } from '@/lib/server/db/client'
import {
  directDebitCharges,
  directDebitRemittances,
  movements,
  payments,
  sepaMandates,
  users,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { listPage } from '../content-query'
import { settleMovementPaid } from '../payments'
import { recordStaffAction, type StaffActor } from '../staff-actions'
import { memberName, memberSearch, type Db } from './shared'

const chargeColumns = {
  charge: directDebitCharges,
  payment_status: payments.status,
  payment_id: payments.id,
  movement_id: movements.id,
  transaction_number: movements.transaction_number,
  user_id: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  mandate_reference: sepaMandates.reference,
  iban: sepaMandates.iban,
  withdrawn_at: directDebitRemittances.withdrawn_at,
}

export const chargeRows = (db: Db) =>
  db
    .select(chargeColumns)
    .from(directDebitCharges)
    .innerJoin(payments, eq(payments.id, directDebitCharges.payment_id))
    .innerJoin(movements, eq(movements.id, payments.movement_id))
    .innerJoin(users, eq(users.id, payments.user_id))
    .innerJoin(sepaMandates, eq(sepaMandates.id, payments.mandate_id))
    .leftJoin(directDebitRemittances, eq(directDebitRemittances.id, directDebitCharges.remittance_id))
    .$dynamic()

type ChargeRow = Awaited<ReturnType<typeof chargeRows>>[number]

/** The order in which charges are presented: by movement, then the debit's charges in turn. */
export const inPresentationOrder = [asc(movements.transaction_number), asc(directDebitCharges.sequence)]

const chargeSort = { due_on: directDebitCharges.due_on, amount_cents: directDebitCharges.amount_cents }

export const toCharge = (row: ChargeRow): AdminDirectDebitCharge => ({
  id: row.charge.id,
  payment_id: row.payment_id,
  movement_id: row.movement_id,
  transaction_number: row.transaction_number,
  user_id: row.user_id,
  member_name: memberName(row),
  member_email: row.email,
  sequence: row.charge.sequence,
  amount_cents: row.charge.amount_cents,
  due_on: row.charge.due_on,
  status: row.charge.status,
  collected_on: row.charge.collected_on,
  mandate_reference: row.mandate_reference,
  iban: row.iban,
  remittance_id: row.charge.remittance_id,
  presented: row.charge.remittance_id !== null && row.withdrawn_at === null,
  payment_status: row.payment_status,
})

export async function listCharges(db: Database, query: AdminDirectDebitChargesQuery) {
  const where = and(
    query.status.length > 0 ? inArray(directDebitCharges.status, query.status) : undefined,
    query.remittance_id ? eq(directDebitCharges.remittance_id, query.remittance_id) : undefined,
    query.user_id ? eq(payments.user_id, query.user_id) : undefined,
    query.due_from ? gte(directDebitCharges.due_on, query.due_from) : undefined,
    query.due_to ? lte(directDebitCharges.due_on, query.due_to) : undefined,
    memberSearch(query.q, [movements.transaction_number, sepaMandates.reference]),
  )
  const { rows, total } = await listPage(
    db,
    () => chargeRows(db),
    { where, sortBy: chargeSort[query.sort], ties: inPresentationOrder },
    query,
  )
  return { items: rows.map(toCharge), total }
}

export async function chargeDetail(db: Db, id: string): Promise<AdminDirectDebitCharge> {
  const [row] = await chargeRows(db).where(eq(directDebitCharges.id, id))
  if (!row) throw new ApiError(404, 'DIRECT_DEBIT_CHARGE_NOT_FOUND')
  return toCharge(row)
}

async function lockCharge(tx: Transaction, id: string): Promise<ChargeRow> {
  const [row] = await chargeRows(tx)
    .where(eq(directDebitCharges.id, id))
    .for('update', { of: directDebitCharges })
  if (!row) throw new ApiError(404, 'DIRECT_DEBIT_CHARGE_NOT_FOUND')
  return row
}

/** A movement already paid by other means flags the payment for review (a refund is due). */
export async function recordChargeCollected(
  db: Database,
  actor: StaffActor,
  id: string,
  { collectedOn, now = new Date() }: { collectedOn?: string; now?: Date },
): Promise<AdminDirectDebitCharge> {
  await db.transaction(async (tx) => {
    const row = await lockCharge(tx, id)
    if (row.charge.status !== 'pending') throw new ApiError(409, 'DIRECT_DEBIT_CHARGE_CLOSED')
    if (row.charge.remittance_id === null || row.withdrawn_at !== null)
      throw new ApiError(409, 'DIRECT_DEBIT_CHARGE_NOT_PRESENTED')
    const day = collectedOn ?? madridToday(now)
    await tx
      .update(directDebitCharges)
      .set({ status: 'collected', collected_on: day })
      .where(eq(directDebitCharges.id, id))
    const [left] = await tx
      .select({ total: count() })
      .from(directDebitCharges)
      .where(and(eq(directDebitCharges.payment_id, row.payment_id), eq(directDebitCharges.status, 'pending')))
    let settled: boolean | null = null
    if (left?.total === 0 && row.payment_status === 'pending') {
      // The payment is paid before the movement is settled, which cancels the direct debits still pending.
      await tx
        .update(payments)
        .set({ status: 'paid', settled_at: now, updated_at: now })
        .where(eq(payments.id, row.payment_id))
      settled = await settleMovementPaid(tx, row.movement_id, now)
      if (!settled) {
        await tx.update(payments).set({ needs_review: true }).where(eq(payments.id, row.payment_id))
      }
    }
    await recordStaffAction(tx, actor, {
      entity: 'direct_debit_charge',
      entityId: id,
      action: 'collected',
      details: {
        collected_on: day,
        transaction_number: row.transaction_number,
        sequence: row.charge.sequence,
        ...(settled === null ? {} : { movement_settled: settled }),
      },
    })
  })
  return chargeDetail(db, id)
}

/** An unpaid movement becomes not_paid with the bank's commission added to what it owes. */
export async function recordChargeReturned(
  db: Database,
  actor: StaffActor,
  id: string,
  { commissionCents, reason, now = new Date() }: { commissionCents: number; reason?: string; now?: Date },
): Promise<AdminDirectDebitCharge> {
  await db.transaction(async (tx) => {
    const row = await lockCharge(tx, id)
    if (row.charge.status === 'returned') throw new ApiError(409, 'DIRECT_DEBIT_CHARGE_CLOSED')
    if (row.charge.status === 'pending' && (row.charge.remittance_id === null || row.withdrawn_at !== null))
      throw new ApiError(409, 'DIRECT_DEBIT_CHARGE_NOT_PRESENTED')
    await tx.update(directDebitCharges).set({ status: 'returned' }).where(eq(directDebitCharges.id, id))
    const [collected] = await tx
      .select({ total: count() })
      .from(directDebitCharges)
      .where(
        and(eq(directDebitCharges.payment_id, row.payment_id), eq(directDebitCharges.status, 'collected')),
      )
    const [movement] = await tx
      .select()
      .from(movements)
      .where(eq(movements.id, row.movement_id))
      .for('update')
    const movementPaid = movement!.status === 'paid'
    await tx
      .update(payments)
      .set({
        status: 'not_paid',
        settled_at: now,
        updated_at: now,
        needs_review: sql`${payments.needs_review} or ${(collected?.total ?? 0) > 0 || movementPaid}`,
      })
      .where(eq(payments.id, row.payment_id))
    if (!movementPaid) {
      await tx
        .update(movements)
        .set({
          status: 'not_paid',
          unpaid_commission_cents: movement!.unpaid_commission_cents + commissionCents,
          updated_at: now,
        })
        .where(eq(movements.id, row.movement_id))
    }
    await recordStaffAction(tx, actor, {
      entity: 'direct_debit_charge',
      entityId: id,
      action: 'returned',
      details: {
        transaction_number: row.transaction_number,
        sequence: row.charge.sequence,
        commission: (commissionCents / 100).toFixed(2),
        ...(reason ? { reason } : {}),
      },
    })
  })
  return chargeDetail(db, id)
}
