import 'server-only'
import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { adminBasePath, UuidSchema } from '@/lib/contract/admin'
import {
  AdminChargeCollectedSchema,
  AdminChargeReturnedSchema,
  AdminDirectDebitChargePageSchema,
  AdminDirectDebitChargeSchema,
  AdminDirectDebitChargesQuerySchema,
  AdminMandatePageSchema,
  AdminMandateSchema,
  AdminMandatesQuerySchema,
  AdminMandateValidateSchema,
  AdminMovementDetailSchema,
  AdminMovementPageSchema,
  AdminMovementsQuerySchema,
  AdminPaymentDetailSchema,
  AdminPaymentPageSchema,
  AdminPaymentsQuerySchema,
  AdminRemittanceCreateSchema,
  AdminRemittanceDetailSchema,
  AdminRemittancePageSchema,
  AdminRemittancesQuerySchema,
  AdminTransferReceivedSchema,
} from '@/lib/contract/admin-money'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import {
  chargeDetail,
  exportRemittance,
  listCharges,
  listMandates,
  listMovements,
  listPayments,
  listRemittances,
  mandateDetail,
  markPaymentReviewed,
  movementDetail,
  paymentDetail,
  recordChargeCollected,
  recordChargeReturned,
  recordTransferReceived,
  remittanceDetail,
  remittanceFile,
  validateMandateByStaff,
  withdrawRemittance,
} from '@/lib/server/services/admin-money'
import { adminRoute, staffActor } from '../admin'
import { type ApiEnv, contentDisposition, errorResponses, jsonContent, respond } from '../http'

export const adminMoneyRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Back-office: money']
const idParams = z.object({ id: UuidSchema.describe('The record') })
const notFound = (code: string) => jsonContent(ErrorEnvelopeSchema, `${code}: no such record`)
const conflict = (codes: string) => jsonContent(ErrorEnvelopeSchema, codes)
const json = <S extends z.ZodType>(schema: S) => ({
  body: { required: true, content: { 'application/json': { schema } } },
})

adminMoneyRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/remittances`,
    tags,
    summary: 'Direct debit remittances (staff)',
    description: 'The pain.008.001.08 files staff exported, newest first; status=live or withdrawn.',
    request: { query: AdminRemittancesQuerySchema },
    responses: { 200: jsonContent(AdminRemittancePageSchema, 'One page'), ...errorResponses(422) },
  }),
  async (c) => respond(c, AdminRemittancePageSchema, await listRemittances(c.var.db, c.req.valid('query'))),
)

adminMoneyRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${adminBasePath}/remittances`,
    tags,
    summary: 'Export a remittance (staff)',
    description:
      'Builds the pain.008.001.08 of the pending charges due on or before due_on, of pending direct debits under an uploaded or validated mandate, that no live remittance presents yet; records it and marks its charges, in one transaction (exports run one at a time, so no charge is presented twice). Logged. 409 REMITTANCE_NOTHING_TO_PRESENT when nothing is due.',
    request: json(AdminRemittanceCreateSchema),
    responses: {
      201: jsonContent(AdminRemittanceDetailSchema, 'The remittance and its charges'),
      ...errorResponses(400, 415, 422),
      409: conflict('REMITTANCE_NOTHING_TO_PRESENT'),
    },
  }),
  async (c) => {
    const { due_on } = c.req.valid('json')
    const remittance = await exportRemittance(c.var.db, staffActor(c), { dueOn: due_on })
    return respond(c, AdminRemittanceDetailSchema, remittance, 201)
  },
)

adminMoneyRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/remittances/{id}`,
    tags,
    summary: 'A remittance (staff)',
    description: 'The file’s totals and the charges it presented, with what the bank did with each.',
    request: { params: idParams },
    responses: {
      200: jsonContent(AdminRemittanceDetailSchema, 'The remittance'),
      ...errorResponses(422),
      404: notFound('REMITTANCE_NOT_FOUND'),
    },
  }),
  async (c) =>
    respond(c, AdminRemittanceDetailSchema, await remittanceDetail(c.var.db, c.req.valid('param').id)),
)

adminMoneyRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/remittances/{id}/file`,
    tags,
    summary: 'Download a remittance file (staff)',
    description: 'The pain.008.001.08 XML exactly as it was exported, as a download, for the bank.',
    request: { params: idParams },
    responses: {
      200: {
        description: 'The file',
        content: { 'application/xml': { schema: z.string().meta({ format: 'binary' }) } },
        headers: z.object({
          'Content-Disposition': z.string().describe('attachment; filename="remesa-….xml"'),
        }),
      },
      ...errorResponses(422),
      404: notFound('REMITTANCE_NOT_FOUND'),
    },
  }),
  async (c) => {
    const { filename, xml } = await remittanceFile(c.var.db, c.req.valid('param').id)
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': contentDisposition(filename),
      'X-Content-Type-Options': 'nosniff',
    })
  },
)

adminMoneyRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${adminBasePath}/remittances/{id}/withdraw`,
    tags,
    summary: 'Withdraw a remittance (staff)',
    description:
      'The bank refused the file: it stays recorded as withdrawn and its charges can be exported again. Logged. 409 REMITTANCE_WITHDRAWN when it already was, REMITTANCE_HAS_OUTCOMES once a charge of it is recorded collected or returned.',
    request: { params: idParams },
    responses: {
      200: jsonContent(AdminRemittanceDetailSchema, 'The withdrawn remittance'),
      ...errorResponses(422),
      404: notFound('REMITTANCE_NOT_FOUND'),
      409: conflict('REMITTANCE_WITHDRAWN, REMITTANCE_HAS_OUTCOMES'),
    },
  }),
  async (c) =>
    respond(
      c,
      AdminRemittanceDetailSchema,
      await withdrawRemittance(c.var.db, staffActor(c), c.req.valid('param').id),
    ),
)

adminMoneyRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/direct-debit-charges`,
    tags,
    summary: 'Direct debit charges (staff)',
    description:
      'Every charge of every direct debit, by due date; filters: status (returned: the returned debits), remittance_id, user_id, due dates; q: member name, transaction number or mandate reference.',
    request: { query: AdminDirectDebitChargesQuerySchema },
    responses: { 200: jsonContent(AdminDirectDebitChargePageSchema, 'One page'), ...errorResponses(422) },
  }),
  async (c) =>
    respond(c, AdminDirectDebitChargePageSchema, await listCharges(c.var.db, c.req.valid('query'))),
)

adminMoneyRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/direct-debit-charges/{id}`,
    tags,
    summary: 'A direct debit charge (staff)',
    request: { params: idParams },
    responses: {
      200: jsonContent(AdminDirectDebitChargeSchema, 'The charge'),
      ...errorResponses(422),
      404: notFound('DIRECT_DEBIT_CHARGE_NOT_FOUND'),
    },
  }),
  async (c) =>
    respond(c, AdminDirectDebitChargeSchema, await chargeDetail(c.var.db, c.req.valid('param').id)),
)

adminMoneyRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${adminBasePath}/direct-debit-charges/{id}/collected`,
    tags,
    summary: 'Record a charge collected (staff)',
    description:
      'The bank paid a charge presented in a live remittance. The last charge of a direct debit collected makes the payment paid and settles the movement (its invoice number). Logged. 409 DIRECT_DEBIT_CHARGE_NOT_PRESENTED, DIRECT_DEBIT_CHARGE_CLOSED.',
    request: { params: idParams, ...json(AdminChargeCollectedSchema) },
    responses: {
      200: jsonContent(AdminDirectDebitChargeSchema, 'The charge'),
      ...errorResponses(400, 415, 422),
      404: notFound('DIRECT_DEBIT_CHARGE_NOT_FOUND'),
      409: conflict('DIRECT_DEBIT_CHARGE_NOT_PRESENTED, DIRECT_DEBIT_CHARGE_CLOSED'),
    },
  }),
  async (c) => {
    const { collected_on } = c.req.valid('json')
    const charge = await recordChargeCollected(c.var.db, staffActor(c), c.req.valid('param').id, {
      collectedOn: collected_on,
    })
    return respond(c, AdminDirectDebitChargeSchema, charge)
  },
)

adminMoneyRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${adminBasePath}/direct-debit-charges/{id}/returned`,
    tags,
    summary: 'Record a returned debit (staff)',
    description:
      'The bank returned a presented charge unpaid, or a collected one on a refund claim. The payment becomes not_paid; the movement, unless already paid, becomes not_paid and owes the bank’s commission too, payable again by any method; a payment partly collected or of a paid movement is flagged for review. Logged. 409 DIRECT_DEBIT_CHARGE_NOT_PRESENTED, DIRECT_DEBIT_CHARGE_CLOSED.',
    request: { params: idParams, ...json(AdminChargeReturnedSchema) },
    responses: {
      200: jsonContent(AdminDirectDebitChargeSchema, 'The charge'),
      ...errorResponses(400, 415, 422),
      404: notFound('DIRECT_DEBIT_CHARGE_NOT_FOUND'),
      409: conflict('DIRECT_DEBIT_CHARGE_NOT_PRESENTED, DIRECT_DEBIT_CHARGE_CLOSED'),
    },
  }),
  async (c) => {
    const { commission_cents, reason } = c.req.valid('json')
    const charge = await recordChargeReturned(c.var.db, staffActor(c), c.req.valid('param').id, {
      commissionCents: commission_cents,
      reason,
    })
    return respond(c, AdminDirectDebitChargeSchema, charge)
  },
)

adminMoneyRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/sepa-mandates`,
    tags,
    summary: 'SEPA mandates (staff)',
    description:
      'Every member’s mandates, revoked ones too; filters: status (repeated), user_id; q: member name, reference or IBAN.',
    request: { query: AdminMandatesQuerySchema },
    responses: { 200: jsonContent(AdminMandatePageSchema, 'One page'), ...errorResponses(422) },
  }),
  async (c) => respond(c, AdminMandatePageSchema, await listMandates(c.var.db, c.req.valid('query'))),
)

adminMoneyRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/sepa-mandates/{id}`,
    tags,
    summary: 'A SEPA mandate (staff)',
    description:
      'The mandate and its signed copy (signed_copy_id: download it at /public/collegiates/files/{id}, which staff may read).',
    request: { params: idParams },
    responses: {
      200: jsonContent(AdminMandateSchema, 'The mandate'),
      ...errorResponses(422),
      404: notFound('SEPA_MANDATE_NOT_FOUND'),
    },
  }),
  async (c) => respond(c, AdminMandateSchema, await mandateDetail(c.var.db, c.req.valid('param').id)),
)

adminMoneyRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${adminBasePath}/sepa-mandates/{id}/validate`,
    tags,
    summary: 'Validate a SEPA mandate (staff)',
    description:
      'Staff checked the signed copy: the mandate becomes validated with the date of signature read on it (DtOfSgntr of its collections). The same date again changes nothing; another one corrects it. Logged. 409 SEPA_MANDATE_NOT_SIGNED without a signed copy or once revoked; 422 SEPA_SIGNATURE_DATE_INVALID for a date after today or before the mandate was drawn.',
    request: { params: idParams, ...json(AdminMandateValidateSchema) },
    responses: {
      200: jsonContent(AdminMandateSchema, 'The validated mandate'),
      ...errorResponses(400, 415, 422),
      404: notFound('SEPA_MANDATE_NOT_FOUND'),
      409: conflict('SEPA_MANDATE_NOT_SIGNED'),
    },
  }),
  async (c) => {
    const { signed_on } = c.req.valid('json')
    const mandate = await validateMandateByStaff(c.var.db, staffActor(c), c.req.valid('param').id, {
      signedOn: signed_on,
    })
    return respond(c, AdminMandateSchema, mandate)
  },
)

adminMoneyRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/movements`,
    tags,
    summary: 'Movements (staff)',
    description:
      'Every member’s movements, newest first; filters: user_id (one member’s), status (repeated), type, date_from, date_to; q: member name, transaction or invoice number.',
    request: { query: AdminMovementsQuerySchema },
    responses: { 200: jsonContent(AdminMovementPageSchema, 'One page'), ...errorResponses(422) },
  }),
  async (c) => respond(c, AdminMovementPageSchema, await listMovements(c.var.db, c.req.valid('query'))),
)

adminMoneyRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/movements/{id}`,
    tags,
    summary: 'A movement (staff)',
    request: { params: idParams },
    responses: {
      200: jsonContent(AdminMovementDetailSchema, 'The movement and every attempt to pay it'),
      ...errorResponses(422),
      404: notFound('MOVEMENT_NOT_FOUND'),
    },
  }),
  async (c) => respond(c, AdminMovementDetailSchema, await movementDetail(c.var.db, c.req.valid('param').id)),
)

adminMoneyRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/payments`,
    tags,
    summary: 'Payments (staff)',
    description:
      'Every attempt to pay, newest first; filters: user_id, movement_id, status and type (repeated), needs_review; q: member name, transaction number, transfer reference, gateway order or mandate reference.',
    request: { query: AdminPaymentsQuerySchema },
    responses: { 200: jsonContent(AdminPaymentPageSchema, 'One page'), ...errorResponses(422) },
  }),
  async (c) => respond(c, AdminPaymentPageSchema, await listPayments(c.var.db, c.req.valid('query'))),
)

adminMoneyRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/payments/{id}`,
    tags,
    summary: 'A payment (staff)',
    request: { params: idParams },
    responses: {
      200: jsonContent(AdminPaymentDetailSchema, 'The payment, the gateway’s notifications and its charges'),
      ...errorResponses(422),
      404: notFound('PAYMENT_NOT_FOUND'),
    },
  }),
  async (c) => respond(c, AdminPaymentDetailSchema, await paymentDetail(c.var.db, c.req.valid('param').id)),
)

adminMoneyRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${adminBasePath}/payments/{id}/received`,
    tags,
    summary: 'Record a bank transfer received (staff)',
    description:
      'The transfer reached the association’s account: the payment is paid and the movement settled (its invoice number); a movement paid meanwhile flags the payment for review. Logged. 409 PAYMENT_NOT_PENDING_TRANSFER for anything but a pending transfer.',
    request: { params: idParams, ...json(AdminTransferReceivedSchema) },
    responses: {
      200: jsonContent(AdminPaymentDetailSchema, 'The payment'),
      ...errorResponses(400, 415, 422),
      404: notFound('PAYMENT_NOT_FOUND'),
      409: conflict('PAYMENT_NOT_PENDING_TRANSFER'),
    },
  }),
  async (c) => {
    const { received_on } = c.req.valid('json')
    const payment = await recordTransferReceived(c.var.db, staffActor(c), c.req.valid('param').id, {
      receivedOn: received_on,
    })
    return respond(c, AdminPaymentDetailSchema, payment)
  },
)

adminMoneyRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${adminBasePath}/payments/{id}/reviewed`,
    tags,
    summary: 'Clear a payment’s review flag (staff)',
    description:
      'Staff dealt with a payment flagged for review (refunded it, or found it right). Logged. 409 PAYMENT_NOT_FLAGGED.',
    request: { params: idParams },
    responses: {
      200: jsonContent(AdminPaymentDetailSchema, 'The payment'),
      ...errorResponses(422),
      404: notFound('PAYMENT_NOT_FOUND'),
      409: conflict('PAYMENT_NOT_FLAGGED'),
    },
  }),
  async (c) =>
    respond(
      c,
      AdminPaymentDetailSchema,
      await markPaymentReviewed(c.var.db, staffActor(c), c.req.valid('param').id),
    ),
)
