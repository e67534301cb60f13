import 'server-only'
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm'
import {
  type AdminInvoicingEvent,
  type AdminInvoicingEventsQuery,
  type InvoicingEventChainCheck,
  invoicingEventExportColumns,
  type InvoicingEventType,
} from '@/lib/contract/invoicing-events'
import type { Database, Transaction } from '@/lib/server/db/client'
import { invoiceRecords, invoicingEvents } from '@/lib/server/db/schema'
import { eventHash, registroEventoXml, type EventRecord } from '@/lib/server/integrations/verifactu/evento'
import { aeatTimestamp } from '@/lib/server/integrations/verifactu/huella'
import { element, type Node } from '@/lib/server/integrations/verifactu/registro'
import { serverEnv } from '@/lib/env'
import { invoiceIssuer } from './association'
import { csvCell } from './csv'
import { signatureHolds, signingSetup } from './invoice-record-signature'
import { softwareIdentity } from './invoice-submissions'
import { nextChainPosition } from './number-series'

type EventRow = typeof invoicingEvents.$inferSelect
type InvoiceRecordRow = typeof invoiceRecords.$inferSelect

export interface NewInvoicingEvent {
  type: InvoicingEventType
  /** DatosPropiosEvento's child, for the types that have one. */
  details?: Node | null
  /** OtrosDatosEvento: a short note in Spanish, at most 100 characters. */
  note?: string | null
}

/** Only the non-verifiable mode keeps an event log (Orden HAC/1177/2024 art. 9); VERI*FACTU sends records instead. */
const keepsEvents = () => serverEnv().INVOICING_MODE === 'no_verifactu'

/** Takes the end of the issuer's event chain for the transaction, as the invoice records' chain does. */
async function lockEventChainEnd(tx: Transaction, taxId: string) {
  const position = await nextChainPosition(tx, 'invoicing-events', taxId)
  const [previous] = await tx
    .select()
    .from(invoicingEvents)
    .where(and(eq(invoicingEvents.issuer_tax_id, taxId), eq(invoicingEvents.position, position - 1)))
  return { position, previous: previous ?? null }
}

const eventRecordOf = (row: EventRow): EventRecord => ({
  issuer: { name: row.issuer_name, taxId: row.issuer_tax_id },
  software: row.software,
  event_type: row.event_type,
  generated_at: row.generated_at,
  details: row.details,
  other_data: row.other_data,
  hash: row.hash,
})

/**
 * Appends an event at the end of the issuer's chain with its HuellaEvento, signed when a certificate is configured.
 * Nothing is kept in VERI*FACTU mode.
 */
export async function recordInvoicingEvent(
  db: Database,
  event: NewInvoicingEvent,
  now = new Date(),
): Promise<EventRow | null> {
  if (!keepsEvents()) return null
  const { name, taxId } = invoiceIssuer()
  // Without the issuer's tax id there are no invoice records either (they refuse to be made).
  if (!taxId) return null
  const issuer = { name, taxId }
  const setup = await signingSetup()
  return db.transaction(async (tx) => {
    const { position, previous } = await lockEventChainEnd(tx, taxId)
    const fields = {
      issuer,
      software: softwareIdentity(issuer),
      event_type: event.type,
      generated_at: aeatTimestamp(now),
      details: event.details ?? null,
      other_data: event.note?.slice(0, 100) ?? null,
    }
    const hash = eventHash(fields, previous?.hash ?? '')
    const xml = registroEventoXml({ ...fields, hash }, previous)
    const [row] = await tx
      .insert(invoicingEvents)
      .values({
        ...fields,
        issuer_tax_id: taxId,
        issuer_name: name,
        position,
        previous_hash: previous?.hash ?? null,
        hash,
        signed_xml:
          setup.status === 'configured' ? await setup.signer.sign(xml, { at: now, parent: 'Evento' }) : null,
      })
      .returning()
    return row!
  })
}

/** Once per instance at startup: the system works in the non-verifiable mode from now (TipoEvento 01). */
export const recordSystemStart = (db: Database) =>
  recordInvoicingEvent(db, { type: '01', note: 'Arranque del sistema informático de facturación' })

const siNo = (done: boolean) => (done ? 'S' : 'N')

