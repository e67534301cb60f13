import 'server-only'
import type { ErrorCode, ValidationIssue } from '@/lib/contract/errors'

/** HTTP phrases the association back end answers with when there is no specific code. */
export type HttpPhrase =
  | 'Not Found'
  | 'Unauthorized'
  | 'Forbidden'
  | 'Method Not Allowed'
  | 'Payload Too Large'
  | 'Unsupported Media Type'

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 503,
    readonly detail: ErrorCode | HttpPhrase | { code: ErrorCode; reason: string } | ValidationIssue[],
    /** For 429 and 503: how long the client should wait, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(typeof detail === 'string' ? detail : Array.isArray(detail) ? 'Unprocessable Entity' : detail.code)
    this.name = 'ApiError'
  }
}

/** A failure of ours that still has a code the client can show (spec §8), answered 500 and logged. */
export class LoggedFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    cause: unknown,
  ) {
    super(code, { cause })
    this.name = 'LoggedFailure'
  }
}
