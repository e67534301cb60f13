import { z } from 'zod'

export const captchaVersions = ['2', '3'] as const

export const CaptchaVersionSchema = z.enum(captchaVersions)

export type CaptchaVersion = z.infer<typeof CaptchaVersionSchema>

export interface CaptchaSettings {
  siteKey: string
  version: CaptchaVersion
}

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

/** Not refused as a malformed header (422), so a malformed token is 400 CAPTCHA_INVALID like a missing one. */
export const CaptchaTokenHeaderSchema = z
  .string()
  .optional()
  .meta({ minLength: 1, maxLength: captchaTokenLimits.max })
  .describe(CaptchaTokenSchema.description ?? '')
