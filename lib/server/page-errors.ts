import 'server-only'
import { statusDigest } from '@/lib/http/status-digest'
import { UnusableAnswer } from './back-end-reading'
import { isDatabaseUnavailable } from './db/unavailable'

/** A page failed for a reason with an HTTP status; the error page shows it (see lib/http/status-digest). */
export class PageError extends Error {
  readonly digest: string

  constructor(
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(`The page failed with status ${status}`, options)
    this.name = 'PageError'
    this.digest = statusDigest(status)
  }
}

export class BackEndError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`The back end answered ${status} for ${path}`)
    this.name = 'BackEndError'
  }
}

/** A database or back end that is down is a 503; an answer of the back end the portal cannot use, a 502. */
export function asPageError(error: unknown): unknown {
  if (isDatabaseUnavailable(error)) return new PageError(503, { cause: error })
  if (error instanceof UnusableAnswer) return new PageError(502, { cause: error })
  if (error instanceof BackEndError) return new PageError(error.status >= 500 ? 503 : 502, { cause: error })
  if (error instanceof TypeError && /fetch failed/i.test(error.message))
    return new PageError(503, { cause: error })
  return error
}
