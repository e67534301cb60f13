import { randomBytes } from 'node:crypto'
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, inArray, isNotNull, like, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverEnv, type ServerEnv } from '@/lib/env'
import { createApi } from '@/lib/server/api/app'
import { openDatabase, type Database, type DatabaseConfig, type DatabaseHandle } from '@/lib/server/db/client'
import {
  eventApplications,
  genericProcedureApplications,
  installation,
  movements,
  newsTranslations,
  users,
} from '@/lib/server/db/schema'
import { demoAccounts } from '@/lib/server/db/seed/site'
import { createLocalFileStorage } from '@/lib/server/integrations/file-storage'
import { prepareInstallation } from '@/lib/server/startup'
import { bearerFor } from '../support/auth'
import { capturingSms } from '../support/outbox'
import { productionEnv } from '../support/production-env'
import { withAdminClient } from '../support/test-database'

/**
 * A site of the previous release (0.1.0: migrations 0000–0013, its demo seed, then staff's edits and a member's
 * enrolment and procedure fee from before charges were recorded; tests/fixtures/upgrade/0.1.0) upgraded by this
 * code, then started as a demo and in production.
 */
const previousRelease = [
  '0000_init',
  '0001_accessibility_feedback',
  '0002_accessibility_statement_link',
  '0003_auth',
  '0004_content',
  '0005_attachments',
  '0006_private_area',
  '0007_enrolment_and_loans',
  '0008_procedures',
  '0009_payments',
  '0010_ventanilla_unica',
  '0011_staff_back_office',
  '0012_back_office_media',
  '0013_demo_seeds',
]
const fixture = path.join('tests', 'fixtures', 'upgrade', '0.1.0')
const member = { email: 'ana.garcia@example.org', password: 'Actualiza2026' }
// Rows the upgrade itself adds to; every other table keeps exactly its rows.
const grown = new Set(['movements', 'number_series', 'demo_seeds', 'installation'])

const engine = process.env.API_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite'
let workFolder: string
let handle: DatabaseHandle
let db: Database
let dropDatabase = async () => {}
let before: Map<string, number>
let migrated: Map<string, number>

/** The previous release's migrations, read by journal index from the current folder (they never change). */
async function previousMigrations(): Promise<string> {
  const journal = JSON.parse(await readFile(path.join('drizzle', 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>
  }
  const entries = journal.entries.slice(0, previousRelease.length)
  expect(entries.map((entry) => entry.tag)).toEqual(previousRelease)
  const folder = path.join(workFolder, 'migrations-0.1.0')
  await mkdir(path.join(folder, 'meta'), { recursive: true })
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }))
  for (const tag of previousRelease) {
    await copyFile(path.join('drizzle', `${tag}.sql`), path.join(folder, `${tag}.sql`))
  }
  return folder
}

/** Runs a file of statements, as psql would. */
async function runScript(target: Database, script: string) {
  const client = (
    target as unknown as {
      $client: { exec?: (s: string) => Promise<unknown>; query: (s: string) => Promise<unknown> }
    }
  ).$client
  await (client.exec ? client.exec(script) : client.query(script))
}

async function rowsOf<T>(target: Database, query: SQL): Promise<T[]> {
  return ((await target.execute(query)) as unknown as { rows: T[] }).rows
}

async function rowCounts(target: Database): Promise<Map<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    target,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  const counts = new Map<string, number>()
  for (const { name } of tables) {
    const [row] = await rowsOf<{ total: number }>(
      target,
      sql`select count(*)::int as total from ${sql.identifier(name)}`,
    )
    counts.set(name, row!.total)
  }
  return counts
}

