import { useTranslations } from 'next-intl'
import { ApiError } from '@/lib/client/api-client'
import { CaptchaError } from '@/lib/client/captcha'
import { errorMessageKey, type ErrorMessageKey } from '@/lib/client/errors'
import type { ErrorCode } from '@/lib/contract/error-codes'

export interface FailureWords {
  captcha?: string
  network?: string
  codes?: Partial<Record<ErrorCode, string>>
  rateLimited?: { text: (minutes: number) => string; defaultSeconds: number }
  statuses?: Partial<Record<number, string>>
  errorCodes?: boolean
  otherwise?: string
}

const minutesToWait = (error: ApiError, defaultSeconds: number) =>
  Math.max(1, Math.ceil((error.retryAfterSeconds ?? defaultSeconds) / 60))

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

export function useFailureText(words: FailureWords = {}): (error: unknown) => string {
  const shared = useTranslations('Errors')
  return (error) => failureText(error, words, shared)
}
