import 'server-only'
import { Hono, type Context } from 'hono'
import { CookieSessionSchema, sessionTransportHeader } from '@/lib/contract/auth'
import { notReadyCode } from '@/lib/contract/readiness'
import { apiSecurityPolicy } from '@/lib/server/api/http'
import { limitForwardedBody } from '@/lib/server/api/body-limit'
import { clientAddress } from '@/lib/server/api/client-address'
import { envelope, handleError, handleNotFound } from '@/lib/server/api/errors'
import { largestFormBodyBytes } from '@/lib/server/api/form-submission'
import { cacheRoutes } from '@/lib/server/api/routes/cache'
import {
  assertSameSiteForCookies,
  clearSessionCookies,
  credentialsOf,
  setSessionCookies,
} from '@/lib/server/api/session'
import { ApiError } from '@/lib/server/errors'
import { BackEndError } from '@/lib/server/page-errors'
import { forgetUserOfToken, userOfToken } from '@/lib/server/session-user'
import { forwardRequest, gatewayFailure } from './forward'
import { accessTokenOf, tokenExpiry } from './token'

const readyTimeoutMs = 5_000

export interface GatewayOptions {
  /** The back end's API base, ending in "/". */
  baseUrl: string
  timeoutMs: number
  /** How long the session cookie lasts when the back end's token has no expiry of its own. */
  sessionFallbackDays: number
  revalidateSecret?: string
  /** Drops the cached public pages (POST /api/cache/revalidate). */
  onContentChange: () => void | Promise<void>
}

/**
 * The portal's /api when it is only the front end of the association's back end: every call goes on to the back
 * end with the session cookie's token as a bearer header. The portal answers itself only what is about its own
 * origin: its liveness, its page cache, and the session cookie (sign-in, refresh, sign-out) that no page script
 * may read.
 */
