import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'
import { serverEnv } from './lib/env'
import { pageContentSecurityPolicy, type ThirdPartyOrigins } from './lib/http/security-headers'
import { analyticsOrigins, isValidAnalyticsId } from './lib/http/analytics-origins'
import { captchaOrigins } from './lib/http/captcha-origins'
import { routing } from './lib/i18n/routing'
import { publicCaptchaSettings } from './lib/server/integrations/captcha'
import { analyticsIds, findPageRedirect } from './lib/server/portal'

const localise = createMiddleware(routing)

/** The third parties configured now: their origins join the pages' policy (next.config's names none). */
async function configuredThirdParties(): Promise<ThirdPartyOrigins[]> {
  const parties: ThirdPartyOrigins[] = []
  if (publicCaptchaSettings()) parties.push(captchaOrigins)
  const ids = await analyticsIds().catch(() => [])
  if (ids.some(isValidAnalyticsId)) parties.push(analyticsOrigins)
  return parties
}

// Languages, and addresses that name a content page the wrong way. Cached pages cannot redirect themselves
// (Next.js repeats the Location header of a cached redirect, vercel/next.js#82117), so those redirects live here.
// Authorisation never lives here; every page and API route checks the session itself.
export default async function proxy(request: NextRequest) {
  const [target, thirdParties] = await Promise.all([
    findPageRedirect(request.nextUrl.pathname),
    configuredThirdParties(),
  ])
  let response: NextResponse
  if (target) {
    const url = request.nextUrl.clone()
    url.pathname = target
    response = NextResponse.redirect(url, 307)
  } else {
    response = localise(request)
  }
  if (thirdParties.length > 0) {
    response.headers.set(
      'Content-Security-Policy',
      pageContentSecurityPolicy({ development: serverEnv().NODE_ENV !== 'production', thirdParties }),
    )
  }
  return response
}

export const config = {
  matcher: ['/((?!api(?:/|$)|bench-floor(?:/|$)|_next|_vercel|.*\\..*).*)'],
}
