import 'server-only'
import { sql } from 'drizzle-orm'
import type { Transaction } from '@/lib/server/db/client'
import {
  invoiceRecords,
  invoicingEvents,
  memberProfiles,
  movements,
  numberSeries,
} from '@/lib/server/db/schema'

type NumberedColumn =
  typeof movements.transaction_number | typeof movements.invoice_number | typeof invoiceRecords.invoice_number

/**
 * Correlative without gaps while the caller's transaction commits (RD 1619/2012 art. 6.a); the row lock
 * orders concurrent writers. A new series starts after the highest number the column holds.
 */
async function nextInSeries(tx: Transaction, prefix: string, column: NumberedColumn): Promise<string> {
  const [row] = await tx
    .insert(numberSeries)
    .values({
      series: prefix,
      last_number: sql`(select coalesce(max(substr(${column}, ${prefix.length + 1})::int), 0) + 1
        from ${column.table} where ${column} like ${`${prefix}%`})`,
    })
    .onConflictDoUpdate({
      target: numberSeries.series,
      set: { last_number: sql`${numberSeries.last_number} + 1` },
    })
    .returning({ number: numberSeries.last_number })
  return `${prefix}${String(row!.number).padStart(6, '0')}`
}

export const nextInvoiceNumber = (tx: Transaction, issuedOn: string) =>
  nextInSeries(tx, `FAC-${issuedOn.slice(0, 4)}-`, movements.invoice_number)

/** Rectificativas have a series of their own, so ordinary invoice numbers keep no gaps. */
export const nextCorrectionNumber = (tx: Transaction, issuedOn: string) =>
  nextInSeries(tx, `FR-${issuedOn.slice(0, 4)}-`, invoiceRecords.invoice_number)

export const nextTransactionNumber = (tx: Transaction, type: 'C' | 'F', date: string) =>
  nextInSeries(tx, `${type}-${date.slice(0, 4)}-`, movements.transaction_number)

const collegiateSeries = 'collegiate'

/**
 * One series for the whole association, so no number is given twice whatever the province. It also goes past the
 * highest number held, which staff may have typed by hand (gaps are allowed in collegiate numbers).
 */
export async function nextCollegiateNumber(tx: Transaction, province: string): Promise<string> {
  const afterHighestHeld = sql`(select coalesce(max(substring(${memberProfiles.collegiate_code} from '-([0-9]{1,9})$')::int), 0) + 1
        from ${memberProfiles} where ${memberProfiles.collegiate_code} ~ '^[0-9]{2}-[0-9]{1,9}$')`
  const [row] = await tx
    .insert(numberSeries)
    .values({ series: collegiateSeries, last_number: afterHighestHeld })
    .onConflictDoUpdate({
      target: numberSeries.series,
      set: { last_number: sql`greatest(${numberSeries.last_number} + 1, ${afterHighestHeld})` },
    })
    .returning({ number: numberSeries.last_number })
  return `${province}-${String(row!.number).padStart(5, '0')}`
}

const chains = { 'invoice-records': invoiceRecords, 'invoicing-events': invoicingEvents }

/**
 * The next position in an issuer's chain (invoice records or events). The series' row stays locked until the
 * transaction ends, so concurrent writers queue behind it and the chain never forks; a new series starts after the
 * highest position held.
 */
export async function nextChainPosition(
  tx: Transaction,
  chain: keyof typeof chains,
  taxId: string,
): Promise<number> {
  const table = chains[chain]
  const [row] = await tx
    .insert(numberSeries)
    .values({
      series: `${chain}:${taxId}`,
      last_number: sql`(select coalesce(max(${table.position}), 0) + 1
        from ${table} where ${table.issuer_tax_id} = ${taxId})`,
    })
    .onConflictDoUpdate({
      target: numberSeries.series,
      set: { last_number: sql`${numberSeries.last_number} + 1` },
    })
    .returning({ position: numberSeries.last_number })
  return row!.position
}
