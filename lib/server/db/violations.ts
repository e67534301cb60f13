import 'server-only'

/** True when a query failed on a unique constraint (PostgreSQL 23505), even wrapped by the query builder. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if ((current as Error & { code?: unknown }).code === '23505') return true
    current = current.cause
  }
  return false
}

/** True when a query failed on that unique constraint (or index) by name. */
export function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  if (!isUniqueViolation(error)) return false
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const named = current as Error & { constraint?: unknown; constraint_name?: unknown }
    if (
      [named.constraint, named.constraint_name].includes(constraint) ||
      current.message.includes(constraint)
    )
      return true
    current = current.cause
  }
  return false
}
