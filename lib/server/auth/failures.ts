import 'server-only'
import { and, count, eq, gt, lte, min } from 'drizzle-orm'
import type { Database } from '@/lib/server/db/client'
import { authFailures } from '@/lib/server/db/schema'

export interface FailureLimit {
  scope: string
  limit: number
  windowMs: number
}

export type FailureDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Within the window, counted in the database so every instance sees the same number. */
export async function countFailures(
  db: Database,
  { scope, windowMs }: FailureLimit,
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

/** Counted in the database, so every instance sees the same numbers. */
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

function forgetOutsideWindow(db: Database, { scope, windowMs }: FailureLimit, key: string, now: Date) {
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
  limit: FailureLimit,
  key: string,
  now = new Date(),
): Promise<void> {
  await forgetOutsideWindow(db, limit, key, now)
  await db.insert(authFailures).values({ scope: limit.scope, key, created_at: now })
}

export async function clearFailures(db: Database, { scope }: FailureLimit, key: string): Promise<void> {
  await db.delete(authFailures).where(and(eq(authFailures.scope, scope), eq(authFailures.key, key)))
}

/** Stored before counting and withdrawn when over, so requests arriving together cannot pass on one count. */
export async function takeAllowance(
  db: Database,
  limit: FailureLimit,
  key: string,
  now = new Date(),
): Promise<FailureDecision> {
  await forgetOutsideWindow(db, limit, key, now)
  const [attempt] = await db
    .insert(authFailures)
    .values({ scope: limit.scope, key, created_at: now })
    .returning({ id: authFailures.id })
  const decision = await checkFailures(db, { ...limit, limit: limit.limit + 1 }, key, now)
  if (!decision.allowed && attempt) await db.delete(authFailures).where(eq(authFailures.id, attempt.id))
  return decision
}
