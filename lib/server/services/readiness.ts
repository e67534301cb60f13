import 'server-only'
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { ReadinessCheck } from '@/lib/contract/readiness'
import { type Database, migrationsFolder } from '@/lib/server/db/client'
import type { FileStorage } from '@/lib/server/integrations/file-storage'

/** The checks that failed, each with why in words safe to show anyone; empty when the portal can take traffic. */
export type ReadinessFailures = Partial<Record<ReadinessCheck, string>>

/** How many migrations of drizzle/ the database has not applied (drizzle applies those newer than its last one). */
async function unappliedMigrations(db: Database): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[]
  }
  const { rows } = (await db.execute(
    sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { last: string | number | null }[] }
  const last = Number(rows[0]?.last ?? 0)
  return journal.entries.filter((entry) => entry.when > last).length
}

/** Writes and deletes a file no record names (the daily clean-up would remove it if the delete failed). */
async function probeStorage(storage: FileStorage): Promise<void> {
  const key = randomUUID()
  await storage.put(key, new TextEncoder().encode('readiness probe'))
  await storage.delete(key)
}

/** A check that hangs (a stuck mount, a database that never answers) fails after this long instead. */
const checkTimeoutMs = 3_000

async function failureOf(
  check: ReadinessCheck,
  run: () => Promise<string | undefined>,
): Promise<[ReadinessCheck, string][]> {
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), checkTimeoutMs)
  })
  try {
    const failure = await Promise.race([run(), timedOut])
    if (failure === 'timed out') console.warn(`[ready] the ${check} check timed out`)
    return failure ? [[check, failure]] : []
  } catch (error) {
    console.warn(`[ready] the ${check} check failed`, error)
    return [[check, 'failed']]
  } finally {
    clearTimeout(timer)
  }
}

export async function checkReadiness({
  getDb,
  fileStorage,
}: {
  getDb: () => Promise<Database>
  fileStorage: FileStorage
}): Promise<ReadinessFailures> {
  const database = await failureOf('database', async () => {
    await (await getDb()).execute(sql`select 1`)
    return undefined
  })
  const failures = await Promise.all([
    database.length
      ? [['migrations', 'not checked'] as [ReadinessCheck, string]]
      : failureOf('migrations', migrationsCheck),
    failureOf('storage', async () => (await probeStorage(fileStorage), undefined)),
  ])
  return Object.fromEntries([...database, ...failures.flat()])

  async function migrationsCheck() {
    const count = await unappliedMigrations(await getDb())
    return count > 0 ? `${count} not applied` : undefined
  }
}
