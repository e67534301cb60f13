import 'server-only'
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Database } from '@/lib/server/db/client'
import { pendingJobs } from '@/lib/server/db/schema'
import { mailerFromEnv, type Mailer } from '@/lib/server/integrations/mail'
import type { AeatClient } from '@/lib/server/integrations/verifactu/client'
import { requestPasswordRecovery, requestVerification } from '@/lib/server/services/account'
import { aeatSubmissionFromEnv, submitInvoiceRecord } from '@/lib/server/services/invoice-submissions'
import { onShutdown } from '@/lib/server/shutdown'
import { serverEnv } from '@/lib/env'
import { JobDeferred } from './defer'
import type { JobKind, JobPayloads } from './queue'

interface JobContext {
  db: Database
  mailer: Mailer
  /** None when records are not to be sent: their jobs then fail and wait, as the startup log says. */
  aeat?: AeatClient | null
}

const handlers: { [K in JobKind]: (payload: JobPayloads[K], context: JobContext) => Promise<void> } = {
  mail: (message, { mailer }) => mailer.send(message),
  'password-recovery': ({ email, lang }, { db }) =>
    db.transaction((tx) => requestPasswordRecovery(tx, email, lang)),
  'verification-request': ({ email, lang }, { db }) =>
    db.transaction((tx) => requestVerification(tx, email, lang)),
  'aeat-submission': ({ recordId }, { db, aeat }) => submitInvoiceRecord(db, aeat ?? null, recordId),
}

interface JobWorkerOptions extends JobContext {
  /** Attempts before a job is left as failed. */
  maxAttempts: number
  /** The wait before the first retry, doubled at each failure up to an hour. */
  retryBaseMs: number
  /** How long a worker holds a job it took; past it, another worker may take the job again. */
  leaseMs?: number
}

export interface JobWorker {
  /** Does every job that is due now, those queued meanwhile included. */
  runDue(): Promise<void>
  /** Runs due jobs every `pollMs`, and at once. */
  start(pollMs: number): void
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>
}

const maxRetryDelayMs = 60 * 60 * 1000
// The server's clock, not the database's, so that queueing, taking and retrying agree whatever the host.
const fromNow = (ms: number) => new Date(Date.now() + ms)

export function createJobWorker({
  db,
  mailer,
  aeat,
  maxAttempts,
  retryBaseMs,
  leaseMs = 10 * 60 * 1000,
}: JobWorkerOptions): JobWorker {
  let pass: Promise<void> | undefined
  let passWanted = false
  let stopping = false
  let timer: NodeJS.Timeout | undefined

  /** Moving `run_after` past the lease hides the job from other workers; SKIP LOCKED keeps two from taking it. */
  async function takeDueJob() {
    const due = db
      .select({ id: pendingJobs.id })
      .from(pendingJobs)
      .where(and(isNull(pendingJobs.failed_at), lte(pendingJobs.run_after, new Date())))
      .orderBy(asc(pendingJobs.run_after), asc(pendingJobs.id))
      .limit(1)
      .for('update', { skipLocked: true })
    const [job] = await db
      .update(pendingJobs)
      .set({ attempts: sql`${pendingJobs.attempts} + 1`, run_after: fromNow(leaseMs) })
      .where(inArray(pendingJobs.id, due))
      .returning()
    return job
  }

  async function perform(job: typeof pendingJobs.$inferSelect) {
    try {
      const handler = handlers[job.kind as JobKind] as (
        payload: unknown,
        context: JobContext,
      ) => Promise<void>
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`)
      await handler(job.payload, { db, mailer, aeat })
    } catch (error) {
      if (error instanceof JobDeferred) {
        await db
          .update(pendingJobs)
          .set({ run_after: error.until, attempts: job.attempts - 1 })
          .where(eq(pendingJobs.id, job.id))
        return
      }
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
      if (job.attempts >= maxAttempts) {
        console.error(
          `[jobs] ${job.kind} job ${job.id} failed ${job.attempts} times; it stays as failed`,
          error,
        )
        await db
          .update(pendingJobs)
          .set({ failed_at: new Date(), last_error: lastError })
          .where(eq(pendingJobs.id, job.id))
      } else {
        const delay = Math.min(retryBaseMs * 2 ** (job.attempts - 1), maxRetryDelayMs)
        console.warn(
          `[jobs] ${job.kind} job ${job.id} failed; retried in ${Math.round(delay / 1000)} s`,
          error,
        )
        await db
          .update(pendingJobs)
          .set({ run_after: fromNow(delay), last_error: lastError })
          .where(eq(pendingJobs.id, job.id))
      }
      return
    }
    await db.delete(pendingJobs).where(eq(pendingJobs.id, job.id))
  }

  async function runUntilNoneDue() {
    for (let job = await takeDueJob(); job; job = stopping ? undefined : await takeDueJob()) {
      await perform(job)
    }
  }

  function runDue(): Promise<void> {
    // A call during a pass asks for another one: what it was told about may have committed after the pass looked.
    passWanted = true
    pass ??= (async () => {
      while (passWanted && !stopping) {
        passWanted = false
        await runUntilNoneDue().catch((error: unknown) =>
          console.warn('[jobs] could not run the due jobs', error),
        )
      }
    })().finally(() => {
      pass = undefined
    })
    return pass
  }

  return {
    runDue,
    start(pollMs) {
      timer = setInterval(() => void runDue(), pollMs)
      timer.unref()
      void runDue()
    },
    async stop() {
      stopping = true
      clearInterval(timer)
      await pass
    },
  }
}

const workerKey = Symbol.for('portal.jobWorker')
const registry = globalThis as { [workerKey]?: JobWorker }

/** A worker as the configuration says: the server's, and the commands' that send what they queue. */
export function configuredJobWorker(db: Database, aeat = aeatSubmissionFromEnv()): JobWorker {
  return createJobWorker({
    db,
    mailer: mailerFromEnv(),
    aeat: aeat.sending ? aeat.client : null,
    maxAttempts: serverEnv().JOB_MAX_ATTEMPTS,
    retryBaseMs: 30_000,
  })
}

/** The server's worker: on globalThis, as the route bundles that nudge it do not share modules with the startup. */
export function startJobWorker(db: Database): void {
  if (registry[workerKey]) return
  const aeat = aeatSubmissionFromEnv()
  if (aeat.sending) console.info('[portal] invoice records are sent to the AEAT (VERI*FACTU)')
  else if (serverEnv().INVOICING_MODE === 'verifactu') console.warn(`[portal] ${aeat.reason}`)
  else console.info(`[portal] ${aeat.reason}`)
  const worker = configuredJobWorker(db, aeat)
  registry[workerKey] = worker
  worker.start(serverEnv().JOB_POLL_SECONDS * 1000)
  onShutdown(() => worker.stop())
}

/** Called after a change commits, so its e-mails leave at once instead of at the next poll. */
export function nudgeJobWorker(): void {
  void registry[workerKey]?.runDue()
}
