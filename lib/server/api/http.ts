import 'server-only'
import type { Context, Next } from 'hono'
import { z } from 'zod'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { apiContentSecurityPolicy } from '@/lib/http/security-headers'
import type { Database } from '@/lib/server/db/client'
import type { VerifyCaptcha } from '@/lib/server/integrations/captcha'
import type { FileStorage } from '@/lib/server/integrations/file-storage'
import type { SmsSender } from '@/lib/server/integrations/sms'
import type { Session } from '@/lib/server/auth/sessions'
import type { Pause } from '@/lib/server/services/auth'
import type { SharedCache } from './shared-cache'

export interface Authenticated {
  session: Session
  /** How the token came: a browser's cookie (then unsafe requests must be same-origin) or a bearer header. */
  via: 'cookie' | 'bearer'
  token: string
}

export interface ApiEnv {
  Variables: {
    db: Database
    sharedCache?: SharedCache
    verifyCaptcha?: VerifyCaptcha
    sms: SmsSender
    fileStorage: FileStorage
    /** Drops the cached public pages and API answers: call it after a write that changes what the public sees. */
    contentChanged: () => Promise<void>
    /** How a sign-in for an account under attack waits before answering. */
    signInPause: Pause
    /** Set by requireUser(). */
    auth?: Authenticated
  }
}

export function jsonContent<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { 'application/json': { schema } } }
}

const errorDescriptions = {
  400: 'Bad request: the detail names the error code',
  401: 'Not signed in, or the session is no longer valid',
  403: 'Signed in but not allowed',
  404: 'Not found',
  409: 'Conflict with what is already recorded: the detail names the error code',
  413: 'The request body is too large',
  415: 'The request body is not JSON',
  422: 'The request does not match the contract: the detail lists each problem',
  429: 'Too many requests: TOO_MANY_REQUESTS; the Retry-After header says how many seconds to wait',
  503: 'Temporarily unavailable (the database, or the captcha provider: CAPTCHA_UNAVAILABLE); the Retry-After header says how many seconds to wait',
} as const

export function errorResponses<S extends keyof typeof errorDescriptions>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, jsonContent(ErrorEnvelopeSchema, errorDescriptions[status])]),
  ) as Record<S, ReturnType<typeof jsonContent<typeof ErrorEnvelopeSchema>>>
}

/** Answers with data checked against its contract schema: a service that drifts from the contract fails loudly. */
export function respond<S extends z.ZodType, Status extends 200 | 201 = 200>(
  c: Context,
  schema: S,
  data: z.input<S>,
  status: Status = 200 as Status,
) {
  return c.json(schema.parse(data) as z.output<S>, status)
}

/** For answers that concern one person or one request: no cache may keep them. */
export const noStore = async (c: Context, next: Next) => {
  await next()
  c.res.headers.set('Cache-Control', 'no-store')
}

/** For one person's private data: neither a shared cache nor the browser's may keep it. */
export const privateNoStore = async (c: Context, next: Next) => {
  await next()
  c.res.headers.set('Cache-Control', 'private, no-store')
}

/** Every answer of the API loads nothing, unless its route set a policy of its own. */
export const apiSecurityPolicy = async (c: Context, next: Next) => {
  await next()
  if (!c.res.headers.has('Content-Security-Policy')) {
    c.res.headers.set('Content-Security-Policy', apiContentSecurityPolicy())
  }
}

export const signedIn: Array<Record<string, string[]>> = [{ bearer: [] }, { sessionCookie: [] }]

/** RFC 6266 / RFC 8187: an ASCII fallback, and the exact name in UTF-8. */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
