import 'server-only'
import { and, asc, count, desc, eq, gt, gte, lte, sql } from 'drizzle-orm'
import type {
  AdminInvoiceCorrection,
  AdminInvoiceRecord,
  AdminInvoiceRecordsQuery,
  CorrectionType,
  InvoiceChainCheck,
  InvoiceRecordsExportQuery,
} from '@/lib/contract/invoice-records'
import { invoiceRecordExportColumns } from '@/lib/contract/invoice-records'
import { madridToday } from '@/lib/contract/profile'
import type { Database, Transaction } from '@/lib/server/db/client'
import { invoiceRecords, invoiceRecordSubmissions } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import {
  aeatAmount,
  aeatDate,
  aeatTimestamp,
  huella,
  type AltaHashFields,
  type AnulacionHashFields,
} from '@/lib/server/integrations/verifactu/huella'
import { invoiceIssuer } from './association'
import { csvCell } from './csv'
import { signInvoiceRecord } from './invoice-record-signature'
import { recordRecipientOf, type RecordRecipient } from './invoice-recipients'
import { queueRecordSubmission } from './invoice-submissions'
import { recordRecordsExport } from './invoicing-events'
import { nextChainPosition, nextCorrectionNumber } from './number-series'
import { recordStaffAction, type StaffActor } from './staff-actions'

type InvoiceRecordRow = typeof invoiceRecords.$inferSelect
type SubmissionRow = typeof invoiceRecordSubmissions.$inferSelect
type NewInvoiceRecord = Omit<typeof invoiceRecords.$inferInsert, 'hash'>

/**
 * A complete invoice (F1) names its recipient; an invoice to someone the portal cannot identify (no DNI, NIE or
 * passport on file) is simplified (F2), which RD 1619/2012 art. 7 lets go without one.
 */
const invoiceTypeFor = (recipient: RecordRecipient | null) => (recipient ? 'F1' : 'F2')

/** Whether the invoice was issued as a factura simplificada (its record says F2). */
export async function isSimplifiedInvoice(db: Database, invoiceNumber: string): Promise<boolean> {
  const [record] = await db
    .select({ type: invoiceRecords.invoice_type })
    .from(invoiceRecords)
    .where(and(eq(invoiceRecords.invoice_number, invoiceNumber), eq(invoiceRecords.kind, 'alta')))
    .orderBy(asc(invoiceRecords.position))
    .limit(1)
  return record?.type === 'F2'
}

/** The part of an invoice number before its correlative: FAC-2026-000045 → FAC-2026-. */
const seriesOf = (invoiceNumber: string) => invoiceNumber.replace(/\d+$/, '')

/** What a record's Huella covers, read from the record: the same function hashes it and checks it. */
function hashFieldsOf(record: NewInvoiceRecord): AltaHashFields | AnulacionHashFields {
  const chained = record.previous_hash ?? ''
  if (record.kind === 'anulacion')
    return {
      IDEmisorFacturaAnulada: record.issuer_tax_id,
      NumSerieFacturaAnulada: record.invoice_number,
      FechaExpedicionFacturaAnulada: record.invoice_date,
      Huella: chained,
      FechaHoraHusoGenRegistro: record.generated_at,
    }
  return {
    IDEmisorFactura: record.issuer_tax_id,
    NumSerieFactura: record.invoice_number,
    FechaExpedicionFactura: record.invoice_date,
    TipoFactura: record.invoice_type ?? '',
    CuotaTotal: record.tax_total ?? '',
    ImporteTotal: record.amount_total ?? '',
    Huella: chained,
    FechaHoraHusoGenRegistro: record.generated_at,
  }
}

function issuerTaxId(): string {
  const taxId = invoiceIssuer().taxId
  if (!taxId) throw new Error('Invoices need the issuer’s tax id (INVOICE_ISSUER_TAX_ID)')
  return taxId
}

/**
 * Takes the end of the issuer's chain for the caller's transaction (a row lock in number_series, so concurrent
 * issues append one after another and never fork it) and answers the next position and the Huella it follows.
 */
async function lockChainEnd(tx: Transaction, taxId: string) {
  const position = await nextChainPosition(tx, 'invoice-records', taxId)
  const [previous] = await tx
    .select({ hash: invoiceRecords.hash })
    .from(invoiceRecords)
    .where(and(eq(invoiceRecords.issuer_tax_id, taxId), eq(invoiceRecords.position, position - 1)))
  return { position, previousHash: previous?.hash ?? null }
}

