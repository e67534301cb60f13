import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '@/lib/server/api/app'
import { openDatabase, type DatabaseHandle } from '@/lib/server/db/client'
import { languages, navigationItems, pages, settings, users } from '@/lib/server/db/schema'
import { createLocalFileStorage } from '@/lib/server/integrations/file-storage'
import { prepareInstallation } from '@/lib/server/startup'
import { productionEnv } from '../support/production-env'
import { testEngine, withAdminClient } from '../support/test-database'

let handle: DatabaseHandle
let workFolder: string
let dropDatabase = async () => {}

/** An empty database, as an association's IT provider creates it: no template, no demo. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  if (testEngine() === 'pglite') return openDatabase({ engine: 'pglite', dir: 'memory://' })
  const adminUrl = process.env.TEST_DATABASE_URL!
  const name = `portal_production_${randomBytes(6).toString('hex')}`
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`))
  dropDatabase = () =>
    withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
      () => undefined,
    )
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return openDatabase({ engine: 'postgres', url: url.toString() })
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
