import 'server-only'
import type { Context, MiddlewareHandler } from 'hono'
import { type CaptchaAction, CaptchaTokenSchema, captchaTokenHeader } from '@/lib/contract/captcha'
import type { CaptchaVerdict } from '@/lib/server/integrations/captcha'
import { ApiError } from '@/lib/server/errors'
import type { ApiEnv } from './http'
import { clientAddress } from './rate-limit'

/** How long a client is asked to wait when the captcha provider cannot be reached. */
const captchaRetryAfterSeconds = 30

/**
 * Checks the request's captcha token for `action` when the API has a verifier (a secret is configured); without
 * one, every request passes, as in development and tests. Throws 400 CAPTCHA_INVALID for a missing or refused
 * token, 503 CAPTCHA_UNAVAILABLE (Retry-After) when it cannot be checked.
 *
 * Call it once the request is validated, first thing in the handler: a malformed request is told what is wrong
 * with it (422 naming the fields) rather than that it lacks a token. Validation is cheap, changes nothing and
 * tells a script nothing the OpenAPI document does not, and no token is sent to Google for a request that would be
 * refused anyway. Rate limits are taken after it, so refused tokens do not count.
 */
export async function checkCaptcha(c: Context<ApiEnv>, action: CaptchaAction): Promise<void> {
  const verify = c.var.verifyCaptcha
  if (!verify) return

  const token = CaptchaTokenSchema.safeParse(c.req.header(captchaTokenHeader))
  if (!token.success) throw new ApiError(400, 'CAPTCHA_INVALID')

  const address = clientAddress(c)
  let verdict: CaptchaVerdict
  try {
    verdict = await verify(token.data, { action, remoteIp: address === 'unknown' ? undefined : address })
  } catch (error) {
    console.warn(`[captcha] the verifier failed: ${error instanceof Error ? error.message : error}`)
    verdict = 'unavailable'
  }
  if (verdict === 'unavailable') throw new ApiError(503, 'CAPTCHA_UNAVAILABLE', captchaRetryAfterSeconds)
  if (verdict === 'invalid') throw new ApiError(400, 'CAPTCHA_INVALID')
}

/**
 * `checkCaptcha` as a middleware, before the body is read: for the anonymous multipart forms (registration,
 * consumer complaints), whose bodies of up to 25 MiB of files are not read into memory for a request without a
 * valid token. Their answers are in the form_data JSON, so they cannot be validated without reading it.
 */
export function requireCaptcha(action: CaptchaAction): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await checkCaptcha(c, action)
    await next()
  }
}
