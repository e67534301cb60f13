import 'server-only'
import { z } from 'zod'
import type { CaptchaAction, CaptchaSettings, CaptchaVersion } from '@/lib/contract/captcha'
import { serverEnv } from '@/lib/env'

export const siteverifyUrl = 'https://www.google.com/recaptcha/api/siteverify'

/** valid: let the request through; invalid: refuse it (400); unavailable: the token could not be checked (503). */
export type CaptchaVerdict = 'valid' | 'invalid' | 'unavailable'

export type VerifyCaptcha = (
  token: string,
  expected: { action: CaptchaAction; remoteIp?: string },
) => Promise<CaptchaVerdict>

const SiteverifyAnswerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
})

// The secret itself is wrong: the fault is the portal's, not the visitor's.
const secretErrors = new Set(['missing-input-secret', 'invalid-input-secret'])

/** Google unreachable, slow or answering nonsense makes the token unchecked. */
export function createRecaptchaVerifier({
  secret,
  version,
  minScore = 0.5,
  timeoutMs = 5000,
}: {
  secret: string
  version: CaptchaVersion
  minScore?: number
  timeoutMs?: number
}): VerifyCaptcha {
  return async (token, { action, remoteIp }) => {
    let answer: z.infer<typeof SiteverifyAnswerSchema>
    try {
      const response = await fetch(siteverifyUrl, {
        method: 'POST',
        body: new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      answer = SiteverifyAnswerSchema.parse(await response.json())
    } catch (error) {
      console.warn(`[captcha] siteverify did not answer: ${error instanceof Error ? error.message : error}`)
      return 'unavailable'
    }
    if (answer['error-codes']?.some((code) => secretErrors.has(code))) {
      console.error(
        '[captcha] Google refuses RECAPTCHA_SECRET; every protected form is refused until it is fixed',
      )
      return 'unavailable'
    }
    if (!answer.success) return 'invalid'
    if (version === '2') return 'valid'
    return answer.action === action && answer.score !== undefined && answer.score >= minScore
      ? 'valid'
      : 'invalid'
  }
}

/** The verifier the environment asks for; none without RECAPTCHA_SECRET, so forms work without captcha. */
export function captchaVerifierFromEnv(): VerifyCaptcha | undefined {
  const env = serverEnv()
  if (!env.RECAPTCHA_SECRET || !env.RECAPTCHA_VERSION) return undefined
  return createRecaptchaVerifier({
    secret: env.RECAPTCHA_SECRET,
    version: env.RECAPTCHA_VERSION,
    minScore: env.RECAPTCHA_MIN_SCORE,
  })
}

/** What a page passes to its forms so they can ask for tokens; null without RECAPTCHA_SITE_KEY. */
export function publicCaptchaSettings(): CaptchaSettings | null {
  const { RECAPTCHA_SITE_KEY: siteKey, RECAPTCHA_VERSION: version } = serverEnv()
  return siteKey && version ? { siteKey, version } : null
}
