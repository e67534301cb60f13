import 'server-only'
import { and, count, eq, gt, lt, lte, min, sql } from 'drizzle-orm'
import type { Database, Transaction } from '@/lib/server/db/client'
import { authFailures } from '@/lib/server/db/schema'

/**
 * Every limit counts in the database (one row per counted attempt, by scope and key), so that any number of
 * instances enforce the same limit as one. The window slides: an attempt counts for `windowMs` after it was made.
 */
export interface RateLimit {
  /** Names what is counted, unique among the limits: `login-pair`, `feedback-address`… */
  scope: string
  limit: number
  /** At most `longestWindowMs`: older counts are forgotten by the daily clean-up. */
  windowMs: number
}

export const longestWindowMs = 24 * 60 * 60 * 1000

function assertKeptLongEnough(scope: string, windowMs: number) {
  if (windowMs > longestWindowMs)
    throw new Error(`The window of ${scope} is longer than the clean-up keeps counts`)
}

/** Counts older than every window count for nothing; a daily chore forgets them so the table does not grow. */
export async function forgetExpiredCounts(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(authFailures)
    .where(lt(authFailures.created_at, new Date(now.getTime() - longestWindowMs)))
    .returning({ id: authFailures.id })
  return removed.length
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Within the window. */
export async function countFailures(
  db: Database,
  { scope, windowMs }: RateLimit,
  key: string,
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - windowMs)
  const [row] = await db
    .select({ failures: count() })
    .from(authFailures)
    .where(and(eq(authFailures.scope, scope), eq(authFailures.key, key), gt(authFailures.created_at, since)))
  return row?.failures ?? 0
}

export async function checkFailures(
  db: Database | Transaction,
  { scope, limit, windowMs }: RateLimit,
  key: string,
  now = new Date(),
): Promise<RateLimitDecision> {
  assertKeptLongEnough(scope, windowMs)
  const since = new Date(now.getTime() - windowMs)
  const [row] = await db
    .select({ failures: count(), oldest: min(authFailures.created_at) })
    .from(authFailures)
    .where(and(eq(authFailures.scope, scope), eq(authFailures.key, key), gt(authFailures.created_at, since)))
  if (!row || row.failures < limit || !row.oldest) return { allowed: true }
  const retryAfterMs = new Date(row.oldest).getTime() + windowMs - now.getTime()
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
}

function forgetOutsideWindow(db: Database, { scope, windowMs }: RateLimit, key: string, now: Date) {
  return db
    .delete(authFailures)
    .where(
      and(
        eq(authFailures.scope, scope),
        eq(authFailures.key, key),
        lte(authFailures.created_at, new Date(now.getTime() - windowMs)),
      ),
    )
}

export async function recordFailure(
  db: Database,
  limit: RateLimit,
  key: string,
  now = new Date(),
): Promise<void> {
  await forgetOutsideWindow(db, limit, key, now)
  await db.insert(authFailures).values({ scope: limit.scope, key, created_at: now })
}

export async function clearFailures(db: Database, { scope }: RateLimit, key: string): Promise<void> {
  await db.delete(authFailures).where(and(eq(authFailures.scope, scope), eq(authFailures.key, key)))
}

/**
 * Counts this attempt unless it is over the limit (a refused attempt does not count). Attempts on one key take turns
 * under a lock held to the end of the transaction, so requests arriving together, on any instance, are counted
 * exactly.
 */
export async function takeAllowance(
  db: Database | Transaction,
  limit: RateLimit,
  key: string,
  now = new Date(),
): Promise<RateLimitDecision> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${limit.scope}), hashtext(${key}))`)
    const decision = await checkFailures(tx, limit, key, now)
    if (decision.allowed) await tx.insert(authFailures).values({ scope: limit.scope, key, created_at: now })
    return decision
  })
}
