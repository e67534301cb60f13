import 'server-only'
import type { MiddlewareHandler } from 'hono'
import type { ValidationIssue } from '@/lib/contract/errors'
import { envelope } from './errors'

// PostgreSQL text cannot hold NUL: refused as input, it never reaches a query to fail there.
const nulIssue = (loc: ValidationIssue['loc']): ValidationIssue => ({
  loc,
  msg: 'NUL characters are not allowed',
  type: 'nul_character',
})

/** Where in a parsed value (JSON, form fields) a string or a key holds NUL, if anywhere. */
export function findNul(value: unknown, location: ValidationIssue['loc']): ValidationIssue | undefined {
  if (typeof value === 'string') return value.includes('\0') ? nulIssue(location) : undefined
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0')) return nulIssue(location)
    const found = findNul(item, [...location, Array.isArray(value) ? Number(key) : key])
    if (found) return found
  }
  return undefined
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** A NUL in the path or the query answers 422 on every route, whatever reads them after. */
export const refuseNulInAddress: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url)
  if (decoded(url.pathname).includes('\0')) return envelope(c, 422, [nulIssue(['path'])])
  for (const [name, value] of url.searchParams) {
    if (name.includes('\0') || value.includes('\0')) return envelope(c, 422, [nulIssue(['query', name])])
  }
  return next()
}
