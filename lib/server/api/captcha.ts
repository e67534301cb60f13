import 'server-only'
import type { MiddlewareHandler } from 'hono'
import { type CaptchaAction, CaptchaTokenSchema, captchaTokenHeader } from '@/lib/contract/captcha'
import type { CaptchaVerdict } from '@/lib/server/integrations/captcha'
import { envelope } from './errors'
import type { ApiEnv } from './http'
import { clientAddress } from './rate-limit'

/** How long a client is asked to wait when the captcha provider cannot be reached. */
export const captchaRetryAfterSeconds = 30

/**
 * Lets a request through only with a captcha token valid for `action`, when the API has a verifier (a secret
 * is configured); without one, every request passes, as in development and tests.
 */
export function requireCaptcha(action: CaptchaAction): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const verify = c.var.verifyCaptcha
    if (!verify) return next()

    const token = CaptchaTokenSchema.safeParse(c.req.header(captchaTokenHeader))
    if (!token.success) return envelope(c, 400, 'CAPTCHA_INVALID')

    const address = clientAddress(c)
    let verdict: CaptchaVerdict
    try {
      verdict = await verify(token.data, { action, remoteIp: address === 'unknown' ? undefined : address })
    } catch (error) {
      console.warn(`[captcha] the verifier failed: ${error instanceof Error ? error.message : error}`)
      verdict = 'unavailable'
    }
    if (verdict === 'unavailable') {
      c.header('Retry-After', String(captchaRetryAfterSeconds))
      return envelope(c, 503, 'CAPTCHA_UNAVAILABLE')
    }
    if (verdict === 'invalid') return envelope(c, 400, 'CAPTCHA_INVALID')
    await next()
  }
}
