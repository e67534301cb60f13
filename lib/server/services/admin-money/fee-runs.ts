import 'server-only'
import { and, asc, count, eq, inArray, isNotNull, isNull, lte, max, ne, or, gte, sql } from 'drizzle-orm'
import type {
  AdminChargeCreateValues,
  AdminFeeRun,
  AdminFeeRunDetail,
  AdminFeeRunPreview,
  AdminFeeRunSkip,
  AdminFeeRunsQuery,
  AdminFeeRunValues,
} from '@/lib/contract/admin-fee-runs'
import type { AdminMovementDetail } from '@/lib/contract/admin-money'
import { directDebitPaymentTypes } from '@/lib/contract/payments'
import { totalCents } from '@/lib/contract/movements'
import { madridToday } from '@/lib/contract/profile'
import type { Database, Transaction } from '@/lib/server/db/client'
import {
  directDebitCharges,
  directDebitRemittances,
  feeRuns,
  memberDiscounts,
  memberProfiles,
  movements,
  payments,
  sepaMandates,
  users,
} from '@/lib/server/db/schema'
import { isUniqueViolation } from '@/lib/server/db/violations'
import { ApiError } from '@/lib/server/errors'
import { listPage } from '../content-query'
import { nextTransactionNumber } from '../number-series'
import { insertDirectDebit } from '../payments'
import { recordStaffAction, type StaffActor } from '../staff-actions'
import { movementDetail } from './movements'
import { iso, memberName, type Db } from './shared'

/** The mandates a remittance presents: a fee run puts their holders' fees into the next one. */
const presentableMandate = inArray(sepaMandates.status, ['uploaded', 'validated'])

function requireDueDate(dueDate: string, now: Date) {
  if (dueDate < madridToday(now))
    throw new ApiError(422, [
      { loc: ['body', 'due_date'], msg: 'due_date must not be before today', type: 'value_error' },
    ])
}

/** The first day of the period: discounts valid on it apply. */
function periodStart(period: string): string {
  const quarter = period.length === 4 ? 1 : Number(period.slice(6))
  return `${period.slice(0, 4)}-${String((quarter - 1) * 3 + 1).padStart(2, '0')}-01`
}

/** A year's fee and a fee of one of its quarters charge the same months: either one means already charged. */
function overlappingPeriods(period: string): string[] {
  const year = period.slice(0, 4)
  return period.length === 4
    ? [year, ...[1, 2, 3, 4].map((quarter) => `${year}-Q${quarter}`)]
    : [year, period]
}

const groupKey = (statuses: readonly string[]) => [...statuses].sort().join(',')

interface PlanLine {
  user_id: string
  member_name: string
  collegiate_code: string | null
  collegiate_status: AdminFeeRunPreview['lines'][number]['collegiate_status']
  amount_cents: number
  discount_percent: number
  total_cents: number
  direct_debit: boolean
  mandate_id: string | null
  lang: (typeof users.$inferSelect)['preferred_lang']
}

