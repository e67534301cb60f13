import 'server-only'

/** True when a query failed on a unique constraint (PostgreSQL 23505), even wrapped by the query builder. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if ((current as Error & { code?: unknown }).code === '23505') return true
    current = current.cause
  }
  return false
}
