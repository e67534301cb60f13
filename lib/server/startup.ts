import 'server-only'
import { sql } from 'drizzle-orm'
import { getDatabase } from './db/client'
import { fileStorageFromEnv } from './integrations/file-storage-from-env'
import { startJobWorker } from './jobs/worker'
import { removeOrphanedFiles } from './services/attachments'
import { expireCardPayments } from './services/card-payments'

const minute = 60 * 1000
const day = 24 * 60 * minute

/** So the first visitor does not wait for it. */
export async function openApplicationDatabase(): Promise<void> {
  const started = Date.now()
  const { engine, db } = await getDatabase()
  console.info(`[portal] database ready (${engine}) in ${Date.now() - started} ms`)
  startJobWorker(db)
  scheduleDaily('orphaned upload clean-up', async () => {
    const removed = await removeOrphanedFiles(db, fileStorageFromEnv())
    if (removed > 0) console.info(`[portal] removed ${removed} stored files no attachment named`)
  })
  // The embedded database runs no autovacuum: without fresh statistics its planner guesses (a registry search of a
  // common surname took 130 ms instead of 5 on 100,000 collegiates).
  if (engine === 'pglite') {
    scheduleDaily('planner statistics', async () => {
      await db.execute(sql`analyze`)
    })
  }
  // Reads sweep too; this keeps the movements' open payments right when nobody reads the payment itself.
  scheduleEvery(minute, 'card payment expiry', async () => {
    await expireCardPayments(db, new Date())
  })
}

/** Runs a chore every `interval`; it never keeps the process alive or crashes it. */
function scheduleEvery(interval: number, name: string, chore: () => Promise<void>): void {
  setInterval(() => {
    chore().catch((error: unknown) => console.warn(`[portal] ${name} failed; it runs again`, error))
  }, interval).unref()
}

function scheduleDaily(name: string, chore: () => Promise<void>): void {
  const run = () =>
    chore().catch((error: unknown) => console.warn(`[portal] ${name} failed; it runs again tomorrow`, error))
  setTimeout(() => {
    void run()
    setInterval(run, day).unref()
  }, 60_000).unref()
}
