import createMiddleware from 'next-intl/middleware'
import { randomBytes } from 'node:crypto'
import { type NextRequest, NextResponse } from 'next/server'
import { cardTerminals, secureCookies, serverEnv } from './lib/env'
import {
  pageContentSecurityPolicy,
  pagePolicyHeader,
  type ThirdPartyOrigins,
} from './lib/http/security-headers'
import { analyticsOrigins, isValidAnalyticsId } from './lib/http/analytics-origins'
import { captchaOrigins } from './lib/http/captcha-origins'
import {
  isMalformedPath,
  isOutsidePages,
  malformedAddressResponse,
  namesPercentSign,
} from './lib/http/malformed-address'
import { paymentGatewayOrigins } from './lib/http/payment-gateway-origins'
import { localeCookieDays, localeCookieName, rootRouting, routing } from './lib/i18n/routing'
import { publicCaptchaSettings } from './lib/server/integrations/captcha'
import { analyticsIds, enabledLanguages, findContentRedirect, findPageRedirect } from './lib/server/portal'
import { isPending } from './lib/server/proxy-memory'
import { proxyLookupsFor } from './lib/http/proxy-lookups'
import { handOverUser, sessionReadHeader } from './lib/server/session-hand-over'
import { userOfToken } from './lib/server/session-user'
import type { CurrentUser } from './lib/contract/auth'
import { isGuestOnly, rolesFor } from './lib/contract/private-area'
import { loggedInCookieName, sessionCookieName } from './lib/contract/session'
import {
  canonicalListQuery,
  listPageOf,
  listRouteSegment,
  lookupAddress,
  lookupPageOf,
  lookupRouteSegment,
} from './lib/contract/list-pages'
import { defaultLocale, type Locale, locales } from './lib/contract/locales'

const localise = createMiddleware(routing)

/** The third parties configured now: their origins join the pages' policy (next.config's names none). */
function configuredThirdParties(): ThirdPartyOrigins[] | Promise<ThirdPartyOrigins[]> {
  const parties: ThirdPartyOrigins[] = []
  if (publicCaptchaSettings()) parties.push(captchaOrigins)
  const gateway = Object.values(cardTerminals())[0]
  if (gateway) parties.push(paymentGatewayOrigins(gateway.url))
  const withAnalytics = (ids: readonly string[]) =>
    ids.some(isValidAnalyticsId) ? [...parties, analyticsOrigins] : parties
  const ids = analyticsIds()
  return isPending(ids) ? ids.catch(() => []).then(withAnalytics) : withAnalytics(ids)
}

interface LookedUp {
  enabled: readonly Locale[]
  /** Where an address naming a page or detail the wrong way goes. */
  target: string | null
  thirdParties: readonly ThirdPartyOrigins[]
}

/**
 * What the proxy needs to know about an address, from its memory (lib/server/proxy-memory.ts): synchronously once
 * known, so a request for a cached page awaits nothing; only what the address can need is asked for.
 */
function lookUp(pathname: string): LookedUp | Promise<LookedUp> {
  const needs = proxyLookupsFor(pathname)
  const enabled = needs.languages ? enabledLanguages() : locales
  const page = needs.pageRedirect ? findPageRedirect(pathname) : null
  const content = needs.contentRedirect ? findContentRedirect(pathname) : null
  const thirdParties = configuredThirdParties()
  if (!isPending(enabled) && !isPending(page) && !isPending(content) && !isPending(thirdParties)) {
    return { enabled, target: page ?? content, thirdParties }
  }
  return Promise.all([
    // The database or back end is away: every language counts as on, and the pages answer for themselves.
    Promise.resolve(enabled).catch(() => locales),
    page,
    // Neither: the page answers for itself (a 404 when it names nothing in its language).
    Promise.resolve(content).catch(() => null),
    thirdParties,
  ]).then(([enabled, page, content, thirdParties]) => ({ enabled, target: page ?? content, thirdParties }))
}

