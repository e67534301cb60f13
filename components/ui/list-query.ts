import { getPathname } from '@/lib/i18n/navigation'
import type { Locale } from '@/lib/contract/locales'

/** The 1-based page a list query asks for; anything odd is the first page. */
export function pageNumberOf(query: URLSearchParams): number {
  const page = Number(query.get('page'))
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}

/** A list page's path and query (`page=1` and empty values left out), without the language prefix: for `Link`. */
export function listLink(path: string, query: URLSearchParams): string {
  const kept = new URLSearchParams(
    [...query.entries()].filter(([key, value]) => value !== '' && !(key === 'page' && value === '1')),
  )
  const search = kept.toString()
  return `${path}${search ? `?${search}` : ''}`
}

/** The address of a list page for a query, in the page's language, e.g. for metadata (`Link` adds the prefix itself). */
export function listHref(locale: Locale, path: string, query: URLSearchParams): string {
  return getPathname({ locale, href: listLink(path, query) })
}

/** The same query with one parameter set (or removed with null); changing a filter goes back to the first page. */
export function withParam(query: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(query)
  next.delete(key)
  if (value !== null) next.append(key, value)
  if (key !== 'page') next.delete('page')
  return next
}

/** A page number beyond the last page of a list that has results: what it shows is a notice, not an empty list. */
export function isPastTheEnd(page: number, total: number, pageSize: number): boolean {
  return total > 0 && page > Math.ceil(total / pageSize)
}
