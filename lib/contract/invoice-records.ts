import { z } from 'zod'
import { adminListQuery, adminPageSchema, UuidSchema } from './admin'

/** alta: an invoice was issued; anulacion: it was cancelled (Orden HAC/1177/2024 art. 9 and 10). */
export const invoiceRecordKinds = ['alta', 'anulacion'] as const
export const InvoiceRecordKindSchema = z
  .enum(invoiceRecordKinds)
  .describe('alta: the invoice was issued; anulacion: it was cancelled')
export type InvoiceRecordKind = z.infer<typeof InvoiceRecordKindSchema>

/**
 * Where a record stands with the AEAT's web service in VERI*FACTU mode: pending until it answers (an unavailable
 * service is tried again), then its EstadoRegistro. Rejected is final: the record stays and staff act on the error.
 */
export const submissionStatuses = ['pending', 'accepted', 'accepted_with_errors', 'rejected'] as const
export const SubmissionStatusSchema = z
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
    invoice_type: z.string().nullable().describe('TipoFactura (F1…); none on an anulacion'),
    tax_total: z.string().nullable().describe('CuotaTotal in euros; none on an anulacion'),
    amount_total: z.string().nullable().describe('ImporteTotal in euros; none on an anulacion'),
    previous_hash: z.string().nullable().describe('The Huella of the record before it; none on the first'),
    generated_at: z.string().describe('FechaHoraHusoGenRegistro, with the Madrid offset'),
    hash: z.string().describe('Huella: SHA-256 of the fields above, upper-case hex'),
    created_by_email: z.string().nullable().describe('The member of staff who cancelled the invoice'),
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

/** Why a record breaks the chain: its fields no longer give its Huella, or it does not name the one before. */
export const chainBreakReasons = ['hash_mismatch', 'chain_mismatch'] as const

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
export type AdminInvoiceCancel = z.infer<typeof AdminInvoiceCancelSchema>
