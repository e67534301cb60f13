// What `npm run backup` and `npm run restore` share: the installation's settings, the database's row counts, the
// archive's layout and the checks that keep a backup consistent and a restore from overwriting live data.
//
// Plain JavaScript on Node's built-ins, the database drivers the portal already ships (pg, PGlite) and the system's
// `tar`, `pg_dump` and `pg_restore`, so it runs the same in a checkout, the standalone bundle and the container.
//
// The archive (a .tar.gz):
//   manifest.json              format, portal version, engine, latest migration, rows per table, sha256 per file
//   database/postgres.dump     pg_dump --format=custom (PostgreSQL), or
//   database/pglite/           the embedded database's folder, copied while closed (PGlite)
//   files/<key>                the stored files of UPLOADS_DIR (none when they are in an S3 bucket)

import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream, readFileSync } from 'node:fs'
import { cp, readdir, readlink, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ARCHIVE_FORMAT = 1
const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** The env files of the folder it runs in, as the portal's server reads them (scripts/server.mjs). */
export async function loadEnvFiles() {
  const { default: nextEnv } = await import('@next/env')
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })
}

const unsetWhenEmpty = (value) => (value === undefined || value === '' ? undefined : value)

/** The settings of the installation, with the defaults of lib/env.ts. */
export function installation() {
  const databaseUrl = unsetWhenEmpty(process.env.DATABASE_URL)
  const bucket = unsetWhenEmpty(process.env.S3_BUCKET)
  return {
    engine: databaseUrl ? 'postgres' : 'pglite',
    databaseUrl,
    pgliteDir: path.resolve(process.env.PGLITE_DIR || './data/pglite'),
    uploadsDir: path.resolve(process.env.UPLOADS_DIR || './data/uploads'),
    bucket: bucket && { name: bucket, prefix: process.env.S3_PREFIX ?? 'uploads' },
    backupDir: path.resolve(process.env.BACKUP_DIR || './backups'),
  }
}

export function portalVersion() {
  return JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version
}

/** `when` of the newest migration this code knows (drizzle's created_at of its row once applied). */
export function newestKnownMigration() {
  const journal = JSON.parse(readFileSync(path.join(ROOT, 'drizzle', 'meta', '_journal.json'), 'utf8'))
  return Math.max(...journal.entries.map((entry) => entry.when))
}

export class BackupError extends Error {}

/** Runs a command; rejects with its standard error when it fails. */
export function run(command, args, { env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, ...env },
    })
    const errors = []
    child.stderr.on('data', (chunk) => errors.push(chunk))
    child.on('error', (error) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} is not installed (it is on the PATH of the server)`
            : error.message,
        ),
      ),
    )
    child.on('close', (code) => {
      const stderr = Buffer.concat(errors).toString().trim()
      if (code === 0) {
        if (stderr) process.stderr.write(`${stderr}\n`)
        resolve()
      } else reject(new BackupError(`${command} failed (exit code ${code}): ${stderr}`))
    })
  })
}

/**
 * libpq's settings for a connection URL, the password in PGPASSWORD rather than on a command line where every
 * user of the machine can read it.
 */
export function libpqConnection(databaseUrl) {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} }
}

/** Rows per table of the portal's schemas and the newest applied migration, read through `query`. */
export async function describeDatabase(query) {
  const tables = await query(
    `select schemaname || '.' || tablename as name, quote_ident(schemaname) || '.' || quote_ident(tablename) as ref
     from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
  )
  const rows = {}
  for (const { name, ref } of tables) {
    rows[name] = Number((await query(`select count(*) as n from ${ref}`))[0].n)
  }
  const migration = rows['drizzle.__drizzle_migrations']
    ? Number((await query('select max(created_at) as at from drizzle.__drizzle_migrations'))[0].at)
    : null
  return { rows, migration }
}

/** Opens the embedded database in `dir`, hands `work` a query function, and closes it cleanly. */
async function withPglite(dir, work) {
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ])
  const db = await PGlite.create(dir, { extensions: { pg_trgm, unaccent } })
  try {
    return await work(async (sql) => (await db.query(sql)).rows)
  } finally {
    await db.close()
  }
}

/** Connects to PostgreSQL, hands `work` a query function and the client, and disconnects. */
export async function withPostgres(databaseUrl, work) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await work(async (sql) => (await client.query(sql)).rows, client)
  } finally {
    await client.end()
  }
}

export const describePglite = (dir) => withPglite(dir, describeDatabase)

/**
 * PGlite has no lock: a second process that opens a folder in use corrupts it. On Linux, the server keeps files of
 * the folder open, so any other process holding one means the folder is in use. Elsewhere nothing can tell.
 */
export async function assertPgliteClosed(dir) {
  const processes = await readdir('/proc').catch(() => [])
  const inside = dir.endsWith(path.sep) ? dir : dir + path.sep
  for (const pid of processes.filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => [])
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')
      if (target.startsWith(inside)) {
        throw new BackupError(
          `The embedded database in ${dir} is open in process ${pid} (the portal is running). Stop it first: ` +
            'a copy of an open database may not restore, and two processes writing to it corrupt it.',
        )
      }
    }
  }
}

/** The stored files of a folder: every regular file but the dot-named temporary ones of unfinished writes. */
export async function storedFiles(dir) {
  const names = await readdir(dir).catch((error) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  const files = []
  for (const name of names.filter((name) => !name.startsWith('.')).sort()) {
    if ((await stat(path.join(dir, name))).isFile()) files.push(name)
  }
  return files
}

export function sha256File(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')))
  })
}

export async function isEmptyFolder(dir) {
  const entries = await readdir(dir).catch((error) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  return entries.length === 0
}

/** Empties a folder that may be a mount point (which cannot itself be removed or renamed). */
export async function emptyFolder(dir) {
  for (const name of await readdir(dir).catch(() => [])) {
    await rm(path.join(dir, name), { recursive: true, force: true })
  }
}

/** Moves the entries of `from` into `to`, copying when they are on different file systems. */
export async function moveEntries(from, to) {
  for (const name of await readdir(from)) {
    const source = path.join(from, name)
    const target = path.join(to, name)
    try {
      await rename(source, target)
    } catch (error) {
      if (error.code !== 'EXDEV') throw error
      await cp(source, target, { recursive: true, preserveTimestamps: true })
      await rm(source, { recursive: true, force: true })
    }
  }
}

/** The tables whose row counts differ between two descriptions, as readable lines. */
export function rowDifferences(expected, actual) {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort()
  return names
    .filter((name) => expected[name] !== actual[name])
    .map(
      (name) => `${name}: ${expected[name] ?? 'absent'} in the backup, ${actual[name] ?? 'absent'} restored`,
    )
}

/** A fatal error's message for the person at the terminal; a stack trace only for what we did not foresee. */
export function reportFailure(command, error) {
  console.error(`${command}: ${error instanceof BackupError ? error.message : (error?.stack ?? error)}`)
  return 1
}
