// Plain data without zod: the proxy reads it on every request.

/** Only these parameters reach the cached page, sorted, so junk parameters cannot multiply the cached copies. */
export const listPages = {
  news: { path: '/news', params: ['q', 'category', 'page'] },
  jobs: {
    path: '/jobs',
    params: ['q', 'province', 'contract_type', 'working_day', 'workplace_type', 'page'],
  },
  workplaces: { path: '/workplaces', params: ['q', 'province', 'page'] },
  events: { path: '/events', params: ['q', 'category', 'type', 'mode', 'operator', 'past', 'page'] },
  courses: { path: '/courses', params: ['q', 'category', 'type', 'mode', 'operator', 'past', 'page'] },
  resources: { path: '/resources', params: ['q', 'category', 'format', 'online', 'page'] },
} as const

export type ListPageKind = keyof typeof listPages

export const listRouteSegment = 'lists'
const emptyQuerySegment = '-'

export function listPageOf(path: string): ListPageKind | undefined {
  return (Object.keys(listPages) as ListPageKind[]).find((kind) => listPages[kind].path === path)
}

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const fromBase64Url = (segment: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(segment.replace(/-/g, '+').replace(/_/g, '/')), (character) =>
      character.charCodeAt(0),
    ),
  )

/** base64url, so that no router decodes or re-encodes it on the way. */
export function canonicalListQuery(kind: ListPageKind, search: URLSearchParams): string {
  return canonicalQuery(listPages[kind].params, search)
}

function canonicalQuery(known: readonly string[], search: URLSearchParams): string {
  const kept = [...search.entries()]
    .map(([key, value]): [string, string] => [key, value.trim()])
    .filter(([key, value]) => known.includes(key) && value !== '' && !(key === 'page' && value === '1'))
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
  return kept.length === 0 ? emptyQuerySegment : toBase64Url(new URLSearchParams(kept).toString())
}

export function listQueryOfSegment(segment: string): URLSearchParams | null {
  if (segment === emptyQuerySegment) return new URLSearchParams()
  try {
    return /^[\w-]+$/.test(segment) ? new URLSearchParams(fromBase64Url(segment)) : null
  } catch {
    return null
  }
}

/**
 * Look-ups whose answer the address's query names. With it, the proxy rewrites them to a page that has the answer
 * in its HTML: a registry search is cached per canonical query like a list (`/{locale}/lookups/{kind}/{query}`), a
 * complaint's status is one person's and rendered per request (`/{locale}/lookups/complaints?code=…`). Without it
 * they stay the cached pages they are.
 */
const lookupPages = {
  collegiates: { path: '/registry/collegiates', param: 'q', cachedBy: ['q', 'page'] },
  societies: { path: '/registry/societies', param: 'q', cachedBy: ['q', 'page'] },
  complaints: { path: '/complaint-lookup', param: 'code', cachedBy: null },
} as const

type LookupPageKind = keyof typeof lookupPages

export const lookupRouteSegment = 'lookups'

/** The look-up an address asks for, when its query holds a question. */
export function lookupPageOf(path: string, search: URLSearchParams): LookupPageKind | undefined {
  return (Object.keys(lookupPages) as LookupPageKind[]).find(
    (kind) => lookupPages[kind].path === path && (search.get(lookupPages[kind].param) ?? '').trim() !== '',
  )
}

/** The internal address of a look-up (under /{locale}), and whether it is rendered per request. */
export function lookupAddress(
  kind: LookupPageKind,
  search: URLSearchParams,
): { path: string; perRequest: boolean } {
  const known = lookupPages[kind].cachedBy
  return known
    ? { path: `/${lookupRouteSegment}/${kind}/${canonicalQuery(known, search)}`, perRequest: false }
    : { path: `/${lookupRouteSegment}/${kind}`, perRequest: true }
}
