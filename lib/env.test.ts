import { afterEach, describe, expect, it, vi } from 'vitest'

async function freshEnv(values: Record<string, string | undefined>) {
  vi.resetModules()
  for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value)
  return (await import('./env')).serverEnv
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('serverEnv', () => {
  it('applies the defaults: embedded database and demo content', async () => {
    const serverEnv = await freshEnv({ DATABASE_URL: undefined, PGLITE_DIR: undefined, SEED_DEMO: undefined })
    expect(serverEnv()).toMatchObject({ PGLITE_DIR: './data/pglite', SEED_DEMO: true })
    expect(serverEnv().DATABASE_URL).toBeUndefined()
  })

  it('serves the benchmark floor pages only when asked to', async () => {
    expect((await freshEnv({ BENCH_FLOOR_PAGES: undefined }))().BENCH_FLOOR_PAGES).toBe(false)
    expect((await freshEnv({ BENCH_FLOOR_PAGES: 'true' }))().BENCH_FLOOR_PAGES).toBe(true)
  })

  it('reads a PostgreSQL URL and a flag', async () => {
    const serverEnv = await freshEnv({ DATABASE_URL: 'postgres://u:p@localhost:5432/db', SEED_DEMO: 'false' })
    expect(serverEnv()).toMatchObject({ DATABASE_URL: 'postgres://u:p@localhost:5432/db', SEED_DEMO: false })
  })

  it('names the variable that is wrong', async () => {
    const serverEnv = await freshEnv({ DATABASE_URL: 'mysql://localhost/db' })
    expect(() => serverEnv()).toThrow(/DATABASE_URL/)
    const withBadFlag = await freshEnv({ DATABASE_URL: undefined, SEED_DEMO: 'yes' })
    expect(() => withBadFlag()).toThrow(/SEED_DEMO/)
  })
})
