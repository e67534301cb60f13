import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { z } from 'zod'
import {
  ChangePasswordInputSchema,
  CurrentUserSchema,
  EmailInputSchema,
  RegisterInputSchema,
  TokenInputSchema,
  TokenPasswordInputSchema,
  UpdateMeInputSchema,
} from '@/lib/contract/auth'
import { captchaActions, CaptchaTokenHeaderSchema } from '@/lib/contract/captcha'
import { isLocale, type Locale } from '@/lib/contract/locales'
import { queueJob } from '@/lib/server/jobs/queue'
import {
  accountLimits,
  changePassword,
  confirmNewEmail,
  register,
  setPasswordWithToken,
  updateMe,
  verifyEmail,
} from '@/lib/server/services/account'
import { takeAttempt, toCurrentUser } from '@/lib/server/services/auth'
import { checkCaptcha } from '../captcha'
import { type ApiEnv, errorResponses, jsonContent, noStore, respond, signedIn } from '../http'
import { clientAddress } from '../client-address'
import { authenticated, requireUser } from '../session'

export const accountRoutes = new OpenAPIHono<ApiEnv>()

/** The pages send their own language first. */
function requestLanguage(c: Context): Locale | undefined {
  const first = c.req
    .header('accept-language')
    ?.split(',')[0]
    ?.split(';')[0]
    ?.trim()
    .slice(0, 2)
    .toLowerCase()
  return isLocale(first) ? first : undefined
}

const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { 'application/json': { schema } },
})

const captchaHeaders = z.object({ 'x-captcha-token': CaptchaTokenHeaderSchema })

const acceptedNull = jsonContent(
  z.null(),
  'Accepted: `null`, whether or not the address has an account (the e-mail, if any, is sent afterwards)',
)
const doneNull = jsonContent(z.null(), 'Done: `null`')
const currentUser = (description: string) => jsonContent(CurrentUserSchema, description)

accountRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/register',
    tags: ['Account'],
    summary: 'Register',
    description:
      'Creates an unverified non-member account (principals `role:non-member`); privileged fields are ignored. A password that breaks a rule or is too common answers 400 `{"detail":{"code":"REGISTER_INVALID_PASSWORD","reason":…}}` before the address is checked (REGISTER_USER_ALREADY_EXISTS). The DNI must have its right letter and the phone must be a Spanish mobile (422 otherwise). Ten registrations per client address an hour. When the server has captcha configured, X-Captcha-Token must carry a token for the action `register`. The verification e-mail is sent afterwards.',
    middleware: [noStore] as const,
    request: {
      headers: captchaHeaders,
      body: jsonBody(RegisterInputSchema),
    },
    responses: {
      201: currentUser('The new account'),
      ...errorResponses(400, 422, 429, 503),
    },
  }),
  async (c) => {
    await checkCaptcha(c, captchaActions.register)
    const user = await register(c.var.db, c.req.valid('json'), clientAddress(c))
    return respond(c, CurrentUserSchema, toCurrentUser(user), 201)
  },
)

accountRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/forgot-password',
    tags: ['Account'],
    summary: 'Ask for a password reset link',
    description:
      'Always answers 202 `null` at once, whatever the address: the account is looked up afterwards. The e-mail is in the first language of Accept-Language when it is es, ca, en or eu (the pages of the portal send their own), else in the language of the account. An active account with a password receives a link to /auth/reset-password (valid one hour); an account the association created without a password receives a link to /auth/first-password (72 hours). At most three e-mails per account every 15 minutes (more are skipped silently) and 20 requests per client address (429). When the server has captcha configured, X-Captcha-Token must carry a token for the action `password_recovery`.',
    middleware: [noStore] as const,
    request: { headers: captchaHeaders, body: jsonBody(EmailInputSchema) },
    responses: { 202: acceptedNull, ...errorResponses(400, 422, 429, 503) },
  }),
  async (c) => {
    await checkCaptcha(c, captchaActions.passwordRecovery)
    const { email } = c.req.valid('json')
    const { db } = c.var
    await takeAttempt(db, accountLimits.passwordRecoveryRequests, clientAddress(c))
    await queueJob(db, 'password-recovery', { email, lang: requestLanguage(c) })
    return c.json(null, 202)
  },
)

const passwordFromTokenRoute = (path: string, summary: string, description: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['Account'],
    summary,
    description,
    middleware: [noStore] as const,
    request: { body: jsonBody(TokenPasswordInputSchema) },
    responses: { 200: doneNull, ...errorResponses(400, 422, 503) },
  })

accountRoutes.openapi(
  passwordFromTokenRoute(
    '/auth/reset-password',
    'Reset the password',
    'Sets the password with the token of the reset e-mail; each token works once. RESET_PASSWORD_BAD_TOKEN for a bad, expired or used token or an inactive account; `{"code":"RESET_PASSWORD_INVALID_PASSWORD","reason":…}` when the password breaks a rule. Ends every session of the account and marks its e-mail verified; it does not sign in.',
  ),
  async (c) => {
    const { token, password } = c.req.valid('json')
    await setPasswordWithToken(c.var.db, 'reset', token, password)
    return c.json(null, 200)
  },
)

