import 'server-only'
import type { ErrorCode } from '@/lib/contract/errors'
import { ApiError } from '@/lib/server/errors'

type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface RateLimiter {
  take(key: string, now?: number): RateLimitDecision
}

/** In this process's memory: with several instances, the real limit is the limit times the instances. */
const everyLimiter = new Set<Map<string, number[]>>()

/** Forgets every count: for tests that run many files in one process. */
export function forgetRateLimits() {
  for (const hits of everyLimiter) hits.clear()
}

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
  everyLimiter.add(hits)

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

export interface Allowance {
  limit: number
  windowMs: number
}

export function allowanceOf(allowance: Allowance, code: ErrorCode): (key: string) => void {
  const limiter = createRateLimiter(allowance)
  return (key) => {
    const decision = limiter.take(key)
    if (!decision.allowed) throw new ApiError(429, code, decision.retryAfterSeconds)
  }
}
