// Plain data without zod: the proxy, the private pages and the menus read it.
import type { Role } from './auth'

const everyone: readonly Role[] = ['collegiate', 'precollegiate', 'non_member', 'staff']
// What concerns members themselves (attachments, movements, applications, loans, subscriptions, consents): staff
// have none of their own, and the API refuses them the lists (they download members' files by id). Pre-collegiates
// follow courses and procedures, not events, loans or movements (spec §2 menu).
const collegiates: readonly Role[] = ['collegiate']
const collegiatesAndPrecollegiates: readonly Role[] = ['collegiate', 'precollegiate']

/** Pages that need a signed-in person, by path without language prefix, and the roles that may open them. */
const privatePages: Readonly<Record<string, readonly Role[]>> = {
  '/profile': everyone,
  '/my-documents': collegiates,
  '/collegiate-documents': collegiatesAndPrecollegiates,
  '/my-courses': collegiatesAndPrecollegiates,
  '/my-events': collegiates,
  '/my-resources': collegiates,
  '/my-movements': collegiates,
  '/subscriptions': collegiatesAndPrecollegiates,
  '/generic-procedures-profile': collegiatesAndPrecollegiates,
  '/sepa': collegiates,
  // #9: the professional societies a collegiate files and manages.
  '/professional-societies/procedure': collegiates,
  // #10: where the card gateway returns the member (URLOK / URLKO).
  '/payment/confirmation': collegiatesAndPrecollegiates,
}

/** Pages only for people not signed in: a signed-in person opening one goes to the home page. */
const guestOnlyPages: readonly string[] = ['/login', '/auth/password-recovery']

const within = (pathname: string, page: string) => pathname === page || pathname.startsWith(`${page}/`)

/** The roles that may open a path (a private page or anything below it), or undefined when it is public. */
export function rolesFor(pathname: string): readonly Role[] | undefined {
  const page = Object.keys(privatePages).find((candidate) => within(pathname, candidate))
  return page ? privatePages[page] : undefined
}

export function isGuestOnly(pathname: string): boolean {
  return guestOnlyPages.some((page) => within(pathname, page))
}

/**
 * Where a login may send someone back to: a path of this site (one leading slash, no scheme, no backslash),
 * else the home page, so that a crafted link cannot send a person elsewhere after they sign in.
 */
export function safeRedirectTarget(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || /[\\\u0000-\u001f]/.test(target)) {
    return '/'
  }
  return target
}
