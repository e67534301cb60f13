import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '@/lib/server/db/client'
import { type ApiOptions, createApi } from '@/lib/server/api/app'
import { backgroundWorkSettled } from '@/lib/server/background'
import { createLocalFileStorage } from '@/lib/server/integrations/file-storage'
import { capturingMailer, capturingSms } from './outbox'
import { createTestDatabase } from './test-database'

/**
 * Registers a fresh database and API for the calling test file. Mail and SMS stay in memory unless the test passes
 * its own, so no test writes to the outbox folder; uploads go to a temporary folder of the file, removed after it.
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
    /** Where this file's uploads are stored, unless it passed its own fileStorage. */
    uploadsDir: string
  }
  let close: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const handle = await createTestDatabase()
    close = handle.close
    context.uploadsDir = await mkdtemp(path.join(tmpdir(), 'portal-uploads-'))
    const api = createApi({
      fileStorage: createLocalFileStorage(context.uploadsDir),
      ...options,
      mailer,
      sms,
      getDb: async () => handle.db,
    })
    context.db = handle.db
    context.request = async (path, init) => api.fetch(new Request(new URL(path, 'http://localhost'), init))
    context.document = api.document
    context.servedRoutes = api.servedRoutes
  })
  afterAll(async () => {
    // E-mails still being sent use the database.
    await backgroundWorkSettled()
    await close?.()
    if (context.uploadsDir) await rm(context.uploadsDir, { recursive: true, force: true })
  })
  return context
}

/** The API's document and routes without a database, for tests that list the routes before any hook runs. */
export function apiContract() {
  const api = createApi({ getDb: () => Promise.reject(new Error('Listing the routes needs no database')) })
  return { document: api.document(), servedRoutes: api.servedRoutes() }
}