/** Who the run charges and how much, and who it leaves out and why; read again inside the issuing transaction. */
async function feeRunPlan(db: Db, input: AdminFeeRunValues) {
  const inGroup = inArray(memberProfiles.collegiate_status, input.statuses)
  const groupMembers = db.select({ id: memberProfiles.user_id }).from(memberProfiles).where(inGroup)
  const start = periodStart(input.period)
  // One after the other: inside the issuing transaction they share one connection, which runs one query at a
  // time (node-postgres deprecates queueing them).
  const members = await db
    .select({
      user_id: users.id,
      name: users.name,
      surname: users.surname,
      is_active: users.is_active,
      lang: users.preferred_lang,
      collegiate_code: memberProfiles.collegiate_code,
      collegiate_status: memberProfiles.collegiate_status,
      deregistered_on: memberProfiles.deregistered_on,
    })
    .from(memberProfiles)
    .innerJoin(users, eq(users.id, memberProfiles.user_id))
    .where(inGroup)
    .orderBy(asc(users.sort_name), asc(users.id))
  const discounts = await db
    .select({ user_id: memberDiscounts.user_id, percent: max(memberDiscounts.percent) })
    .from(memberDiscounts)
    .where(
      and(
        inArray(memberDiscounts.user_id, groupMembers),
        lte(memberDiscounts.valid_from, start),
        or(isNull(memberDiscounts.valid_until), gte(memberDiscounts.valid_until, start)),
      ),
    )
    .groupBy(memberDiscounts.user_id)
  const charged = await db
    .selectDistinct({ user_id: movements.user_id })
    .from(movements)
    .where(
      and(
        inArray(movements.user_id, groupMembers),
        eq(movements.type, 'C'),
        inArray(movements.fee_period, overlappingPeriods(input.period)),
        ne(movements.status, 'rejected'),
      ),
    )
  const mandates = await db
    .select({ user_id: sepaMandates.user_id, id: sepaMandates.id })
    .from(sepaMandates)
    .where(and(inArray(sepaMandates.user_id, groupMembers), presentableMandate))
  const discountOf = new Map(discounts.map((row) => [row.user_id, row.percent ?? 0]))
  const alreadyCharged = new Set(charged.map((row) => row.user_id))
  const mandateOf = new Map(mandates.map((row) => [row.user_id, row.id]))
  const lines: PlanLine[] = []
  const skipped: AdminFeeRunSkip[] = []
  for (const member of members) {
    const who = {
      user_id: member.user_id,
      member_name: memberName(member),
      collegiate_code: member.collegiate_code,
    }
    const discount = discountOf.get(member.user_id) ?? 0
    const reason: AdminFeeRunSkip['reason'] | null = !member.is_active
      ? 'inactive'
      : member.deregistered_on
        ? 'deregistered'
        : alreadyCharged.has(member.user_id)
          ? 'already_charged'
          : discount >= 100
            ? 'fully_discounted'
            : null
    if (reason) {
      skipped.push({ ...who, reason })
      continue
    }
    const mandateId = mandateOf.get(member.user_id) ?? null
    lines.push({
      ...who,
      collegiate_status: member.collegiate_status!,
      amount_cents: input.amount,
      discount_percent: discount,
      total_cents: totalCents(input.amount, discount),
      direct_debit: mandateId !== null,
      mandate_id: mandateId,
      lang: member.lang,
    })
  }
  return {
    lines,
    skipped,
    charge_count: lines.length,
    total_cents: lines.reduce((sum, line) => sum + line.total_cents, 0),
  }
}

async function requireNotIssued(db: Db, input: AdminFeeRunValues) {
  const [issued] = await db
    .select({ id: feeRuns.id })
    .from(feeRuns)
    .where(
      and(
        eq(feeRuns.period, input.period),
        eq(feeRuns.group_key, groupKey(input.statuses)),
        eq(feeRuns.status, 'issued'),
      ),
    )
  if (issued) throw new ApiError(409, 'FEE_RUN_ALREADY_ISSUED')
}

const runFields = (input: AdminFeeRunValues) => ({
  period: input.period,
  statuses: input.statuses,
  amount_cents: input.amount,
  vat_treatment: input.vat_treatment,
  due_date: input.due_date,
})

export async function previewFeeRun(
  db: Database,
  input: AdminFeeRunValues,
  now = new Date(),
): Promise<AdminFeeRunPreview> {
  requireDueDate(input.due_date, now)
  await requireNotIssued(db, input)
  const { lines, ...plan } = await feeRunPlan(db, input)
  return {
    ...runFields(input),
    ...plan,
    lines: lines.map(({ mandate_id: _mandate, lang: _lang, ...line }) => line),
  }
}

/**
 * One transaction: the run's row (its unique index refuses a second issue of the period and group, even one
 * started at the same moment), then each member's movement, and a direct debit for those with a mandate.
 */
