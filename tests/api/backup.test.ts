import { execFile } from 'node:child_process'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { openDatabase, type DatabaseConfig } from '@/lib/server/db/client'
import { withAdminClient } from '../support/test-database'

// `npm run backup` and `npm run restore` as an operator runs them, on the engine of this project (PGlite or
// PostgreSQL): every table keeps its row count and every stored file its bytes, and a restore never overwrites an
// installation that holds data unless told to.

const engine = process.env.API_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite'
const root = path.resolve(__dirname, '../..')

interface Installation {
  env: Record<string, string>
  database: DatabaseConfig
  uploadsDir: string
}

let folder: string
const createdDatabases: string[] = []

function databaseUrl(name: string) {
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

async function installation(name: string, from: 'template' | 'nothing'): Promise<Installation> {
  const uploadsDir = path.join(folder, name, 'uploads')
  if (engine === 'postgres') {
    const database = `portal_backup_${randomBytes(6).toString('hex')}`
    const template = from === 'template' ? ` template ${inject('postgresTemplate')}` : ''
    await withAdminClient(process.env.TEST_DATABASE_URL!, (client) =>
      client.query(`create database ${database}${template}`),
    )
    createdDatabases.push(database)
    const url = databaseUrl(database)
    return {
      env: { DATABASE_URL: url, UPLOADS_DIR: uploadsDir },
      database: { engine: 'postgres', url },
      uploadsDir,
    }
  }
  const dir = path.join(folder, name, 'pglite')
  await mkdir(dir, { recursive: true })
  // The template is a PGlite data folder as a tar (its dumpDataDir): unpacked, it is a closed database.
  if (from === 'template') await run('tar', ['-xf', inject('pgliteTemplate'), '-C', dir])
  return {
    env: { DATABASE_URL: '', PGLITE_DIR: dir, UPLOADS_DIR: uploadsDir },
    database: { engine, dir },
    uploadsDir,
  }
}

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(command, args, { cwd: folder, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    )
  })
}

const npmScript = (script: 'backup' | 'restore', args: string[], target: Installation) =>
  run(process.execPath, [path.join(root, 'scripts', `${script}.mjs`), ...args], {
    S3_BUCKET: '',
    ...target.env,
  })

/** Rows per table, read with the portal's own database client. */
async function rowCounts(config: DatabaseConfig) {
  const handle = await openDatabase(config)
  // Both drivers answer raw SQL with `rows`.
  const rows = async <T>(query: SQL) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows
  try {
    const tables = await rows<{ name: string }>(
      sql`select schemaname || '.' || tablename as name from pg_tables
          where schemaname in ('public', 'drizzle') order by 1`,
    )
    const counts: Record<string, number> = {}
    for (const { name } of tables) {
      const [schema, table] = name.split('.')
      const [count] = await rows<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(schema!)}.${sql.identifier(table!)}`,
      )
      counts[name] = Number(count!.n)
    }
    return counts
  } finally {
    await handle.close()
  }
}

async function checksums(dir: string) {
  const names = (await readdir(dir)).sort()
  return Object.fromEntries(
    await Promise.all(
      names.map(async (name) => [
        name,
        createHash('sha256')
          .update(await readFile(path.join(dir, name)))
          .digest('hex'),
      ]),
    ),
  )
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'portal-backup-test-'))
})

afterAll(async () => {
  await Promise.all(
    createdDatabases.map((name) =>
      withAdminClient(process.env.TEST_DATABASE_URL!, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ),
    ),
  )
  await rm(folder, { recursive: true, force: true })
})

describe(`npm run backup and npm run restore (${engine})`, () => {
  it('bring back every row and every stored file, and replace data only with --force', async () => {
    const source = await installation('source', 'template')
    await mkdir(source.uploadsDir, { recursive: true })
    for (const size of [0, 1, 70_000]) {
      await writeFile(path.join(source.uploadsDir, randomUUID()), randomBytes(size))
    }
    // A write the portal never finished: not a stored file.
    await writeFile(path.join(source.uploadsDir, `.${randomUUID()}.1a2b.tmp`), 'half')

    const expectedRows = await rowCounts(source.database)
    expect(Object.keys(expectedRows).length).toBeGreaterThan(30)
    expect(Object.values(expectedRows).some((count) => count > 0)).toBe(true)

    const archive = path.join(folder, 'portal.tar.gz')
    const backup = await npmScript('backup', ['--output', archive], source)
    expect(backup.output).toContain('Backup written to')
    expect(backup.code).toBe(0)

    // The target holds no database, and one file: a restore refuses it until told to replace it.
    const target = await installation('target', 'nothing')
    await mkdir(target.uploadsDir, { recursive: true })
    await writeFile(path.join(target.uploadsDir, randomUUID()), 'not from the backup')
    const refused = await npmScript('restore', [archive], target)
    expect(refused.output).toMatch(/UPLOADS_DIR .* already holds files.*--force/s)
    expect(refused.code).toBe(1)
    const restore = await npmScript('restore', [archive, '--force'], target)
    expect(restore.output).toContain('every count as in the backup')
    expect(restore.code).toBe(0)

    expect(await rowCounts(target.database)).toEqual(expectedRows)
    const expectedFiles = await checksums(source.uploadsDir)
    expect(Object.keys(expectedFiles)).toHaveLength(4)
    delete expectedFiles[Object.keys(expectedFiles).find((name) => name.startsWith('.'))!]
    expect(await checksums(target.uploadsDir)).toEqual(expectedFiles)
  }, 90_000)
})
