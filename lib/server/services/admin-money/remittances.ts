import 'server-only'
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type {
  AdminRemittance,
  AdminRemittanceDetail,
  AdminRemittancesQuery,
} from '@/lib/contract/admin-money'
import type { Database } from '@/lib/server/db/client'
import { directDebitCharges, directDebitRemittances, users } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { listPage } from '../content-query'
import { buildRemittance } from '../sepa-remittance'
import { recordStaffAction, type StaffActor } from '../staff-actions'
import { chargeRows, inPresentationOrder, toCharge } from './charges'
import { iso, type Db } from './shared'

const remittanceRows = (db: Db) =>
  db
    .select({ remittance: directDebitRemittances, created_by_email: users.email })
    .from(directDebitRemittances)
    .leftJoin(users, eq(users.id, directDebitRemittances.created_by))
    .$dynamic()

type RemittanceRow = Awaited<ReturnType<typeof remittanceRows>>[number]

const remittanceSort = {
  created_at: directDebitRemittances.created_at,
  due_on: directDebitRemittances.due_on,
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

export async function listRemittances(db: Database, query: AdminRemittancesQuery) {
  const where = and(
    query.status === 'live' ? isNull(directDebitRemittances.withdrawn_at) : undefined,
    query.status === 'withdrawn' ? isNotNull(directDebitRemittances.withdrawn_at) : undefined,
  )
  const { rows, total } = await listPage(
    db,
    () => remittanceRows(db),
    { id: directDebitRemittances.id, where, sortBy: remittanceSort[query.sort] },
    query,
  )
  return { items: rows.map(toRemittance), total }
}

async function findRemittance(db: Db, id: string): Promise<RemittanceRow> {
  const [row] = await remittanceRows(db).where(eq(directDebitRemittances.id, id))
  if (!row) throw new ApiError(404, 'REMITTANCE_NOT_FOUND')
  return row
}

export async function remittanceDetail(db: Db, id: string): Promise<AdminRemittanceDetail> {
  const row = await findRemittance(db, id)
  const charges = await chargeRows(db)
    .where(eq(directDebitCharges.remittance_id, id))
    .orderBy(...inPresentationOrder)
  return { ...toRemittance(row), charges: charges.map(toCharge), excluded: row.remittance.excluded }
}

export async function remittanceFile(db: Database, id: string): Promise<{ filename: string; xml: string }> {
  const { remittance } = await findRemittance(db, id)
  return { filename: `remesa-${remittance.message_id}.xml`, xml: remittance.xml }
}

/** Exports run one at a time (a table lock only exports take), so a charge is never presented twice. */
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
        excluded: remittance.excluded,
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

/** Refused once a charge of it was recorded collected or returned: the bank processed it. */
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
