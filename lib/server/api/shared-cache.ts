import 'server-only'
import type { MiddlewareHandler } from 'hono'
import type { ApiEnv } from './http'

interface CachedAnswer {
  body: ArrayBuffer
  headers: [string, string][]
  storedAt: number
}

export interface SharedCache {
  get(key: string, now?: number): CachedAnswer | undefined
  set(key: string, answer: Omit<CachedAnswer, 'storedAt'>, now?: number): void
  clear(): void
}

/** Bounded: past `maxEntries` the oldest entry goes, so junk query strings cannot grow it. */
export function createSharedCache({ ttlMs, maxEntries = 1_000 }: { ttlMs: number; maxEntries?: number }) {
  const answers = new Map<string, CachedAnswer>()
  return {
    get(key, now = Date.now()) {
      const answer = answers.get(key)
      if (answer && now - answer.storedAt < ttlMs) return answer
      answers.delete(key)
      return undefined
    },
    set(key, answer, now = Date.now()) {
      answers.delete(key)
      answers.set(key, { ...answer, storedAt: now })
      if (answers.size > maxEntries) answers.delete(answers.keys().next().value!)
    },
    clear: () => answers.clear(),
  } satisfies SharedCache
}

/** Only for routes whose answer never depends on who asks. */
export const sameForEveryone: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const cache = c.var.sharedCache
  if (!cache || c.req.method !== 'GET') return next()
  const { pathname, search } = new URL(c.req.url)
  const key = pathname + search
  const cached = cache.get(key)
  // A Response copies an ArrayBuffer it is given, so the cached bytes stay intact.
  if (cached) return new Response(cached.body, { status: 200, headers: cached.headers })
  await next()
  if (c.res.status === 200) {
    cache.set(key, { body: await c.res.clone().arrayBuffer(), headers: [...c.res.headers] })
  }
}
