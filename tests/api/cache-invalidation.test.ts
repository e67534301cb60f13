import { sql } from 'drizzle-orm'
import { createConnection, createServer, type Socket } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSharedCache } from '@/lib/server/api/shared-cache'
import {
  announceInvalidation,
  dropLocalCaches,
  type InvalidationListener,
  listenForInvalidations,
  registerLocalCache,
} from '@/lib/server/cache/invalidation'
import type { DatabaseHandle } from '@/lib/server/db/client'
import { createTestDatabase, testEngine } from '../support/test-database'

const withinTwoSeconds = { timeout: 2_000, interval: 20 }
const answer = { body: new ArrayBuffer(1), headers: [] }

describe('dropLocalCaches', () => {
  it('drops the registered caches and expires the cached pages, even before the page cache is loaded', () => {
    const cache = createSharedCache({ ttlMs: 60_000 })
    cache.set('/api/settings/es', answer)
    registerLocalCache(cache.clear)
    const bridge = ((globalThis as Record<symbol, object>)[Symbol.for('portal.cachedPages')] ??= {}) as {
      expireEveryPage?: () => Promise<void>
      expiredBeforeLoad?: boolean
    }
    const loaded = bridge.expireEveryPage
    try {
      bridge.expireEveryPage = undefined
      dropLocalCaches()
      expect(cache.get('/api/settings/es')).toBeUndefined()
      expect(bridge.expiredBeforeLoad).toBe(true)

      const expireEveryPage = vi.fn(async () => {})
      bridge.expireEveryPage = expireEveryPage
      dropLocalCaches()
      expect(expireEveryPage).toHaveBeenCalledOnce()
    } finally {
      bridge.expireEveryPage = loaded
      bridge.expiredBeforeLoad = false
    }
  })
})

/** An instance of the portal as far as its caches go: a shared cache holding one answer, and its listener. */
function instance(url: string, name: string, pingMs?: number) {
  const cache = createSharedCache({ ttlMs: 60_000 })
  const drops = vi.fn(() => cache.clear())
  const address = new URL(url)
  address.searchParams.set('application_name', name)
  const listener = listenForInvalidations({
    connectionString: address.toString(),
    onInvalidation: drops,
    origin: name,
    retryMs: 50,
    pingMs,
  })
  const fill = () => cache.set('/api/settings/es', answer)
  const holds = () => cache.get('/api/settings/es') !== undefined
  return { name, cache, drops, listener, fill, holds }
}

// Only PostgreSQL has other instances to tell; PGlite runs the one test above.
if (testEngine() === 'postgres')
  describe('cache invalidation across instances (PostgreSQL)', () => {
    let database: DatabaseHandle & { config: { engine: string; url?: string } }
    let a: ReturnType<typeof instance>
    let b: ReturnType<typeof instance>
    const listeners: InvalidationListener[] = []

    beforeEach(() => {
      // Reconnections say so in the log.
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      vi.spyOn(console, 'info').mockImplementation(() => {})
    })
    beforeAll(async () => {
      database = await createTestDatabase()
      const url = (database.config as { url: string }).url
      a = instance(url, 'instance-a')
      b = instance(url, 'instance-b')
      listeners.push(a.listener, b.listener)
      await Promise.all(listeners.map((listener) => listener.ready))
    })
    afterAll(async () => {
      await Promise.all(listeners.map((listener) => listener.close()))
      await database?.close()
    })

    it('drops both instances’ caches when a third announces a change, within 2 seconds', async () => {
      // Each dropped its cache once when it began to listen: what was announced before is lost to it.
      expect(a.drops).toHaveBeenCalledOnce()
      expect(b.drops).toHaveBeenCalledOnce()
      a.fill()
      b.fill()
      const sent = Date.now()
      await announceInvalidation(database.db, 'instance-c')
      await vi.waitFor(() => expect(a.holds() || b.holds()).toBe(false), withinTwoSeconds)
      expect(Date.now() - sent).toBeLessThan(2_000)
      expect(a.drops).toHaveBeenCalledTimes(2)
      expect(b.drops).toHaveBeenCalledTimes(2)
    })

    it('leaves alone the instance that announced, which has dropped its caches itself', async () => {
      a.fill()
      b.fill()
      await announceInvalidation(database.db, a.name)
      await vi.waitFor(() => expect(b.holds()).toBe(false), withinTwoSeconds)
      // A's own announcement went out before B's heard: B's second one would arrive after it.
      await announceInvalidation(database.db, b.name)
      await vi.waitFor(() => expect(a.holds()).toBe(false), withinTwoSeconds)
      expect(a.drops).toHaveBeenCalledTimes(3)
      expect(b.drops).toHaveBeenCalledTimes(3)
    })

    it('listens again after its connection is cut, dropping its caches for what it may have missed', async () => {
      a.fill()
      b.fill()
      // The listener's connection, as a restart of PostgreSQL ends it.
      const cut = await database.db.execute(
        sql`select pg_terminate_backend(pid) as cut from pg_stat_activity
        where datname = current_database() and application_name = 'instance-a'`,
      )
      expect((cut as unknown as { rows: unknown[] }).rows).toEqual([{ cut: true }])
      await vi.waitFor(() => expect(a.holds()).toBe(false), withinTwoSeconds)
      expect(b.holds(), 'the other instance missed nothing').toBe(true)

      a.fill()
      await announceInvalidation(database.db, b.name)
      await vi.waitFor(() => expect(a.holds()).toBe(false), withinTwoSeconds)
    })

    it('listens again when its connection stops answering without ending', async () => {
      // A cut in the network: PostgreSQL's answers stop coming, and nothing says the connection ended.
      const target = new URL((database.config as { url: string }).url)
      const open: Socket[] = []
      const relay = createServer((client) => {
        const server = createConnection(Number(target.port || 5432), target.hostname)
        client.pipe(server).pipe(client)
        client.on('error', () => server.destroy())
        server.on('error', () => client.destroy())
        open.push(client, server)
      })
      await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
      const viaRelay = new URL(target)
      viaRelay.port = String((relay.address() as { port: number }).port)
      const c = instance(viaRelay.toString(), 'instance-c', 500)
      listeners.push(c.listener)
      try {
        await c.listener.ready
        c.fill()
        for (const socket of open.splice(0)) {
          socket.unpipe()
          socket.pause()
        }
        await vi.waitFor(() => expect(c.holds()).toBe(false), { timeout: 3_000, interval: 50 })
        expect(console.warn).toHaveBeenCalledWith(
          expect.stringMatching(/connection lost \(Query read timeout\)/),
        )
      } finally {
        relay.close()
        for (const socket of open) socket.destroy()
      }
    })
  })
