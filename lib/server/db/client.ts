import 'server-only'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { serverEnv } from '@/lib/env'
import { holdPgliteFolder } from './pglite-holder'
import * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Runs reads one after the other, for code that may be handed a transaction: a transaction is one connection,
 * which takes one query at a time (pg queues concurrent ones with a deprecation warning; pg@9 refuses them).
 */
export async function inTurn<T extends unknown[]>(
  ...reads: { [K in keyof T]: () => PromiseLike<T[K]> }
): Promise<T> {
  const results: unknown[] = []
  for (const read of reads) results.push(await read())
  return results as T
}

export interface DatabaseHandle {
  db: Database
  engine: 'pglite' | 'postgres'
  close: () => Promise<void>
  /**
   * Runs `work` while no other process runs its own on this database: how instances started together take turns
   * to migrate and seed. PostgreSQL's advisory lock; PGlite is one process already.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>
}

export type DatabaseConfig = (
  | { engine: 'postgres'; url: string }
  /** `loadDataDir`: start from a copy of another PGlite's data (its dumpDataDir), as the tests do. */
  | { engine: 'pglite'; dir: string; loadDataDir?: Blob }
) & {
  /** Another release's migrations, for the upgrade test; the current ones by default. */
  migrationsFolder?: string
}

export const migrationsFolder = path.join(process.cwd(), 'drizzle')

/** Opens a database and brings its schema up to date. The drivers load lazily so only the one in use is paid for. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const migrations = config.migrationsFolder ?? migrationsFolder
  if (config.engine === 'postgres') {
    const { Pool } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    // Fail fast while the server is away (a request then answers 503) instead of queueing behind it.
    const { DATABASE_POOL_MAX: max, DATABASE_CONNECT_TIMEOUT_MS: connectionTimeoutMillis } = serverEnv()
    const pool = new Pool({ connectionString: config.url, max, connectionTimeoutMillis })
    // An idle connection dropped by a database restart must not take the process down; the pool replaces it.
    pool.on('error', (error) => console.warn(`[portal] database connection lost: ${error.message}`))
    const db = drizzle(pool, { schema })
    const exclusively = <T>(work: () => Promise<T>) => holdingStartupLock(config.url, work)
    await exclusively(() => migrate(db, { migrationsFolder: migrations }))
    return { db: db as unknown as Database, engine: 'postgres', close: () => pool.end(), exclusively }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const [{ pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ])
  const onDisk = !config.dir.includes('://')
  if (onDisk) await mkdir(config.dir, { recursive: true })
  const client = await PGlite.create(config.dir, {
    extensions: { pg_trgm, unaccent },
    loadDataDir: config.loadDataDir,
  })
  const release = onDisk ? holdPgliteFolder(config.dir) : () => {}
  const db = drizzle(client, { schema })
  await migrate(db, { migrationsFolder: migrations })
  const close = async () => {
    await client.close()
    release()
  }
  return { db: db as unknown as Database, engine: 'pglite', close, exclusively: (work) => work() }
}

/**
 * On a connection of its own, outside the pool, so that a pool of one still has a connection for the work. Ending
 * the session releases the lock, so a process that dies holding it holds it no more.
 */
async function holdingStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const { Client } = await import('pg')
  const client = new Client({
    connectionString: url,
    connectionTimeoutMillis: serverEnv().DATABASE_CONNECT_TIMEOUT_MS,
  })
  client.on('error', (error) =>
    console.warn(`[portal] the start-up lock's connection failed: ${error.message}`),
  )
  await client.connect()
  try {
    const tried = await client.query<{ taken: boolean }>(
      `select pg_try_advisory_lock(${startupLockKey}) as taken`,
    )
    if (!tried.rows[0]?.taken) {
      console.info('[portal] another instance is preparing the database; waiting for it')
      await client.query(`select pg_advisory_lock(${startupLockKey})`)
    }
    return await work()
  } finally {
    await client.end()
  }
}

/** Any number of the bigint space; the rate limits lock in the (int, int) space, which is apart. */
const startupLockKey = 7_427_617_201

export function databaseConfigFromEnv(): DatabaseConfig {
  const env = serverEnv()
  return env.DATABASE_URL
    ? { engine: 'postgres', url: env.DATABASE_URL }
    : { engine: 'pglite', dir: env.PGLITE_DIR }
}

const globalForDb = globalThis as unknown as { portalDatabase?: Promise<DatabaseHandle> }

/** Opened once per process (PGlite allows one process per folder); on globalThis so dev reloads share it. */
export function getDatabase(): Promise<DatabaseHandle> {
  // A front end only must not create a database as a side effect of some read.
  if (serverEnv().API_BASE_URL) {
    return Promise.reject(new Error('API_BASE_URL is set: this portal has no database of its own'))
  }
  globalForDb.portalDatabase ??= openDatabase(databaseConfigFromEnv()).catch((error: unknown) => {
    globalForDb.portalDatabase = undefined
    throw error
  })
  return globalForDb.portalDatabase
}

export async function getDb(): Promise<Database> {
  return (await getDatabase()).db
}