export function createGateway(options: GatewayOptions) {
  const base = new URL(options.baseUrl)

  /** The back end's address for a path under /api; none for one that would leave the back end's base. */
  function targetOf(c: Context): URL | undefined {
    const incoming = new URL(c.req.url)
    const target = new URL(base)
    target.pathname = `${base.pathname}${incoming.pathname.replace(/^\/api\/?/, '')}`
    target.search = incoming.search
    return target.pathname.startsWith(base.pathname) ? target : undefined
  }

  const forward = async (c: Context, token?: string): Promise<Response> => {
    const target = targetOf(c)
    if (!target) return handleNotFound(c)
    const answer = await forwardRequest(c.req.raw, target, {
      token,
      clientAddress: clientAddress(c),
      timeoutMs: options.timeoutMs,
    })
    // One person's answer: no shared cache may keep it, whatever the back end said.
    if (token && !/\b(private|no-store)\b/.test(answer.headers.get('cache-control') ?? '')) {
      answer.headers.set('Cache-Control', 'private, no-store')
    }
    return answer
  }

  /** The token goes into the httpOnly cookie; the page learns only when it expires. */
  function startCookieSession(c: Context, token: string) {
    const expiresAt = tokenExpiry(token, options.sessionFallbackDays)
    setSessionCookies(c, { token, expiresAt })
    c.header('Cache-Control', 'no-store')
    return c.json(CookieSessionSchema.parse({ expires_at: expiresAt.toISOString() }))
  }

  /** A back end that answered a session call without a token. */
  const noToken = (path: string) => {
    console.warn(`[gateway] the back end answered POST ${path} with no access_token`)
    return gatewayFailure(502, 'Bad Gateway')
  }

  /** The session's token; from the cookie, only on a same-site request (CSRF), as the built-in API checks. */
  function sessionOf(c: Context): { token: string; fromCookie: boolean } {
    const credentials = credentialsOf(c)
    if (!credentials) throw new ApiError(401, 'Unauthorized')
    assertSameSiteForCookies(c, credentials.via)
    return { token: credentials.token, fromCookie: credentials.via === 'cookie' }
  }

  const api = new Hono()
  api.use('*', limitForwardedBody(largestFormBodyBytes))

  api.get('/health', (c) => c.json({ status: 'ok' }))
  // Ready when the back end answers at all: the portal itself keeps nothing that could be missing.
  api.get('/ready', async (c) => {
    c.header('Cache-Control', 'no-store')
    let reason = 'the back end does not answer'
    try {
      const answer = await fetch(base, { cache: 'no-store', signal: AbortSignal.timeout(readyTimeoutMs) })
      await answer.body?.cancel()
      if (answer.status < 500) return c.json({ status: 'ready', checks: { back_end: 'ok' } })
      reason = `the back end answers ${answer.status}`
    } catch {
      // Unreachable or too slow: not ready.
    }
    c.header('Retry-After', '5')
    return envelope(c, 503, { code: notReadyCode, reason })
  })
  api.route('/', cacheRoutes({ secret: options.revalidateSecret, onContentChange: options.onContentChange }))

  // The pages ask for the cookie; an API client without the header gets the back end's answer as it is.
  api.post('/auth/jwt/login', async (c) => {
    const wantsCookie = c.req.header(sessionTransportHeader) === 'cookie'
    if (wantsCookie) assertSameSiteForCookies(c, 'login')
    const answer = await forward(c)
    if (!wantsCookie || answer.status !== 200) return answer
    const token = await accessTokenOf(answer)
    return token ? startCookieSession(c, token) : noToken('auth/jwt/login')
  })

  api.post('/auth/jwt/refresh', async (c) => {
    const { token, fromCookie } = sessionOf(c)
    const answer = await forward(c, token)
    if (!fromCookie) return answer
    if (answer.status === 401) {
      forgetUserOfToken(token)
      clearSessionCookies(c)
      return envelope(c, 401, 'Unauthorized')
    }
    if (!answer.ok) return answer
    const renewed = await accessTokenOf(answer)
    if (!renewed) return noToken('auth/jwt/refresh')
    forgetUserOfToken(token)
    return startCookieSession(c, renewed)
  })

  // A JWT stays valid until it expires: the back end is told, and the cookie that holds it goes either way.
  api.post('/auth/jwt/logout', async (c) => {
    const { token, fromCookie } = sessionOf(c)
    const answer = await forward(c, token)
    if (!fromCookie) return answer
    await answer.body?.cancel()
    forgetUserOfToken(token)
    clearSessionCookies(c)
    c.header('Cache-Control', 'no-store')
    return c.body(null, 204)
  })

  api.get('/user/expire-cookie', (c) => {
    const credentials = credentialsOf(c)
    if (credentials) forgetUserOfToken(credentials.token)
    clearSessionCookies(c)
    c.header('Cache-Control', 'no-store')
    return c.body(null, 204)
  })

  api.get('/auth/jwt/refresh-cookie', async (c) => {
    const credentials = credentialsOf(c)
    const user = credentials && (await userOfToken(credentials.token))
    if (!credentials || !user) throw new ApiError(401, 'Unauthorized')
    return startCookieSession(c, credentials.token)
  })

  api.all('*', (c) => {
    const credentials = credentialsOf(c)
    if (credentials) assertSameSiteForCookies(c, credentials.via)
    return forward(c, credentials?.token)
  })

  const root = new Hono().basePath('/api')
  root.use('*', apiSecurityPolicy)
  root.route('/', api)
  root.onError((error, c) => {
    if (error instanceof BackEndError) {
      console.warn(`[gateway] ${c.req.method} ${c.req.path}: ${error.message}`)
      return gatewayFailure(502, 'Bad Gateway')
    }
    if (error instanceof TypeError && /fetch failed/i.test(error.message)) {
      console.warn(`[gateway] ${c.req.method} ${c.req.path}: the back end cannot be reached`)
      return gatewayFailure(502, 'Bad Gateway')
    }
    return handleError(error, c)
  })
  root.notFound(handleNotFound)

  // Pictures are public: sent on without the session. The back end serves them beside its API (../media/).
  const mediaBase = new URL('../media/', base)
  const media = new Hono()
  media.get('/media/:id', (c) =>
    forwardRequest(c.req.raw, new URL(encodeURIComponent(c.req.param('id')), mediaBase), {
      clientAddress: clientAddress(c),
      timeoutMs: options.timeoutMs,
    }),
  )
  media.notFound((c) => c.body(null, 404))
  return { fetch: root.fetch, fetchMedia: media.fetch }
}
