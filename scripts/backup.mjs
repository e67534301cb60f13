#!/usr/bin/env node
// `npm run backup [-- --output FILE]`: the database and the stored files in one archive, by default
// $BACKUP_DIR/portal-backup-<UTC time>.tar.gz (BACKUP_DIR defaults to ./backups). Readable by its owner only: it
// holds every member's personal data. Layout and checks: scripts/backup-archive.mjs.
//
// PostgreSQL (DATABASE_URL) is dumped by pg_dump while the portal runs, in one snapshot with the row counts. The
// embedded database (PGlite) is copied while the portal is stopped: a copy of an open folder may not restore.

import { chmod, mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  ARCHIVE_FORMAT,
  BackupError,
  assertPgliteClosed,
  describeDatabase,
  describePglite,
  installation,
  isEmptyFolder,
  libpqConnection,
  loadEnvFiles,
  portalVersion,
  reportFailure,
  run,
  sha256File,
  storedFiles,
  withPostgres,
} from './backup-archive.mjs'

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')

/** pg_dump in the snapshot the row counts were read in, so the counts describe exactly what was dumped. */
function dumpPostgres(databaseUrl, file) {
  return withPostgres(databaseUrl, async (query) => {
    await query('begin isolation level repeatable read read only')
    const [{ snapshot }] = await query('select pg_export_snapshot() as snapshot')
    const description = await describeDatabase(query)
    const { dbname, env } = libpqConnection(databaseUrl)
    await run(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        `--file=${file}`,
        dbname,
      ],
      { env },
    )
    await query('commit')
    return description
  })
}

/** The folder goes into the archive through a link (tar -h follows it), after opening it once to count its rows. */
async function copyPglite(dir, link) {
  if (await isEmptyFolder(dir)) {
    throw new BackupError(
      `There is no embedded database in ${dir}. Run the backup with the portal's settings (DATABASE_URL or ` +
        'PGLITE_DIR, in the environment or the .env files of this folder).',
    )
  }
  await assertPgliteClosed(dir)
  const description = await describePglite(dir)
  await symlink(dir, link)
  return description
}

/** Links every stored file into `folder` and returns its checksum and size. */
async function linkFiles(dir, folder) {
  await mkdir(folder)
  const files = {}
  for (const name of await storedFiles(dir)) {
    const file = path.join(dir, name)
    try {
      files[name] = { sha256: await sha256File(file) }
    } catch (error) {
      // Deleted by the portal since it was listed: a file no record names any more.
      if (error.code === 'ENOENT') continue
      throw error
    }
    await symlink(file, path.join(folder, name))
  }
  return files
}

async function main(argv) {
  await loadEnvFiles()
  const settings = installation()
  const outputIndex = argv.indexOf('--output')
  const output = path.resolve(
    outputIndex >= 0 && argv[outputIndex + 1]
      ? argv[outputIndex + 1]
      : path.join(settings.backupDir, `portal-backup-${stamp()}.tar.gz`),
  )
  await mkdir(path.dirname(output), { recursive: true })
  const work = await mkdtemp(path.join(path.dirname(output), '.portal-backup-'))
  try {
    await mkdir(path.join(work, 'database'))
    // The database first: files stored after it are only ones no record of the backup names.
    const database =
      settings.engine === 'postgres'
        ? await dumpPostgres(settings.databaseUrl, path.join(work, 'database', 'postgres.dump'))
        : await copyPglite(settings.pgliteDir, path.join(work, 'database', 'pglite'))
    const files = settings.bucket ? {} : await linkFiles(settings.uploadsDir, path.join(work, 'files'))
    if (settings.bucket) await mkdir(path.join(work, 'files'))
    const manifest = {
      format: ARCHIVE_FORMAT,
      createdAt: new Date().toISOString(),
      portalVersion: portalVersion(),
      engine: settings.engine,
      migration: database.migration,
      rows: database.rows,
      storage: settings.bucket ? 's3' : 'folder',
      files,
    }
    await writeFile(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    const partial = `${output}.partial`
    await run('tar', ['-czhf', partial, '-C', work, 'manifest.json', 'database', 'files'])
    await chmod(partial, 0o600)
    await rename(partial, output)
    const rows = Object.values(database.rows).reduce((sum, count) => sum + count, 0)
    console.log(
      `Backup written to ${output}: the ${settings.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} database ` +
        `(${Object.keys(database.rows).length} tables, ${rows} rows) and ${Object.keys(files).length} stored files.`,
    )
    if (settings.bucket) {
      console.log(
        `The stored files are in the bucket ${settings.bucket.name} (prefix ${settings.bucket.prefix}) and are not ` +
          'in this archive: back the bucket up with the store (versioning or replication), or copy it beside ' +
          `this archive, e.g. aws s3 sync s3://${settings.bucket.name}/${settings.bucket.prefix} ./files ` +
          `(MinIO: mc mirror ALIAS/${settings.bucket.name}/${settings.bucket.prefix} ./files).`,
      )
    }
    return 0
  } finally {
    await rm(work, { recursive: true, force: true })
    await rm(`${output}.partial`, { force: true })
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((error) => reportFailure('backup', error))