async function appendRecord(
  tx: Transaction,
  chainEnd: { position: number; previousHash: string | null },
  record: Omit<NewInvoiceRecord, 'position' | 'previous_hash'>,
): Promise<InvoiceRecordRow> {
  const values = { ...record, position: chainEnd.position, previous_hash: chainEnd.previousHash }
  const [row] = await tx
    .insert(invoiceRecords)
    .values({ ...values, hash: huella(hashFieldsOf(values)) })
    .returning()
  await queueRecordSubmission(tx, row!)
  await signInvoiceRecord(tx, row!)
  return row!
}

/**
 * The registro de alta of an invoice, in the transaction that gives it its number, with its recipient as known
 * now (`userId`: the person invoiced; without one, or unidentified, the invoice is simplified).
 */
export async function recordInvoiceIssued(
  tx: Transaction,
  invoice: { number: string; issuedOn: string; totalCents: number; userId?: string },
  now = new Date(),
): Promise<InvoiceRecordRow> {
  const taxId = issuerTaxId()
  const recipient = invoice.userId ? await recordRecipientOf(tx, invoice.userId) : null
  return appendRecord(tx, await lockChainEnd(tx, taxId), {
    kind: 'alta',
    issuer_tax_id: taxId,
    series: seriesOf(invoice.number),
    invoice_number: invoice.number,
    invoice_date: aeatDate(invoice.issuedOn),
    invoice_type: invoiceTypeFor(recipient),
    ...recipient,
    // Fees, courses and passed-on commissions are exempt or not subject to VAT.
    tax_total: aeatAmount(0),
    amount_total: aeatAmount(invoice.totalCents),
    generated_at: aeatTimestamp(now),
  })
}

/**
 * Cancels an issued invoice with a registro de anulación; the invoice, its number and its record stay. An
 * invoice without a record (issued before records were kept) answers INVOICE_RECORD_NOT_FOUND.
 */
export async function cancelInvoice(
  db: Database,
  actor: StaffActor,
  invoiceNumber: string,
  now = new Date(),
): Promise<AdminInvoiceRecord> {
  return db.transaction(async (tx) => {
    const [alta] = await tx
      .select()
      .from(invoiceRecords)
      .where(and(eq(invoiceRecords.invoice_number, invoiceNumber), eq(invoiceRecords.kind, 'alta')))
      .orderBy(desc(invoiceRecords.position))
      .limit(1)
    if (!alta) throw new ApiError(404, 'INVOICE_RECORD_NOT_FOUND')
    // Taken before the check, so two cancellations of one invoice cannot both pass it.
    const chainEnd = await lockChainEnd(tx, alta.issuer_tax_id)
    const [latest] = await tx
      .select({ kind: invoiceRecords.kind })
      .from(invoiceRecords)
      .where(eq(invoiceRecords.invoice_number, invoiceNumber))
      .orderBy(desc(invoiceRecords.position))
      .limit(1)
    if (latest?.kind === 'anulacion') throw new ApiError(409, 'INVOICE_ALREADY_CANCELLED')
    const row = await appendRecord(tx, chainEnd, {
      kind: 'anulacion',
      issuer_tax_id: alta.issuer_tax_id,
      series: alta.series,
      invoice_number: alta.invoice_number,
      invoice_date: alta.invoice_date,
      generated_at: aeatTimestamp(now),
      created_by_email: actor.email,
    })
    await recordStaffAction(tx, actor, {
      entity: 'invoice',
      entityId: invoiceNumber,
      action: 'cancelled',
      details: { record: row.id, position: row.position },
    })
    return withSubmission(tx, row)
  })
}

/** A record as staff read it, with its submission to the AEAT when it has one. */
async function withSubmission(tx: Transaction, row: InvoiceRecordRow): Promise<AdminInvoiceRecord> {
  const [submission] = await tx
    .select()
    .from(invoiceRecordSubmissions)
    .where(eq(invoiceRecordSubmissions.record_id, row.id))
  return toAdminInvoiceRecord(row, submission ?? null)
}

function toAdminInvoiceRecord(
  { created_at: _created, ...row }: InvoiceRecordRow,
  submission: SubmissionRow | null,
): AdminInvoiceRecord {
  return {
    ...row,
    correction_method:
      row.correction_method === 'I' || row.correction_method === 'S' ? row.correction_method : null,
    submission_status: submission?.status ?? null,
    submission_error_code: submission?.error_code ?? null,
    submission_error: submission?.error_text ?? null,
    submission_csv: submission?.csv ?? null,
    submission_attempts: submission?.attempts ?? 0,
    submission_last_attempt_at: submission?.last_attempt_at?.toISOString() ?? null,
  }
}

