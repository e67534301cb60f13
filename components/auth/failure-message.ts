import { useTranslations } from 'next-intl'
import { useCallback } from 'react'
import { ApiError } from '@/lib/client/api-client'
import { CaptchaError } from '@/lib/client/captcha'
import { useErrorMessage } from '@/lib/client/errors'

/** Minutes to wait after a 429, from its Retry-After, at least one. */
const minutesToWait = (error: ApiError) => Math.max(1, Math.ceil((error.retryAfterSeconds ?? 600) / 60))

/**
 * The text for a failed account request: how long to wait after too many attempts, that the robot check failed,
 * else the error's own text.
 */
export function useFailureMessage(): (error: unknown) => string {
  const t = useTranslations('AuthForms')
  const errorMessage = useErrorMessage()
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 429) {
        return t('rateLimited', { minutes: minutesToWait(error) })
      }
      // The robot check could not run in the browser (script blocked, no answer).
      if (error instanceof CaptchaError) return errorMessage(new ApiError(503, 'CAPTCHA_UNAVAILABLE'))
      return errorMessage(error)
    },
    [t, errorMessage],
  )
}
