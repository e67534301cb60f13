import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import type { Node, SoftwareIdentity } from '@/lib/server/integrations/verifactu/registro'

/**
 * A record's XAdES signature in the non-verifiable mode (Orden HAC/1177/2024 art. 12): the record's XML as it was
 * signed, beside the record because the record is written first and never changed. Append-only, as the records.
 */
export const invoiceRecordSignatures = pgTable('invoice_record_signatures', {
  // No foreign key, as for submissions: TRUNCATE of the records must fail on their own trigger first.
  record_id: uuid('record_id').primaryKey(),
  signed_xml: text('signed_xml').notNull(),
  certificate_subject: text('certificate_subject').notNull(),
  certificate_serial: text('certificate_serial').notNull(),
  signed_at: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The registro de eventos of the non-verifiable mode (Orden HAC/1177/2024 art. 9): what the invoicing system did
 * (started, checked its records, exported them…), chained per issuer by HuellaEvento like the invoice records, and
 * signed when a certificate is configured. Everything the Huella covers is kept as the text that was hashed. A
 * trigger refuses every UPDATE, DELETE and TRUNCATE.
 */
export const invoicingEvents = pgTable(
  'invoicing_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer_tax_id: text('issuer_tax_id').notNull(),
    issuer_name: text('issuer_name').notNull(),
    position: integer('position').notNull(),
    /** TipoEvento, two digits (EventosSIF.xsd). */
    event_type: text('event_type').notNull(),
    /** FechaHoraHusoGenEvento, as hashed. */
    generated_at: text('generated_at').notNull(),
    /** The SistemaInformatico that made it: the Huella covers its producer, id, version and installation. */
    software: jsonb('software').$type<SoftwareIdentity>().notNull(),
    /** DatosPropiosEvento's child, as the XML writes it. */
    details: jsonb('details').$type<Node>(),
    other_data: text('other_data'),
    previous_hash: text('previous_hash'),
    hash: text('hash').notNull(),
    /** The RegistroEvento with its XAdES signature; null when no signing certificate was configured. */
    signed_xml: text('signed_xml'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invoicing_events_chain_position').on(t.issuer_tax_id, t.position),
    index('invoicing_events_type_idx').on(t.event_type, t.position),
  ],
)
