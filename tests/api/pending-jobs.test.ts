import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { type DatabaseConfig, type DatabaseHandle, openDatabase } from '@/lib/server/db/client'
import { pendingJobs, scheduledChores, users } from '@/lib/server/db/schema'
import type { MailMessage } from '@/lib/server/integrations/mail'
import { queueMail } from '@/lib/server/jobs/queue'
import { takeChoreTurn } from '@/lib/server/jobs/schedule'
import { createJobWorker } from '@/lib/server/jobs/worker'
import { capturingMailer } from '../support/outbox'
import { createTestDatabase, testEngine } from '../support/test-database'

let handle: DatabaseHandle & { config: DatabaseConfig }
beforeAll(async () => {
  handle = await createTestDatabase()
})
afterAll(() => handle?.close())
beforeEach(async () => {
  await handle.db.delete(pendingJobs)
})

const message = (to: string): MailMessage => ({ to, subject: 'Test', text: 'Hello', html: '<p>Hello</p>' })
const minute = 60_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const jobRows = () => handle.db.select().from(pendingJobs)

describe('the job queue', () => {
  it('sends nothing queued in a transaction that rolled back', async () => {
    const mailer = capturingMailer()
    await expect(
      handle.db.transaction(async (tx) => {
        await queueMail(tx, message('rolled-back@example.org'))
        throw new Error('The change failed')
      }),
    ).rejects.toThrow('The change failed')
    await createJobWorker({ db: handle.db, mailer, maxAttempts: 3, retryBaseMs: 10 }).runDue()
    expect(mailer.sent).toEqual([])
    expect(await jobRows()).toEqual([])
  })

  it('retries a failed send after a growing wait, then sends it once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const mailer = capturingMailer()
    const deliver = mailer.send
    let failures = 2
    mailer.send = async (sent) => {
      if (failures-- > 0) throw new Error('SMTP down')
      await deliver(sent)
    }
    const worker = createJobWorker({ db: handle.db, mailer, maxAttempts: 5, retryBaseMs: 200 })
    await queueMail(handle.db, message('flaky@example.org'))

    for (const [attempt, wait] of [
      [1, 200],
      [2, 400],
    ] as const) {
      const before = Date.now()
      await worker.runDue()
      const after = Date.now()
      const [job] = await jobRows()
      expect(job).toMatchObject({ attempts: attempt, last_error: 'SMTP down', failed_at: null })
      expect(job!.run_after.getTime()).toBeGreaterThanOrEqual(before + wait)
      expect(job!.run_after.getTime()).toBeLessThanOrEqual(after + wait)
      // Not before its time.
      await worker.runDue()
      expect(mailer.sent).toEqual([])
      await sleep(job!.run_after.getTime() - after + 20)
    }
    await worker.runDue()
    expect(mailer.to('flaky@example.org')).toHaveLength(1)
    expect(await jobRows()).toEqual([])
  })

  it('leaves a job as failed, logged, after its last attempt', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const mailer = {
      send: async () => {
        throw new Error('Mailbox unavailable')
      },
    }
    const worker = createJobWorker({ db: handle.db, mailer, maxAttempts: 2, retryBaseMs: 1 })
    await queueMail(handle.db, message('unreachable@example.org'))
    for (let round = 0; round < 4; round++) {
      await worker.runDue()
      await sleep(5)
    }
    const [job] = await jobRows()
    expect(job).toMatchObject({ attempts: 2, last_error: 'Mailbox unavailable' })
    expect(job!.failed_at).toBeInstanceOf(Date)
    expect(logged).toHaveBeenCalledTimes(1)
  })

  it('never sends one job twice when two workers run at once', async () => {
    const addresses = Array.from({ length: 20 }, (_, index) => `parallel-${index}@example.org`)
    for (const to of addresses) await queueMail(handle.db, message(to))
    const sent: string[] = []
    const slowMailer = (name: string) => ({
      send: async ({ to }: MailMessage) => {
        await sleep(2)
        sent.push(`${name}:${to}`)
      },
    })
    // A second pool on PostgreSQL, as another instance of the server would have.
    const other = handle.config.engine === 'postgres' ? await openDatabase(handle.config) : handle
    try {
      const workers = [handle, other].map(({ db }, index) =>
        createJobWorker({ db, mailer: slowMailer(`w${index}`), maxAttempts: 3, retryBaseMs: 1000 }),
      )
      await Promise.all(workers.map((worker) => worker.runDue()))
    } finally {
      if (other !== handle) await other.close()
    }
    const recipients = sent.map((entry) => entry.split(':')[1])
    expect(recipients.toSorted()).toEqual(addresses.toSorted())
    if (handle.config.engine === 'postgres') {
      expect(new Set(sent.map((entry) => entry.split(':')[0]))).toEqual(new Set(['w0', 'w1']))
    }
  })

  it('sends, once, the e-mail of a change whose process was killed after the commit', async () => {
    const email = `killed-${Date.now()}@example.org`
    const folder =
      testEngine() === 'pglite' ? await mkdtemp(path.join(tmpdir(), 'portal-killed-')) : undefined
    const config: DatabaseConfig = folder ? { engine: 'pglite', dir: folder } : handle.config
    try {
      const child = spawn(
        process.execPath,
        [
          '--conditions=react-server',
          '--import',
          'tsx',
          'tests/support/commit-then-hang.ts',
          JSON.stringify(config),
          email,
          ...(folder ? [inject('pgliteTemplate')] : []),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      )
      const exited = once(child, 'exit')
      try {
        for await (const line of createInterface({ input: child.stdout })) if (line === 'committed') break
      } finally {
        child.kill('SIGKILL')
      }
      expect((await exited)[1]).toBe('SIGKILL')

      const restarted = folder ? await openDatabase(config) : handle
      try {
        const [account] = await restarted.db.select().from(users).where(eq(users.email, email))
        expect(account).toBeDefined()
        const mailer = capturingMailer()
        const worker = createJobWorker({ db: restarted.db, mailer, maxAttempts: 3, retryBaseMs: 1000 })
        await worker.runDue()
        await worker.runDue()
        expect(mailer.to(email)).toHaveLength(1)
        expect(await restarted.db.select().from(pendingJobs)).toEqual([])
      } finally {
        if (restarted !== handle) await restarted.close()
      }
    } finally {
      if (folder) await rm(folder, { recursive: true, force: true })
    }
    // A process of its own with its own start: seconds on an idle machine, more on a busy one.
  }, 120_000)
})

describe('scheduled chores', () => {
  it('run on one instance per interval, whichever asks first', async () => {
    // A second pool on PostgreSQL, as another instance of the server would have.
    const other = handle.config.engine === 'postgres' ? await openDatabase(handle.config) : handle
    try {
      const ask = () =>
        Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            takeChoreTurn((index % 2 ? other : handle).db, 'test chore', minute),
          ),
        )
      const turns = (answers: boolean[]) => answers.filter(Boolean).length
      expect(turns(await ask())).toBe(1)
      expect(turns(await ask())).toBe(0)
      // The interval passes.
      await handle.db
        .update(scheduledChores)
        .set({ due_at: sql`now() - interval '1 second'` })
        .where(eq(scheduledChores.name, 'test chore'))
      expect(turns(await ask())).toBe(1)
      expect(await takeChoreTurn(handle.db, 'another chore', minute)).toBe(true)
    } finally {
      if (other !== handle) await other.close()
    }
  })
})
