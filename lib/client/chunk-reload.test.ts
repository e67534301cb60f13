// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { chunkReloadGuardMs, isAppChunkElement, isChunkLoadError, reloadForChunkError } from './chunk-reload'

describe('isChunkLoadError', () => {
  it.each([
    Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }),
    new Error('Loading CSS chunk app/layout failed'),
    new Error('Failed to load chunk /_next/static/chunks/0a1b2c.js from module 1234'),
    new TypeError('Failed to fetch dynamically imported module: http://localhost/_next/static/chunks/x.js'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true)
  })

  it.each([new Error('Boom'), new TypeError('Failed to fetch'), 'Loading chunk 1 failed', null, undefined])(
    'ignores %s',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false)
    },
  )
})

describe('isAppChunkElement', () => {
  it("recognises the app's own scripts and style sheets", () => {
    const script = document.createElement('script')
    script.src = '/_next/static/chunks/page.js'
    const sheet = document.createElement('link')
    sheet.href = '/_next/static/css/app.css'
    expect(isAppChunkElement(script)).toBe(true)
    expect(isAppChunkElement(sheet)).toBe(true)
  })

  it('ignores other resources', () => {
    const image = document.createElement('img')
    image.src = '/_next/static/media/logo.png'
    const foreign = document.createElement('script')
    foreign.src = 'https://www.google.com/recaptcha/api.js'
    expect(isAppChunkElement(image)).toBe(false)
    expect(isAppChunkElement(foreign)).toBe(false)
    expect(isAppChunkElement(window)).toBe(false)
  })
})

describe('reloadForChunkError', () => {
  const storage = () => {
    const values = new Map<string, string>()
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    }
  }

  it('reloads once, not again within 60 s, and again after', () => {
    const store = storage()
    const reload = vi.fn()
    let now = 1_000_000
    const clock = () => now
    expect(reloadForChunkError(store, clock, reload)).toBe(true)
    now += chunkReloadGuardMs - 1
    expect(reloadForChunkError(store, clock, reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    now += 1
    expect(reloadForChunkError(store, clock, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('does not reload when storage is unavailable, so it can never loop', () => {
    const reload = vi.fn()
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => undefined,
    }
    expect(reloadForChunkError(broken, Date.now, reload)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