/** The root's language detection among the enabled languages, made once for each set of them. */
const rootMiddlewares = new Map<string, ReturnType<typeof createMiddleware>>()
function rootMiddleware(enabled: readonly Locale[]) {
  const key = enabled.join()
  let middleware = rootMiddlewares.get(key)
  if (!middleware) rootMiddlewares.set(key, (middleware = createMiddleware(rootRouting(enabled))))
  return middleware
}

/** What NextResponse.next({ request: { headers } }) does, for a response the language middleware made. */
function forwardRequestHeader(request: NextRequest, response: NextResponse, name: string, value: string) {
  const overridden = response.headers.get('x-middleware-override-headers')
  if (!overridden) {
    for (const [key, current] of request.headers) response.headers.set(`x-middleware-request-${key}`, current)
  }
  const names = overridden ? overridden.split(',') : [...request.headers.keys()]
  response.headers.set('x-middleware-override-headers', [...new Set([...names, name])].join(','))
  response.headers.set(`x-middleware-request-${name}`, value)
}

/**
 * A page rendered for this request only (the private area, the back-office): Next.js reads the nonce from the
 * request's policy and gives it to its scripts, so no inline script without it runs. Cached pages cannot carry a
 * nonce (withCachedPagePolicy).
 */
function withNonce(
  request: NextRequest,
  response: NextResponse,
  thirdParties: readonly ThirdPartyOrigins[],
): NextResponse {
  const policy = pageContentSecurityPolicy({
    development: serverEnv().NODE_ENV !== 'production',
    thirdParties,
    nonce: randomBytes(16).toString('base64'),
  })
  forwardRequestHeader(request, response, 'content-security-policy', policy)
  // Never cached; and a client cannot name the cache's policy either.
  forwardRequestHeader(request, response, pagePolicyHeader, '')
  response.headers.set('Content-Security-Policy', policy)
  return response
}

/**
 * A public page is cached, the same for every visitor: the page cache stores it with this policy, its inline
 * scripts allowed by their hashes instead (lib/http/page-cache-handler.mjs), and answers with it. Nothing is cached
 * in development, where the policy goes on the response as it is.
 */
function withCachedPagePolicy(
  request: NextRequest,
  response: NextResponse,
  thirdParties: readonly ThirdPartyOrigins[],
): NextResponse {
  const development = serverEnv().NODE_ENV !== 'production'
  const policy = pageContentSecurityPolicy({ development, thirdParties })
  if (development) response.headers.set('Content-Security-Policy', policy)
  else forwardRequestHeader(request, response, pagePolicyHeader, policy)
  return response
}

/** A browser that names no language (most crawlers): the root gives it Spanish, as it does for Spanish ones. */
const namesNoLanguage = (acceptLanguage: string | null) =>
  !acceptLanguage?.trim() || acceptLanguage.trim() === '*'

/**
 * The remembered language is set only where it changes where the root goes: next-intl sets it when a page's
 * language is not the one the browser asks for, and also when the browser asks for none, where the root picks
 * Spanish anyway; a Spanish page then sets nothing, so that nginx can keep it for every such first view
 * (deploy/nginx/portal.conf). The cookie is Secure over HTTPS (lib/env.ts decides).
 */
function settleLanguageCookie(request: NextRequest, response: NextResponse) {
  const cookie = response.cookies.get(localeCookieName)
  if (!cookie) return
  const needless =
    !request.cookies.has(localeCookieName) &&
    cookie.value === defaultLocale &&
    namesNoLanguage(request.headers.get('accept-language'))
  if (needless) {
    const others = response.headers.getSetCookie().filter((line) => !line.startsWith(`${localeCookieName}=`))
    response.headers.delete('set-cookie')
    for (const line of others) response.headers.append('set-cookie', line)
    // Next.js's copy for the page's own cookies(): it names this cookie alone when no other was set.
    if (others.length === 0) response.headers.delete('x-middleware-set-cookie')
  } else if (secureCookies(request.headers.get('x-forwarded-proto'))) {
    response.cookies.set({ ...cookie, secure: true })
  }
}

/**
 * The first line of the guards (spec §2); private pages and API routes check again themselves. A cookie whose
 * session ended counts as none, and is cleared. A request let through names what was read for the page, which
 * checks access with it instead of reading the session again (lib/server/session-hand-over.ts).
 */
