import { useTranslations } from 'next-intl'
import { useCallback } from 'react'
import { isErrorCode, type ErrorCode } from '@/lib/contract/error-codes'
import { statusFromDigest } from '@/lib/http/status-digest'

export interface NormalisedError {
  message: string
  statusCode: number
}

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined

const httpStatus = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599 ? value : undefined

export function normaliseError(error: unknown): NormalisedError {
  const record = asRecord(error)
  const statusCode =
    httpStatus(record?.statusCode) ??
    httpStatus(record?.status) ??
    httpStatus(asRecord(record?.response)?.status) ??
    httpStatus(statusFromDigest(record?.digest)) ??
    500
  const message =
    typeof record?.message === 'string' ? record.message : typeof error === 'string' ? error : ''
  return { message, statusCode }
}

export type ErrorMessageKey =
  ErrorCode | 'network' | 'invalidRequest' | 'notFound' | 'serviceUnavailable' | 'unexpected'

export function errorMessageKey(error: unknown): ErrorMessageKey {
  const code = asRecord(error)?.code
  if (isErrorCode(code)) return code
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return 'network'
  switch (normaliseError(error).statusCode) {
    case 400:
    case 422:
      return 'invalidRequest'
    case 401:
      return 'UNAUTHORIZED'
    case 403:
      return 'NOT_AUTHORIZED'
    case 404:
      return 'notFound'
    case 429:
      return 'TOO_MANY_REQUESTS'
    case 502:
    case 503:
    case 504:
      return 'serviceUnavailable'
    default:
      return 'unexpected'
  }
}

export function useErrorMessage(): (error: unknown) => string {
  const t = useTranslations('Errors')
  return useCallback((error: unknown) => t(errorMessageKey(error)), [t])
}
