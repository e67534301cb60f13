import 'server-only'
import { madridToday } from '@/lib/contract/profile'
import { and, eq, inArray } from 'drizzle-orm'
import type { Transaction } from '@/lib/server/db/client'
import { movements } from '@/lib/server/db/schema'
import { nextTransactionNumber } from './number-series'

export type ChargeSource = { eventApplicationId: string } | { procedureApplicationId: string }

const linkOf = (source: ChargeSource) =>
  'eventApplicationId' in source
    ? eq(movements.event_application_id, source.eventApplicationId)
    : eq(movements.procedure_application_id, source.procedureApplicationId)

/** A day (YYYY-MM-DD) `days` later. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** Days a member has to pay an enrolment or a procedure fee, unless the course starts sooner. */
const chargeDueDays = 10

export interface Charge {
  userId: string
  source: ChargeSource
  type: 'C' | 'F'
  amountCents: number
  eventId?: number
  description?: string
  /** The latest day it may be due: the day the course starts. */
  dueBy?: string
  now: Date
}

/** Made pending again, for the new amount, when a cancelled enrolment is reopened; a paid one stays. */
export async function chargeFor(tx: Transaction, charge: Charge): Promise<void> {
  const today = madridToday(charge.now)
  const due = addDays(today, chargeDueDays)
  const dueDate = charge.dueBy && charge.dueBy < due ? (charge.dueBy < today ? today : charge.dueBy) : due
  const values = {
    date: today,
    due_date: dueDate,
    amount_cents: charge.amountCents,
    discount_percent: 0,
    total_cents: charge.amountCents,
    unpaid_commission_cents: 0,
    status: 'pending' as const,
    updated_at: charge.now,
  }
  const [earlier] = await tx.select().from(movements).where(linkOf(charge.source)).for('update')
  if (earlier) {
    if (earlier.status === 'paid') return
    await tx.update(movements).set(values).where(eq(movements.id, earlier.id))
    return
  }
  await tx.insert(movements).values({
    ...values,
    user_id: charge.userId,
    transaction_number: await nextTransactionNumber(tx, charge.type, today),
    type: charge.type,
    course_id: charge.eventId ?? null,
    description: charge.description ?? null,
    event_application_id: 'eventApplicationId' in charge.source ? charge.source.eventApplicationId : null,
    procedure_application_id:
      'procedureApplicationId' in charge.source ? charge.source.procedureApplicationId : null,
    created_at: charge.now,
  })
}

/** A withdrawn enrolment owes nothing: its movement, unless already paid, becomes rejected (nothing owed). */
export async function withdrawCharge(tx: Transaction, source: ChargeSource, now: Date): Promise<void> {
  await tx
    .update(movements)
    .set({ status: 'rejected', updated_at: now })
    .where(and(linkOf(source), inArray(movements.status, ['pending', 'not_paid'])))
}
