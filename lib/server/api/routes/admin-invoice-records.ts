import 'server-only'
import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { adminBasePath } from '@/lib/contract/admin'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { LocaleSchema } from '@/lib/contract/locales'
import {
  AdminInvoiceCancelSchema,
  AdminInvoiceCorrectionSchema,
  AdminInvoiceRecordPageSchema,
  AdminInvoiceRecordSchema,
  AdminInvoiceRecordsQuerySchema,
  AdminInvoiceSeriesListSchema,
  InvoiceChainCheckSchema,
  InvoiceRecordsExportQuerySchema,
} from '@/lib/contract/invoice-records'
import { SoftwareDeclarationSchema } from '@/lib/contract/software-declaration'
import { checkInvoiceChain } from '@/lib/server/services/invoice-chain-check'
import { correctionPdf } from '@/lib/server/services/invoice-corrections'
import { softwareDeclaration } from '@/lib/server/services/software-declaration'
import {
  cancelInvoice,
  exportInvoiceRecords,
  issueCorrection,
  invoiceSeries,
  listInvoiceRecords,
} from '@/lib/server/services/invoice-records'
import { adminRoute, staffActor } from '../admin'
import { type ApiEnv, contentDisposition, errorResponses, jsonContent, respond } from '../http'

export const adminInvoiceRecordsRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Back-office: money']

adminInvoiceRecordsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/invoice-records`,
    tags,
    summary: 'Invoice records (staff)',
    description:
      'The registros de facturación (RD 1007/2023): one per invoice issued (alta) or cancelled (anulacion), each with its Huella chained to the issuer’s record before it. Newest first unless order=asc; series=, invoice_number= or submission_status= narrow it. In VERI*FACTU mode each record also says how the AEAT answered its submission (pending until it does; rejected with the AEAT’s error code and text).',
    request: { query: AdminInvoiceRecordsQuerySchema },
    responses: { 200: jsonContent(AdminInvoiceRecordPageSchema, 'One page'), ...errorResponses(422) },
  }),
  async (c) =>
    respond(c, AdminInvoiceRecordPageSchema, await listInvoiceRecords(c.var.db, c.req.valid('query'))),
)

adminInvoiceRecordsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/invoice-series`,
    tags,
    summary: 'Invoice series with records (staff)',
    description: 'Every series that has records (FAC-2026-…), newest first, with how many records each has.',
    responses: { 200: jsonContent(AdminInvoiceSeriesListSchema, 'The series') },
  }),
  async (c) => respond(c, AdminInvoiceSeriesListSchema, await invoiceSeries(c.var.db)),
)

adminInvoiceRecordsRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${adminBasePath}/invoice-records/verification`,
    tags,
    summary: 'Verify the chain of invoice records (staff)',
    description:
      'Recomputes the Huella of every record of the current issuer from its first, and checks that each names the one before; answers the first record that does not hold (hash_mismatch: its fields were changed; chain_mismatch: a record before it is missing or was changed; signature_invalid: its XAdES signature does not hold). In the non-verifiable mode the check and what it found are logged as events (03, 04).',
    responses: { 200: jsonContent(InvoiceChainCheckSchema, 'What the check found') },
  }),
  async (c) => respond(c, InvoiceChainCheckSchema, await checkInvoiceChain(c.var.db)),
)

adminInvoiceRecordsRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${adminBasePath}/invoice-cancellations`,
    tags,
    summary: 'Cancel an invoice (staff)',
    description:
      'Writes the invoice’s registro de anulación at the end of the chain; the invoice and its alta record stay as they were. Logged. 404 INVOICE_RECORD_NOT_FOUND when the invoice has no alta record; 409 INVOICE_ALREADY_CANCELLED.',
    request: {
      body: { required: true, content: { 'application/json': { schema: AdminInvoiceCancelSchema } } },
    },
    responses: {
      201: jsonContent(AdminInvoiceRecordSchema, 'The anulacion record'),
      ...errorResponses(400, 415, 422),
      404: jsonContent(ErrorEnvelopeSchema, 'INVOICE_RECORD_NOT_FOUND: no record of that invoice'),
      409: jsonContent(ErrorEnvelopeSchema, 'INVOICE_ALREADY_CANCELLED'),
    },
  }),
  async (c) => {
    const { invoice_number } = c.req.valid('json')
    return respond(
      c,
      AdminInvoiceRecordSchema,
      await cancelInvoice(c.var.db, staffActor(c), invoice_number),
      201,
    )
  },
)

adminInvoiceRecordsRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${adminBasePath}/invoice-corrections`,
    tags,
    summary: 'Issue a factura rectificativa (staff)',
    description:
      'Corrects an issued invoice without touching it: a new invoice of the FR-YYYY- series whose alta record (TipoFactura R1…R5, TipoRectificativa I or S, FacturasRectificadas with the original’s number and date, ImporteRectificacion by substitution) is appended to the chain. By differences amount_cents is the change to the total; by substitution, the new total. Logged. 404 INVOICE_RECORD_NOT_FOUND: the invoice has no alta record; 409 INVOICE_ALREADY_CANCELLED; 422 INVOICE_CORRECTION_TYPE_NOT_APPLICABLE (an F1 invoice takes R1 or R4), INVOICE_CORRECTION_AMOUNT_INVALID (a zero change, a total below zero, or a substitution by the same total), INVOICE_CORRECTION_OF_CORRECTION (correct the original instead).',
    request: {
      body: { required: true, content: { 'application/json': { schema: AdminInvoiceCorrectionSchema } } },
    },
    responses: {
      201: jsonContent(AdminInvoiceRecordSchema, 'The alta record of the rectificativa'),
      ...errorResponses(400, 415, 422),
      404: jsonContent(ErrorEnvelopeSchema, 'INVOICE_RECORD_NOT_FOUND: no record of that invoice'),
      409: jsonContent(ErrorEnvelopeSchema, 'INVOICE_ALREADY_CANCELLED'),
    },
  }),
  async (c) =>
    respond(
      c,
      AdminInvoiceRecordSchema,
      await issueCorrection(c.var.db, staffActor(c), c.req.valid('json')),
      201,
    ),
)

adminInvoiceRecordsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/invoice-corrections/{number}/pdf`,
    tags,
    summary: 'Download a factura rectificativa (staff)',
    description:
      'The rectificativa as an A4 PDF: the AEAT’s QR at the top, the invoice it corrects, its type, method and reason, and its amount. The first download issues it in `lang` and keeps its bytes; later ones answer exactly those bytes. 404 INVOICE_RECORD_NOT_FOUND when the number is not a rectificativa.',
    request: {
      params: z.object({ number: z.string().trim().min(1).max(60).describe('e.g. FR-2026-000001') }),
      query: z.object({
        lang: LocaleSchema.default('es').describe('The language of the invoice: es (default), ca, en or eu'),
      }),
    },
    responses: {
      200: {
        description: 'The rectificativa',
        content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
      },
      ...errorResponses(422),
      404: jsonContent(
        ErrorEnvelopeSchema,
        'INVOICE_RECORD_NOT_FOUND: not a rectificativa; INVOICE_NOT_AVAILABLE: the invoice it corrects has no movement',
      ),
    },
  }),
  async (c) => {
    const { row, bytes } = await correctionPdf(
      c.var.db,
      c.var.fileStorage,
      c.req.valid('param').number,
      c.req.valid('query').lang,
    )
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(row.filename),
      'X-Content-Type-Options': 'nosniff',
    })
  },
)

adminInvoiceRecordsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/software-declaration`,
    tags,
    summary: 'The declaración responsable of the invoicing software (staff)',
    description:
      'What RD 1007/2023 art. 13 and Orden HAC/1177/2024 art. 15 ask the producer to declare: the system’s name, identifier and running version, its producer (from SOFTWARE_PRODUCER_*; null until configured), its components, functions and modes, place and date, and the statement of compliance (in Spanish).',
    responses: { 200: jsonContent(SoftwareDeclarationSchema, 'The declaration') },
  }),
  (c) => respond(c, SoftwareDeclarationSchema, softwareDeclaration()),
)

adminInvoiceRecordsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/invoice-records/export`,
    tags,
    summary: 'Export invoice records for an inspection (staff)',
    description:
      'Every record (alta and anulacion) of a series or a period of generation (Madrid days, from and to included), or all of them, in chain order, as CSV with a header row: every field of the record as the list describes it, with its Huella (hash) and the Huella it follows (previous_hash). A value that a spreadsheet would read as a formula starts with an apostrophe.',
    request: { query: InvoiceRecordsExportQuerySchema },
    responses: {
      200: {
        description: 'The records',
        content: { 'text/csv': { schema: z.string().meta({ format: 'binary' }) } },
      },
      ...errorResponses(422),
    },
  }),
  async (c) => {
    const query = c.req.valid('query')
    const csv = await exportInvoiceRecords(c.var.db, query)
    const name = ['registros-facturacion', query.series?.replace(/-$/, ''), query.from, query.to]
      .filter(Boolean)
      .join('_')
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(`${name}.csv`),
      'X-Content-Type-Options': 'nosniff',
    })
  },
)
