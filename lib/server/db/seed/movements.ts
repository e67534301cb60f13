import 'server-only'
import { and, asc, eq } from 'drizzle-orm'
import { type MovementStatus, totalCents } from '@/lib/contract/movements'
import { recordInvoiceIssued } from '@/lib/server/services/invoice-records'
import { nextInvoiceNumber, nextTransactionNumber } from '@/lib/server/services/number-series'
import type { Database } from '../client'
import { events, movements, users } from '../schema'
import { demoAccounts } from './site'

const demoCollegiateEmail = demoAccounts.find((account) =>
  (account.principals as readonly string[]).includes('role:collegiate'),
)!.email

const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const addDays = (day: string, days: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000))

/** The first day of the quarter `back` quarters before the current one, and its period (2026-Q1). */
function quarterBefore(now: Date, back: number) {
  const index = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3) - back
  const year = Math.floor(index / 4)
  const quarter = (index % 4) + 1
  return { start: isoDay(new Date(Date.UTC(year, (quarter - 1) * 3, 1))), period: `${year}-Q${quarter}` }
}

interface MovementSeed {
  type: 'C' | 'F'
  date: string
  dueInDays: number
  amount_cents: number
  discount_percent?: number
  status: MovementStatus
  fee_period?: string
  course_id?: number
  description?: string
  unpaid_commission_cents?: number
}

/**
 * Two years of the demo collegiate's movements: quarterly fees (paid, one returned unpaid with the bank's fee, one
 * rejected, the current one pending), a certificate, and payments of seeded courses with discounts; paid ones have
 * their invoice. Only when the account has no movements yet, so a restart adds nothing.
 */
export async function seedMovements(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, demoCollegiateEmail))
    if (!owner) return
    const [existing] = await tx
      .select({ id: movements.id })
      .from(movements)
      .where(eq(movements.user_id, owner.id))
      .limit(1)
    if (existing) return

    const feeCents = 4500
    const seeds: MovementSeed[] = []
    for (let back = 7; back >= 0; back--) {
      const { start, period } = quarterBefore(now, back)
      const status: MovementStatus =
        back === 0 ? 'pending' : back === 3 ? 'not_paid' : back === 5 ? 'rejected' : 'paid'
      seeds.push({
        type: 'C',
        date: start,
        dueInDays: 30,
        amount_cents: feeCents,
        status,
        fee_period: period,
        unpaid_commission_cents: status === 'not_paid' ? 350 : 0,
      })
    }
    seeds.push({
      type: 'C',
      date: addDays(isoDay(now), -200),
      dueInDays: 15,
      amount_cents: 1500,
      status: 'paid',
      description: 'Certificado de colegiación y ejercicio profesional',
    })

    const courses = await tx
      .select({ id: events.id, price: events.member_price_cents, fullPrice: events.price_cents })
      .from(events)
      .where(and(eq(events.kind, 'course'), eq(events.status, 'published')))
      .orderBy(asc(events.id))
      .limit(3)
    const coursePlan = [
      { daysAgo: 600, discount: 15, status: 'paid' },
      { daysAgo: 320, discount: 0, status: 'paid' },
      { daysAgo: 12, discount: 50, status: 'pending' },
    ] as const
    courses.forEach((course, index) => {
      const plan = coursePlan[index]!
      seeds.push({
        type: 'F',
        date: addDays(isoDay(now), -plan.daysAgo),
        dueInDays: 10,
        amount_cents: course.price ?? course.fullPrice ?? 12_000,
        discount_percent: plan.discount,
        status: plan.status,
        course_id: course.id,
      })
    })

    seeds.sort((a, b) => a.date.localeCompare(b.date))
    for (const seed of seeds) {
      const discount = seed.discount_percent ?? 0
      const invoiceNumber = seed.status === 'paid' ? await nextInvoiceNumber(tx, seed.date) : null
      const totalCentsOfSeed = totalCents(seed.amount_cents, discount)
      if (invoiceNumber)
        await recordInvoiceIssued(
          tx,
          {
            number: invoiceNumber,
            issuedOn: seed.date,
            totalCents: totalCentsOfSeed + (seed.unpaid_commission_cents ?? 0),
            userId: owner.id,
          },
          now,
        )
      await tx.insert(movements).values({
        user_id: owner.id,
        transaction_number: await nextTransactionNumber(tx, seed.type, seed.date),
        date: seed.date,
        due_date: addDays(seed.date, seed.dueInDays),
        type: seed.type,
        fee_period: seed.fee_period ?? null,
        course_id: seed.course_id ?? null,
        description: seed.description ?? null,
        amount_cents: seed.amount_cents,
        discount_percent: discount,
        total_cents: totalCentsOfSeed,
        unpaid_commission_cents: seed.unpaid_commission_cents ?? 0,
        status: seed.status,
        invoice_number: invoiceNumber,
        invoice_issued_on: invoiceNumber ? seed.date : null,
      })
    }
  })
}
