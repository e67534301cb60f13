import 'server-only'
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type {
  AdminDirectDebitCharge,
  AdminDirectDebitChargesQuery,
  AdminMandate,
  AdminMandatesQuery,
  AdminMovement,
  AdminMovementDetail,
  AdminMovementsQuery,
  AdminPayment,
  AdminPaymentDetail,
  AdminPaymentsQuery,
  AdminRemittance,
  AdminRemittanceDetail,
  AdminRemittancesQuery,
} from '@/lib/contract/admin-money'
import { madridToday } from '@/lib/contract/profile'
import type { Database, Transaction } from '@/lib/server/db/client'
import {
  attachments,
  directDebitCharges,
  directDebitRemittances,
  movements,
  paymentNotifications,
  payments,
  sepaMandates,
  users,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { escapeLike, searchable } from './content-query'
import { settleMovementPaid } from './payments'
import { validateMandate } from './sepa-mandates'
import { buildRemittance } from './sepa-remittance'
import { recordStaffAction, type StaffActor } from './staff-actions'

type Db = Database | Transaction

/**
 * Every word of `q` in the member's name (as search_name keeps it: lower case, no accents) or, as typed, in one of
 * `codes` (a transaction number, a mandate reference, a transfer reference…).
 */
function memberSearch(q: string | undefined, codes: PgColumn[]): SQL | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)
  if (words.length === 0) return undefined
  return and(
    ...words.map((word) =>
      or(
        sql`${users.search_name} like ${`%${escapeLike(searchable(word))}%`}`,
        ...codes.map((column) => ilike(column, `%${escapeLike(word)}%`)),
      )!,
    ),
  )
}

const order = (direction: 'asc' | 'desc') => (direction === 'asc' ? asc : desc)
const iso = (date: Date | null) => date?.toISOString() ?? null
const memberName = (row: { name: string; surname: string }) => `${row.name} ${row.surname}`.trim()

async function page<T>(items: PromiseLike<T[]>, total: PromiseLike<Array<{ total: number }>>) {
  const [rows, [counted]] = await Promise.all([items, total])
  return { rows, total: counted?.total ?? 0 }
}

// ── Remittances ──

const remittanceColumns = {
  remittance: directDebitRemittances,
  created_by_email: users.email,
}

type RemittanceRow = {
  remittance: typeof directDebitRemittances.$inferSelect
  created_by_email: string | null
}

const toRemittance = ({ remittance, created_by_email }: RemittanceRow): AdminRemittance => ({
  id: remittance.id,
  message_id: remittance.message_id,
  created_at: remittance.created_at.toISOString(),
  created_by_email,
  due_on: remittance.due_on,
  number_of_transactions: remittance.number_of_transactions,
  control_sum_cents: remittance.control_sum_cents,
  withdrawn_at: iso(remittance.withdrawn_at),
  status: remittance.withdrawn_at ? 'withdrawn' : 'live',
})

/** GET /admin/remittances: the files exported, newest first. */
export async function listRemittances(db: Database, query: AdminRemittancesQuery) {
  const where = and(
    query.status === 'live' ? isNull(directDebitRemittances.withdrawn_at) : undefined,
    query.status === 'withdrawn' ? isNotNull(directDebitRemittances.withdrawn_at) : undefined,
  )
  const column = query.sort === 'due_on' ? directDebitRemittances.due_on : directDebitRemittances.created_at
  const { rows, total } = await page(
    db
      .select(remittanceColumns)
      .from(directDebitRemittances)
      .leftJoin(users, eq(users.id, directDebitRemittances.created_by))
      .where(where)
      .orderBy(order(query.order)(column), desc(directDebitRemittances.id))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ total: count() }).from(directDebitRemittances).where(where),
  )
  return { items: rows.map(toRemittance), total }
}

