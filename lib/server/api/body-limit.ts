import 'server-only'
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { matchedRoutes } from 'hono/route'
import type { ErrorCode } from '@/lib/contract/errors'
import { envelope } from './errors'

/** Every body a route does not give a limit of its own: JSON, forms, anything. */
const defaultBodyMaxBytes = 1024 * 1024

const tooLarge = 'Payload Too Large'

/** Routes' own limits; where one applies the default does not. */
const ownLimits = new WeakSet<object>()

/**
 * A Content-Length over the limit is refused before a byte is read; a body without one (chunked) is read up to
 * the limit and refused there, so no request holds more than its limit in memory.
 */
function limit(maxSize: number, detail: ErrorCode | typeof tooLarge): MiddlewareHandler {
  return bodyLimit({ maxSize, onError: (c) => envelope(c, 413, detail) })
}

/** A route's own body limit (uploads, or smaller than the default), answering 413 with `detail`. */
export function limitBody(
  maxSize: number,
  detail: ErrorCode | typeof tooLarge = tooLarge,
): MiddlewareHandler {
  const middleware = limit(maxSize, detail)
  ownLimits.add(middleware)
  return middleware
}

const limitByDefault = limit(defaultBodyMaxBytes, tooLarge)

// Hono wraps the handlers of an app mounted with its own error handler, keeping the original under this key.
const composedHandler = '__COMPOSED_HANDLER'

const hasOwnLimit = (handler: object) =>
  ownLimits.has((handler as Record<string, object | undefined>)[composedHandler] ?? handler)

/** Before every route: the default limit, unless the route matched declares its own with limitBody(). */
export const limitEveryBody: MiddlewareHandler = (c, next) =>
  matchedRoutes(c).some(({ handler }) => hasOwnLimit(handler)) ? next() : limitByDefault(c, next)

/**
 * For bodies forwarded to the association's back end, which checks its own limits: a multipart body (an upload)
 * up to the largest any route here takes, anything else up to the default.
 */
export function limitForwardedBody(uploadMaxBytes: number): MiddlewareHandler {
  const limitUpload = limit(uploadMaxBytes, tooLarge)
  return (c, next) =>
    /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')
      ? limitUpload(c, next)
      : limitByDefault(c, next)
}
