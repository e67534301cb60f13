#!/usr/bin/env node
// `npm run restore -- FILE [--force]`: brings a backup of `npm run backup` back into this installation (the
// database of DATABASE_URL or PGLITE_DIR, the files of UPLOADS_DIR), with the portal stopped.
//
// It refuses a database or a folder that already holds data unless --force, which replaces them; a backup taken by
// a newer version of the portal (one whose migrations this code does not know) also needs --force. Everything is
// unpacked and every file checked against its checksum before anything is replaced, and the restored database must
// have the backup's row count in every table.

import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  ARCHIVE_FORMAT,
  BackupError,
  assertPgliteClosed,
  describeDatabase,
  describePglite,
  emptyFolder,
  installation,
  isEmptyFolder,
  libpqConnection,
  loadEnvFiles,
  moveEntries,
  newestKnownMigration,
  reportFailure,
  rowDifferences,
  run,
  sha256File,
  storedFiles,
  withPostgres,
} from './backup-archive.mjs'

const replaceHint = 'Restore into an empty installation, or pass --force to replace it (back it up first).'

/** Refuses, before anything is unpacked, a target that holds data (without --force) or is in use. */
async function checkTargets(settings, force) {
  if (settings.engine === 'pglite') {
    if (!(await isEmptyFolder(settings.pgliteDir))) {
      if (!force)
        throw new BackupError(`PGLITE_DIR (${settings.pgliteDir}) already holds a database. ${replaceHint}`)
      await assertPgliteClosed(settings.pgliteDir)
    }
  } else {
    await withPostgres(settings.databaseUrl, async (query) => {
      const [{ sessions }] = await query(
        `select count(*)::int as sessions from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      )
      if (sessions > 0) {
        throw new BackupError(
          `${sessions} other connection(s) to the database are open: stop the portal first.`,
        )
      }
      const [{ tables }] = await query(
        `select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
      )
      if (tables > 0 && !force) {
        throw new BackupError(`The database of DATABASE_URL already holds ${tables} tables. ${replaceHint}`)
      }
    })
  }
  if (!settings.bucket && (await storedFiles(settings.uploadsDir)).length > 0 && !force) {
    throw new BackupError(`UPLOADS_DIR (${settings.uploadsDir}) already holds files. ${replaceHint}`)
  }
}

async function readManifest(stage, settings, force) {
  const file = path.join(stage, 'manifest.json')
  if (!existsSync(file))
    throw new BackupError('This archive has no manifest.json: it is not a portal backup.')
  const manifest = JSON.parse(await readFile(file, 'utf8'))
  if (manifest.format !== ARCHIVE_FORMAT) {
    throw new BackupError(
      `This backup has format ${manifest.format}; this version reads format ${ARCHIVE_FORMAT}.`,
    )
  }
  if (manifest.engine !== settings.engine) {
    const names = { pglite: 'the embedded database (PGlite)', postgres: 'PostgreSQL (DATABASE_URL)' }
    throw new BackupError(
      `This backup is of ${names[manifest.engine]}, and this installation uses ${names[settings.engine]}.`,
    )
  }
  if (manifest.migration > newestKnownMigration() && !force) {
    throw new BackupError(
      `This backup was taken by a newer version of the portal (${manifest.portalVersion}) whose database this ` +
        'version does not know. Install that version to restore it (or pass --force).',
    )
  }
  return manifest
}

async function checkFiles(stage, manifest) {
  const folder = path.join(stage, 'files')
  const found = await storedFiles(folder)
  const expected = Object.keys(manifest.files).sort()
  const missing = expected.filter((name) => !found.includes(name))
  const damaged = []
  for (const name of expected.filter((name) => found.includes(name))) {
    if ((await sha256File(path.join(folder, name))) !== manifest.files[name].sha256) damaged.push(name)
  }
  if (missing.length + damaged.length > 0) {
    throw new BackupError(
      `The archive is damaged: ${missing.length} file(s) missing, ${damaged.length} with another checksum ` +
        `(${[...missing, ...damaged].slice(0, 5).join(', ')}…). Nothing was changed.`,
    )
  }
}

async function restorePostgres(databaseUrl, dump, force) {
  if (force) {
    await withPostgres(databaseUrl, (query) =>
      query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public'),
    )
  }
  const { dbname, env } = libpqConnection(databaseUrl)
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, dump],
    { env },
  )
  return withPostgres(databaseUrl, describeDatabase)
}

async function restorePglite(dir, folder) {
  await mkdir(dir, { recursive: true })
  await emptyFolder(dir)
  await moveEntries(folder, dir)
  return describePglite(dir)
}

async function main(argv) {
  await loadEnvFiles()
  const settings = installation()
  const force = argv.includes('--force')
  const archive = argv.find((arg) => !arg.startsWith('--'))
  if (!archive) throw new BackupError('Name the backup to restore: npm run restore -- FILE [--force]')
  if (!existsSync(archive)) throw new BackupError(`There is no file ${archive}.`)

  await checkTargets(settings, force)
  // Unpacked beside the data it replaces, so that moving it there is a rename.
  const near =
    settings.engine === 'pglite' ? settings.pgliteDir : settings.bucket ? tmpdir() : settings.uploadsDir
  await mkdir(path.dirname(near), { recursive: true })
  const stage = await mkdtemp(path.join(path.dirname(near), '.portal-restore-'))
  try {
    await run('tar', ['-xzf', path.resolve(archive), '-C', stage])
    const manifest = await readManifest(stage, settings, force)
    await checkFiles(stage, manifest)

    const restored =
      settings.engine === 'postgres'
        ? await restorePostgres(settings.databaseUrl, path.join(stage, 'database', 'postgres.dump'), force)
        : await restorePglite(settings.pgliteDir, path.join(stage, 'database', 'pglite'))
    const differences = rowDifferences(manifest.rows, restored.rows)
    if (differences.length > 0) {
      throw new BackupError(`The restored database differs from the backup:\n  ${differences.join('\n  ')}`)
    }

    const fileCount = Object.keys(manifest.files).length
    if (settings.bucket) {
      if (fileCount > 0) {
        console.log(
          `This backup holds ${fileCount} stored files and this installation keeps files in the bucket ` +
            `${settings.bucket.name}: unpack them (tar -xzf ${archive} files) and copy them to ` +
            `s3://${settings.bucket.name}/${settings.bucket.prefix}/ (aws s3 cp --recursive, or mc mirror).`,
        )
      }
    } else {
      await mkdir(settings.uploadsDir, { recursive: true })
      for (const name of await storedFiles(settings.uploadsDir))
        await rm(path.join(settings.uploadsDir, name))
      await moveEntries(path.join(stage, 'files'), settings.uploadsDir)
    }
    const rows = Object.values(restored.rows).reduce((sum, count) => sum + count, 0)
    console.log(
      `Restored the backup of ${manifest.createdAt} (portal ${manifest.portalVersion}): ` +
        `${Object.keys(restored.rows).length} tables, ${rows} rows, every count as in the backup` +
        (settings.bucket ? '.' : `, and ${fileCount} files, every checksum as in the backup.`) +
        ' Start the portal: it applies the migrations of this version.',
    )
    return 0
  } finally {
    await rm(stage, { recursive: true, force: true })
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((error) => reportFailure('restore', error))
