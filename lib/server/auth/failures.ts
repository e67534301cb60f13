import 'server-only'
import { and, count, eq, gt, lte, min } from 'drizzle-orm'
import type { Database } from '@/lib/server/db/client'
import { authFailures } from '@/lib/server/db/schema'

export interface FailureLimit {
  /** What the failures are counted against, such as `login-account` or `login-address`. */
  scope: string
  limit: number
  windowMs: number
}

export type FailureDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Whether `key` may try again: refused once it has `limit` failures within the window, until the oldest of them
 * leaves it. Counted in the database, so every instance sees the same numbers.
 */
export async function checkFailures(
  db: Database,
  { scope, limit, windowMs }: FailureLimit,
  key: string,
  now = new Date(),
): Promise<FailureDecision> {
  const since = new Date(now.getTime() - windowMs)
  const [row] = await db
    .select({ failures: count(), oldest: min(authFailures.created_at) })
    .from(authFailures)
    .where(and(eq(authFailures.scope, scope), eq(authFailures.key, key), gt(authFailures.created_at, since)))
  if (!row || row.failures < limit || !row.oldest) return { allowed: true }
  const retryAfterMs = new Date(row.oldest).getTime() + windowMs - now.getTime()
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
}

/** Counts one failure, and forgets this key's failures that have left the window. */
export async function recordFailure(
  db: Database,
  { scope, windowMs }: FailureLimit,
  key: string,
  now = new Date(),
): Promise<void> {
  await db
    .delete(authFailures)
    .where(
      and(
        eq(authFailures.scope, scope),
        eq(authFailures.key, key),
        lte(authFailures.created_at, new Date(now.getTime() - windowMs)),
      ),
    )
  await db.insert(authFailures).values({ scope, key, created_at: now })
}

export async function clearFailures(db: Database, { scope }: FailureLimit, key: string): Promise<void> {
  await db.delete(authFailures).where(and(eq(authFailures.scope, scope), eq(authFailures.key, key)))
}