/** The LanzamientoProcesoDeteccionAnomalias… block: which checks ran over how many records or events. */
function checkLaunch(
  name: 'RegFacturacion' | 'RegEvento',
  counts: { hashes: number; signatures: number; chain: number },
): Node {
  const of = name === 'RegFacturacion' ? 'RegistrosFacturacion' : 'RegistrosEvento'
  const pair = (what: string, checked: number | null): Node[] => [
    element(`RealizadoProcesoSobre${what}${name}`, siNo(checked !== null && checked > 0)),
    ...(checked ? [element(`NumeroDe${of}ProcesadosSobre${what}`, String(checked))] : []),
  ]
  return element(`LanzamientoProcesoDeteccionAnomalias${name}`, [
    ...pair('IntegridadHuellas', counts.hashes),
    ...pair('IntegridadFirmas', counts.signatures),
    ...pair('TrazabilidadCadena', counts.chain),
    ...pair('TrazabilidadFechas', null),
  ])
}

/** TipoAnomalia for each way a record or an event can fail its check. */
const anomalyTypes = { hash_mismatch: '01', signature_invalid: '02', chain_mismatch: '08' } as const

/** The invoice records' check as the event log keeps it: its launch (03) and what it found (04). */
export async function recordInvoiceCheck(
  db: Database,
  counts: { hashes: number; signatures: number },
  anomaly: { reason: keyof typeof anomalyTypes; record: InvoiceRecordRow } | null,
) {
  await recordInvoicingEvent(db, {
    type: '03',
    details: checkLaunch('RegFacturacion', { ...counts, chain: counts.hashes }),
  })
  if (anomaly)
    await recordInvoicingEvent(db, {
      type: '04',
      details: element('DeteccionAnomaliasRegFacturacion', [
        element('TipoAnomalia', anomalyTypes[anomaly.reason]),
        element('RegistroFacturacionAnomalo', [
          element('IDEmisorFactura', anomaly.record.issuer_tax_id),
          element('NumSerieFactura', anomaly.record.invoice_number),
          element('FechaExpedicionFactura', anomaly.record.invoice_date),
        ]),
      ]),
      note: `Registro n.º ${anomaly.record.position}: ${anomaly.reason}`,
    })
}

const recordId = (record: InvoiceRecordRow): Node[] => [
  element('IDEmisorFactura', record.issuer_tax_id),
  element('NumSerieFactura', record.invoice_number),
  element('FechaExpedicionFactura', record.invoice_date),
  element('Huella', record.hash),
]

/** An export of invoice records (TipoEvento 08): the period, its first and last record, counts and sums. */
export async function recordRecordsExport(db: Database, rows: InvoiceRecordRow[]) {
  const first = rows[0]
  const last = rows.at(-1)
  if (!first || !last)
    return recordInvoicingEvent(db, { type: '08', note: 'Exportación sin registros de facturación' })
  const altas = rows.filter((row) => row.kind === 'alta')
  const sum = (pick: (row: InvoiceRecordRow) => string | null) =>
    (altas.reduce((total, row) => total + Math.round(Number(pick(row) ?? 0) * 100), 0) / 100).toFixed(2)
  return recordInvoicingEvent(db, {
    type: '08',
    details: element('ExportacionRegFacturacionPeriodo', [
      element('FechaHoraHusoInicioPeriodoExport', first.generated_at),
      element('FechaHoraHusoFinPeriodoExport', last.generated_at),
      element('RegistroFacturacionInicialPeriodo', recordId(first)),
      element('RegistroFacturacionFinalPeriodo', recordId(last)),
      element('NumeroDeRegistrosFacturacionAltaExportados', String(altas.length)),
      element(
        'SumaCuotaTotalAlta',
        sum((row) => row.tax_total),
      ),
      element(
        'SumaImporteTotalAlta',
        sum((row) => row.amount_total),
      ),
      element('NumeroDeRegistrosFacturacionAnulacionExportados', String(rows.length - altas.length)),
      element('RegistrosFacturacionExportadosDejanDeConservarse', 'N'),
    ]),
    note: `Exportados ${rows.length} registros de facturación`,
  })
}

const checkBatch = 200

/**
 * Walks the issuer's events from the first, recomputing each HuellaEvento, checking that each names the one before
 * and that its signature (when it has one) holds; keeps the check (05) and what it found (06) in the log itself.
 */
