import 'server-only'
import type { Context, MiddlewareHandler } from 'hono'
import { type CaptchaAction, CaptchaTokenSchema, captchaTokenHeader } from '@/lib/contract/captcha'
import type { CaptchaVerdict } from '@/lib/server/integrations/captcha'
import { ApiError } from '@/lib/server/errors'
import type { ApiEnv } from './http'
import { clientAddress } from './client-address'

const captchaRetryAfterSeconds = 30

/**
 * Call it once the request is validated, so a malformed request hears what is wrong rather than that it lacks
 * a token; rate limits come after it, so refused tokens do not count.
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

/** Before the body is read, so 25 MiB multipart bodies are not read into memory without a valid token. */
export function requireCaptcha(action: CaptchaAction): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await checkCaptcha(c, action)
    await next()
  }
}
