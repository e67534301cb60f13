import { afterAll, beforeAll } from 'vitest'
import type { Database } from '@/lib/server/db/client'
import { type ApiOptions, createApi } from '@/lib/server/api/app'
import { createTestDatabase } from './test-database'

/** Registers a fresh database and API for the calling test file. */
export function setupTestApi(options: Omit<ApiOptions, 'getDb'> = {}) {
  const context = {} as {
    db: Database
    request: (path: string, init?: RequestInit) => Promise<Response>
    document: ReturnType<typeof createApi>['document']
    servedRoutes: ReturnType<typeof createApi>['servedRoutes']
  }
  let close: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const handle = await createTestDatabase()
    close = handle.close
    const api = createApi({ ...options, getDb: async () => handle.db })
    context.db = handle.db
    context.request = async (path, init) => api.fetch(new Request(new URL(path, 'http://localhost'), init))
    context.document = api.document
    context.servedRoutes = api.servedRoutes
  })
  afterAll(async () => {
    await close?.()
  })
  return context
}

/** The API's document and routes without a database, for tests that list the routes before any hook runs. */
export function apiContract() {
  const api = createApi({ getDb: () => Promise.reject(new Error('Listing the routes needs no database')) })
  return { document: api.document(), servedRoutes: api.servedRoutes() }
}
