import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '@/lib/server/db/client'
import { type ApiOptions, createApi } from '@/lib/server/api/app'
import { createLocalFileStorage } from '@/lib/server/integrations/file-storage'
import type { Mailer } from '@/lib/server/integrations/mail'
import type { AeatClient } from '@/lib/server/integrations/verifactu/client'
import { createJobWorker, type JobWorker } from '@/lib/server/jobs/worker'
import { capturingMailer, capturingSms } from './outbox'
import { createTestDatabase } from './test-database'

/**
 * Registers a fresh database and API for the calling test file. Mail and SMS stay in memory unless the test passes
 * its own, so no test writes to the outbox folder; uploads go to a temporary folder of the file, removed after it.
 * The e-mails a request queues are sent before it answers, so a test reads them right after.
 */
export function setupTestApi({
  mailer = capturingMailer(),
  sms = capturingSms(),
  aeat,
  ...options
}: Omit<ApiOptions, 'getDb' | 'afterWrite'> & { mailer?: Mailer; aeat?: AeatClient } = {}) {
  const context = {} as {
    db: Database
    request: (path: string, init?: RequestInit) => Promise<Response>
    document: ReturnType<typeof createApi>['document']
    servedRoutes: ReturnType<typeof createApi>['servedRoutes']
    /** Where this file's uploads are stored, unless it passed its own fileStorage. */
    uploadsDir: string
    /** Sends the queued e-mails that are due, for work queued outside a request. */
    runDueJobs: () => Promise<void>
  }
  let worker: JobWorker | undefined
  let close: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const handle = await createTestDatabase()
    close = handle.close
    context.uploadsDir = await mkdtemp(path.join(tmpdir(), 'portal-uploads-'))
    const jobs = createJobWorker({ db: handle.db, mailer, aeat, maxAttempts: 3, retryBaseMs: 60_000 })
    worker = jobs
    context.runDueJobs = () => jobs.runDue()
    const api = createApi({
      fileStorage: createLocalFileStorage(context.uploadsDir),
      ...options,
      sms,
      afterWrite: () => jobs.runDue(),
      getDb: async () => handle.db,
    })
    context.db = handle.db
    context.request = async (path, init) => api.fetch(new Request(new URL(path, 'http://localhost'), init))
    context.document = api.document
    context.servedRoutes = api.servedRoutes
  })
  afterAll(async () => {
    // A job still being sent uses the database.
    await worker?.stop()
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
