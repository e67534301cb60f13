import { z } from 'zod'

/** reCAPTCHA versions the portal speaks: 2 is the invisible v2 widget, 3 the score-based v3. */
export const captchaVersions = ['2', '3'] as const

export const CaptchaVersionSchema = z.enum(captchaVersions)

export type CaptchaVersion = z.infer<typeof CaptchaVersionSchema>

/** What the browser needs to ask for a token; the secret stays on the server. */
export interface CaptchaSettings {
  siteKey: string
  version: CaptchaVersion
}

/** The request header that carries the token of a form protected by captcha. */
export const captchaTokenHeader = 'X-Captcha-Token'

/** The action each protected form names; v3 tokens are only accepted for the action they were issued for. */
export const captchaActions = {
  accessibilityFeedback: 'accessibility_feedback',
  register: 'register',
  passwordRecovery: 'password_recovery',
  verificationRequest: 'verification_request',
  jobComplaint: 'job_complaint',
  genericProcedure: 'generic_procedure',
  registration: 'registration',
  consumerComplaint: 'consumer_complaint',
} as const

export type CaptchaAction = (typeof captchaActions)[keyof typeof captchaActions]

const captchaTokenLimits = { max: 8192 } as const

export const CaptchaTokenSchema = z
  .string()
  .min(1)
  .max(captchaTokenLimits.max)
  .describe(
    'A reCAPTCHA token for this form. Required when the server has captcha configured: a missing or refused token answers 400 CAPTCHA_INVALID, and 503 CAPTCHA_UNAVAILABLE when the token cannot be checked',
  )

/**
 * The token header as a route declares it: documented as the token is (1 to 8192 characters), but not refused as
 * a malformed header (422), so that the captcha check refuses a malformed token (400 CAPTCHA_INVALID) like a
 * missing one.
 */
export const CaptchaTokenHeaderSchema = z
  .string()
  .optional()
  .meta({ minLength: 1, maxLength: captchaTokenLimits.max })
  .describe(CaptchaTokenSchema.description ?? '')
