// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LanguageListSchema } from '@/lib/contract/languages'
import { ApiError, apiFetch, retryAfterSeconds } from './api-client'
import { buildQuery } from './query-string'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const base = '*/api'

describe('buildQuery', () => {
  it('repeats arrays and skips empty values', () => {
    expect(
      buildQuery({
        skip: 0,
        limit: 10,
        categories: [1, 2],
        q: 'a b',
        status_id: null,
        sort: undefined,
        x: '',
      }),
    ).toBe('?skip=0&limit=10&categories=1&categories=2&q=a+b')
    expect(buildQuery({})).toBe('')
  })
})

describe('apiFetch', () => {
  it('returns the body parsed by its schema', async () => {
    server.use(http.get(`${base}/masters/general/languages`, () => HttpResponse.json(['es', 'eu'])))
    await expect(apiFetch('/masters/general/languages', LanguageListSchema)).resolves.toEqual(['es', 'eu'])
  })

  it('turns the error envelope into an ApiError with its code', async () => {
    server.use(
      http.get(`${base}/public/pages/es/x`, () =>
        HttpResponse.json({ detail: 'PAGE_NOT_FOUND' }, { status: 404 }),
      ),
    )
    const error = await apiFetch('/public/pages/es/x', LanguageListSchema).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, code: 'PAGE_NOT_FOUND', detail: 'PAGE_NOT_FOUND' })
  })

  it('keeps the code of a detail with a reason, and has no code for unknown or missing details', async () => {
    server.use(
      http.post(`${base}/auth/register`, () =>
        HttpResponse.json(
          { detail: { code: 'REGISTER_INVALID_PASSWORD', reason: 'short' } },
          { status: 400 },
        ),
      ),
      http.get(`${base}/boom`, () => new HttpResponse('<html>oops</html>', { status: 502 })),
    )
    await expect(
      apiFetch('/auth/register', LanguageListSchema, { method: 'POST', json: {} }),
    ).rejects.toMatchObject({
      code: 'REGISTER_INVALID_PASSWORD',
      detail: { reason: 'short' },
    })
    await expect(apiFetch('/boom', LanguageListSchema)).rejects.toMatchObject({
      status: 502,
      code: undefined,
    })
  })

  it('keeps the seconds of a Retry-After header', async () => {
    server.use(
      http.post(`${base}/public/accessibility-feedback`, () =>
        HttpResponse.json(
          { detail: 'TOO_MANY_REQUESTS' },
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
      ),
    )
    await expect(
      apiFetch('/public/accessibility-feedback', LanguageListSchema, { method: 'POST', json: {} }),
    ).rejects.toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 120 })
  })

  it('rejects a body that breaks the contract', async () => {
    server.use(http.get(`${base}/masters/general/languages`, () => HttpResponse.json(['fr'])))
    await expect(apiFetch('/masters/general/languages', LanguageListSchema)).rejects.toThrow()
  })
})

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-11-21T10:00:00Z')
    expect(retryAfterSeconds('90', now)).toBe(90)
    expect(retryAfterSeconds('Sat, 21 Nov 2026 10:02:00 GMT', now)).toBe(120)
    expect(retryAfterSeconds('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0)
    expect(retryAfterSeconds(null, now)).toBeUndefined()
    expect(retryAfterSeconds('soon', now)).toBeUndefined()
  })
})
