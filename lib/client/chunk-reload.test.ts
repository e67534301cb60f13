import { describe, expect, it } from 'vitest'
import { chunkReloadStorageKey, claimChunkReload, isChunkLoadError } from './chunk-reload'

describe('isChunkLoadError', () => {
  const named = (name: string, message: string) => Object.assign(new Error(message), { name })

  it.each([
    named('ChunkLoadError', 'Failed to load chunk /_next/static/chunks/0a1b.js from module 64893'),
    named('ChunkLoadError', 'anything'),
    new Error('Failed to load chunk /_next/static/chunks/0a1b.css from module 12'),
    new Error('Loading chunk 123 failed.\n(error: https://colegio.example/_next/static/chunks/123.js)'),
    new Error('Loading CSS chunk app-layout failed.'),
    new TypeError('Failed to fetch dynamically imported module: https://colegio.example/x.js'),
    new TypeError('error loading dynamically imported module: https://colegio.example/x.js'),
    new TypeError('Importing a module script failed.'),
    { name: 'ChunkLoadError', message: 'from another realm' },
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true)
  })

  it.each([
    new Error('Failed to fetch'),
    new TypeError("Cannot read properties of undefined (reading 'chunk')"),
    named('ApiError', 'SERVICE_UNAVAILABLE'),
    'Failed to load chunk 1',
    null,
    undefined,
    { message: 42 },
  ])('does not take %s for one', (error) => {
    expect(isChunkLoadError(error)).toBe(false)
  })
})

describe('claimChunkReload', () => {
  const memoryStorage = () => {
    const values = new Map<string, string>()
    return {
      values,
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    }
  }
  const start = Date.UTC(2026, 10, 21, 10, 0, 0)

  it('allows the first reload and records when it happened', () => {
    const storage = memoryStorage()
    expect(claimChunkReload(storage, start)).toBe(true)
    expect(storage.values.get(chunkReloadStorageKey)).toBe(String(start))
  })

  it('refuses another reload within 60 s, and allows one after', () => {
    const storage = memoryStorage()
    expect(claimChunkReload(storage, start)).toBe(true)
    expect(claimChunkReload(storage, start + 1)).toBe(false)
    expect(claimChunkReload(storage, start + 59_999)).toBe(false)
    expect(storage.values.get(chunkReloadStorageKey), 'a refusal keeps the first time').toBe(String(start))
    expect(claimChunkReload(storage, start + 60_000)).toBe(true)
    expect(claimChunkReload(storage, start + 60_001)).toBe(false)
  })

  it('allows a reload when the recorded time is unreadable or in the future (the clock was moved back)', () => {
    const storage = memoryStorage()
    storage.values.set(chunkReloadStorageKey, 'not a time')
    expect(claimChunkReload(storage, start)).toBe(true)
    storage.values.set(chunkReloadStorageKey, String(start + 10_000))
    expect(claimChunkReload(storage, start)).toBe(true)
  })

  it('refuses when there is no storage to remember the reload in, rather than risking a reload loop', () => {
    expect(claimChunkReload(null, start)).toBe(false)
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError')
      },
    }
    expect(claimChunkReload(throwing, start)).toBe(false)
  })
})
