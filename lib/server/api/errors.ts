import 'server-only'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import type { ErrorEnvelope, ValidationIssue } from '@/lib/contract/errors'
import { isDatabaseUnavailable } from '@/lib/server/db/unavailable'
import { StorageUnavailableError } from '@/lib/server/integrations/file-storage'
import { ApiError, LoggedFailure } from '@/lib/server/errors'

const phrases: Partial<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

export function envelope(c: Context, status: ContentfulStatusCode, detail: ErrorEnvelope['detail']) {
  return c.json({ detail } satisfies ErrorEnvelope, status)
}

export function toValidationIssues(error: z.ZodError, location: string): ValidationIssue[] {
  return error.issues.map((issue) => ({
    loc: [location, ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part))],
    msg: issue.message,
    type: issue.code,
  }))
}

/** One mapper for every failure: known errors keep their status and code, anything else is logged and hidden. */
export function handleError(error: unknown, c: Context) {
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds))
    return envelope(c, error.status, error.detail)
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode
    if (status === 400 && /JSON/i.test(error.message)) return envelope(c, 400, 'INVALID_JSON_FORMAT')
    return envelope(c, status, phrases[status] ?? error.message)
  }
  const unavailable = isDatabaseUnavailable(error)
    ? 'the database'
    : error instanceof StorageUnavailableError
      ? `the file storage (${error.message})`
      : undefined
  if (unavailable) {
    console.warn(`[api] ${c.req.method} ${c.req.path}: ${unavailable} is unavailable`)
    c.header('Retry-After', '2')
    return envelope(c, 503, 'Service Unavailable')
  }
  console.error(`[api] ${c.req.method} ${c.req.path} failed`, error)
  return envelope(c, 500, error instanceof LoggedFailure ? error.code : 'Internal Server Error')
}

export function handleNotFound(c: Context) {
  return envelope(c, 404, 'Not Found')
}
