import createMiddleware from 'next-intl/middleware'
import { routing } from './lib/i18n/routing'

// Locale only: strips the default-language prefix, detects the language at the root, and keeps the cookie.
// Authorisation never lives here; every page and API route checks the session itself.
export default createMiddleware(routing)

export const config = {
  matcher: ['/((?!api(?:/|$)|bench-floor(?:/|$)|_next|_vercel|.*\\..*).*)'],
}
