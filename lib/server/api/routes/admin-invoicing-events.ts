import 'server-only'
import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { adminBasePath } from '@/lib/contract/admin'
import {
  AdminInvoicingEventPageSchema,
  AdminInvoicingEventsQuerySchema,
  InvoiceSigningStatusSchema,
  InvoicingEventChainCheckSchema,
  InvoicingEventsExportQuerySchema,
} from '@/lib/contract/invoicing-events'
import { invoiceSigningStatus } from '@/lib/server/services/invoice-record-signature'
import {
  exportInvoicingEvents,
  listInvoicingEvents,
  verifyEventChain,
} from '@/lib/server/services/invoicing-events'
import { adminRoute } from '../admin'
import { type ApiEnv, contentDisposition, errorResponses, jsonContent, respond } from '../http'

export const adminInvoicingEventsRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Back-office: money']

adminInvoicingEventsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/invoicing-events`,
    tags,
    summary: 'Event log of the invoicing system (staff)',
    description:
      'The registro de eventos of the non-verifiable mode (Orden HAC/1177/2024 art. 9): the system’s start, each check of the invoice records or of the events and the anomaly it found, each export; chained by HuellaEvento and signed when a certificate is configured. Newest first unless order=asc; event_type= narrows it. Empty in VERI*FACTU mode.',
    request: { query: AdminInvoicingEventsQuerySchema },
    responses: { 200: jsonContent(AdminInvoicingEventPageSchema, 'One page'), ...errorResponses(422) },
  }),
  async (c) =>
    respond(c, AdminInvoicingEventPageSchema, await listInvoicingEvents(c.var.db, c.req.valid('query'))),
)

adminInvoicingEventsRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${adminBasePath}/invoicing-events/verification`,
    tags,
    summary: 'Verify the chain of events (staff)',
    description:
      'Recomputes every HuellaEvento from the first event, checks that each names the one before and that each signature holds, and answers the first event that does not (hash_mismatch, chain_mismatch, signature_invalid). The check itself is logged as an event (05), and what it found (06).',
    responses: { 200: jsonContent(InvoicingEventChainCheckSchema, 'What the check found') },
  }),
  async (c) => respond(c, InvoicingEventChainCheckSchema, await verifyEventChain(c.var.db)),
)

adminInvoicingEventsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/invoicing-events/export`,
    tags,
    summary: 'Export the event log (staff)',
    description:
      'Every event in chain order. format=csv (default): one row per event with its HuellaEvento and the one it follows; format=xml: each RegistroEvento as EventosSIF.xsd writes it, with its XAdES signature when it has one, inside one <RegistrosEvento> element. The export is logged as an event (09).',
    request: { query: InvoicingEventsExportQuerySchema },
    responses: {
      200: {
        description: 'The events',
        content: {
          'text/csv': { schema: z.string().meta({ format: 'binary' }) },
          'application/xml': { schema: z.string().meta({ format: 'binary' }) },
        },
      },
      ...errorResponses(422),
    },
  }),
  async (c) => {
    const { format } = c.req.valid('query')
    const content = await exportInvoicingEvents(c.var.db, format)
    return c.body(content, 200, {
      'Content-Type': format === 'xml' ? 'application/xml; charset=utf-8' : 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(`registros-evento.${format}`),
      'X-Content-Type-Options': 'nosniff',
    })
  },
)

adminInvoicingEventsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/invoice-signing`,
    tags,
    summary: 'Whether invoice records are signed (staff)',
    description:
      'The invoicing mode, whether records and events are signed (configured: with the certificate named; not_configured: INVOICING_SIGNING_CERT_PATH and _KEY_PATH unset; invalid: the certificate or key does not open; not_needed: VERI*FACTU mode), and how many records are kept unsigned.',
    responses: { 200: jsonContent(InvoiceSigningStatusSchema, 'The signing status') },
  }),
  async (c) => respond(c, InvoiceSigningStatusSchema, await invoiceSigningStatus(c.var.db)),
)
