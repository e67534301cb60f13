import { describe, expect, it, vi } from 'vitest'
import { createProxyMemory, isPending } from './proxy-memory'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function setUp() {
  let time = 0
  const refreshErrors: string[] = []
  const memory = createProxyMemory({
    lifetimeMs: 1_000,
    now: () => time,
    onRefreshError: (key) => refreshErrors.push(key),
  })
  return { memory, refreshErrors, advance: (ms: number) => (time += ms) }
}

describe('the proxy memory', () => {
  it('waits for the first load only, then answers synchronously without loading again', async () => {
    const { memory } = setUp()
    const load = vi.fn(async () => ['es', 'ca'])
    const first = memory.remembered('languages', load)
    expect(isPending(first)).toBe(true)
    // Requests arriving during the first load share it.
    expect(memory.remembered('languages', load)).toBe(first)
    expect(await first).toEqual(['es', 'ca'])
    expect(memory.remembered('languages', load)).toEqual(['es', 'ca'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('past its lifetime answers the old value at once while one load replaces it', async () => {
    const { memory, advance } = setUp()
    await memory.remembered('languages', async () => ['es'])
    advance(1_001)
    const next = deferred<string[]>()
    const load = vi.fn(() => next.promise)
    expect(memory.remembered('languages', load)).toEqual(['es'])
    expect(memory.remembered('languages', load)).toEqual(['es'])
    expect(load).toHaveBeenCalledTimes(1)
    next.resolve(['es', 'en'])
    await next.promise
    expect(memory.remembered('languages', load)).toEqual(['es', 'en'])
  })

  it('keeps the old value when a refresh fails, and reports it', async () => {
    const { memory, advance, refreshErrors } = setUp()
    await memory.remembered('languages', async () => ['es'])
    advance(1_001)
    expect(memory.remembered('languages', () => Promise.reject(new Error('away')))).toEqual(['es'])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(refreshErrors).toEqual(['languages'])
    expect(memory.remembered('languages', async () => ['es', 'eu'])).toEqual(['es'])
  })

  it('forgets a first load that failed, so the next request tries again', async () => {
    const { memory } = setUp()
    await expect(memory.remembered('languages', () => Promise.reject(new Error('away')))).rejects.toThrow()
    expect(await memory.remembered('languages', async () => ['es'])).toEqual(['es'])
  })

  it('after forget loads afresh, and a load begun before it never lands', async () => {
    const { memory, advance } = setUp()
    await memory.remembered('slugs', async () => 'old')
    advance(1_001)
    const stale = deferred<string>()
    expect(memory.remembered('slugs', () => stale.promise)).toBe('old')
    memory.forget()
    const fresh = memory.remembered('slugs', async () => 'new')
    expect(isPending(fresh)).toBe(true)
    expect(await fresh).toBe('new')
    stale.resolve('read before the change')
    await stale.promise
    expect(memory.remembered('slugs', async () => 'unused')).toBe('new')
  })
})
