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

export const captchaTokenLimits = { max: 8192 } as const

export const CaptchaTokenSchema = z
  .string()
  .min(1)
  .max(captchaTokenLimits.max)
  .describe(
    'A reCAPTCHA token for this form. Required when the server has captcha configured: a missing or refused token answers 400 CAPTCHA_INVALID, and 503 CAPTCHA_UNAVAILABLE when the token cannot be checked',
  )
