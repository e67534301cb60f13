import 'server-only'
import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm'
import type { AdminMovement, AdminMovementDetail, AdminMovementsQuery } from '@/lib/contract/admin-money'
import type { Database } from '@/lib/server/db/client'
import { movements, payments, users } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { listPage } from '../content-query'
import { paymentRows, toPayment } from './payments'
import { memberName, memberSearch } from './shared'

const movementRows = (db: Database) =>
  db
    .select({ movement: movements, name: users.name, surname: users.surname, email: users.email })
    .from(movements)
    .innerJoin(users, eq(users.id, movements.user_id))
    .$dynamic()

type MovementRow = Awaited<ReturnType<typeof movementRows>>[number]

const movementSort = {
  date: movements.date,
  transaction_number: movements.transaction_number,
  total_cents: movements.total_cents,
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
  vat_treatment: movement.vat_treatment,
  fee_run_id: movement.fee_run_id,
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
  // A transaction number is unique and orders a member's movements as they were made: ties go by it.
  const { rows, total } = await listPage(
    db,
    () => movementRows(db),
    { id: movements.transaction_number, where, sortBy: movementSort[query.sort] },
    query,
  )
  return { items: rows.map(toMovement), total }
}

export async function movementDetail(db: Database, id: string): Promise<AdminMovementDetail> {
  const [row] = await movementRows(db).where(eq(movements.id, id))
  if (!row) throw new ApiError(404, 'MOVEMENT_NOT_FOUND')
  const attempts = await paymentRows(db)
    .where(eq(payments.movement_id, id))
    .orderBy(desc(payments.created_at))
  return { ...toMovement(row), payments: attempts.map(toPayment) }
}
