import 'server-only'
import { sql } from 'drizzle-orm'
import type { Transaction } from '@/lib/server/db/client'
import { memberProfiles, movements, numberSeries } from '@/lib/server/db/schema'

type NumberedColumn = typeof movements.transaction_number | typeof movements.invoice_number

/**
 * The next number of a series (`C-2026-000124`, `FAC-2026-000046`), correlative without gaps as long as the caller's
 * transaction commits (RD 1619/2012 art. 6.a for invoices). One statement takes the series row's lock, so concurrent
 * writers are numbered one after the other; a series met for the first time starts after the highest number the
 * column already holds (the demo's movements, or numbers given before this counter).
 */
async function nextInSeries(tx: Transaction, prefix: string, column: NumberedColumn): Promise<string> {
  const [row] = await tx
    .insert(numberSeries)
    .values({
      series: prefix,
      last_number: sql`(select coalesce(max(substr(${column}, ${prefix.length + 1})::int), 0) + 1
        from ${movements} where ${column} like ${`${prefix}%`})`,
    })
    .onConflictDoUpdate({
      target: numberSeries.series,
      set: { last_number: sql`${numberSeries.last_number} + 1` },
    })
    .returning({ number: numberSeries.last_number })
  return `${prefix}${String(row!.number).padStart(6, '0')}`
}

/** The next invoice number of the year the invoice is issued in. */
export const nextInvoiceNumber = (tx: Transaction, issuedOn: string) =>
  nextInSeries(tx, `FAC-${issuedOn.slice(0, 4)}-`, movements.invoice_number)

/** The next movement number of its type and year (`F-2026-000007`). */
export const nextTransactionNumber = (tx: Transaction, type: 'C' | 'F', date: string) =>
  nextInSeries(tx, `${type}-${date.slice(0, 4)}-`, movements.transaction_number)

/** The one association-wide series of collegiate numbers (the part after the province). */
const collegiateSeries = 'collegiate'

/**
 * The next collegiate number (`28-41328`): the province of the member's address (the first two digits of a Spanish
 * postal code, `00` for an address abroad) and the next number of one series for the whole association, so no
 * number is given twice whatever the province. The series starts after the highest number any member already
 * holds (the demo's and those given before this counter), and its locked row numbers concurrent acceptances one
 * after the other.
 */
export async function nextCollegiateNumber(tx: Transaction, province: string): Promise<string> {
  const [row] = await tx
    .insert(numberSeries)
    .values({
      series: collegiateSeries,
      last_number: sql`(select coalesce(max(substring(${memberProfiles.collegiate_code} from '-([0-9]{1,9})$')::int), 0) + 1
        from ${memberProfiles} where ${memberProfiles.collegiate_code} ~ '^[0-9]{2}-[0-9]{1,9}$')`,
    })
    .onConflictDoUpdate({
      target: numberSeries.series,
      set: { last_number: sql`${numberSeries.last_number} + 1` },
    })
    .returning({ number: numberSeries.last_number })
  return `${province}-${String(row!.number).padStart(5, '0')}`
}
