import { z } from 'zod'
import { adminListQuery, adminPageSchema, UuidSchema } from './admin'

/** alta: an invoice was issued; anulacion: it was cancelled (Orden HAC/1177/2024 art. 9 and 10). */
export const invoiceRecordKinds = ['alta', 'anulacion'] as const
const InvoiceRecordKindSchema = z
  .enum(invoiceRecordKinds)
  .describe('alta: the invoice was issued; anulacion: it was cancelled')

/**
 * Where a record stands with the AEAT's web service in VERI*FACTU mode: pending until it answers (an unavailable
 * service is tried again), then its EstadoRegistro. Rejected is final: the record stays and staff act on the error.
 */
export const submissionStatuses = ['pending', 'accepted', 'accepted_with_errors', 'rejected'] as const
const SubmissionStatusSchema = z
  .enum(submissionStatuses)
  .describe('The AEAT’s answer to the record: pending, accepted, accepted_with_errors or rejected')
export type SubmissionStatus = z.infer<typeof SubmissionStatusSchema>

/** VERI*FACTU sends every record to the AEAT; the non-verifiable mode keeps them in the portal. */
export const invoicingModes = ['verifactu', 'no_verifactu'] as const
export type InvoicingMode = (typeof invoicingModes)[number]

const InvoiceNumberSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .describe('The invoice’s series and number, e.g. FAC-2026-000045')