/** A redirect the session calls for, or the key under which the page finds the session already read. */
interface GuardOutcome {
  redirect?: NextResponse
  sessionRead?: string
}

const unguarded: GuardOutcome = {}

function guard(request: NextRequest): GuardOutcome | Promise<GuardOutcome> {
  const { pathname } = request.nextUrl
  const prefix = /^\/(ca|en|eu)(?=\/|$)/.exec(pathname)?.[0] ?? ''
  const path = pathname.slice(prefix.length) || '/'
  const roles = rolesFor(path)
  // Every other page is the same for every visitor: the session is not read for it.
  if (!roles && !isGuestOnly(path)) return unguarded
  return guardBySession(request, prefix, roles)
}

async function guardBySession(
  request: NextRequest,
  prefix: string,
  roles: ReturnType<typeof rolesFor>,
): Promise<GuardOutcome> {
  const { pathname, search } = request.nextUrl
  const token = request.cookies.get(sessionCookieName)?.value
  let user: CurrentUser | undefined
  try {
    user = token ? await userOfToken(token) : undefined
  } catch {
    return unguarded // The database or back end is away: the page answers for itself.
  }
  const goTo = (target: string, query?: Record<string, string>) => {
    const url = request.nextUrl.clone()
    url.pathname = target
    url.search = query ? `?${new URLSearchParams(query)}` : ''
    const response = NextResponse.redirect(url, 307)
    if (token && !user) {
      response.cookies.delete(sessionCookieName)
      response.cookies.delete(loggedInCookieName)
    }
    return response
  }
  if (!roles) return user ? { redirect: goTo(prefix || '/') } : unguarded
  if (!user) return { redirect: goTo(`${prefix}/login`, { redirectTo: `${pathname}${search}` }) }
  if (!user.role || !roles.includes(user.role)) return { redirect: goTo(`${prefix}/no-permission`) }
  return { sessionRead: handOverUser(token!, user) }
}

/** Each distinct list or registry query is one cached page at an internal address (lib/contract/list-pages.ts). */
function listPageRewrite(request: NextRequest, response: NextResponse): NextResponse {
  const { pathname, searchParams } = request.nextUrl
  const locale = /^\/(ca|en|eu)(?=\/|$)/.exec(pathname)?.[1]
  const path = (locale ? pathname.slice(locale.length + 1) : pathname) || '/'
  const kind = listPageOf(path)
  const lookup = lookupPageOf(path, searchParams)
  const internal = path.startsWith(`/${listRouteSegment}/`) || path.startsWith(`/${lookupRouteSegment}/`)
  if (!kind && !lookup && !internal) return response
  const url = request.nextUrl.clone()
  const prefix = `/${locale ?? defaultLocale}`
  if (lookup) {
    const { path: internalPath, perRequest } = lookupAddress(lookup, searchParams)
    url.pathname = `${prefix}${internalPath}`
    if (!perRequest) url.search = ''
  } else {
    url.search = ''
    url.pathname = kind
      ? `${prefix}/${listRouteSegment}/${kind}/${canonicalListQuery(kind, searchParams)}`
      : `${prefix}/404`
  }
  const headers = new Headers(response.headers)
  headers.delete('x-middleware-rewrite')
  headers.delete('x-middleware-next')
  return NextResponse.rewrite(url, { headers })
}

/** The remembered language becomes Spanish too, so that the language detection does not send the visitor back. */
function disabledLanguageRedirect(
  request: NextRequest,
  enabled: readonly Locale[],
): NextResponse | undefined {
  const locale = /^\/(ca|en|eu)(?=\/|$)/.exec(request.nextUrl.pathname)?.[1] as Locale | undefined
  if (!locale || enabled.includes(locale)) return undefined
  const url = request.nextUrl.clone()
  url.pathname = request.nextUrl.pathname.slice(locale.length + 1) || '/'
  const response = NextResponse.redirect(url, 307)
  response.cookies.set(localeCookieName, defaultLocale, {
    path: '/',
    maxAge: localeCookieDays * 24 * 60 * 60,
    sameSite: 'lax',
  })
  return response
}

