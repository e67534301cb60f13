import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '@/lib/server/db/client'
import { seedDemoContent } from '@/lib/server/db/seed'
import { withAdminClient } from './test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file with the data folder of a migrated, seeded PGlite (its dumpDataDir). */
    pgliteTemplate: string
    /** A migrated, seeded PostgreSQL database next to TEST_DATABASE_URL's, to create each file's from. */
    postgresTemplate: string
  }
}

/**
 * Global setup of the API projects: migrates and seeds one database per run, so that each test file starts from a
 * copy of it (a few hundred milliseconds) instead of migrating and seeding its own (several seconds).
 */
export default async function setup(project: TestProject) {
  if (project.name === 'api-postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL
    if (!adminUrl) throw new Error('TEST_DATABASE_URL must be set to run the API tests on PostgreSQL')
    const name = `portal_template_${randomBytes(6).toString('hex')}`
    await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`))
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const handle = await openDatabase({ engine: 'postgres', url: url.toString() })
    await seedDemoContent(handle.db)
    await handle.close()
    project.provide('postgresTemplate', name)
    return () =>
      withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
  }
  const handle = await openDatabase({ engine: 'pglite', dir: 'memory://' })
  await seedDemoContent(handle.db)
  // drizzle keeps the PGlite it was given as $client.
  const pglite = (handle.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } })
    .$client
  const dump = await pglite.dumpDataDir('none')
  await handle.close()
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-template-'))
  const file = path.join(folder, 'pglite.tar')
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', file)
  return () => rm(folder, { recursive: true, force: true })
}
