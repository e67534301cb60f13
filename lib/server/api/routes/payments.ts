import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { LocaleSchema } from '@/lib/contract/locales'
import {
  BankTransferRequestSchema,
  DirectDebitRequestSchema,
  PaymentConfigurationSchema,
  PaymentDetailSchema,
  PaymentIdSchema,
} from '@/lib/contract/payments'
import {
  findPaymentDetail,
  paymentConfiguration,
  startBankTransfer,
  startDirectDebit,
} from '@/lib/server/services/payments'
import { cardTypesAvailable } from '@/lib/env'
import { expireCardPayments } from '@/lib/server/services/card-payments'
import { type ApiEnv, errorResponses, jsonContent, privateNoStore, respond, signedIn } from '../http'
import { authenticated, requireUser } from '../session'
import { sameForEveryone } from '../shared-cache'

export const paymentsRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Payments']
// Pre-collegiates pay their course enrolments and procedure fees too.
const members = requireUser({ roles: ['collegiate', 'precollegiate'] })

const movementRefusals = {
  404: jsonContent(
    ErrorEnvelopeSchema,
    'MOVEMENT_NOT_FOUND: no such movement among the caller’s (someone else’s answers the same)',
  ),
  409: jsonContent(
    ErrorEnvelopeSchema,
    'MOVEMENT_NOT_PAYABLE: paid, rejected, or being collected by direct debit; SEPA_MANDATE_REQUIRED (direct debit): no SEPA mandate in force',
  ),
}

paymentsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/public/payment-configuration/{lang}',
    tags,
    summary: 'Payment methods per concept, in a language',
    description:
      'Which methods a member sees for a fee, a course, an event or a procedure’s fee, in the order shown. Card methods appear only when their terminal is configured. The same for everyone.',
    middleware: [sameForEveryone] as const,
    request: { params: z.object({ lang: LocaleSchema }) },
    responses: {
      200: jsonContent(PaymentConfigurationSchema, 'The methods per concept'),
      ...errorResponses(422, 503),
    },
  }),
  async (c) =>
    respond(
      c,
      PaymentConfigurationSchema,
      await paymentConfiguration(c.var.db, c.req.valid('param').lang, cardTypesAvailable()),
    ),
)

paymentsRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/public/payments/bank-transfer',
    tags,
    summary: 'Pay one of my movements by bank transfer',
    description:
      'The movement waits for a transfer to the association’s account with the answered reference as its concept; the association marks it paid when the money arrives. 201 with the instructions; 200 with the same ones when a transfer of the movement is already waiting. 422 PAYMENT_METHOD_NOT_AVAILABLE when the language’s payment configuration does not offer transfers for the movement’s concept.',
    security: signedIn,
    middleware: [privateNoStore, members] as const,
    request: {
      body: { required: true, content: { 'application/json': { schema: BankTransferRequestSchema } } },
    },
    responses: {
      201: jsonContent(PaymentDetailSchema, 'The transfer awaited, with its instructions'),
      200: jsonContent(PaymentDetailSchema, 'The transfer already awaited'),
      ...errorResponses(400, 401, 403, 415, 422, 503),
      ...movementRefusals,
    },
  }),
  async (c) => {
    const { movement_id, lang } = c.req.valid('json')
    const { payment, created } = await startBankTransfer(c.var.db, {
      userId: authenticated(c).session.user.id,
      movementId: movement_id,
      lang,
      cardTypesAvailable: cardTypesAvailable(),
    })
    return created ? respond(c, PaymentDetailSchema, payment, 201) : respond(c, PaymentDetailSchema, payment)
  },
)

paymentsRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/public/payments/direct-debit',
    tags,
    summary: 'Pay one of my movements by direct debit',
    description:
      'The movement is collected from the caller’s account under their SEPA mandate in force (generated, uploaded or validated; see /sepa) in 1, 2 or 4 charges, 12, 6 or 3 months apart, the first on its due date or at least five days from today. A transfer of the movement still awaited is cancelled. 409 SEPA_MANDATE_REQUIRED without a mandate; 422 PAYMENT_METHOD_NOT_AVAILABLE when the configuration does not offer that many charges for the concept.',
    security: signedIn,
    middleware: [privateNoStore, members] as const,
    request: {
      body: { required: true, content: { 'application/json': { schema: DirectDebitRequestSchema } } },
    },
    responses: {
      201: jsonContent(PaymentDetailSchema, 'The direct debit and its charges'),
      ...errorResponses(400, 401, 403, 415, 422, 503),
      ...movementRefusals,
    },
  }),
  async (c) => {
    const { movement_id, lang, type } = c.req.valid('json')
    const payment = await startDirectDebit(c.var.db, {
      userId: authenticated(c).session.user.id,
      movementId: movement_id,
      lang,
      type,
      cardTypesAvailable: cardTypesAvailable(),
    })
    return respond(c, PaymentDetailSchema, payment, 201)
  },
)

paymentsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/public/payments/{id}',
    tags,
    summary: 'One of my payments',
    description:
      'Its status (the return pages of the card gateway read it), and what completing it needs: the transfer’s instructions or the direct debit’s charges. Someone else’s payment answers 404 PAYMENT_NOT_FOUND, as an unknown one does.',
    security: signedIn,
    middleware: [privateNoStore, members] as const,
    request: { params: z.object({ id: PaymentIdSchema }) },
    responses: {
      200: jsonContent(PaymentDetailSchema, 'The payment'),
      ...errorResponses(401, 403, 422, 503),
      404: jsonContent(ErrorEnvelopeSchema, 'PAYMENT_NOT_FOUND'),
    },
  }),
  async (c) => {
    // A card payment past its time reads as not paid even before the minute's sweep reaches it.
    await expireCardPayments(c.var.db, new Date())
    return respond(
      c,
      PaymentDetailSchema,
      await findPaymentDetail(c.var.db, authenticated(c).session.user.id, c.req.valid('param').id),
    )
  },
)