/** The back-office has one address in every language: a prefix in front of it is dropped, instead of a 404. */
function localisedBackOfficeRedirect(request: NextRequest): NextResponse | undefined {
  const match = /^\/(?:ca|en|eu)(\/admin(?:\/.*)?)$/.exec(request.nextUrl.pathname)
  if (!match) return undefined
  const url = request.nextUrl.clone()
  url.pathname = match[1]!
  return NextResponse.redirect(url, 308)
}

function notFoundRewrite(request: NextRequest): NextResponse {
  const locale = /^\/(ca|en|eu)(?=\/|$)/.exec(request.nextUrl.pathname)?.[1]
  const url = request.nextUrl.clone()
  url.search = ''
  url.pathname = `/${locale ?? defaultLocale}/404`
  return NextResponse.rewrite(url)
}

// Languages, and addresses that name a content page the wrong way. Cached pages cannot redirect themselves
// (Next.js repeats the Location header of a cached redirect, vercel/next.js#82117), so those redirects live here.
// The guards here only redirect; every page and API route checks the session itself.
export default async function proxy(request: NextRequest) {
  // Bad input is a 400, never the 500 Next.js would answer for a path it cannot decode.
  const { pathname } = request.nextUrl
  if (isMalformedPath(pathname)) {
    const response = malformedAddressResponse(pathname, request.cookies.get(localeCookieName)?.value)
    // A page of text and one <style>: no script of any kind runs there.
    response.headers.set(
      'Content-Security-Policy',
      pageContentSecurityPolicy({
        development: serverEnv().NODE_ENV !== 'production',
        nonce: randomBytes(16).toString('base64'),
      }),
    )
    return response
  }
  if (/^\/admin(?:\/|$)/.test(pathname)) return withNonce(request, NextResponse.next(), [])
  // Reached only through the second matcher: a well-formed escape outside the pages is left to its route.
  if (isOutsidePages(pathname)) return NextResponse.next()
  const backOffice = localisedBackOfficeRedirect(request)
  if (backOffice) return backOffice
  const lookedUp = lookUp(pathname)
  const { enabled, target, thirdParties } = isPending(lookedUp) ? await lookedUp : lookedUp
  const offLanguage = disabledLanguageRedirect(request, enabled)
  let response: NextResponse
  if (offLanguage) {
    response = offLanguage
  } else if (target) {
    const url = request.nextUrl.clone()
    url.pathname = target
    // The translated slug is the one address of the item in that language (hreflang names it alone).
    response = NextResponse.redirect(url, 308)
  } else if (namesPercentSign(pathname)) {
    response = notFoundRewrite(request)
  } else {
    response = pathname === '/' ? rootMiddleware(enabled)(request) : localise(request)
    // A language redirect comes first; the guards see the request that follows it.
    if (!response.headers.has('location')) {
      const guarded = guard(request)
      const { redirect, sessionRead } = isPending(guarded) ? await guarded : guarded
      response = redirect ?? listPageRewrite(request, response)
      if (sessionRead) forwardRequestHeader(request, response, sessionReadHeader, sessionRead)
    }
  }
  settleLanguageCookie(request, response)
  if (response.headers.has('location')) return response
  const path = pathname.replace(/^\/(?:ca|en|eu)(?=\/|$)/, '') || '/'
  const lookup = lookupPageOf(path, request.nextUrl.searchParams)
  if (rolesFor(path) || (lookup && lookupAddress(lookup, request.nextUrl.searchParams).perRequest)) {
    return withNonce(request, response, thirdParties)
  }
  return withCachedPagePolicy(request, response, thirdParties)
}

export const config = {
  matcher: [
    '/((?!api(?:/|$)|admin(?:/|$)|media(?:/|$)|bench-floor(?:/|$)|_next|_vercel|.*\\..*).*)',
    // The back-office only for its policy: it is rendered per request, so it gets a nonce.
    '/admin/:path*',
    // Every other address with a %-escape, so that one that does not decode is answered 400 here.
    '/(.*%.*)',
  ],
}
