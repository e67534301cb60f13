import { index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { invoiceRecordKinds } from '@/lib/contract/invoice-records'

export const invoiceRecordKindEnum = pgEnum('invoice_record_kind', invoiceRecordKinds)

/**
 * The registros de facturación (RD 1007/2023): one per invoice issued or cancelled, chained per issuer by their
 * Huella. The hashed fields are kept as the text that was hashed, so the chain can be recomputed exactly. A
 * trigger refuses every UPDATE, DELETE and TRUNCATE: a record is never changed.
 */
export const invoiceRecords = pgTable(
  'invoice_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer_tax_id: text('issuer_tax_id').notNull(),
    position: integer('position').notNull(),
    kind: invoiceRecordKindEnum('kind').notNull(),
    series: text('series').notNull(),
    invoice_number: text('invoice_number').notNull(),
    /** DD-MM-YYYY, as the AEAT's records write it. */
    invoice_date: text('invoice_date').notNull(),
    invoice_type: text('invoice_type'),
    tax_total: text('tax_total'),
    amount_total: text('amount_total'),
    /** On a rectificativa (TipoFactura R1…R5): TipoRectificativa, I (by differences) or S (by substitution). */
    correction_method: text('correction_method'),
    /** FacturasRectificadas: the corrected invoice's NumSerieFactura and FechaExpedicionFactura (DD-MM-YYYY). */
    corrected_invoice_number: text('corrected_invoice_number'),
    corrected_invoice_date: text('corrected_invoice_date'),
    /** ImporteRectificacion, by substitution only: the corrected invoice's BaseRectificada and CuotaRectificada. */
    corrected_base: text('corrected_base'),
    corrected_tax: text('corrected_tax'),
    /** Why the invoice was corrected, as staff wrote it (DescripcionOperacion of the rectificativa). */
    correction_reason: text('correction_reason'),
    /**
     * Destinatarios, copied when the record is made: NombreRazon and either the NIF or, for a foreign document,
     * IDOtro (CodigoPais, IDType, ID). None on a simplified invoice (F2, R5) or an anulación.
     */
    recipient_name: text('recipient_name'),
    recipient_tax_id: text('recipient_tax_id'),
    recipient_id_country: text('recipient_id_country'),
    recipient_id_type: text('recipient_id_type'),
    recipient_id: text('recipient_id'),
    previous_hash: text('previous_hash'),
    generated_at: text('generated_at').notNull(),
    hash: text('hash').notNull(),
    /** Copied, not referenced: a reference would have to change when the account goes. */
    created_by_email: text('created_by_email'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One record per place: two writers that read the same chain end cannot both append.
    unique('invoice_records_chain_position').on(t.issuer_tax_id, t.position),
    index('invoice_records_series_idx').on(t.series, t.position),
    index('invoice_records_invoice_idx').on(t.invoice_number),
    index('invoice_records_corrected_idx').on(t.corrected_invoice_number),
  ],
)