async function findRemittance(db: Db, id: string): Promise<RemittanceRow> {
  const [row] = await db
    .select(remittanceColumns)
    .from(directDebitRemittances)
    .leftJoin(users, eq(users.id, directDebitRemittances.created_by))
    .where(eq(directDebitRemittances.id, id))
  if (!row) throw new ApiError(404, 'REMITTANCE_NOT_FOUND')
  return row
}

/** GET /admin/remittances/{id}: a file and the charges it presented (a withdrawn file's charges presented again
 * since are listed with their new file). */
export async function remittanceDetail(db: Db, id: string): Promise<AdminRemittanceDetail> {
  const row = await findRemittance(db, id)
  const { rows } = await chargeRows(db, eq(directDebitCharges.remittance_id, id), {
    orderBy: [asc(movements.transaction_number), asc(directDebitCharges.sequence)],
  })
  return { ...toRemittance(row), charges: rows.map(toCharge) }
}

/** GET /admin/remittances/{id}/file: the pain.008.001.08 as it was exported. */
export async function remittanceFile(db: Database, id: string): Promise<{ filename: string; xml: string }> {
  const { remittance } = await findRemittance(db, id)
  return { filename: `remesa-${remittance.message_id}.xml`, xml: remittance.xml }
}

/**
 * POST /admin/remittances: the pain.008.001.08 of the pending charges due by `dueOn` that no live remittance
 * presents yet, recorded with its charges in one transaction. Exports run one at a time (a table lock that only
 * exports take), so two members of staff exporting at once never present a charge twice. 409
 * REMITTANCE_NOTHING_TO_PRESENT when nothing is due.
 */