export async function issueFeeRun(
  db: Database,
  actor: StaffActor,
  input: AdminFeeRunValues,
  now = new Date(),
): Promise<AdminFeeRunDetail> {
  requireDueDate(input.due_date, now)
  const id = await db
    .transaction(async (tx) => {
      await requireNotIssued(tx, input)
      const [run] = await tx
        .insert(feeRuns)
        .values({
          ...runFields(input),
          group_key: groupKey(input.statuses),
          charge_count: 0,
          total_cents: 0,
          created_at: now,
          created_by: actor.id,
        })
        .returning({ id: feeRuns.id })
      const plan = await feeRunPlan(tx, input)
      if (plan.lines.length === 0) throw new ApiError(409, 'FEE_RUN_NOTHING_TO_ISSUE')
      const today = madridToday(now)
      for (const line of plan.lines) {
        const [movement] = await tx
          .insert(movements)
          .values({
            user_id: line.user_id,
            transaction_number: await nextTransactionNumber(tx, 'C', today),
            date: today,
            due_date: input.due_date,
            type: 'C',
            fee_period: input.period,
            amount_cents: line.amount_cents,
            discount_percent: line.discount_percent,
            total_cents: line.total_cents,
            vat_treatment: input.vat_treatment,
            fee_run_id: run!.id,
            created_at: now,
            updated_at: now,
          })
          .returning()
        if (line.mandate_id)
          await insertDirectDebit(tx, {
            movement: movement!,
            mandateId: line.mandate_id,
            type: 'direct_debit_1',
            lang: line.lang,
            now,
          })
      }
      await tx
        .update(feeRuns)
        .set({ charge_count: plan.charge_count, total_cents: plan.total_cents, skipped: plan.skipped })
        .where(eq(feeRuns.id, run!.id))
      await recordStaffAction(tx, actor, {
        entity: 'fee_run',
        entityId: run!.id,
        action: 'fee_run_issued',
        details: {
          period: input.period,
          statuses: input.statuses.join(', '),
          charges: String(plan.charge_count),
          total: (plan.total_cents / 100).toFixed(2),
        },
      })
      return run!.id
    })
    .catch((error: unknown) => {
      // The run's index, or a member's fee for the period issued by an overlapping group at the same time.
      if (isUniqueViolation(error)) throw new ApiError(409, 'FEE_RUN_ALREADY_ISSUED')
      throw error
    })
  return feeRunDetail(db, id)
}

/**
 * All of a run's charges are annulled together, and only while none has been collected: a paid movement or a
 * charge in a live remittance (or already collected or returned by the bank) refuses it with its reason.
 */
export async function cancelFeeRun(
  db: Database,
  actor: StaffActor,
  id: string,
  now = new Date(),
): Promise<AdminFeeRunDetail> {
  await db.transaction(async (tx) => {
    const [run] = await tx.select().from(feeRuns).where(eq(feeRuns.id, id)).for('update')
    if (!run) throw new ApiError(404, 'FEE_RUN_NOT_FOUND')
    if (run.status === 'cancelled') throw new ApiError(409, 'FEE_RUN_CANCELLED')
    const issued = await tx
      .select({ id: movements.id, status: movements.status })
      .from(movements)
      .where(eq(movements.fee_run_id, id))
      .for('update')
    if (issued.some((movement) => movement.status === 'paid')) throw new ApiError(409, 'FEE_RUN_CHARGE_PAID')
    const movementIds = issued.map((movement) => movement.id)
    const [presented] = await tx
      .select({ total: count() })
      .from(directDebitCharges)
      .innerJoin(payments, eq(payments.id, directDebitCharges.payment_id))
      .leftJoin(directDebitRemittances, eq(directDebitRemittances.id, directDebitCharges.remittance_id))
      .where(
        and(
          inArray(payments.movement_id, movementIds),
          or(
            ne(directDebitCharges.status, 'pending'),
            and(isNotNull(directDebitCharges.remittance_id), isNull(directDebitRemittances.withdrawn_at)),
          ),
        ),
      )
    if ((presented?.total ?? 0) > 0 || issued.some((movement) => movement.status === 'not_paid'))
      throw new ApiError(409, 'FEE_RUN_CHARGE_PRESENTED')
    await tx
      .update(payments)
      .set({ status: 'cancelled', settled_at: now, updated_at: now })
      .where(and(inArray(payments.movement_id, movementIds), eq(payments.status, 'pending')))
    await tx
      .update(movements)
      .set({ status: 'rejected', updated_at: now })
      .where(eq(movements.fee_run_id, id))
    await tx.update(feeRuns).set({ status: 'cancelled', cancelled_at: now }).where(eq(feeRuns.id, id))
    await recordStaffAction(tx, actor, {
      entity: 'fee_run',
      entityId: id,
      action: 'fee_run_cancelled',
      details: { period: run.period, charges: String(movementIds.length) },
    })
  })
  return feeRunDetail(db, id)
}