/**
 * The kinds of rectificativa an ordinary (F1) invoice of the association can take: R1 (an error founded in law, or
 * LIVA art. 80.Uno, Dos, Seis: a price or discount changed, an operation undone) and R4 (any other cause). R2 and
 * R3 recover VAT from an insolvent or defaulting customer, and the association charges none; R5 corrects a
 * simplified invoice (F2).
 */
const correctionTypesFor: Record<string, readonly CorrectionType[]> = { F1: ['R1', 'R4'], F2: ['R5'] }

const centsOf = (amount: string | null) => Math.round(Number(amount ?? '0') * 100)

/**
 * Issues a factura rectificativa of an invoice (RD 1619/2012 art. 15): a new invoice of the FR-YYYY- series with
 * its own alta record, naming the invoice it corrects; the original and its record stay as they were. By
 * differences its amount is the change; by substitution, the invoice's new total, with the original's amounts in
 * ImporteRectificacion. A cancelled invoice, or a rectificativa, cannot be corrected.
 */
export async function issueCorrection(
  db: Database,
  actor: StaffActor,
  correction: AdminInvoiceCorrection,
  now = new Date(),
): Promise<AdminInvoiceRecord> {
  return db.transaction(async (tx) => {
    const [original] = await tx
      .select()
      .from(invoiceRecords)
      .where(
        and(eq(invoiceRecords.invoice_number, correction.invoice_number), eq(invoiceRecords.kind, 'alta')),
      )
      .orderBy(desc(invoiceRecords.position))
      .limit(1)
    if (!original) throw new ApiError(404, 'INVOICE_RECORD_NOT_FOUND')
    if (original.corrected_invoice_number) throw new ApiError(422, 'INVOICE_CORRECTION_OF_CORRECTION')
    if (!correctionTypesFor[original.invoice_type ?? '']?.includes(correction.type))
      throw new ApiError(422, 'INVOICE_CORRECTION_TYPE_NOT_APPLICABLE')
    // Taken before the checks, so a cancellation or another correction cannot slip in between.
    const chainEnd = await lockChainEnd(tx, original.issuer_tax_id)
    const history = await tx
      .select()
      .from(invoiceRecords)
      .where(
        sql`${invoiceRecords.invoice_number} = ${original.invoice_number}
          or ${invoiceRecords.corrected_invoice_number} = ${original.invoice_number}`,
      )
      .orderBy(asc(invoiceRecords.position))
    if (history.some((row) => row.kind === 'anulacion' && row.invoice_number === original.invoice_number))
      throw new ApiError(409, 'INVOICE_ALREADY_CANCELLED')
    const cancelled = new Set(
      history.filter((row) => row.kind === 'anulacion').map((row) => row.invoice_number),
    )
    // What the invoice now amounts to, after the corrections still in force.
    const currentCents = history
      .filter((row) => row.kind === 'alta' && !cancelled.has(row.invoice_number))
      .reduce(
        (total, row) =>
          row.correction_method === 'S'
            ? centsOf(row.amount_total)
            : row.correction_method === 'I'
              ? total + centsOf(row.amount_total)
              : centsOf(row.amount_total),
        0,
      )
    const byDifferences = correction.method === 'differences'
    const newTotal = byDifferences ? currentCents + correction.amount_cents : correction.amount_cents
    if (
      newTotal < 0 ||
      (byDifferences ? correction.amount_cents === 0 : correction.amount_cents === currentCents)
    )
      throw new ApiError(422, 'INVOICE_CORRECTION_AMOUNT_INVALID')

    const issuedOn = madridToday(now)
    const number = await nextCorrectionNumber(tx, issuedOn)
    const row = await appendRecord(tx, chainEnd, {
      kind: 'alta',
      issuer_tax_id: original.issuer_tax_id,
      series: seriesOf(number),
      invoice_number: number,
      invoice_date: aeatDate(issuedOn),
      invoice_type: correction.type,
      tax_total: aeatAmount(0),
      amount_total: aeatAmount(correction.amount_cents),
      correction_method: byDifferences ? 'I' : 'S',
      corrected_invoice_number: original.invoice_number,
      corrected_invoice_date: original.invoice_date,
      corrected_base: byDifferences
        ? null
        : aeatAmount(centsOf(original.amount_total) - centsOf(original.tax_total)),
      corrected_tax: byDifferences ? null : (original.tax_total ?? aeatAmount(0)),
      correction_reason: correction.reason,
      // The rectificativa is addressed to whom the invoice it corrects was.
      recipient_name: original.recipient_name,
      recipient_tax_id: original.recipient_tax_id,
      recipient_id_country: original.recipient_id_country,
      recipient_id_type: original.recipient_id_type,
      recipient_id: original.recipient_id,
      generated_at: aeatTimestamp(now),
      created_by_email: actor.email,
    })
    await recordStaffAction(tx, actor, {
      entity: 'invoice',
      entityId: original.invoice_number,
      action: 'corrected',
      details: { record: row.id, position: row.position, correction: number },
    })
    return withSubmission(tx, row)
  })
}