export async function exportRemittance(
  db: Database,
  actor: StaffActor,
  { dueOn, now = new Date() }: { dueOn: string; now?: Date },
): Promise<AdminRemittanceDetail> {
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${directDebitRemittances} in share row exclusive mode`)
    const remittance = await buildRemittance(tx, { dueOn, now, unpresentedOnly: true })
    if (!remittance.xml) throw new ApiError(409, 'REMITTANCE_NOTHING_TO_PRESENT')
    const [row] = await tx
      .insert(directDebitRemittances)
      .values({
        message_id: remittance.messageId,
        created_at: now,
        created_by: actor.id,
        due_on: dueOn,
        number_of_transactions: remittance.numberOfTransactions,
        control_sum_cents: remittance.controlSumCents,
        xml: remittance.xml,
      })
      .returning({ id: directDebitRemittances.id })
    await tx
      .update(directDebitCharges)
      .set({ remittance_id: row!.id })
      .where(
        inArray(
          directDebitCharges.id,
          remittance.charges.map((charge) => charge.chargeId),
        ),
      )
    await recordStaffAction(tx, actor, {
      entity: 'remittance',
      entityId: row!.id,
      action: 'exported',
      details: {
        message_id: remittance.messageId,
        due_on: dueOn,
        count: remittance.numberOfTransactions,
        amount: (remittance.controlSumCents / 100).toFixed(2),
      },
    })
    return row!.id
  })
  return remittanceDetail(db, id)
}

/**
 * POST /admin/remittances/{id}/withdraw: the bank refused the file; its charges may be presented again. 409
 * REMITTANCE_WITHDRAWN when it already was, REMITTANCE_HAS_OUTCOMES once a charge of it was recorded collected or
 * returned (the bank processed it).
 */
export async function withdrawRemittance(
  db: Database,
  actor: StaffActor,
  id: string,
  now = new Date(),
): Promise<AdminRemittanceDetail> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(directDebitRemittances)
      .where(eq(directDebitRemittances.id, id))
      .for('update')
    if (!row) throw new ApiError(404, 'REMITTANCE_NOT_FOUND')
    if (row.withdrawn_at) throw new ApiError(409, 'REMITTANCE_WITHDRAWN')
    const [processed] = await tx
      .select({ id: directDebitCharges.id })
      .from(directDebitCharges)
      .where(
        and(
          eq(directDebitCharges.remittance_id, id),
          inArray(directDebitCharges.status, ['collected', 'returned']),
        ),
      )
      .limit(1)
    if (processed) throw new ApiError(409, 'REMITTANCE_HAS_OUTCOMES')
    await tx
      .update(directDebitRemittances)
      .set({ withdrawn_at: now })
      .where(eq(directDebitRemittances.id, id))
    await recordStaffAction(tx, actor, {
      entity: 'remittance',
      entityId: id,
      action: 'withdrawn',
      details: { message_id: row.message_id },
    })
  })
  return remittanceDetail(db, id)
}

// ── Direct debit charges ──

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

async function chargeRows(
  db: Db,
  where: SQL | undefined,
  {
    orderBy = [asc(directDebitCharges.due_on), asc(movements.transaction_number)],
    limit,
    offset = 0,
    lock = false,
    counted = false,
  }: { orderBy?: SQL[]; limit?: number; offset?: number; lock?: boolean; counted?: boolean } = {},
) {
  let items = db
    .select(chargeColumns)
    .from(directDebitCharges)
    .innerJoin(payments, eq(payments.id, directDebitCharges.payment_id))
    .innerJoin(movements, eq(movements.id, payments.movement_id))
    .innerJoin(users, eq(users.id, payments.user_id))
    .innerJoin(sepaMandates, eq(sepaMandates.id, payments.mandate_id))
    .leftJoin(directDebitRemittances, eq(directDebitRemittances.id, directDebitCharges.remittance_id))
    .where(where)
    .orderBy(...orderBy)
    .$dynamic()
  if (limit !== undefined) items = items.limit(limit).offset(offset)
  if (lock) items = items.for('update', { of: directDebitCharges })
  const total = counted
    ? db
        .select({ total: count() })
        .from(directDebitCharges)
        .innerJoin(payments, eq(payments.id, directDebitCharges.payment_id))
        .innerJoin(movements, eq(movements.id, payments.movement_id))
        .innerJoin(users, eq(users.id, payments.user_id))
        .innerJoin(sepaMandates, eq(sepaMandates.id, payments.mandate_id))
        .where(where)
    : Promise.resolve([])
  return page(items, total)
}

type ChargeRow = Awaited<ReturnType<typeof chargeRows>>['rows'][number]

const toCharge = (row: ChargeRow): AdminDirectDebitCharge => ({
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

/** GET /admin/direct-debit-charges: the charges of every direct debit (status=returned: the returned debits). */
export async function listCharges(db: Database, query: AdminDirectDebitChargesQuery) {
  const where = and(
    query.status.length > 0 ? inArray(directDebitCharges.status, query.status) : undefined,
    query.remittance_id ? eq(directDebitCharges.remittance_id, query.remittance_id) : undefined,
    query.user_id ? eq(payments.user_id, query.user_id) : undefined,
    query.due_from ? gte(directDebitCharges.due_on, query.due_from) : undefined,
    query.due_to ? lte(directDebitCharges.due_on, query.due_to) : undefined,
    memberSearch(query.q, [movements.transaction_number, sepaMandates.reference]),
  )
  const column = query.sort === 'amount_cents' ? directDebitCharges.amount_cents : directDebitCharges.due_on
  const { rows, total } = await chargeRows(db, where, {
    orderBy: [
      order(query.order)(column),
      asc(movements.transaction_number),
      asc(directDebitCharges.sequence),
    ],
    limit: query.limit,
    offset: query.skip,
    counted: true,
  })
  return { items: rows.map(toCharge), total }
}

export async function chargeDetail(db: Db, id: string): Promise<AdminDirectDebitCharge> {
  const { rows } = await chargeRows(db, eq(directDebitCharges.id, id))
  if (!rows[0]) throw new ApiError(404, 'DIRECT_DEBIT_CHARGE_NOT_FOUND')
  return toCharge(rows[0])
}

async function lockCharge(tx: Transaction, id: string): Promise<ChargeRow> {
  const { rows } = await chargeRows(tx, eq(directDebitCharges.id, id), { lock: true })
  if (!rows[0]) throw new ApiError(404, 'DIRECT_DEBIT_CHARGE_NOT_FOUND')
  return rows[0]
}

/**
 * POST /admin/direct-debit-charges/{id}/collected: the bank paid a charge presented in a live remittance. The last
 * charge of a direct debit collected makes the payment paid and settles the movement (`settleMovementPaid`: its
 * invoice number); a movement already paid by other means flags the payment for review (a refund is due). 409
 * DIRECT_DEBIT_CHARGE_NOT_PRESENTED for a charge in no live remittance, DIRECT_DEBIT_CHARGE_CLOSED for one already
 * collected or returned.
 */
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

/**
 * POST /admin/direct-debit-charges/{id}/returned: the bank returned a charge unpaid (presented and pending, or a
 * refund claimed after it was collected). The direct debit has failed: the payment becomes not_paid and, unless the
 * movement is already paid, the movement becomes not_paid with the bank's commission added to what it owes, so
 * the member can pay it again by any method. Staff look at the payment (needs_review) when part of it had been
 * collected, or the movement was already paid.
 */
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

// ── Mandates ──

const mandateColumns = {
  mandate: sepaMandates,
  name: users.name,
  surname: users.surname,
  email: users.email,
  signed_copy_filename: attachments.filename,
}

function mandateRows(db: Db) {
  return db
    .select(mandateColumns)
    .from(sepaMandates)
    .innerJoin(users, eq(users.id, sepaMandates.user_id))
    .leftJoin(attachments, eq(attachments.id, sepaMandates.signed_attachment_id))
}

type MandateRow = Awaited<ReturnType<ReturnType<typeof mandateRows>['execute']>>[number]

const toMandate = (row: MandateRow): AdminMandate => ({
  id: row.mandate.id,
  reference: row.mandate.reference,
  user_id: row.mandate.user_id,
  member_name: memberName(row),
  member_email: row.email,
  iban: row.mandate.iban,
  status: row.mandate.status,
  generated_at: row.mandate.generated_at.toISOString(),
  uploaded_at: iso(row.mandate.uploaded_at),
  validated_at: iso(row.mandate.validated_at),
  signed_on: row.mandate.signed_on,
  revoked_at: iso(row.mandate.revoked_at),
  signed_copy_id: row.signed_copy_filename === null ? null : row.mandate.signed_attachment_id,
  signed_copy_filename: row.signed_copy_filename,
})

/** GET /admin/sepa-mandates: every member's mandates (revoked ones too, as history). */
export async function listMandates(db: Database, query: AdminMandatesQuery) {
  const where = and(
    query.status.length > 0 ? inArray(sepaMandates.status, query.status) : undefined,
    query.user_id ? eq(sepaMandates.user_id, query.user_id) : undefined,
    memberSearch(query.q, [sepaMandates.reference, sepaMandates.iban]),
  )
  const column =
    query.sort === 'reference'
      ? sepaMandates.reference
      : query.sort === 'uploaded_at'
        ? sepaMandates.uploaded_at
        : sepaMandates.generated_at
  const { rows, total } = await page(
    mandateRows(db)
      .where(where)
      .orderBy(order(query.order)(column), asc(sepaMandates.id))
      .limit(query.limit)
      .offset(query.skip),
    db
      .select({ total: count() })
      .from(sepaMandates)
      .innerJoin(users, eq(users.id, sepaMandates.user_id))
      .where(where),
  )
  return { items: rows.map(toMandate), total }
}

export async function mandateDetail(db: Db, id: string): Promise<AdminMandate> {
  const [row] = await mandateRows(db).where(eq(sepaMandates.id, id))
  if (!row) throw new ApiError(404, 'SEPA_MANDATE_NOT_FOUND')
  return toMandate(row)
}

/**
 * POST /admin/sepa-mandates/{id}/validate: staff checked the signed copy and record its date of signature
 * (`validateMandate`). 409 SEPA_MANDATE_NOT_SIGNED without a signed copy or once revoked; 422
 * SEPA_SIGNATURE_DATE_INVALID for a date after today or before the mandate was drawn. Validating again with the same
 * date changes nothing; another date corrects it (logged).
 */
export async function validateMandateByStaff(
  db: Database,
  actor: StaffActor,
  id: string,
  { signedOn, now = new Date() }: { signedOn: string; now?: Date },
): Promise<AdminMandate> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(sepaMandates).where(eq(sepaMandates.id, id)).for('update')
    if (!row) throw new ApiError(404, 'SEPA_MANDATE_NOT_FOUND')
    if (row.status === 'revoked' || row.status === 'generated' || !row.signed_attachment_id)
      throw new ApiError(409, 'SEPA_MANDATE_NOT_SIGNED')
    if (signedOn > madridToday(now) || signedOn < madridToday(row.generated_at))
      throw new ApiError(422, 'SEPA_SIGNATURE_DATE_INVALID')
    if (row.status === 'validated' && row.signed_on === signedOn) return
    if (row.status === 'validated') {
      await tx.update(sepaMandates).set({ signed_on: signedOn }).where(eq(sepaMandates.id, id))
    } else {
      await validateMandate(tx, row.reference, { signedOn, now })
    }
    await recordStaffAction(tx, actor, {
      entity: 'mandate',
      entityId: id,
      action: 'validated',
      details: { reference: row.reference, signed_on: signedOn },
    })
  })
  return mandateDetail(db, id)
}

// ── Movements ──

const movementColumns = { movement: movements, name: users.name, surname: users.surname, email: users.email }

type MovementRow = {
  movement: typeof movements.$inferSelect
  name: string
  surname: string
  email: string
}

const toMovement = ({ movement, ...member }: MovementRow): AdminMovement => ({
  id: movement.id,
  user_id: movement.user_id,
  member_name: memberName(member),
  member_email: member.email,
  transaction_number: movement.transaction_number,
  date: movement.date,
  due_date: movement.due_date,
  type: movement.type,
  fee_period: movement.fee_period,
  description: movement.description,
  amount_cents: movement.amount_cents,
  discount_percent: movement.discount_percent,
  total_cents: movement.total_cents,
  unpaid_commission_cents: movement.unpaid_commission_cents,
  status: movement.status,
  invoice_number: movement.invoice_number,
})

/** GET /admin/movements: every member's movements (user_id: one member's, as a member's page links). */
export async function listMovements(db: Database, query: AdminMovementsQuery) {
  const where = and(
    query.user_id ? eq(movements.user_id, query.user_id) : undefined,
    query.status.length > 0 ? inArray(movements.status, query.status) : undefined,
    query.type ? eq(movements.type, query.type) : undefined,
    query.date_from ? gte(movements.date, query.date_from) : undefined,
    query.date_to ? lte(movements.date, query.date_to) : undefined,
    memberSearch(query.q, [movements.transaction_number, movements.invoice_number]),
  )
  const column =
    query.sort === 'transaction_number'
      ? movements.transaction_number
      : query.sort === 'total_cents'
        ? movements.total_cents
        : movements.date
  const { rows, total } = await page(
    db
      .select(movementColumns)
      .from(movements)
      .innerJoin(users, eq(users.id, movements.user_id))
      .where(where)
      .orderBy(order(query.order)(column), order(query.order)(movements.transaction_number))
      .limit(query.limit)
      .offset(query.skip),
    db
      .select({ total: count() })
      .from(movements)
      .innerJoin(users, eq(users.id, movements.user_id))
      .where(where),
  )
  return { items: rows.map(toMovement), total }
}

export async function movementDetail(db: Database, id: string): Promise<AdminMovementDetail> {
  const [row] = await db
    .select(movementColumns)
    .from(movements)
    .innerJoin(users, eq(users.id, movements.user_id))
    .where(eq(movements.id, id))
  if (!row) throw new ApiError(404, 'MOVEMENT_NOT_FOUND')
  const { rows } = await paymentRows(db, eq(payments.movement_id, id), {
    orderBy: [desc(payments.created_at)],
  })
  return { ...toMovement(row), payments: rows.map(toPayment) }
}

// ── Payments ──

const paymentColumns = {
  payment: payments,
  transaction_number: movements.transaction_number,
  name: users.name,
  surname: users.surname,
  email: users.email,
  mandate_reference: sepaMandates.reference,
}

async function paymentRows(
  db: Db,
  where: SQL | undefined,
  {
    orderBy,
    limit,
    offset = 0,
    counted = false,
  }: { orderBy: SQL[]; limit?: number; offset?: number; counted?: boolean },
) {
  let items = db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(movements, eq(movements.id, payments.movement_id))
    .innerJoin(users, eq(users.id, payments.user_id))
    .leftJoin(sepaMandates, eq(sepaMandates.id, payments.mandate_id))
    .where(where)
    .orderBy(...orderBy)
    .$dynamic()
  if (limit !== undefined) items = items.limit(limit).offset(offset)
  const total = counted
    ? db
        .select({ total: count() })
        .from(payments)
        .innerJoin(movements, eq(movements.id, payments.movement_id))
        .innerJoin(users, eq(users.id, payments.user_id))
        .leftJoin(sepaMandates, eq(sepaMandates.id, payments.mandate_id))
        .where(where)
    : Promise.resolve([])
  return page(items, total)
}

type PaymentRow = Awaited<ReturnType<typeof paymentRows>>['rows'][number]

const toPayment = ({ payment, ...row }: PaymentRow): AdminPayment => ({
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

/** GET /admin/payments: every attempt to pay, newest first; needs_review=true: those staff must look at. */
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
  const column = query.sort === 'amount_cents' ? payments.amount_cents : payments.created_at
  const { rows, total } = await paymentRows(db, where, {
    orderBy: [order(query.order)(column), desc(payments.id)],
    limit: query.limit,
    offset: query.skip,
    counted: true,
  })
  return { items: rows.map(toPayment), total }
}

/** GET /admin/payments/{id}: a payment with the gateway's notifications and a direct debit's charges. */
export async function paymentDetail(db: Database, id: string): Promise<AdminPaymentDetail> {
  const { rows } = await paymentRows(db, eq(payments.id, id), { orderBy: [] })
  if (!rows[0]) throw new ApiError(404, 'PAYMENT_NOT_FOUND')
  const [notifications, charges] = await Promise.all([
    db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.payment_id, id))
      .orderBy(asc(paymentNotifications.received_at), asc(paymentNotifications.id)),
    chargeRows(db, eq(directDebitCharges.payment_id, id), { orderBy: [asc(directDebitCharges.sequence)] }),
  ])
  return {
    ...toPayment(rows[0]),
    notifications: notifications.map((row) => ({
      id: row.id,
      received_at: row.received_at.toISOString(),
      gateway_order: row.gateway_order,
      signature_version: row.signature_version,
      signature_valid: row.signature_valid,
      response_code: row.response_code,
      outcome: row.outcome,
    })),
    charges: charges.rows.map(toCharge),
  }
}

/**
 * POST /admin/payments/{id}/received: the bank transfer reached the association's account. The payment becomes
 * paid and the movement is settled (`settleMovementPaid`); a movement paid meanwhile by other means flags the
 * payment for review (a refund is due). 409 PAYMENT_NOT_PENDING_TRANSFER for anything but a pending transfer.
 */
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

/** POST /admin/payments/{id}/reviewed: staff dealt with a flagged payment (refunded it, or found it right). */
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
