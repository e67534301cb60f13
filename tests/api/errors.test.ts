import { describe, expect, it, vi } from 'vitest'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { createApi } from '@/lib/server/api/app'
import { expectConsoleError } from '../support/setup'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

const publicGets = [
  '/api/health',
  '/api/masters/general/languages',
  '/api/public/settings?lang=ca',
  '/api/settings/en',
  '/api/public/navbar?lang=eu',
  '/api/navbar/principal?lang=es',
  '/api/public/pages/es/el-colegio',
  '/api/public/home/en',
  '/api/openapi.json',
  '/api/docs',
]

const garbage = 'ñ€😀<>"\'%ZZ%00%%&&==;,/\\'.repeat(200)

/** Requests that no client should send; none of them may make the API fail. */
const hostileRequests = [
  `/api/${'x'.repeat(5000)}`,
  `/api/navbar/${'x'.repeat(5000)}?lang=es`,
  `/api/public/pages/es/${'a'.repeat(5000)}`,
  `/api/public/pages/es/${'😀'.repeat(2000)}`,
  `/api/public/pages/es/${encodeURIComponent(garbage)}`,
  `/api/navbar/${encodeURIComponent('ñandú-€')}?lang=es`,
  `/api/public/navbar?${garbage}`,
  `/api/public/navbar?lang=${garbage}`,
  `/api/public/settings?lang=es&lang=ca`,
  '/api/public/pages/es/%00',
  '/api/public/pages/es/%ZZ',
  '/api/public/pages/%ZZ/%ZZ',
  '/api/public/pages/es/%E0%A4%A',
  '/api/public/pages/es/%ED%A0%80',
  '/api/settings/%00',
  '/api/public/home/%ZZ',
  '/api/public/navbar?lang=%00',
  '/api/public/navbar?lang=%ZZ',
  '/api/navbar/%ZZ?lang=es',
  '/api/navbar/%ED%A0%80?lang=es',
  '/api/navbar/..%2F..%2Fetc%2Fpasswd?lang=es',
  '/api/%ZZ',
  '/api/%00',
]

function expectEnvelope(body: unknown) {
  expect(ErrorEnvelopeSchema.safeParse(body).success, JSON.stringify(body)).toBe(true)
}

describe('GET /api/health', () => {
  it('answers ok', async () => {
    const response = await api.request('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})

describe('unknown routes and methods', () => {
  it.each(['/api/nope', '/api/public/pages', '/api/public/pages/es', '/api/settings/es/extra', '/api/'])(
    'answers 404 Not Found as JSON for %s',
    async (path) => {
      const response = await api.request(path)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await response.json()).toEqual({ detail: 'Not Found' })
    },
  )

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'answers a 4xx error envelope to %s on a GET-only route',
    async (method) => {
      for (const path of [
        '/api/health',
        '/api/settings/es',
        '/api/public/navbar?lang=es',
        '/api/public/pages/es/el-colegio',
      ]) {
        const response = await api.request(path, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: method === 'DELETE' ? undefined : '{"lang":"es"}',
        })
        // Hono answers an unmatched method like an unknown route.
        expect(response.status, `${method} ${path}`).toBe(404)
        expect(response.headers.get('content-type')).toMatch(/^application\/json/)
        expect(await response.json()).toEqual({ detail: 'Not Found' })
      }
    },
  )
})

describe('caching headers', () => {
  it.each(publicGets)('marks %s as revalidated public content with an ETag', async (path) => {
    const response = await api.request(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(response.headers.get('etag')).toMatch(/^(W\/)?"[^"]+"$/)
  })

  it('answers 304 to a matching If-None-Match, and 200 once the content changes', async () => {
    const first = await api.request('/api/public/navbar?lang=es')
    const etag = first.headers.get('etag')!
    const again = await api.request('/api/public/navbar?lang=es', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const otherLanguage = await api.request('/api/public/navbar?lang=ca', {
      headers: { 'If-None-Match': etag },
    })
    expect(otherLanguage.status).toBe(200)
    expect(otherLanguage.headers.get('etag')).not.toBe(etag)
  })

  it('does not mark errors as cacheable public content', async () => {
    for (const path of ['/api/nope', '/api/public/pages/es/no-existe', '/api/settings/fr']) {
      const response = await api.request(path)
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.headers.get('cache-control'), path).toBeNull()
    }
  })
})

describe('hostile input', () => {
  it.each(hostileRequests.map((path) => [path.length > 80 ? `${path.slice(0, 77)}...` : path, path]))(
    'never answers 5xx to %s',
    async (_, path) => {
      const response = await api.request(path)
      expect(response.status).toBeLessThan(500)
      const body = await response.json()
      if (response.status >= 400) expectEnvelope(body)
    },
  )

  it('rejects a long garbage slug with a 422 on the slug, not a database error', async () => {
    const response = await api.request(`/api/public/pages/es/${encodeURIComponent(garbage)}`)
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.detail[0].loc).toEqual(['path', 'slug'])
  })

  it('refuses a NUL byte in a navbar slug before it reaches the database', async () => {
    const response = await api.request('/api/navbar/%00?lang=es')
    expect(response.status).toBe(422)
  })
})

describe('unexpected failures', () => {
  it('answers 500 Internal Server Error without leaking the cause, and logs it', async () => {
    const broken = createApi({
      getDb: async () => {
        throw new Error('boom secret')
      },
    })
    // The failure is logged on purpose: allow it, and keep the stack trace out of the test output.
    expectConsoleError()
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})

    const response = await broken.fetch(new Request('http://localhost/api/health'))

    expect(response.status).toBe(500)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ detail: 'Internal Server Error' })
    expect(text).not.toContain('boom')
    expect(text).not.toContain('secret')
    expect(log).toHaveBeenCalledWith(expect.stringContaining('GET /api/health'), expect.any(Error))
  })
})

describe('the database is away', () => {
  it('answers 503 with Retry-After, so clients know to try again, and leaks nothing', async () => {
    const away = createApi({
      getDb: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
      },
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})

    const response = await away.fetch(new Request('http://localhost/api/public/settings?lang=es'))

    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('2')
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ detail: 'Service Unavailable' })
    expect(text).not.toContain('5432')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the database is unavailable'))
    warn.mockRestore()
  })
})
