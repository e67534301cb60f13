import { useTranslations } from 'next-intl'
import { useCallback } from 'react'
import { ApiError } from '@/lib/client/api-client'
import { useErrorMessage } from '@/lib/client/errors'

/** Minutes to wait after a 429, from its Retry-After, at least one. */
export const minutesToWait = (error: ApiError) =>
  Math.max(1, Math.ceil((error.retryAfterSeconds ?? 600) / 60))

/** The text for a failed account request: how long to wait after too many attempts, else the error's own text. */
export function useFailureMessage(): (error: unknown) => string {
  const t = useTranslations('AuthForms')
  const errorMessage = useErrorMessage()
  return useCallback(
    (error: unknown) =>
      error instanceof ApiError && error.status === 429
        ? t('rateLimited', { minutes: minutesToWait(error) })
        : errorMessage(error),
    [t, errorMessage],
  )
}
