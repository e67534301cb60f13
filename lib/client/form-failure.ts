import { useTranslations } from 'next-intl'
import { ApiError } from '@/lib/client/api-client'
import { CaptchaError } from '@/lib/client/captcha'
import { errorMessageKey, type ErrorMessageKey } from '@/lib/client/errors'
import type { ErrorCode } from '@/lib/contract/error-codes'

/**
 * A form's own words for a send that failed, each optional. Without them the shared `Errors` words tell the API's
 * error code, else the kind of failure.
 */
export interface FailureWords {
  /** The robot check could not run in the browser. */
  captcha?: string
  /** No answer came: the request never reached the API. */
  network?: string
  /** For these error codes, before anything else. */
  codes?: Partial<Record<ErrorCode, string>>
  /** Too many attempts: the text for the minutes to wait, and the wait assumed when the API names none. */
  rateLimited?: { text: (minutes: number) => string; defaultSeconds: number }
  /** For these HTTP statuses, when no code above matched. */
  statuses?: Partial<Record<number, string>>
  /** false: the API's error code is not told in the shared words; `otherwise` is said instead. */
  errorCodes?: boolean
  /** When nothing above fits. */
  otherwise?: string
}

/** Minutes to wait after a 429, from its Retry-After (else `defaultSeconds`), at least one. */
const minutesToWait = (error: ApiError, defaultSeconds: number) =>
  Math.max(1, Math.ceil((error.retryAfterSeconds ?? defaultSeconds) / 60))

/** The text of a failed send, in the form's words where it has them. */
export function failureText(
  error: unknown,
  words: FailureWords,
  shared: (key: ErrorMessageKey) => string,
): string {
  if (error instanceof CaptchaError && words.captcha) return words.captcha
  if (!(error instanceof ApiError)) return words.network ?? shared(errorMessageKey(error))
  const byCode = error.code ? words.codes?.[error.code] : undefined
  if (byCode) return byCode
  if (error.status === 429 && words.rateLimited) {
    return words.rateLimited.text(minutesToWait(error, words.rateLimited.defaultSeconds))
  }
  const byStatus = words.statuses?.[error.status]
  if (byStatus) return byStatus
  if (words.errorCodes !== false && error.code) return shared(error.code)
  return words.otherwise ?? shared(errorMessageKey(error))
}

/** `failureText` in the page's language. */
export function useFailureText(words: FailureWords = {}): (error: unknown) => string {
  const shared = useTranslations('Errors')
  return (error) => failureText(error, words, shared)
}
