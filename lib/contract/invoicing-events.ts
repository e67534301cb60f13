import { z } from 'zod'
import { adminListQuery, adminPageSchema, UuidSchema } from './admin'
import { invoicingModes } from './invoice-records'

/**
 * TipoEvento of EventosSIF.xsd that the portal writes: 01 start of the non-verifiable mode, 03/04 the invoice
 * records' check and an anomaly it found, 05/06 the same for the events, 08/09 an export of records or of events.
 */
export const invoicingEventTypes = ['01', '03', '04', '05', '06', '08', '09'] as const
export type InvoicingEventType = (typeof invoicingEventTypes)[number]

/** As kept: a row changed behind the log's back may hold any two digits, and the check must be able to say so. */
const StoredEventTypeSchema = z
  .string()
  .regex(/^\d{2}$/)
  .describe('TipoEvento (EventosSIF.xsd)')

const AdminInvoicingEventSchema = z
  .object({
    id: UuidSchema,
    position: z.int().min(1).describe('Its place in the issuer’s chain of events, from 1'),
    event_type: StoredEventTypeSchema,
    generated_at: z.string().describe('FechaHoraHusoGenEvento: Madrid time with its offset'),
    summary: z
      .string()
      .nullable()
      .describe('What the event says beyond its type (OtrosDatosEvento), in Spanish as it is kept'),
    previous_hash: z.string().nullable(),
    hash: z.string().describe('HuellaEvento (SHA-256, upper-case hex)'),
    signed: z.boolean().describe('Whether it carries its XAdES signature'),
  })
  .meta({ id: 'AdminInvoicingEvent' })
export type AdminInvoicingEvent = z.infer<typeof AdminInvoicingEventSchema>

export const AdminInvoicingEventPageSchema = adminPageSchema(
  AdminInvoicingEventSchema,
  'AdminInvoicingEventPage',
)

export const AdminInvoicingEventsQuerySchema = adminListQuery(['position'], 'position').extend({
  event_type: z.enum(invoicingEventTypes).optional().describe('Only events of this type'),
})
export type AdminInvoicingEventsQuery = z.output<typeof AdminInvoicingEventsQuerySchema>

/** Why an event breaks its chain: its fields no longer give its Huella, it does not name the one before, or its signature does not hold. */
const eventChainBreakReasons = ['hash_mismatch', 'chain_mismatch', 'signature_invalid'] as const

export const InvoicingEventChainCheckSchema = z
  .object({
    checked: z.int().min(0).describe('How many events were recomputed'),
    intact: z.boolean(),
    first_break: z
      .object({
        position: z.int().min(1),
        event_type: StoredEventTypeSchema,
        reason: z.enum(eventChainBreakReasons),
      })
      .nullable()
      .describe('The first event that does not hold, when one does not'),
  })
  .meta({ id: 'InvoicingEventChainCheck' })
export type InvoicingEventChainCheck = z.infer<typeof InvoicingEventChainCheckSchema>

export const invoicingEventExportFormats = ['csv', 'xml'] as const

export const InvoicingEventsExportQuerySchema = z.object({
  format: z
    .enum(invoicingEventExportFormats)
    .default('csv')
    .describe('csv: one row per event; xml: every RegistroEvento (EventosSIF.xsd) in one document'),
})

export const invoicingEventExportColumns = [
  'position',
  'event_type',
  'generated_at',
  'summary',
  'previous_hash',
  'hash',
  'signed',
] as const satisfies readonly (keyof AdminInvoicingEvent)[]

/**
 * Signing states: records and events signed with a configured certificate; not configured (kept unsigned); a
 * certificate that does not open; or not needed (VERI*FACTU mode sends records to the AEAT instead).
 */
const signingStates = ['configured', 'not_configured', 'invalid', 'not_needed'] as const

export const InvoiceSigningStatusSchema = z
  .object({
    mode: z.enum(invoicingModes),
    signing: z.enum(signingStates),
    certificate_subject: z.string().nullable(),
    certificate_valid_to: z.iso.datetime().nullable(),
    unsigned_records: z.int().min(0).describe('Records kept without a signature'),
  })
  .meta({ id: 'InvoiceSigningStatus' })
export type InvoiceSigningStatus = z.infer<typeof InvoiceSigningStatusSchema>