export async function listInvoiceRecords(db: Database, query: AdminInvoiceRecordsQuery) {
  const where = and(
    query.series ? eq(invoiceRecords.series, query.series) : undefined,
    query.invoice_number ? eq(invoiceRecords.invoice_number, query.invoice_number) : undefined,
    query.submission_status ? eq(invoiceRecordSubmissions.status, query.submission_status) : undefined,
  )
  const order = query.order === 'asc' ? asc : desc
  const submissionOf = eq(invoiceRecordSubmissions.record_id, invoiceRecords.id)
  const [rows, [total]] = await Promise.all([
    db
      .select({ record: invoiceRecords, submission: invoiceRecordSubmissions })
      .from(invoiceRecords)
      .leftJoin(invoiceRecordSubmissions, submissionOf)
      .where(where)
      .orderBy(order(invoiceRecords.issuer_tax_id), order(invoiceRecords.position))
      .offset(query.skip)
      .limit(query.limit),
    db
      .select({ total: count() })
      .from(invoiceRecords)
      .leftJoin(invoiceRecordSubmissions, submissionOf)
      .where(where),
  ])
  return {
    items: rows.map(({ record, submission }) => toAdminInvoiceRecord(record, submission)),
    total: total?.total ?? 0,
  }
}

export async function invoiceSeries(db: Database) {
  return db
    .select({ series: invoiceRecords.series, records: count() })
    .from(invoiceRecords)
    .groupBy(invoiceRecords.series)
    .orderBy(desc(invoiceRecords.series))
}

const checkBatch = 500

/**
 * Walks the issuer's chain from its first record, recomputing every Huella and checking that each record names
 * the one before, and answers the first that does not hold.
 */
export async function verifyInvoiceChain(db: Database, taxId = issuerTaxId()): Promise<InvoiceChainCheck> {
  let previous: InvoiceRecordRow | undefined
  let checked = 0
  for (;;) {
    const rows = await db
      .select()
      .from(invoiceRecords)
      .where(
        and(eq(invoiceRecords.issuer_tax_id, taxId), gt(invoiceRecords.position, previous?.position ?? 0)),
      )
      .orderBy(asc(invoiceRecords.position))
      .limit(checkBatch)
    for (const row of rows) {
      checked++
      const reason =
        huella(hashFieldsOf(row)) !== row.hash
          ? 'hash_mismatch'
          : row.position !== (previous?.position ?? 0) + 1 || row.previous_hash !== (previous?.hash ?? null)
            ? 'chain_mismatch'
            : null
      if (reason)
        return {
          checked,
          intact: false,
          first_break: { position: row.position, invoice_number: row.invoice_number, reason },
        }
      previous = row
    }
    if (rows.length < checkBatch) return { checked, intact: true, first_break: null }
  }
}

/**
 * Every record of a series or a period, with every field, its Huella and the Huella it follows, in chain order:
 * what an inspection asks for (Orden HAC/1177/2024 art. 8 and 9). CSV with a header row, CRLF lines.
 */
export async function exportInvoiceRecords(db: Database, query: InvoiceRecordsExportQuery): Promise<string> {
  const day = sql<string>`substr(${invoiceRecords.generated_at}, 1, 10)`
  const rows = await db
    .select()
    .from(invoiceRecords)
    .where(
      and(
        query.series ? eq(invoiceRecords.series, query.series) : undefined,
        query.from ? gte(day, query.from) : undefined,
        query.to ? lte(day, query.to) : undefined,
      ),
    )
    .orderBy(asc(invoiceRecords.issuer_tax_id), asc(invoiceRecords.position))
  await recordRecordsExport(db, rows)
  const lines = [invoiceRecordExportColumns.join(',')]
  for (const row of rows.map((record) => toAdminInvoiceRecord(record, null)))
    lines.push(invoiceRecordExportColumns.map((column) => csvCell(row[column])).join(','))
  return `${lines.join('\r\n')}\r\n`
}
