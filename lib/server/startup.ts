import 'server-only'
import { inArray, sql } from 'drizzle-orm'
import { backEndBaseUrl, publicSiteUrl, serverEnv, type ServerEnv } from '@/lib/env'
import { forgetExpiredCounts } from './auth/failures'
import { getDatabase, type Database, type DatabaseHandle } from './db/client'
import { claimInstallationMode, recordProductionMode } from './db/installation'
import { users, type InstallationMode } from './db/schema'
import { seedBaseline, seedDemoContent, seedDemoSetOnce } from './db/seed'
import { seedDemoDocuments } from './db/seed/documents'
import { demoAccounts } from './db/seed/site'
import type { FileStorage } from './integrations/file-storage'
import { fileStorageFromEnv } from './integrations/file-storage-from-env'
import { listenToOtherInstances } from './cache/invalidation'
import { backEndServesBackOffice } from './gateway/back-office'
import { scheduleChore } from './jobs/schedule'
import { startJobWorker } from './jobs/worker'
import { missingProductionSettings } from './services/association'
import { removeOrphanedFiles } from './services/attachments'
import { expireCardPayments } from './services/card-payments'
import { describeSigning } from './services/invoice-record-signature'
import { recordSystemStart } from './services/invoicing-events'

const minute = 60 * 1000
const day = 24 * 60 * minute

/**
 * Opens, migrates and prepares the database before the first request is served. When it cannot, the process says
 * why and exits 1: Next.js keeps a failed register() and would answer 500 to every request.
 */
export async function startPortal(): Promise<void> {
  try {
    if (!isFrontEndOnly()) await openApplicationDatabase()
  } catch (error) {
    console.error(`[portal] the server cannot start: ${reasonOf(error)}`)
    process.exit(1)
  }
}

/**
 * With API_BASE_URL the association's back end holds the data: no database is opened or migrated, and nothing runs
 * that would write locally (the job worker, the upload clean-up).
 */
function isFrontEndOnly(): boolean {
  const baseUrl = backEndBaseUrl()
  if (!baseUrl) return false
  console.info(`[portal] front end of ${new URL(baseUrl).origin}: no local database`)
  void backEndServesBackOffice().then((served) =>
    console.info(
      `[portal] the back-office is ${served ? "the back end's" : 'not offered: the back end has none'}`,
    ),
  )
  return true
}

/** The message and its causes (a failed query says which query; its cause, why). */
function reasonOf(error: unknown): string {
  const reasons: string[] = []
  for (let cause = error; cause != null && reasons.length < 5;) {
    if (!(cause instanceof Error)) {
      reasons.push(String(cause))
      break
    }
    // A refused connection to every address of a name is an AggregateError with no message, only a code.
    reasons.push(cause.message.trim() || String((cause as { code?: unknown }).code))
    cause = cause.cause
  }
  return reasons.join('\n  because: ')
}

async function openApplicationDatabase(): Promise<void> {
  const started = Date.now()
  const env = serverEnv()
  const handle = await getDatabase()
  const { engine, db } = handle
  const mode = await prepareDatabase(handle, env, fileStorageFromEnv)
  console.info(`[portal] database ready (${engine}, ${mode}) in ${Date.now() - started} ms`)
  if (env.DATABASE_URL) listenToOtherInstances(env.DATABASE_URL)
  startJobWorker(db)
  scheduleChores(db, engine)
  void startInvoicingLog(db)
}

/** Says whether records are signed, and opens the event log of this instance's run (non-verifiable mode). */
async function startInvoicingLog(db: Database): Promise<void> {
  try {
    console.info(`[portal] ${await describeSigning()}`)
    await recordSystemStart(db)
  } catch (error) {
    console.error(`[portal] the invoicing event log could not record the start: ${reasonOf(error)}`)
  }
}

/** Each runs on one instance per interval, whichever takes its turn (`lib/server/jobs/schedule.ts`). */
function scheduleChores(db: Database, engine: DatabaseHandle['engine']): void {
  const daily = { intervalMs: day, firstAfterMs: minute }
  scheduleChore(db, {
    ...daily,
    name: 'orphaned upload clean-up',
    run: async () => {
      const removed = await removeOrphanedFiles(db, fileStorageFromEnv())
      if (removed > 0) console.info(`[portal] removed ${removed} stored files no attachment named`)
    },
  })
  scheduleChore(db, {
    ...daily,
    name: 'expired rate limit counts',
    run: async () => {
      await forgetExpiredCounts(db)
    },
  })
  // The embedded database runs no autovacuum: without fresh statistics its planner guesses (a registry search of a
  // common surname took 130 ms instead of 5 on 100,000 collegiates), and without a vacuum no index-only scan skips
  // the table (the registry's pages in surname order) and dead rows are never reclaimed.
  if (engine === 'pglite') {
    scheduleChore(db, {
      ...daily,
      name: 'planner statistics',
      run: async () => {
        await db.execute(sql`vacuum analyze`)
      },
    })
  }
  // Reads sweep too; this keeps the movements' open payments right when nobody reads the payment itself.
  scheduleChore(db, {
    name: 'card payment expiry',
    intervalMs: minute,
    run: async () => {
      await expireCardPayments(db, new Date())
    },
  })
}

/** Migrated by `openDatabase`, seeded here, each in turn with the other instances started at the same time. */
export function prepareDatabase(
  handle: DatabaseHandle,
  env: ServerEnv,
  storage: () => FileStorage,
): Promise<InstallationMode> {
  return handle.exclusively(() => prepareInstallation(handle.db, env, storage))
}

/**
 * With SEED_DEMO, the demo: the database must be a demo one (or new), and gets the demo sets it lacks. Without it,
 * production: the association's own money settings must be set and no demo account may be left. The database's
 * mode is recorded at its first start; a demo that passes the production checks becomes production for good.
 */
export async function prepareInstallation(
  db: Database,
  env: ServerEnv,
  storage: () => FileStorage,
): Promise<InstallationMode> {
  if (env.SEED_DEMO) {
    await seedDemoContent(db)
    await seedDemoSetOnce(db, 'documents', (tx) => seedDemoDocuments(tx, storage()))
    return 'demo'
  }
  const problems = [...missingProductionSettings(env), ...(await demoAccountsLeft(db))]
  if (problems.length > 0) {
    throw new Error(
      `a production start (SEED_DEMO unset or false) needs:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    )
  }
  if ((await claimInstallationMode(db, 'production')) === 'demo') {
    await recordProductionMode(db)
    console.warn('[portal] this database was a demo; it is a production database from now on')
  }
  await seedBaseline(db, { associationName: env.INVOICE_ISSUER_NAME!, publicUrl: publicSiteUrl(env) })
  return 'production'
}

async function demoAccountsLeft(db: Database): Promise<string[]> {
  const left = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((account) => account.email),
      ),
    )
  return left.length === 0
    ? []
    : [
        `no demo account, whose passwords are published: delete ${left.map((row) => row.email).join(', ')} ` +
          '(or start a new database)',
      ]
}
