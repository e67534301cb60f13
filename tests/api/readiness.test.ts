import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { ReadinessSchema } from '@/lib/contract/readiness'
import { createApi } from '@/lib/server/api/app'
import { createLocalFileStorage, type FileStorage } from '@/lib/server/integrations/file-storage'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

/** A fresh app over this file's database (each app reuses its last check for a few seconds). */
function appWith(options: { fileStorage?: FileStorage; getDb?: () => Promise<typeof api.db> }) {
  const app = createApi({
    getDb: async () => api.db,
    fileStorage: createLocalFileStorage(api.uploadsDir),
    ...options,
  })
  return (path: string) => app.fetch(new Request(new URL(path, 'http://localhost')))
}

async function expectNotReady(response: Response, reason: string) {
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('5')
  const body = await response.json()
  expect(ErrorEnvelopeSchema.safeParse(body).success).toBe(true)
  expect(body).toEqual({ detail: { code: 'NOT_READY', reason } })
}

describe('GET /api/ready', () => {
  it('answers ready when the database answers, every migration is applied and storage takes a file', async () => {
    const response = await api.request('/api/ready')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(ReadinessSchema.parse(await response.json())).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    })
  })

  it('answers 503 with the envelope when storage refuses a file, naming only the check', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const refusing: FileStorage = {
      ...createLocalFileStorage(api.uploadsDir),
      put: async () => {
        throw new Error('EACCES /secret/path')
      },
    }
    const response = await appWith({ fileStorage: refusing })('/api/ready')
    await expectNotReady(response, 'storage: failed')
  })

  it('answers 503 when the database cannot be opened, and does not check its migrations', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await appWith({ getDb: () => Promise.reject(new Error('ECONNREFUSED')) })('/api/ready')
    await expectNotReady(response, 'database: failed; migrations: not checked')
  })

  it('answers 503 while a migration is not applied', async () => {
    const [row] = (
      (await api.db.execute(
        sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
      )) as unknown as {
        rows: { last: string }[]
      }
    ).rows
    await api.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${row!.last}`)
    await expectNotReady(await appWith({})('/api/ready'), 'migrations: 1 not applied')
  })
})
