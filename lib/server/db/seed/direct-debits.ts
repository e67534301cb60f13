import { and, eq } from 'drizzle-orm'
import { madridToday } from '@/lib/contract/profile'
import { addDays } from '@/lib/server/services/charges'
import { nextTransactionNumber } from '@/lib/server/services/number-series'
import type { Database } from '../client'
import { attachments, directDebitCharges, movements, payments, sepaMandates, users } from '../schema'

const debtorEmail = 'colegiado@demo.colegio.example'

/** Gives staff a charge to export and a mandate to validate; runs after the documents (its signed copy). */
export async function seedDemoDirectDebit(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, debtorEmail))
    if (!owner) return
    const [mandate] = await tx
      .select({ id: sepaMandates.id })
      .from(sepaMandates)
      .where(eq(sepaMandates.user_id, owner.id))
    if (mandate) return
    const [copy] = await tx
      .select({ id: attachments.id })
      .from(attachments)
      .where(and(eq(attachments.user_id, owner.id), eq(attachments.kind, 'sepa_mandate')))
    if (!copy) return

    const today = madridToday(now)
    const [created] = await tx
      .insert(sepaMandates)
      .values({
        user_id: owner.id,
        reference: 'M-DEMO-ARANA-001',
        iban: 'ES7921000813610123456789',
        status: 'uploaded',
        signed_attachment_id: copy.id,
        generated_at: new Date(now.getTime() - 30 * 86_400_000),
        uploaded_at: new Date(now.getTime() - 20 * 86_400_000),
      })
      .returning({ id: sepaMandates.id })
    const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1
    const date = addDays(today, -10)
    const [movement] = await tx
      .insert(movements)
      .values({
        user_id: owner.id,
        transaction_number: await nextTransactionNumber(tx, 'C', date),
        date,
        due_date: addDays(today, 20),
        type: 'C',
        fee_period: `${today.slice(0, 4)}-Q${quarter}`,
        amount_cents: 4500,
        total_cents: 4500,
      })
      .returning({ id: movements.id })
    const [payment] = await tx
      .insert(payments)
      .values({
        user_id: owner.id,
        movement_id: movement!.id,
        type: 'direct_debit_1',
        amount_cents: 4500,
        mandate_id: created!.id,
        created_at: new Date(now.getTime() - 5 * 86_400_000),
      })
      .returning({ id: payments.id })
    await tx
      .insert(directDebitCharges)
      .values({ payment_id: payment!.id, sequence: 1, amount_cents: 4500, due_on: addDays(today, 5) })
  })
}
