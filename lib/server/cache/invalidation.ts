import 'server-only'
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Client } from 'pg'
import { getDatabase, type Database } from '@/lib/server/db/client'
import { forgetProxyMemory } from '@/lib/server/portal'
import { onShutdown } from '@/lib/server/shutdown'

/**
 * How several instances on one PostgreSQL keep their caches in step (docs/decisions/0028-cache-coherence.md): the
 * instance where content changed drops its own caches in the request, then announces the change on this channel;
 * every other instance drops its caches when it hears it.
 */
const invalidationChannel = 'portal_cache_invalidation'

const processTokenKey = Symbol.for('portal.processToken')
const localCachesKey = Symbol.for('portal.localCaches')
/** lib/http/page-cache-handler.mjs's `cachedPagesBridgeKey`. */
const cachedPagesKey = Symbol.for('portal.cachedPages')

type Registry = typeof globalThis & {
  [processTokenKey]?: string
  [localCachesKey]?: Set<() => void>
  [cachedPagesKey]?: { expireEveryPage?: () => Promise<void>; expiredBeforeLoad?: boolean }
}
// On globalThis: the API's bundle announces and drops its cache, the start-up's bundle listens.
const registry = globalThis as Registry

/** Tells this process's own announcements (it has dropped its caches already) from the other instances'. */
const thisProcess = () => (registry[processTokenKey] ??= randomUUID())

/** Tells every listening instance that content changed; sent once the change is committed. */
export async function announceInvalidation(db: Database, origin = thisProcess()): Promise<void> {
  await db.execute(sql`select pg_notify(${invalidationChannel}, ${origin})`)
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export interface InvalidationListener {
  /** Settles once the first LISTEN is in place. */
  ready: Promise<void>
  close: () => Promise<void>
}

/**
 * Listens on a connection of its own (a pooled one goes back to other queries and loses its LISTEN), and calls
 * `onInvalidation` for every announcement another process makes and each time it connects: what was announced
 * while it was not listening (PostgreSQL restarting, this process starting) is lost. After a lost connection it
 * tries again every `retryMs`, doubling up to `retryMaxMs`. A connection that stops answering (a network cut sends
 * no end) is found by a query every `pingMs`, which must answer within as long (five seconds at most).
 */
export function listenForInvalidations({
  connectionString,
  onInvalidation,
  origin = thisProcess(),
  retryMs = 250,
  retryMaxMs = 2_000,
  pingMs = 30_000,
}: {
  connectionString: string
  onInvalidation: () => void
  origin?: string
  retryMs?: number
  retryMaxMs?: number
  pingMs?: number
}): InvalidationListener {
  let client: Client | undefined
  let closed = false
  let retryIn = retryMs
  let retryTimer: NodeJS.Timeout | undefined
  let lost = false
  let markReady!: () => void
  const ready = new Promise<void>((resolve) => (markReady = resolve))

  const invalidate = () => {
    try {
      onInvalidation()
    } catch (error) {
      console.warn('[portal] dropping the caches failed', error)
    }
  }
  const reconnectLater = (reason: string) => {
    if (closed || retryTimer) return
    if (!lost) console.warn(`[portal] cache invalidations: connection lost (${reason}); reconnecting`)
    lost = true
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      void connect()
    }, retryIn)
    retryTimer.unref()
    retryIn = Math.min(retryIn * 2, retryMaxMs)
  }

  async function connect() {
    const { Client } = await import('pg')
    const candidate = new Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      query_timeout: Math.min(pingMs, 5_000),
    })
    // An error on a connection that is open ends it too ('end'), where it is replaced.
    candidate.on('error', () => {})
    candidate.on('end', () => {
      if (client !== candidate) return
      client = undefined
      reconnectLater('the connection ended')
    })
    candidate.on('notification', ({ channel, payload }) => {
      if (channel === invalidationChannel && payload !== origin) invalidate()
    })
    try {
      await candidate.connect()
      await candidate.query(`listen ${invalidationChannel}`)
    } catch (error) {
      void candidate.end().catch(() => {})
      reconnectLater(messageOf(error))
      return
    }
    if (closed) {
      await candidate.end()
      return
    }
    client = candidate
    retryIn = retryMs
    if (lost) console.info('[portal] cache invalidations: listening again')
    lost = false
    invalidate()
    markReady()
  }

  const ping = setInterval(() => {
    const pinged = client
    pinged?.query('select 1').catch((error: unknown) => {
      if (client !== pinged) return
      client = undefined
      void pinged.end().catch(() => {})
      reconnectLater(messageOf(error))
    })
  }, pingMs)
  ping.unref()

  void connect()
  return {
    ready,
    close: async () => {
      closed = true
      clearTimeout(retryTimer)
      clearInterval(ping)
      await client?.end()
    },
  }
}

/** Caches of this process that a content change makes stale, beside the proxy's memory and the page cache. */
export function registerLocalCache(drop: () => void): void {
  ;(registry[localCachesKey] ??= new Set()).add(drop)
}

/**
 * Drops what this process has cached from the content, outside any request. Next.js's revalidatePath needs one, so
 * the page cache is reached through the handler Next.js loaded (which, until it loads, has nothing in memory).
 */
export function dropLocalCaches(): void {
  forgetProxyMemory()
  for (const drop of registry[localCachesKey] ?? []) drop()
  const pages = (registry[cachedPagesKey] ??= {})
  if (pages.expireEveryPage) void pages.expireEveryPage()
  else pages.expiredBeforeLoad = true
}

/** Keeps this instance's caches in step with the others' until the server stops. */
export function listenToOtherInstances(connectionString: string): void {
  const listener = listenForInvalidations({ connectionString, onInvalidation: dropLocalCaches })
  onShutdown(listener.close)
}

/** After a content change this instance has applied itself; a failure leaves the others stale, never the request. */
export async function announceToOtherInstances(): Promise<void> {
  try {
    const { engine, db } = await getDatabase()
    if (engine === 'postgres') await announceInvalidation(db)
  } catch (error) {
    console.warn('[portal] other instances were not told that content changed', error)
  }
}