/** Opens the previous release's database with its migrations and data, and answers how to open it again. */
async function previousReleaseDatabase(): Promise<{ config: DatabaseConfig; data?: Blob }> {
  const migrationsFolder = await previousMigrations()
  const data = await readFile(path.join(fixture, 'data.sql'), 'utf8')
  if (engine === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!
    const name = `portal_upgrade_${randomBytes(6).toString('hex')}`
    await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`))
    dropDatabase = () =>
      withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ).then(() => undefined)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const config: DatabaseConfig = { engine: 'postgres', url: url.toString() }
    const old = await openDatabase({ ...config, migrationsFolder })
    await runScript(old.db, data)
    before = await rowCounts(old.db)
    await old.close()
    return { config }
  }
  const old = await openDatabase({ engine: 'pglite', dir: 'memory://', migrationsFolder })
  await runScript(old.db, data)
  before = await rowCounts(old.db)
  const dump = await (
    old.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
  ).$client.dumpDataDir('none')
  await old.close()
  return { config: { engine: 'pglite', dir: 'memory://', loadDataDir: dump } }
}

beforeAll(async () => {
  workFolder = await mkdtemp(path.join(tmpdir(), 'portal-upgrade-'))
  const { config } = await previousReleaseDatabase()
  handle = await openDatabase(config)
  db = handle.db
  migrated = await rowCounts(db)
}, 180_000)

afterAll(async () => {
  await handle?.close()
  await dropDatabase()
  await rm(workFolder, { recursive: true, force: true })
})

const prepare = (env: ServerEnv) =>
  prepareInstallation(db, env, () => createLocalFileStorage(path.join(workFolder, 'uploads')))

async function chargeOf(where: ReturnType<typeof eq>) {
  const [row] = await db.select().from(movements).where(where)
  return row
}

describe('an upgrade from 0.1.0', () => {
  it('keeps every row, records the database as a demo and gives the open fees their charges', async () => {
    for (const [table, rows] of before) {
      if (grown.has(table)) expect(migrated.get(table), table).toBeGreaterThanOrEqual(rows)
      else expect(migrated.get(table), table).toBe(rows)
    }
    expect(await db.select({ mode: installation.mode }).from(installation)).toEqual([{ mode: 'demo' }])

    const [ana] = await db.select().from(users).where(eq(users.email, member.email))
    const [enrolment] = await db
      .select()
      .from(eventApplications)
      .where(eq(eventApplications.user_id, ana!.id))
    const [procedure] = await db
      .select()
      .from(genericProcedureApplications)
      .where(eq(genericProcedureApplications.user_id, ana!.id))
    expect(await chargeOf(eq(movements.event_application_id, enrolment!.id))).toMatchObject({
      user_id: ana!.id,
      type: 'F',
      status: 'pending',
      course_id: enrolment!.event_id,
      amount_cents: enrolment!.amount_due_cents,
      total_cents: enrolment!.amount_due_cents,
      date: '2026-11-10',
      transaction_number: expect.stringMatching(/^F-2026-\d{6}$/),
    })
    expect(await chargeOf(eq(movements.procedure_application_id, procedure!.id))).toMatchObject({
      type: 'C',
      status: 'pending',
      amount_cents: 1500,
      date: '2026-11-12',
      description: 'Certificado de colegiación (CERT-UPGRADE-0001)',
    })
    // Those two and nothing else (free enrolments owe nothing), numbered without a repeat.
    expect(migrated.get('movements')).toBe(before.get('movements')! + 2)
    const numbers = await db.select({ number: movements.transaction_number }).from(movements)
    expect(new Set(numbers.map((row) => row.number)).size).toBe(numbers.length)
  })

  it('starts as a demo (SEED_DEMO=true) without adding, duplicating or bringing back anything', async () => {
    expect(await prepare({ ...serverEnv(), SEED_DEMO: true })).toBe('demo')
    expect(await prepare({ ...serverEnv(), SEED_DEMO: true })).toBe('demo')
    const after = await rowCounts(db)
    for (const [table, rows] of migrated) expect(after.get(table), table).toBe(rows)
    // The news item staff renamed is there once, under its new slug only.
    const renamed = await db
      .select({ id: newsTranslations.news_id })
      .from(newsTranslations)
      .where(and(eq(newsTranslations.lang, 'es'), like(newsTranslations.slug, '%-revisada')))
    expect(renamed).toHaveLength(1)
  })

  it('refuses a production start while demo accounts are left or the association is not configured', async () => {
    await expect(prepare({ ...serverEnv(), SEED_DEMO: false })).rejects.toThrow(
      /ASSOCIATION_IBAN[\s\S]*INVOICE_ISSUER_NAME[\s\S]*INVOICE_ISSUER_TAX_ID[\s\S]*INVOICE_ISSUER_ADDRESS[\s\S]*SEPA_CREDITOR_ID[\s\S]*personal@demo\.colegio\.example/,
    )
    await expect(prepare(productionEnv())).rejects.toThrow(/personal@demo\.colegio\.example/)
    expect(await db.select({ mode: installation.mode }).from(installation)).toEqual([{ mode: 'demo' }])
  })

  it('starts in production once the demo accounts are gone, then never takes the demo seed; members pay their charges', async () => {
    await db.delete(users).where(
      inArray(
        users.email,
        demoAccounts.map((account) => account.email),
      ),
    )
    expect(await prepare(productionEnv())).toBe('production')
    expect(await db.select({ mode: installation.mode }).from(installation)).toEqual([{ mode: 'production' }])
    await expect(prepare({ ...serverEnv(), SEED_DEMO: true })).rejects.toThrow(/created for production/)

    const api = createApi({ getDb: async () => db, afterWrite: () => {}, sms: capturingSms() })
    const request = async (url: string, init?: RequestInit) =>
      api.fetch(new Request(new URL(url, 'http://localhost'), init))
    const renamed = await db
      .select({ slug: newsTranslations.slug })
      .from(newsTranslations)
      .where(and(eq(newsTranslations.lang, 'es'), like(newsTranslations.slug, '%-revisada')))
    expect((await request(`/api/public/news/es/${renamed[0]!.slug}`)).status).toBe(200)
    expect((await request('/api/news/es')).status).toBe(200)

    const token = await bearerFor(request, member.email, member.password)
    const auth = { Authorization: `Bearer ${token}` }
    const list = await request('/api/public/collegiate-transactions', { headers: auth })
    expect(list.status).toBe(200)
    const [charge] = await db
      .select({ id: movements.id })
      .from(movements)
      .innerJoin(users, eq(users.id, movements.user_id))
      .where(and(eq(users.email, member.email), isNotNull(movements.procedure_application_id)))
    const transfer = await request('/api/public/payments/bank-transfer', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ movement_id: charge!.id, lang: 'es' }),
    })
    expect(transfer.status).toBe(201)
  })
})
