import 'server-only'
import { OpenAPIHono } from '@hono/zod-openapi'
import { adminBasePath } from '@/lib/contract/admin'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import {
  AdminInvoiceCancelSchema,
  AdminInvoiceRecordPageSchema,
  AdminInvoiceRecordSchema,
  AdminInvoiceRecordsQuerySchema,
  AdminInvoiceSeriesListSchema,
  InvoiceChainCheckSchema,
} from '@/lib/contract/invoice-records'
import {
  cancelInvoice,
  invoiceSeries,
  listInvoiceRecords,
  verifyInvoiceChain,
} from '@/lib/server/services/invoice-records'
import { adminRoute, staffActor } from '../admin'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'

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
      'Recomputes the Huella of every record of the current issuer from its first, and checks that each names the one before; answers the first record that does not hold (hash_mismatch: its fields were changed; chain_mismatch: a record before it is missing or was changed).',
    responses: { 200: jsonContent(InvoiceChainCheckSchema, 'What the check found') },
  }),
  async (c) => respond(c, InvoiceChainCheckSchema, await verifyInvoiceChain(c.var.db)),
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
