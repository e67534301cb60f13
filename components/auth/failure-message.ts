import { useTranslations } from 'next-intl'
import { useFailureText, type FailureWords } from '@/lib/client/form-failure'

/** A robot check that could not run in the browser (script blocked, no answer) is told as the service's own. */
export function useAuthFailures(): FailureWords {
  const t = useTranslations('AuthForms')
  const errors = useTranslations('Errors')
  return {
    captcha: errors('CAPTCHA_UNAVAILABLE'),
    rateLimited: { text: (minutes) => t('rateLimited', { minutes }), defaultSeconds: 600 },
  }
}

export function useFailureMessage(): (error: unknown) => string {
  return useFailureText(useAuthFailures())
}
