import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { Client } from 'pg'
import { inject } from 'vitest'
import { openDatabase, type DatabaseConfig, type DatabaseHandle } from '@/lib/server/db/client'

export type TestEngine = 'pglite' | 'postgres'

export function testEngine(): TestEngine {
  return process.env.API_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite'
}

export async function withAdminClient<T>(adminUrl: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite, or a new PostgreSQL database next to
 * TEST_DATABASE_URL that is dropped when the file is done. Both are copies of the run's template
 * (tests/support/template-database.ts).
 */
export async function createTestDatabase(
  engine: TestEngine = testEngine(),
): Promise<DatabaseHandle & { config: DatabaseConfig }> {
  if (engine === 'pglite') {
    const template = new Blob([await readFile(inject('pgliteTemplate'))])
    const config = { engine: 'pglite', dir: 'memory://', loadDataDir: template } as const
    return { ...(await openDatabase(config)), config }
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL must be set to run the API tests on PostgreSQL')
  const name = `portal_test_${randomBytes(6).toString('hex')}`
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database ${name} template ${inject('postgresTemplate')}`),
  )
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ engine: 'postgres', url: url.toString() })
  return {
    ...handle,
    config: { engine: 'postgres', url: url.toString() },
    close: async () => {
      await handle.close()
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      )
    },
  }
}