export const AdminInvoiceRecordSchema = z
  .object({
    id: UuidSchema,
    position: z.int().min(1).describe('Its place in the issuer’s chain, from 1'),
    kind: InvoiceRecordKindSchema,
    series: z.string().describe('The invoice series, e.g. FAC-2026-'),
    issuer_tax_id: z.string().describe('IDEmisorFactura'),
    invoice_number: z.string().describe('NumSerieFactura'),
    invoice_date: z.string().describe('FechaExpedicionFactura, DD-MM-YYYY'),
    invoice_type: z
      .string()
      .nullable()
      .describe(
        'TipoFactura (F1 complete, F2 simplified, or R1…R5 for a rectificativa); none on an anulacion',
      ),
    tax_total: z.string().nullable().describe('CuotaTotal in euros; none on an anulacion'),
    amount_total: z.string().nullable().describe('ImporteTotal in euros; none on an anulacion'),
    previous_hash: z.string().nullable().describe('The Huella of the record before it; none on the first'),
    generated_at: z.string().describe('FechaHoraHusoGenRegistro, with the Madrid offset'),
    hash: z.string().describe('Huella: SHA-256 of the fields above, upper-case hex'),
    correction_method: z
      .enum(['I', 'S'])
      .nullable()
      .describe('TipoRectificativa of a rectificativa: I by differences, S by substitution'),
    corrected_invoice_number: z
      .string()
      .nullable()
      .describe('FacturasRectificadas: the NumSerieFactura of the invoice a rectificativa corrects'),
    corrected_invoice_date: z.string().nullable().describe('Its FechaExpedicionFactura, DD-MM-YYYY'),
    corrected_base: z
      .string()
      .nullable()
      .describe('ImporteRectificacion.BaseRectificada (substitution only)'),
    corrected_tax: z
      .string()
      .nullable()
      .describe('ImporteRectificacion.CuotaRectificada (substitution only)'),
    correction_reason: z.string().nullable().describe('Why staff corrected the invoice'),
    recipient_name: z
      .string()
      .nullable()
      .describe('Destinatarios.NombreRazon; none on a simplified invoice (F2, R5) or an anulacion'),
    recipient_tax_id: z.string().nullable().describe('The recipient’s NIF (a DNI or NIE)'),
    recipient_id_country: z
      .string()
      .nullable()
      .describe('IDOtro.CodigoPais of a recipient identified by a foreign document'),
    recipient_id_type: z.string().nullable().describe('IDOtro.IDType (03: passport)'),
    recipient_id: z.string().nullable().describe('IDOtro.ID: the foreign document’s number'),
    created_by_email: z
      .string()
      .nullable()
      .describe('The member of staff who cancelled the invoice or issued the rectificativa'),
    submission_status: SubmissionStatusSchema.nullable().describe(
      'Its submission to the AEAT; none when it was made in the non-verifiable mode',
    ),
    submission_error_code: z.string().nullable().describe('CodigoErrorRegistro of the AEAT’s answer'),
    submission_error: z.string().nullable().describe('DescripcionErrorRegistro of the AEAT’s answer'),
    submission_csv: z.string().nullable().describe('The CSV the AEAT gave the submission that carried it'),
    submission_attempts: z.int().min(0).describe('How many times it was sent'),
    submission_last_attempt_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AdminInvoiceRecord' })
export type AdminInvoiceRecord = z.infer<typeof AdminInvoiceRecordSchema>

export const AdminInvoiceRecordPageSchema = adminPageSchema(
  AdminInvoiceRecordSchema,
  'AdminInvoiceRecordPage',
)

export const AdminInvoiceRecordsQuerySchema = adminListQuery(['position'], 'position').extend({
  series: z.string().trim().min(1).max(40).optional().describe('Only this series, e.g. FAC-2026-'),
  invoice_number: InvoiceNumberSchema.optional().describe('Only the records of this invoice'),
  submission_status: SubmissionStatusSchema.optional().describe('Only the records the AEAT answered so'),
})
export type AdminInvoiceRecordsQuery = z.output<typeof AdminInvoiceRecordsQuerySchema>

export const AdminInvoiceSeriesListSchema = z
  .array(z.object({ series: z.string(), records: z.int().min(0) }))
  .meta({ id: 'AdminInvoiceSeriesList' })

/**
 * Why a record breaks the chain: its fields no longer give its Huella, it does not name the one before, or its
 * XAdES signature (non-verifiable mode) does not hold.
 */
const chainBreakReasons = ['hash_mismatch', 'chain_mismatch', 'signature_invalid'] as const

export const InvoiceChainCheckSchema = z
  .object({
    checked: z.int().min(0).describe('How many records were recomputed'),
    intact: z.boolean(),
    first_break: z
      .object({
        position: z.int().min(1),
        invoice_number: z.string(),
        reason: z.enum(chainBreakReasons),
      })
      .nullable()
      .describe('The first record that does not hold, when one does not'),
  })
  .meta({ id: 'InvoiceChainCheck' })
export type InvoiceChainCheck = z.infer<typeof InvoiceChainCheckSchema>

export const AdminInvoiceCancelSchema = z
  .object({ invoice_number: InvoiceNumberSchema })
  .meta({ id: 'AdminInvoiceCancel' })

/**
 * TipoFactura of a factura rectificativa (Orden HAC/1177/2024, annex; LIVA art. 80): R1 error founded in law and
 * art. 80.Uno, Dos and Seis; R2 art. 80.Tres (insolvency); R3 art. 80.Cuatro (bad debts); R4 any other cause; R5
 * corrects a simplified invoice.
 */
export const correctionTypes = ['R1', 'R2', 'R3', 'R4', 'R5'] as const
export type CorrectionType = (typeof correctionTypes)[number]

/** differences: the rectificativa carries the change (TipoRectificativa I); substitution: the new amounts (S). */
export const correctionMethods = ['differences', 'substitution'] as const
export type CorrectionMethod = (typeof correctionMethods)[number]

export const AdminInvoiceCorrectionSchema = z
  .object({
    invoice_number: InvoiceNumberSchema.describe('The invoice to correct, e.g. FAC-2026-000045'),
    type: z.enum(correctionTypes).describe('R1…R5; an association’s invoices take R1 or R4'),
    method: z.enum(correctionMethods),
    amount_cents: z
      .int()
      .min(-100_000_000)
      .max(100_000_000)
      .describe(
        'By differences: the change to the total in cents (negative lowers it, never zero); by substitution: the new total',
      ),
    reason: z.string().trim().min(3).max(500).describe('Why the invoice is corrected; printed on it'),
  })
  .meta({ id: 'AdminInvoiceCorrection' })
export type AdminInvoiceCorrection = z.infer<typeof AdminInvoiceCorrectionSchema>

export const InvoiceRecordsExportQuerySchema = z
  .object({
    series: z.string().trim().min(1).max(40).optional().describe('Only this series, e.g. FAC-2026-'),
    from: z.iso.date().optional().describe('Only records generated on or after this day (Madrid)'),
    to: z.iso.date().optional().describe('Only records generated on or before this day (Madrid)'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['to'],
  })
export type InvoiceRecordsExportQuery = z.output<typeof InvoiceRecordsExportQuerySchema>

/** Every field of a record, in the order the export writes them: the chain link and the Huella included. */
export const invoiceRecordExportColumns = [
  'position',
  'kind',
  'issuer_tax_id',
  'series',
  'invoice_number',
  'invoice_date',
  'invoice_type',
  'tax_total',
  'amount_total',
  'correction_method',
  'corrected_invoice_number',
  'corrected_invoice_date',
  'corrected_base',
  'corrected_tax',
  'correction_reason',
  'recipient_name',
  'recipient_tax_id',
  'recipient_id_country',
  'recipient_id_type',
  'recipient_id',
  'generated_at',
  'previous_hash',
  'hash',
  'created_by_email',
  'id',
] as const satisfies readonly (keyof AdminInvoiceRecord)[]
