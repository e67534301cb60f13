/**
 * Pages rendered per request get a nonce; a cached page is the same for every visitor, so this policy allows its
 * inline scripts and the page cache adds a second policy with their hashes (lib/http/page-cache-handler.mjs): the
 * browser enforces both. See docs/decisions/0006-security-headers.md and 0026-csp-and-runtime-urls.md.
 */

interface Mode {
  development: boolean
}

export interface ThirdPartyOrigins {
  script?: readonly string[]
  connect?: readonly string[]
  frame?: readonly string[]
  img?: readonly string[]
  /** Where the pages' forms may post: the card gateway the member is sent to. */
  form?: readonly string[]
}

type Directives = Record<string, string[]>

const serialise = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

/**
 * The request header in which proxy.ts hands a public page's policy to the page cache; the cache stores the page
 * with it, its inline scripts allowed by their hashes instead (lib/http/page-cache-handler.mjs names it too).
 */
export const pagePolicyHeader = 'x-portal-page-policy'

interface PagePolicyOptions extends Mode {
  thirdParties?: readonly ThirdPartyOrigins[]
  /** Fresh for each response, rendered per request; its scripts then load theirs ('strict-dynamic'). */
  nonce?: string
}

/** Nothing loads from a third party before the visitor needs it (captcha) or consents (analytics). */
export function pageContentSecurityPolicy({
  development,
  thirdParties = [],
  nonce,
}: PagePolicyOptions): string {
  const origins = (directive: keyof ThirdPartyOrigins) => [
    ...new Set(thirdParties.flatMap((party) => party[directive] ?? [])),
  ]
  const frames = origins('frame')
  return serialise({
    'default-src': ["'self'"],
    // React's development build evaluates code for its debugging tools.
    'script-src': [
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"]),
      ...(development ? ["'unsafe-eval'"] : []),
      ...origins('script'),
    ],
    // Emotion (MUI) writes its styles into <style> tags at run time, on cached pages too (no nonce there).
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...origins('img')],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(development ? ['ws:'] : []), ...origins('connect')],
    'frame-src': frames.length ? frames : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", ...origins('form')],
    'frame-ancestors': ["'none'"],
  })
}

/** JSON answers never render, so they may load nothing; `styleHashes` lets an HTML answer keep its own <style>. */
export function apiContentSecurityPolicy(styleHashes: string[] = []): string {
  return serialise({
    'default-src': ["'none'"],
    ...(styleHashes.length ? { 'style-src': styleHashes.map((hash) => `'${hash}'`) } : {}),
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  })
}

/** HSTS only in production, where the site is served over HTTPS. */
export function commonSecurityHeaders({ development }: Mode): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Superseded by frame-ancestors, kept for browsers that predate it.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
    ...(development
      ? []
      : [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]),
  ]
}