const runRows = (db: Db) =>
  db
    .select({ run: feeRuns, created_by_email: users.email })
    .from(feeRuns)
    .leftJoin(users, eq(users.id, feeRuns.created_by))
    .$dynamic()

type RunRow = Awaited<ReturnType<typeof runRows>>[number]

const toFeeRun = ({ run, created_by_email }: RunRow): AdminFeeRun => ({
  id: run.id,
  period: run.period,
  statuses: run.statuses,
  amount_cents: run.amount_cents,
  vat_treatment: run.vat_treatment,
  due_date: run.due_date,
  charge_count: run.charge_count,
  total_cents: run.total_cents,
  status: run.status,
  created_at: run.created_at.toISOString(),
  created_by_email,
  cancelled_at: iso(run.cancelled_at),
})

const runSort = { created_at: feeRuns.created_at, period: feeRuns.period }

export async function listFeeRuns(db: Database, query: AdminFeeRunsQuery) {
  const { rows, total } = await listPage(
    db,
    () => runRows(db),
    {
      id: feeRuns.id,
      where: query.status ? eq(feeRuns.status, query.status) : undefined,
      sortBy: runSort[query.sort],
    },
    query,
  )
  return { items: rows.map(toFeeRun), total }
}

export async function feeRunDetail(db: Db, id: string): Promise<AdminFeeRunDetail> {
  const [row] = await runRows(db).where(eq(feeRuns.id, id))
  if (!row) throw new ApiError(404, 'FEE_RUN_NOT_FOUND')
  const charges = await db
    .select({
      movement: movements,
      name: users.name,
      surname: users.surname,
      collegiate_code: memberProfiles.collegiate_code,
      direct_debits: sql<number>`(select count(*)::int from ${payments} where ${payments.movement_id} = ${movements.id}
        and ${inArray(payments.type, [...directDebitPaymentTypes])})`,
    })
    .from(movements)
    .innerJoin(users, eq(users.id, movements.user_id))
    .leftJoin(memberProfiles, eq(memberProfiles.user_id, movements.user_id))
    .where(eq(movements.fee_run_id, id))
    .orderBy(asc(movements.transaction_number))
  return {
    ...toFeeRun(row),
    charges: charges.map(({ movement, collegiate_code, direct_debits, ...member }) => ({
      movement_id: movement.id,
      transaction_number: movement.transaction_number,
      user_id: movement.user_id,
      member_name: memberName(member),
      collegiate_code,
      discount_percent: movement.discount_percent,
      total_cents: movement.total_cents,
      status: movement.status,
      direct_debit: direct_debits > 0,
    })),
    skipped: row.run.skipped,
  }
}

/** A charge staff make for one member, to pay from their movements like any other. */
export async function createCharge(
  db: Database,
  actor: StaffActor,
  input: AdminChargeCreateValues,
  now = new Date(),
): Promise<AdminMovementDetail> {
  requireDueDate(input.due_date, now)
  const id = await db.transaction(async (tx: Transaction) => {
    const [member] = await tx
      .select({ id: users.id, profile: memberProfiles.user_id })
      .from(users)
      .leftJoin(memberProfiles, eq(memberProfiles.user_id, users.id))
      .where(eq(users.id, input.user_id))
    if (!member) throw new ApiError(404, 'USER_NOT_FOUND')
    if (!member.profile) throw new ApiError(409, 'NOT_A_MEMBER')
    const today = madridToday(now)
    const [movement] = await tx
      .insert(movements)
      .values({
        user_id: input.user_id,
        transaction_number: await nextTransactionNumber(tx, input.type, today),
        date: today,
        due_date: input.due_date,
        type: input.type,
        fee_period: input.fee_period ?? null,
        description: input.description,
        amount_cents: input.amount,
        discount_percent: 0,
        total_cents: input.amount,
        vat_treatment: input.vat_treatment,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: movements.id, transaction_number: movements.transaction_number })
    await recordStaffAction(tx, actor, {
      entity: 'movement',
      entityId: movement!.id,
      action: 'created',
      details: {
        transaction_number: movement!.transaction_number,
        description: input.description,
        amount: (input.amount / 100).toFixed(2),
      },
    })
    return movement!.id
  })
  return movementDetail(db, id)
}
