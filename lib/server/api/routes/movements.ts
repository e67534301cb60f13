import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { LocaleSchema } from '@/lib/contract/locales'
import {
  InvoiceCorrectionNumberSchema,
  MovementIdSchema,
  MovementPageSchema,
  MovementsQuerySchema,
} from '@/lib/contract/movements'
import { serverEnv } from '@/lib/env'
import { invoiceIssuer } from '@/lib/server/services/association'
import { invoiceRecipientOf } from '@/lib/server/services/invoice-issuer'
import { renderInvoicePdf } from '@/lib/server/services/invoices'
import { isSimplifiedInvoice } from '@/lib/server/services/invoice-records'
import { expireCardPayments } from '@/lib/server/services/card-payments'
import { memberCorrectionPdf } from '@/lib/server/services/invoice-corrections'
import { issueDocument } from '@/lib/server/services/issued-documents'
import { findInvoicedMovement, listMovements } from '@/lib/server/services/movements'
import {
  type ApiEnv,
  contentDisposition,
  errorResponses,
  jsonContent,
  privateNoStore,
  respond,
  signedIn,
} from '../http'
import { authenticated, requireUser } from '../session'

export const movementsRoutes = new OpenAPIHono<ApiEnv>()

const base = '/public/collegiate-transactions'
const tags = ['Movements']
// Pre-collegiates have no transactions (spec §7): only collegiates, 403 for everyone else.
const collegiatesOnly = requireUser({ roles: ['collegiate'] })

movementsRoutes.openapi(
  createRoute({
    method: 'get',
    path: base,
    tags,
    summary: 'My economic movements (collegiates)',
    description:
      'The signed-in collegiate’s movements, newest first, filtered by date, type, status and amount (before the discount), with the sums paid and pending of every movement that matches. 422 when an amount is not a positive number of euros, amount_min > amount_max or date_from > date_to. Only for collegiates (403 otherwise).',
    security: signedIn,
    middleware: [privateNoStore, collegiatesOnly] as const,
    request: { query: MovementsQuerySchema },
    responses: {
      200: jsonContent(MovementPageSchema, 'One page of movements and the summary of all that match'),
      ...errorResponses(401, 403, 422, 503),
    },
  }),
  async (c) => {
    // The open payments shown are current: a card payment past its time is not paid any more.
    await expireCardPayments(c.var.db, new Date())
    return respond(
      c,
      MovementPageSchema,
      await listMovements(c.var.db, authenticated(c).session.user.id, c.req.valid('query')),
    )
  },
)

movementsRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/{id}/invoice`,
    tags,
    summary: 'Download the invoice of a movement (collegiates)',
    description:
      'The invoice (RD 1619/2012 art. 6 fields; at the top, the AEAT’s QR of INVOICING_MODE, ValidarQR or ValidarQRNoVerifactu; below, the QR and verification code that /api/public/documents/{code} checks) as an A4 PDF download that no cache keeps. The first download issues it, worded in `lang`, and keeps its bytes; every later one answers exactly those bytes (same SHA-256), whatever `lang` says. Someone else’s or an unknown movement answers 404 MOVEMENT_NOT_FOUND; one of the caller’s without an invoice, 404 INVOICE_NOT_AVAILABLE. Only for collegiates.',
    security: signedIn,
    middleware: [privateNoStore, collegiatesOnly] as const,
    request: {
      params: z.object({ id: MovementIdSchema }),
      query: z.object({
        lang: LocaleSchema.default('es').describe('The language of the invoice: es (default), ca, en or eu'),
      }),
    },
    responses: {
      200: {
        description: 'The invoice',
        content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
        headers: z.object({
          'Content-Disposition': z
            .string()
            .describe('attachment; filename="FAC-2026-000045.pdf"; filename*=…'),
        }),
      },
      ...errorResponses(401, 403, 422, 503),
      404: jsonContent(
        ErrorEnvelopeSchema,
        'MOVEMENT_NOT_FOUND: no such movement among the caller’s (someone else’s answers the same); INVOICE_NOT_AVAILABLE: the movement has no invoice',
      ),
    },
  }),
  async (c) => {
    const userId = authenticated(c).session.user.id
    const { lang } = c.req.valid('query')
    const invoiced = await findInvoicedMovement(c.var.db, userId, c.req.valid('param').id, lang)
    const { row, bytes } = await issueDocument(c.var.db, c.var.fileStorage, {
      kind: 'invoice',
      userId,
      reference: invoiced.invoiceNumber,
      lang,
      filename: `${invoiced.invoiceNumber}.pdf`,
      render: async (verification) =>
        renderInvoicePdf({
          number: invoiced.invoiceNumber,
          issuedOn: invoiced.issuedOn,
          issuer: invoiceIssuer(),
          recipient: await invoiceRecipientOf(c.var.db, userId),
          movement: invoiced.movement,
          lang,
          verification,
          invoicingMode: serverEnv().INVOICING_MODE,
          simplified: await isSimplifiedInvoice(c.var.db, invoiced.invoiceNumber),
        }),
    })
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(row.filename),
      'X-Content-Type-Options': 'nosniff',
    })
  },
)

movementsRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/{id}/invoice-corrections/{number}`,
    tags,
    summary: 'Download a rectificativa of a movement’s invoice (collegiates)',
    description:
      'A factura rectificativa in force (listed in the movement’s `invoice_corrections`) as the A4 PDF staff issue: it names the invoice it corrects, its type, method, reason and amount, with the AEAT’s QR and the verification code. The first download, by the member or by staff, issues it in its language and keeps its bytes; every later one answers those bytes. Someone else’s or an unknown movement answers 404 MOVEMENT_NOT_FOUND; a number that is not a rectificativa in force of this movement’s invoice, 404 INVOICE_NOT_AVAILABLE. Only for collegiates.',
    security: signedIn,
    middleware: [privateNoStore, collegiatesOnly] as const,
    request: {
      params: z.object({ id: MovementIdSchema, number: InvoiceCorrectionNumberSchema }),
      query: z.object({
        lang: LocaleSchema.default('es').describe(
          'The language of the rectificativa: es (default), ca, en or eu',
        ),
      }),
    },
    responses: {
      200: {
        description: 'The rectificativa',
        content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
        headers: z.object({
          'Content-Disposition': z
            .string()
            .describe('attachment; filename="FR-2026-000001.pdf"; filename*=…'),
        }),
      },
      ...errorResponses(401, 403, 422, 503),
      404: jsonContent(
        ErrorEnvelopeSchema,
        'MOVEMENT_NOT_FOUND: no such movement among the caller’s (someone else’s answers the same); INVOICE_NOT_AVAILABLE: not a rectificativa in force of its invoice',
      ),
    },
  }),
  async (c) => {
    const { id, number } = c.req.valid('param')
    const { row, bytes } = await memberCorrectionPdf(c.var.db, c.var.fileStorage, {
      userId: authenticated(c).session.user.id,
      movementId: id,
      number,
      lang: c.req.valid('query').lang,
    })
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(row.filename),
      'X-Content-Type-Options': 'nosniff',
    })
  },
)
