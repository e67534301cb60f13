import 'server-only'
import type { Context } from 'hono'
import type { ErrorCode } from '@/lib/contract/errors'
import { ApiError } from '@/lib/server/errors'

type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface RateLimiter {
  /** Counts one hit for `key`, or refuses it and says how long until the oldest hit leaves the window. */
  take(key: string, now?: number): RateLimitDecision
}

/**
 * A sliding-window limit kept in this process's memory: enough for one server, and it forgets on restart. With
 * several instances each counts on its own, so the real limit is the limit times the instances.
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number
  windowMs: number
  maxKeys?: number
}): RateLimiter {
  const hits = new Map<string, number[]>()

  const forgetOld = (now: number) => {
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= now - windowMs) hits.delete(key)
    }
    // Still full (a flood of distinct addresses): drop the least recently seen; Map keeps insertion order.
    for (const key of hits.keys()) {
      if (hits.size < maxKeys) break
      hits.delete(key)
    }
  }

  return {
    take(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs)
      if (recent.length >= limit) {
        hits.set(key, recent)
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)),
        }
      }
      hits.delete(key)
      if (hits.size >= maxKeys) forgetOld(now)
      hits.set(key, [...recent, now])
      return { allowed: true }
    },
  }
}

/** How many hits a key may make in a window. */
export interface Allowance {
  limit: number
  windowMs: number
}

/** A limiter that counts one hit for a key, or throws 429 `code` with Retry-After once the key's allowance is spent. */
export function allowanceOf(allowance: Allowance, code: ErrorCode): (key: string) => void {
  const limiter = createRateLimiter(allowance)
  return (key) => {
    const decision = limiter.take(key)
    if (!decision.allowed) throw new ApiError(429, code, decision.retryAfterSeconds)
  }
}

/**
 * The client's address: the last entry of X-Forwarded-For. The portal listens on localhost behind one reverse
 * proxy, which appends the address it saw, so the entries before it are whatever the client sent; without a
 * proxy, Next.js fills the header with the connection's address.
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
  return forwarded || 'unknown'
}
