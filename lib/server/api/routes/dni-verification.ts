import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import {
  DniInputSchema,
  DniVerificationStatusSchema,
  PhoneCodeInputSchema,
  PhoneCodeSentSchema,
} from '@/lib/contract/auth'
import {
  confirmPhoneCode,
  dniVerificationStatus,
  sendPhoneCode,
} from '@/lib/server/services/dni-verification'
import { type ApiEnv, errorResponses, jsonContent, noStore, respond, signedIn } from '../http'
import { authenticated, requireUser } from '../session'

export const dniVerificationRoutes = new OpenAPIHono<ApiEnv>()

const path = '/public/dni-verification-content/verify-dni-verification/me'
const nonMembersOnly = requireUser({ roles: ['non_member'] })
const statusResponse = (description: string) => jsonContent(DniVerificationStatusSchema, description)

dniVerificationRoutes.openapi(
  createRoute({
    method: 'get',
    path,
    tags: ['DNI verification'],
    summary: 'My DNI validation',
    description:
      'For non-members (other roles: 403). The DNI and phone on record are shown with most characters hidden.',
    security: signedIn,
    middleware: [noStore, nonMembersOnly] as const,
    responses: { 200: statusResponse('Where the validation stands'), ...errorResponses(401, 403, 503) },
  }),
  (c) => respond(c, DniVerificationStatusSchema, dniVerificationStatus(authenticated(c).session.user)),
)

dniVerificationRoutes.openapi(
  createRoute({
    method: 'post',
    path,
    tags: ['DNI verification'],
    summary: 'Send the validation code',
    description:
      'The DNI given must be the one on record: DNI_NOT_REGISTERED when the account has no DNI or phone, DNI_MISMATCH otherwise (five within 15 minutes answer 429). Sends a six-digit code, valid ten minutes, to the phone on record; earlier codes stop working. Three codes every 15 minutes (429).',
    security: signedIn,
    middleware: [noStore, nonMembersOnly] as const,
    request: { body: { required: true, content: { 'application/json': { schema: DniInputSchema } } } },
    responses: {
      202: jsonContent(PhoneCodeSentSchema, 'Code sent'),
      ...errorResponses(400, 401, 403, 422, 429, 503),
    },
  }),
  async (c) => {
    const { user } = authenticated(c).session
    const expiresAt = await sendPhoneCode(c.var.db, c.var.sms, user, c.req.valid('json').dni)
    return c.json(PhoneCodeSentSchema.parse({ expires_at: expiresAt.toISOString() }), 202)
  },
)

dniVerificationRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${path}/confirm`,
    tags: ['DNI verification'],
    summary: 'Confirm the validation code',
    description:
      'The DNI is checked again as when sending (DNI_NOT_REGISTERED, DNI_MISMATCH, 429). PHONE_CODE_INVALID when the code is wrong, expired, already used, replaced by a newer one, or has had five wrong tries.',
    security: signedIn,
    middleware: [noStore, nonMembersOnly] as const,
    request: { body: { required: true, content: { 'application/json': { schema: PhoneCodeInputSchema } } } },
    responses: {
      200: statusResponse('The DNI is validated'),
      ...errorResponses(400, 401, 403, 422, 429, 503),
    },
  }),
  async (c) => {
    const user = await confirmPhoneCode(c.var.db, authenticated(c).session.user, c.req.valid('json'))
    return respond(c, DniVerificationStatusSchema, dniVerificationStatus(user))
  },
)
