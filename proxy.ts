import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'
import { routing } from './lib/i18n/routing'
import { findPageRedirect } from './lib/server/portal'

const localise = createMiddleware(routing)

// Languages, and addresses that name a content page the wrong way. Cached pages cannot redirect themselves
// (Next.js repeats the Location header of a cached redirect, vercel/next.js#82117), so those redirects live here.
// Authorisation never lives here; every page and API route checks the session itself.
export default async function proxy(request: NextRequest) {
  const target = await findPageRedirect(request.nextUrl.pathname)
  if (target) {
    const url = request.nextUrl.clone()
    url.pathname = target
    return NextResponse.redirect(url, 307)
  }
  return localise(request)
}

export const config = {
  matcher: ['/((?!api(?:/|$)|bench-floor(?:/|$)|_next|_vercel|.*\\..*).*)'],
}
