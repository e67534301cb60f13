import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { forgetServerEnv } from '@/lib/env'
import { createApi } from '@/lib/server/api/app'
import { openDatabase, type DatabaseConfig, type DatabaseHandle } from '@/lib/server/db/client'
import { languages, navigationItems, pages, settings, users } from '@/lib/server/db/schema'
import { createLocalFileStorage } from '@/lib/server/integrations/file-storage'
import { prepareDatabase, prepareInstallation, startPortal } from '@/lib/server/startup'
import { productionEnv } from '../support/production-env'
import { testEngine, withAdminClient } from '../support/test-database'

let handle: DatabaseHandle
let workFolder: string
let dropDatabase = async () => {}

/** An empty PostgreSQL database, as an association's IT provider creates it, and how to drop it. */
async function emptyPostgres(): Promise<{ config: DatabaseConfig; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!
  const name = `portal_production_${randomBytes(6).toString('hex')}`
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const drop = async () => {
    await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
  }
  return { config: { engine: 'postgres', url: url.toString() }, drop }
}

/** An empty database: no template, no demo. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  if (testEngine() === 'pglite') return openDatabase({ engine: 'pglite', dir: 'memory://' })
  const { config, drop } = await emptyPostgres()
  dropDatabase = drop
  return openDatabase(config)
}

beforeAll(async () => {
  workFolder = await mkdtemp(path.join(tmpdir(), 'portal-production-'))
  handle = await emptyDatabase()
}, 120_000)

afterAll(async () => {
  await handle?.close()
  await dropDatabase()
  await rm(workFolder, { recursive: true, force: true })
})

const prepare = () =>
  prepareInstallation(handle.db, productionEnv(), () =>
    createLocalFileStorage(path.join(workFolder, 'uploads')),
  )

describe('a new production database', () => {
  it('gets the four languages, their settings under the association’s name and menus of the portal’s own pages and a home page, once', async () => {
    expect(await prepare()).toBe('production')
    const counts = async () => ({
      languages: await handle.db.$count(languages),
      settings: await handle.db.$count(settings),
      items: await handle.db.$count(navigationItems),
      pages: await handle.db.$count(pages),
      users: await handle.db.$count(users),
    })
    const first = await counts()
    expect(first).toMatchObject({ languages: 4, settings: 4, pages: 1, users: 0 })
    expect(first.items).toBeGreaterThan(0)
    expect(await prepare()).toBe('production')
    expect(await counts()).toEqual(first)
  })

  it('shows its site in every language, with no demo text', async () => {
    const api = createApi({ getDb: async () => handle.db, afterWrite: () => {} })
    const get = (url: string) => api.fetch(new Request(new URL(url, 'http://localhost')))
    for (const lang of ['es', 'ca', 'en', 'eu']) {
      const settingsAnswer = await get(`/api/public/settings?lang=${lang}`)
      expect(settingsAnswer.status).toBe(200)
      const body = (await settingsAnswer.json()) as { footer_title: string; logo_alt: string }
      expect(body).toMatchObject({
        footer_title: 'Colegio Oficial de Pruebas',
        logo_alt: 'Colegio Oficial de Pruebas',
      })
      const navbars = await get(`/api/public/navbar?lang=${lang}`)
      expect(navbars.status).toBe(200)
      const text = await navbars.text()
      expect(text).toContain('"/news"')
      expect(text).not.toMatch(/Demo/i)
    }
  })
})

// Only PostgreSQL has instances that share a database; PGlite belongs to one process.
if (testEngine() === 'postgres')
  describe('two instances started together on an empty database', () => {
    it('take turns to migrate and seed, and both come up', async () => {
      const waited = vi.spyOn(console, 'info').mockImplementation(() => {})
      const { config, drop } = await emptyPostgres()
      try {
        const start = async () => {
          const instance = await openDatabase(config)
          try {
            return await prepareDatabase(instance, productionEnv(), () =>
              createLocalFileStorage(path.join(workFolder, 'uploads')),
            )
          } finally {
            await instance.close()
          }
        }
        expect(await Promise.all([start(), start()])).toEqual(['production', 'production'])
        expect(waited).toHaveBeenCalledWith(
          '[portal] another instance is preparing the database; waiting for it',
        )
        const check = await openDatabase(config)
        try {
          expect(await check.db.$count(languages)).toBe(4)
          expect(await check.db.$count(pages)).toBe(1)
        } finally {
          await check.close()
        }
      } finally {
        await drop()
      }
    })
  })

describe('a start that cannot prepare its database', () => {
  it('says why and ends the process with 1, rather than serve 500s', async () => {
    process.env.DATABASE_URL = 'postgres://portal:portal@127.0.0.1:1/nowhere'
    forgetServerEnv()
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await startPortal()
    expect(exit).toHaveBeenCalledWith(1)
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^\[portal\] the server cannot start: .*ECONNREFUSED/s),
    )
  })
})
