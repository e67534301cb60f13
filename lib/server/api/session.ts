import 'server-only'
import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { roleOf, type Role } from '@/lib/contract/auth'
import { loggedInCookieName, sessionCookieName } from '@/lib/contract/session'
import { secureCookies } from '@/lib/env'
import { sessionOfToken, type IssuedToken } from '@/lib/server/auth/sessions'
import { ApiError } from '@/lib/server/errors'
import type { ApiEnv, Authenticated } from './http'

/** A bearer header first (an API client), else the session cookie (a browser). */
export function credentialsOf(c: Context): Omit<Authenticated, 'session'> | undefined {
  const header = c.req.header('authorization')
  const bearer = header && /^Bearer\s+(\S+)$/i.exec(header)?.[1]
  if (bearer) return { token: bearer, via: 'bearer' }
  const cookie = getCookie(c, sessionCookieName)
  return cookie ? { token: cookie, via: 'cookie' } : undefined
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/** A request with neither Fetch Metadata nor Origin comes from no browser, so carries no victim's cookie. */
function isCrossSite(c: Context): boolean {
  const site = c.req.header('sec-fetch-site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = c.req.header('origin')
  if (!origin) return false
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? new URL(c.req.url).host
  try {
    return new URL(origin).host !== host
  } catch {
    return true
  }
}

/** CSRF: refuses cookie-carrying unsafe requests from other sites. */
export function assertSameSiteForCookies(c: Context, via: Authenticated['via'] | 'login'): void {
  if (via === 'bearer' || safeMethods.has(c.req.method)) return
  if (isCrossSite(c)) throw new ApiError(403, 'Forbidden')
}

/** Every private route uses it; the proxy's redirects protect nothing. */
export function requireUser({ roles }: { roles?: readonly Role[] } = {}): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const credentials = credentialsOf(c)
    const session = credentials && (await sessionOfToken(c.var.db, credentials.token))
    if (!credentials || !session) throw new ApiError(401, 'Unauthorized')
    assertSameSiteForCookies(c, credentials.via)
    const role = roleOf(session.user.principals)
    if (roles && (!role || !roles.includes(role))) throw new ApiError(403, 'Forbidden')
    c.set('auth', { session, ...credentials })
    await next()
  }
}

/** A session cookie on a write from another site is not taken as the person's: it could be forged. */
export function optionalUser(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const credentials = credentialsOf(c)
    const sameSite = credentials?.via === 'bearer' || safeMethods.has(c.req.method) || !isCrossSite(c)
    const session = credentials && sameSite && (await sessionOfToken(c.var.db, credentials.token))
    if (credentials && session) c.set('auth', { session, ...credentials })
    await next()
  }
}

export function authenticated(c: Context<ApiEnv>): Authenticated {
  const auth = c.get('auth')
  if (!auth) throw new Error('The route must use requireUser()')
  return auth
}

const cookieOptions = (c: Context) => ({
  path: '/',
  secure: secureCookies(c.req.header('x-forwarded-proto')),
  sameSite: 'Lax' as const,
})

/** The token in the httpOnly cookie, and the readable flag beside it, both until the token expires. */
export function setSessionCookies(c: Context, { token, expiresAt }: IssuedToken): void {
  setCookie(c, sessionCookieName, token, { ...cookieOptions(c), httpOnly: true, expires: expiresAt })
  setCookie(c, loggedInCookieName, 'true', { ...cookieOptions(c), expires: expiresAt })
}

export function clearSessionCookies(c: Context): void {
  deleteCookie(c, sessionCookieName, { ...cookieOptions(c), httpOnly: true })
  deleteCookie(c, loggedInCookieName, cookieOptions(c))
}
