import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { Context, Next } from 'hono'
import { z } from 'zod'
import {
  BearerTokenSchema,
  CookieSessionSchema,
  CurrentUserSchema,
  LoginFormSchema,
  SessionTransportSchema,
  sessionTransportHeader,
} from '@/lib/contract/auth'
import { refreshSession, endSession, startSession, type IssuedToken } from '@/lib/server/auth/sessions'
import { signIn, toCurrentUser } from '@/lib/server/services/auth'
import { envelope } from '../errors'
import { type ApiEnv, errorResponses, jsonContent, noStore, respond, signedIn } from '../http'
import { clientAddress } from '../client-address'
import {
  assertSameSiteForCookies,
  authenticated,
  clearSessionCookies,
  requireUser,
  setSessionCookies,
} from '../session'

export const sessionRoutes = new OpenAPIHono<ApiEnv>()

const transportHeaders = z.object({ [sessionTransportHeader]: SessionTransportSchema.optional() })

const tokenResponse = jsonContent(
  z.union([BearerTokenSchema, CookieSessionSchema]),
  'BearerToken; CookieSession (with the cookies set) when the request asked for the cookie transport or came with the cookie',
)

function answerToken(c: Parameters<typeof respond>[0], issued: IssuedToken, transport: 'cookie' | 'bearer') {
  if (transport === 'bearer') {
    return respond(c, BearerTokenSchema, { access_token: issued.token, token_type: 'bearer' })
  }
  setSessionCookies(c, issued)
  return respond(c, CookieSessionSchema, { expires_at: issued.expiresAt.toISOString() })
}

const formContent = { schema: LoginFormSchema }

/** FastAPI reads the sign-in form only: any other body leaves both fields missing (422), as there. */
const formBodyOnly = async (c: Context, next: Next) => {
  if (
    /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(c.req.header('content-type') ?? '')
  ) {
    return next()
  }
  return envelope(
    c,
    422,
    ['username', 'password'].map((field) => ({
      loc: ['body', field],
      msg: 'Field required',
      type: 'missing',
    })),
  )
}

sessionRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/jwt/login',
    tags: ['Auth'],
    summary: 'Sign in',
    description:
      "Form-encoded `username` (the e-mail) and `password`; a JSON body answers 422. Unknown e-mail, wrong password and inactive account all answer LOGIN_BAD_CREDENTIALS. Ten failures for an account from one client address, or fifty from one address across accounts, within 15 minutes answer 429 with Retry-After until the oldest leaves the window; past ten failures for an account from anywhere, each attempt is slowed down (up to 5 s), never refused. The portal's pages send `X-Session-Transport: cookie` and get the httpOnly cookie instead of the token.",
    middleware: [noStore, formBodyOnly] as const,
    request: {
      headers: transportHeaders,
      body: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': formContent,
          'multipart/form-data': formContent,
        },
      },
    },
    responses: {
      200: tokenResponse,
      ...errorResponses(400, 403, 422, 429, 503),
    },
  }),
  async (c) => {
    const { username, password } = c.req.valid('form')
    const transport = c.req.valid('header')[sessionTransportHeader] ?? 'bearer'
    if (transport === 'cookie') assertSameSiteForCookies(c, 'login')
    const user = await signIn(
      c.var.db,
      { email: username, password, address: clientAddress(c) },
      c.var.signInPause,
    )
    return answerToken(c, await startSession(c.var.db, user.id), transport)
  },
)

sessionRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/jwt/refresh',
    tags: ['Auth'],
    summary: 'Refresh the session',
    description:
      "Re-issues the token while it is valid, moving the session's expiry forward (at most 90 days after sign-in by default). A session from the cookie is answered with a new cookie.",
    security: signedIn,
    middleware: [noStore, requireUser()] as const,
    responses: { 200: tokenResponse, ...errorResponses(401, 403, 503) },
  }),
  async (c) => {
    const { session, via } = authenticated(c)
    return answerToken(c, await refreshSession(c.var.db, session), via)
  },
)

sessionRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/auth/jwt/logout',
    tags: ['Auth'],
    summary: 'Sign out',
    description:
      'Ends the session on the server (every token it issued stops working) and clears the cookies.',
    security: signedIn,
    middleware: [noStore, requireUser()] as const,
    responses: { 204: { description: 'Signed out' }, ...errorResponses(401, 403, 503) },
  }),
  async (c) => {
    await endSession(c.var.db, authenticated(c).session.id)
    clearSessionCookies(c)
    return c.body(null, 204)
  },
)

sessionRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/user/me',
    tags: ['Auth'],
    summary: 'Who is signed in',
    security: signedIn,
    middleware: [noStore, requireUser()] as const,
    responses: {
      200: jsonContent(CurrentUserSchema, 'The signed-in person'),
      ...errorResponses(401, 503),
    },
  }),
  (c) => respond(c, CurrentUserSchema, toCurrentUser(authenticated(c).session.user)),
)

sessionRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/user/expire-cookie',
    tags: ['Auth'],
    summary: 'Clear the session cookies',
    description:
      'Called by the pages when the readable `logged-in` flag is gone, to drop the httpOnly cookie page code cannot touch. Changes nothing on the server.',
    middleware: [noStore] as const,
    responses: { 204: { description: 'Cookies cleared' } },
  }),
  (c) => {
    clearSessionCookies(c)
    return c.body(null, 204)
  },
)

sessionRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/auth/jwt/refresh-cookie',
    tags: ['Auth'],
    summary: 'Set the session cookie from a valid session',
    description:
      'Sets `iar_cookie` (httpOnly) and `logged-in` from the bearer token or the cookie presented, until that token expires, and answers when that is.',
    security: signedIn,
    middleware: [noStore, requireUser()] as const,
    responses: {
      200: jsonContent(CookieSessionSchema, 'Cookies set'),
      ...errorResponses(401, 503),
    },
  }),
  (c) => {
    const { session, token } = authenticated(c)
    setSessionCookies(c, { token, expiresAt: session.expiresAt })
    return respond(c, CookieSessionSchema, { expires_at: session.expiresAt.toISOString() })
  },
)