accountRoutes.openapi(
  passwordFromTokenRoute(
    '/auth/first-password',
    'Set the first password',
    'For accounts the association created without a password, with the token of the first-password e-mail (sent by /auth/forgot-password, valid 72 hours). Answers as /auth/reset-password does, with the same codes: RESET_PASSWORD_BAD_TOKEN (also once the account has a password) and RESET_PASSWORD_INVALID_PASSWORD.',
  ),
  async (c) => {
    const { token, password } = c.req.valid('json')
    await setPasswordWithToken(c.var.db, 'firstPassword', token, password)
    return c.json(null, 200)
  },
)

accountRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/request-verify-token',
    tags: ['Account'],
    summary: 'Ask for a new verification link',
    description:
      'Always answers 202 `null` at once; an active, unverified account then receives a link to /auth/new-verification, valid one hour, in the first language of Accept-Language when it is one of the portal languages, else in the language of the account. At most three e-mails per account every 15 minutes and 20 requests per client address (429). When the server has captcha configured, X-Captcha-Token must carry a token for the action `verification_request`.',
    middleware: [noStore] as const,
    request: { headers: captchaHeaders, body: jsonBody(EmailInputSchema) },
    responses: { 202: acceptedNull, ...errorResponses(400, 422, 429, 503) },
  }),
  async (c) => {
    await checkCaptcha(c, captchaActions.verificationRequest)
    const { email } = c.req.valid('json')
    const { db } = c.var
    await takeAttempt(db, accountLimits.verificationRequests, clientAddress(c))
    await queueJob(db, 'verification-request', { email, lang: requestLanguage(c) })
    return c.json(null, 202)
  },
)

accountRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/verify',
    tags: ['Account'],
    summary: 'Verify the e-mail address',
    description:
      'VERIFY_USER_BAD_TOKEN for a bad or expired token, or one issued for an address the account no longer has; VERIFY_USER_ALREADY_VERIFIED when there is nothing to do.',
    middleware: [noStore] as const,
    request: { body: jsonBody(TokenInputSchema) },
    responses: { 200: currentUser('The account, now verified'), ...errorResponses(400, 422, 503) },
  }),
  async (c) => {
    const user = await verifyEmail(c.var.db, c.req.valid('json').token)
    return respond(c, CurrentUserSchema, toCurrentUser(user))
  },
)

accountRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/user/me',
    tags: ['Account'],
    summary: 'Update my account',
    description:
      'preferred_lang changes at once. A new `email` needs `current_password` (missing or wrong: INVALID_CURRENT_PASSWORD, counted as a failed sign-in, with its 429) and an address no other account uses or waits for (UPDATE_USER_EMAIL_ALREADY_EXISTS); it is kept as `tmp_email` and a link valid 24 hours goes to it, a notice to the current address. The account keeps `email` until the link is opened. Sending the current address cancels a pending change.',
    security: signedIn,
    middleware: [noStore, requireUser()] as const,
    request: { body: jsonBody(UpdateMeInputSchema) },
    responses: {
      200: currentUser('The account as it is now'),
      ...errorResponses(400, 401, 403, 422, 429, 503),
    },
  }),
  async (c) => {
    const { session } = authenticated(c)
    const user = await updateMe(c.var.db, session.user, c.req.valid('json'), clientAddress(c))
    return respond(c, CurrentUserSchema, toCurrentUser(user))
  },
)

accountRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/verify-tmp-email',
    tags: ['Account'],
    summary: 'Confirm a new e-mail address',
    description:
      'Replaces the e-mail with the pending `tmp_email` the token names; needs no session, as the link may be opened anywhere. VERIFY_USER_BAD_TOKEN for a bad, expired or already used token (or a change cancelled or replaced since); UPDATE_USER_EMAIL_ALREADY_EXISTS when another account took the address meanwhile.',
    middleware: [noStore] as const,
    request: { body: jsonBody(TokenInputSchema) },
    responses: { 200: currentUser('The account with its new address'), ...errorResponses(400, 422, 503) },
  }),
  async (c) => {
    const user = await confirmNewEmail(c.var.db, c.req.valid('json').token)
    return respond(c, CurrentUserSchema, toCurrentUser(user))
  },
)

accountRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/user/password',
    tags: ['Account'],
    summary: 'Change my password',
    description:
      'INVALID_CURRENT_PASSWORD when old_password is wrong (counted as a failed sign-in, with its 429); `{"code":"UPDATE_USER_INVALID_PASSWORD","reason":…}` when the new one breaks a rule. Ends every other session of the account (this one stays) and e-mails a notice.',
    security: signedIn,
    middleware: [noStore, requireUser()] as const,
    request: { body: jsonBody(ChangePasswordInputSchema) },
    responses: { 200: doneNull, ...errorResponses(400, 401, 403, 422, 429, 503) },
  }),
  async (c) => {
    await changePassword(c.var.db, authenticated(c).session, c.req.valid('json'), clientAddress(c))
    return c.json(null, 200)
  },
)
