import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { cardPaymentMinutes, CardPaymentRequestSchema, CardPaymentStartSchema } from '@/lib/contract/payments'
import { handleNotification, startCardPayment } from '@/lib/server/services/card-payments'
import { type ApiEnv, errorResponses, jsonContent, noStore, privateNoStore, respond, signedIn } from '../http'
import { authenticated, requireUser } from '../session'

export const cardPaymentsRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Payments']
const members = requireUser({ roles: ['collegiate', 'precollegiate'] })

cardPaymentsRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/public/payments/card',
    tags,
    summary: 'Pay a movement by card (collegiates and pre-collegiates)',
    description: `Records a pending card payment of the movement (its total, plus any unpaid-debit commission) with a new gateway order, and answers the signed form the browser posts to the gateway (\`gateway.action\`, the three fields as they are). The payment has ${cardPaymentMinutes} minutes to complete; only the gateway's notification settles it. Earlier card attempts of the movement still pending are cancelled. 404 MOVEMENT_NOT_FOUND for someone else's or an unknown movement; 409 MOVEMENT_NOT_PAYABLE when it is paid, rejected or being collected by direct debit; 422 PAYMENT_METHOD_NOT_AVAILABLE when \`lang\`'s payment configuration does not offer that card terminal for what the movement is for, or the terminal is not configured.`,
    security: signedIn,
    middleware: [privateNoStore, members] as const,
    request: {
      body: { required: true, content: { 'application/json': { schema: CardPaymentRequestSchema } } },
    },
    responses: {
      201: jsonContent(
        CardPaymentStartSchema,
        'The payment, pending, and the form that takes the browser to the gateway',
      ),
      ...errorResponses(400, 401, 403, 409, 415, 422, 503),
      404: jsonContent(ErrorEnvelopeSchema, 'MOVEMENT_NOT_FOUND: no such movement among the caller’s'),
    },
  }),
  async (c) =>
    respond(
      c,
      CardPaymentStartSchema,
      await startCardPayment(c.var.db, authenticated(c).session.user.id, c.req.valid('json'), new Date()),
      201,
    ),
)

const NotificationSchema = z
  .object({
    Ds_SignatureVersion: z.string().max(64).describe('HMAC_SHA256_V1 or HMAC_SHA512_V2'),
    Ds_MerchantParameters: z.string().max(8192).describe('The outcome, Base64-encoded JSON'),
    Ds_Signature: z.string().max(256).describe('Its signature, Base64 or Base64url'),
  })
  .meta({ id: 'GatewayNotification' })

const NotificationAnswerSchema = z
  .object({ result: z.enum(['applied', 'repeated']) })
  .meta({ id: 'GatewayNotificationAnswer' })

cardPaymentsRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/payments/redsys/notification',
    tags,
    summary: 'Card gateway notification (Redsys, server to server)',
    description:
      'What the gateway posts to DS_MERCHANT_MERCHANTURL. No session: the signature, with the terminal’s key, is the authentication. The only thing that settles a card payment: paid (the movement is paid and invoiced), refused, cancelled or error. Every notification is logged. 400 NOTIFICATION_SIGNATURE_INVALID (unknown version, unreadable or forged) and 400 NOTIFICATION_MISMATCH (amount, currency, merchant or terminal differ from the payment) change nothing; 404 PAYMENT_NOT_FOUND for an unknown order. A repeated notification changes nothing and answers 200 `repeated`. A success after the payment expired is honoured and flagged for review.',
    middleware: [noStore] as const,
    request: {
      body: {
        required: true,
        content: { 'application/x-www-form-urlencoded': { schema: NotificationSchema } },
      },
    },
    responses: {
      200: jsonContent(NotificationAnswerSchema, 'Applied now, or already applied before'),
      ...errorResponses(400, 415, 422, 503),
      404: jsonContent(ErrorEnvelopeSchema, 'PAYMENT_NOT_FOUND: no payment has that order'),
    },
  }),
  async (c) =>
    respond(c, NotificationAnswerSchema, {
      result: await handleNotification(c.var.db, c.req.valid('form'), new Date()),
    }),
)