export async function verifyEventChain(db: Database): Promise<InvoicingEventChainCheck> {
  const taxId = invoiceIssuer().taxId ?? ''
  let previous: EventRow | undefined
  let checked = 0
  let signatures = 0
  let found: { row: EventRow; reason: keyof typeof anomalyTypes } | null = null
  walk: for (;;) {
    const rows = await db
      .select()
      .from(invoicingEvents)
      .where(
        and(eq(invoicingEvents.issuer_tax_id, taxId), gt(invoicingEvents.position, previous?.position ?? 0)),
      )
      .orderBy(asc(invoicingEvents.position))
      .limit(checkBatch)
    for (const row of rows) {
      checked++
      if (row.signed_xml) signatures++
      const reason =
        eventHash(eventRecordOf(row), row.previous_hash ?? '') !== row.hash
          ? 'hash_mismatch'
          : row.position !== (previous?.position ?? 0) + 1 || row.previous_hash !== (previous?.hash ?? null)
            ? 'chain_mismatch'
            : row.signed_xml && !(await signatureHolds(row.signed_xml, row.hash, 'HuellaEvento'))
              ? 'signature_invalid'
              : null
      if (reason) {
        found = { row, reason }
        break walk
      }
      previous = row
    }
    if (rows.length < checkBatch) break
  }
  await recordInvoicingEvent(db, {
    type: '05',
    details: checkLaunch('RegEvento', { hashes: checked, signatures, chain: checked }),
  })
  if (found)
    await recordInvoicingEvent(db, {
      type: '06',
      details: element('DeteccionAnomaliasRegEvento', [
        element('TipoAnomalia', anomalyTypes[found.reason]),
        element('RegEventoAnomalo', [
          element('TipoEvento', found.row.event_type),
          element('FechaHoraHusoEvento', found.row.generated_at),
          element('HuellaEvento', found.row.hash),
        ]),
      ]),
      note: `Evento n.º ${found.row.position}: ${found.reason}`,
    })
  return {
    checked,
    intact: !found,
    first_break: found
      ? {
          position: found.row.position,
          event_type: found.row.event_type,
          reason: found.reason,
        }
      : null,
  }
}

const eventId = (row: EventRow): Node[] => [
  element('TipoEvento', row.event_type),
  element('FechaHoraHusoEvento', row.generated_at),
  element('HuellaEvento', row.hash),
]

const listColumns = {
  id: invoicingEvents.id,
  position: invoicingEvents.position,
  event_type: invoicingEvents.event_type,
  generated_at: invoicingEvents.generated_at,
  summary: invoicingEvents.other_data,
  previous_hash: invoicingEvents.previous_hash,
  hash: invoicingEvents.hash,
  signed: sql<boolean>`${invoicingEvents.signed_xml} is not null`,
}

export async function listInvoicingEvents(db: Database, query: AdminInvoicingEventsQuery) {
  const where = query.event_type ? eq(invoicingEvents.event_type, query.event_type) : undefined
  const order = query.order === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(invoicingEvents)
      .where(where)
      .orderBy(order(invoicingEvents.issuer_tax_id), order(invoicingEvents.position))
      .offset(query.skip)
      .limit(query.limit),
    db.select({ total: count() }).from(invoicingEvents).where(where),
  ])
  return { items: rows as AdminInvoicingEvent[], total: total?.total ?? 0 }
}

/**
 * Every event in chain order, for an inspection, and the export itself as an event (09). CSV: one row per event.
 * XML: each RegistroEvento as EventosSIF.xsd writes it (signed when it was), inside one element of the portal's own,
 * since the schema has none that holds several.
 */
export async function exportInvoicingEvents(db: Database, format: 'csv' | 'xml'): Promise<string> {
  const rows = await db
    .select()
    .from(invoicingEvents)
    .orderBy(asc(invoicingEvents.issuer_tax_id), asc(invoicingEvents.position))
  let content: string
  if (format === 'csv') {
    const lines = [invoicingEventExportColumns.join(',')]
    for (const row of rows) {
      const item = { ...row, summary: row.other_data, signed: row.signed_xml !== null }
      lines.push(invoicingEventExportColumns.map((column) => csvCell(item[column])).join(','))
    }
    content = `${lines.join('\r\n')}\r\n`
  } else {
    const events = rows.map(
      (row, index) =>
        row.signed_xml ??
        registroEventoXml(
          eventRecordOf(row),
          index > 0 && rows[index - 1]!.issuer_tax_id === row.issuer_tax_id ? rows[index - 1]! : null,
        ),
    )
    content = `<?xml version="1.0" encoding="UTF-8"?>\n<RegistrosEvento xmlns="urn:portal:registros-evento">${events.join('')}</RegistrosEvento>\n`
  }
  const first = rows[0]
  const last = rows.at(-1)
  await recordInvoicingEvent(db, {
    type: '09',
    details:
      first && last
        ? element('ExportacionRegEventoPeriodo', [
            element('FechaHoraHusoInicioPeriodoExport', first.generated_at),
            element('FechaHoraHusoFinPeriodoExport', last.generated_at),
            element('RegistroEventoInicialPeriodo', eventId(first)),
            element('RegistroEventoFinalPeriodo', eventId(last)),
            element('NumeroDeRegEventoExportados', String(rows.length)),
            element('RegEventoExportadosDejanDeConservarse', 'N'),
          ])
        : null,
    note: `Exportados ${rows.length} registros de evento (${format.toUpperCase()})`,
  })
  return content
}
