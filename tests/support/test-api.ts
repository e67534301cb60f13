import { afterAll, beforeAll } from 'vitest'
import type { Database } from '@/lib/server/db/client'
import { type ApiOptions, createApi } from '@/lib/server/api/app'
import { backgroundWorkSettled } from '@/lib/server/background'
import { capturingMailer, capturingSms } from './outbox'
import { createTestDatabase } from './test-database'

/**
 * Registers a fresh database and API for the calling test file. Mail and SMS stay in memory unless the test passes
 * its own, so no test writes to the outbox folder.
 */
export function setupTestApi({
  mailer = capturingMailer(),
  sms = capturingSms(),
  ...options
}: Omit<ApiOptions, 'getDb'> = {}) {
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
    const api = createApi({ ...options, mailer, sms, getDb: async () => handle.db })
    context.db = handle.db
    context.request = async (path, init) => api.fetch(new Request(new URL(path, 'http://localhost'), init))
    context.document = api.document
    context.servedRoutes = api.servedRoutes
  })
  afterAll(async () => {
    // E-mails still being sent use the database.
    await backgroundWorkSettled()
    await close?.()
  })
  return context
}

/** The API's document and routes without a database, for tests that list the routes before any hook runs. */
export function apiContract() {
  const api = createApi({ getDb: () => Promise.reject(new Error('Listing the routes needs no database')) })
  return { document: api.document(), servedRoutes: api.servedRoutes() }
}
