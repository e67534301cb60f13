// Plain data without zod: the proxy, the private pages and the menus read it.
import type { Role } from './roles'

const everyone: readonly Role[] = ['collegiate', 'precollegiate', 'non_member', 'staff']
// Staff have no member records of their own; pre-collegiates have no events, loans or movements (spec §2 menu).
const collegiates: readonly Role[] = ['collegiate']
const collegiatesAndPrecollegiates: readonly Role[] = ['collegiate', 'precollegiate']

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
  '/professional-societies/procedure': collegiates,
  // Where the card gateway returns the member (URLOK / URLKO).
  '/payment/confirmation': collegiatesAndPrecollegiates,
}

const guestOnlyPages: readonly string[] = ['/login', '/auth/password-recovery']

const within = (pathname: string, page: string) => pathname === page || pathname.startsWith(`${page}/`)

export function rolesFor(pathname: string): readonly Role[] | undefined {
  const page = Object.keys(privatePages).find((candidate) => within(pathname, candidate))
  return page ? privatePages[page] : undefined
}

export function isGuestOnly(pathname: string): boolean {
  return guestOnlyPages.some((page) => within(pathname, page))
}

/** Only a path of this site, so that a crafted link cannot send a person elsewhere after they sign in. */
export function safeRedirectTarget(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || /[\\\u0000-\u001f]/.test(target)) {
    return '/'
  }
  return target
}
