import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetServerEnv } from '@/lib/env'
import { getDatabase } from '@/lib/server/db/client'
import { userOfToken } from '@/lib/server/session-user'
import { createGateway } from './app'
import { tokenExpiry } from './token'

const day = 24 * 60 * 60

/** An unsigned JWT: the gateway reads only its `exp`, the back end would check the rest. */
function jwt(subject: string, expiresInSeconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds
  return `${part({ alg: 'none' })}.${part({ sub: subject, exp, aud: ['fastapi-users:auth'] })}.x`
}

const validToken = jwt('member', 20 * day)
const renewedToken = jwt('member-renewed', 30 * day)

interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

/** A few routes of a FastAPI Users back end, under /api, and its pictures under /media. */
function startBackEnd(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body })
      const bearer = request.headers.authorization?.replace(/^Bearer /, '')
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers })
        response.end(JSON.stringify(value))
      }
      const path = request.url!.split('?')[0]
      if (path === '/api/auth/jwt/login') {
        const form = new URLSearchParams(body)
        if (form.get('username') === 'member@example.com' && form.get('password') === 'Right2026') {
          return json(200, { access_token: validToken, token_type: 'bearer' })
        }
        return json(400, { detail: 'LOGIN_BAD_CREDENTIALS' })
      }
      if (path === '/api/auth/jwt/refresh') {
        return bearer === validToken
          ? json(200, { access_token: renewedToken, token_type: 'bearer' })
          : json(401, { detail: 'Unauthorized' })
      }
      if (path === '/api/user/me') {
        return bearer === validToken
          ? json(200, {
              id: 7,
              email: 'member@example.com',
              is_active: true,
              principals: ['role:collegiate'],
            })
          : json(401, { detail: 'Unauthorized' })
      }
      if (path === '/api/auth/jwt/logout') return response.writeHead(204).end()
      if (path === '/api/slow') return setTimeout(() => json(200, {}), 1_000)
      if (path === '/api/compressed') {
        response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
        return response.end(gzipSync(JSON.stringify({ items: ['a', 'b'] })))
      }
      if (path === '/media/picture.png') {
        response.writeHead(200, { 'content-type': 'image/png' })
        return response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
      }
      json(200, { echoed: true }, { 'set-cookie': 'backend=1; Path=/', 'keep-alive': 'timeout=5' })
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received }),
    ),
  )
}

let backEnd: Awaited<ReturnType<typeof startBackEnd>>
let gateway: ReturnType<typeof createGateway>
const onContentChange = vi.fn()

beforeAll(async () => {
  backEnd = await startBackEnd()
  vi.stubEnv('API_BASE_URL', `${backEnd.url}/api`)
  forgetServerEnv()
  gateway = createGateway({
    baseUrl: `${backEnd.url}/api/`,
    timeoutMs: 300,
    sessionFallbackDays: 30,
    revalidateSecret: 'a'.repeat(32),
    onContentChange,
  })
})

afterAll(async () => {
  vi.unstubAllEnvs()
  forgetServerEnv()
  await new Promise((resolve) => backEnd.server.close(resolve))
})

beforeEach(() => {
  backEnd.received.length = 0
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const sameOrigin = { 'sec-fetch-site': 'same-origin', 'x-portal-peer-address': '203.0.113.9' }

function call(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers({ ...sameOrigin, ...(init.cookie ? { cookie: init.cookie } : {}) })
  new Headers(init.headers).forEach((value, name) => headers.set(name, value))
  return gateway.fetch(new Request(`http://portal.test${path}`, { ...init, headers }))
}

const setCookies = (response: Response) => response.headers.getSetCookie().join('\n')
const lastReceived = () => backEnd.received.at(-1)!

describe('the gateway in front of the back end', () => {
  it('forwards method, path, query, body and end-to-end headers, with the token of the cookie', async () => {
    const response = await call('/api/public/items/3?categories=a&categories=b&q=caf%C3%A9', {
      method: 'PATCH',
      body: JSON.stringify({ stars: 4 }),
      cookie: `iar_cookie=${validToken}; logged-in=true; analytics=x`,
      headers: {
        'content-type': 'application/json',
        'accept-language': 'eu',
        connection: 'x-private-hop',
        'x-private-hop': 'secret',
        'x-forwarded-for': '198.51.100.1',
      },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ echoed: true })
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('keep-alive')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const sent = lastReceived()
    expect(sent).toMatchObject({
      method: 'PATCH',
      url: '/api/public/items/3?categories=a&categories=b&q=caf%C3%A9',
      body: '{"stars":4}',
    })
    expect(sent.headers).toMatchObject({
      authorization: `Bearer ${validToken}`,
      'x-forwarded-for': '203.0.113.9',
      'accept-language': 'eu',
      'content-type': 'application/json',
    })
    expect(sent.headers).not.toHaveProperty('cookie')
    expect(sent.headers).not.toHaveProperty('x-private-hop')
    expect(sent.headers).not.toHaveProperty('x-portal-peer-address')
  })

  it('sends a guest on without Authorization, and an API client with its own bearer token', async () => {
    await call('/api/public/news/es?skip=0&limit=10')
    expect(lastReceived().headers).not.toHaveProperty('authorization')
    await call('/api/public/collegiates', { headers: { authorization: 'Bearer own-token' } })
    expect(lastReceived().headers.authorization).toBe('Bearer own-token')
  })

  it('refuses a cookie-carrying write from another site, and paths that leave the back end’s base', async () => {
    const crossSite = await call('/api/jobs/1/es/complaint', {
      method: 'PATCH',
      body: '{}',
      cookie: `iar_cookie=${validToken}`,
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toEqual({ detail: 'Forbidden' })
    const escape = await call('/api/%2e%2e/media/picture.png')
    expect(escape.status).toBe(404)
    expect(backEnd.received).toHaveLength(0)
  })

  it('refuses a body over the limit before the back end sees it', async () => {
    const response = await call('/api/accessibility-feedback', {
      method: 'POST',
      body: 'x'.repeat(1024 * 1024 + 1),
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ detail: 'Payload Too Large' })
    expect(backEnd.received).toHaveLength(0)
  })

  it('answers 504 when the back end is too slow, 502 (and not ready) when it cannot be reached', async () => {
    const slow = await call('/api/slow')
    expect(slow.status).toBe(504)
    expect(await slow.json()).toEqual({ detail: 'Gateway Timeout' })
    const away = createGateway({
      baseUrl: 'http://127.0.0.1:9/api/',
      timeoutMs: 1_000,
      sessionFallbackDays: 30,
      onContentChange,
    })
    const unreachable = await away.fetch(new Request('http://portal.test/api/public/settings/es'))
    expect(unreachable.status).toBe(502)
    expect(await unreachable.json()).toEqual({ detail: 'Bad Gateway' })
    const notReady = await away.fetch(new Request('http://portal.test/api/ready'))
    expect(notReady.status).toBe(503)
  })

  it('leaves the portal without a database of its own', async () => {
    expect(await getDatabase().catch((error: Error) => error.message)).toMatch(/no database of its own/)
  })

  it('passes on a compressed answer decoded', async () => {
    const response = await call('/api/compressed')
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(await response.json()).toEqual({ items: ['a', 'b'] })
  })

  it('forwards /media beside the back end’s API, without the session', async () => {
    const response = await gateway.fetchMedia(
      new Request('http://portal.test/media/picture.png', {
        headers: { ...sameOrigin, cookie: `iar_cookie=${validToken}` },
      }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47])
    expect(lastReceived().url).toBe('/media/picture.png')
    expect(lastReceived().headers).not.toHaveProperty('authorization')
  })

  it('answers its liveness and the page cache itself', async () => {
    expect(await (await call('/api/health')).json()).toEqual({ status: 'ok' })
    expect(await (await call('/api/ready')).json()).toEqual({ status: 'ready', checks: { back_end: 'ok' } })
    backEnd.received.length = 0
    const refused = await call('/api/cache/revalidate', { method: 'POST' })
    expect(refused.status).toBe(401)
    const revalidated = await call('/api/cache/revalidate', {
      method: 'POST',
      headers: { authorization: `Bearer ${'a'.repeat(32)}` },
    })
    expect(revalidated.status).toBe(200)
    expect(onContentChange).toHaveBeenCalledOnce()
    expect(backEnd.received).toHaveLength(0)
  })
})

describe('the session through the gateway', () => {
  const login = (password: string, headers: Record<string, string> = {}) =>
    call('/api/auth/jwt/login', {
      method: 'POST',
      body: new URLSearchParams({ username: 'member@example.com', password }),
      headers: { 'x-session-transport': 'cookie', ...headers },
    })

  it('signs in with the back end’s form login and keeps the token in the httpOnly cookie only', async () => {
    const response = await login('Right2026')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { expires_at: string }
    expect(Object.keys(body)).toEqual(['expires_at'])
    const days = (Date.parse(body.expires_at) - Date.now()) / (day * 1000)
    expect(days).toBeGreaterThan(19.9)
    expect(days).toBeLessThan(20.1)
    expect(setCookies(response)).toMatch(
      new RegExp(`iar_cookie=${validToken.replace(/\./g, '\\.')};.*HttpOnly`),
    )
    expect(setCookies(response)).toMatch(/logged-in=true/)
    const sent = lastReceived()
    expect(sent.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/)
    expect(sent.headers).not.toHaveProperty('x-session-transport')
  })

  it('times the cookie by the token’s exp, or by the fallback for a token without one', () => {
    const now = Date.UTC(2026, 0, 1)
    expect(tokenExpiry('opaque-token', 30, now)).toEqual(new Date(now + 30 * day * 1000))
    expect(tokenExpiry(`x.${Buffer.from('{"exp":1800000000}').toString('base64url')}.y`, 30, now)).toEqual(
      new Date(1_800_000_000_000),
    )
  })

  it('passes the back end’s error code on as it is', async () => {
    const response = await login('Wrong2026')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ detail: 'LOGIN_BAD_CREDENTIALS' })
    expect(setCookies(response)).toBe('')
  })

  it('refuses a cookie sign-in from another site', async () => {
    const response = await login('Right2026', { 'sec-fetch-site': 'cross-site' })
    expect(response.status).toBe(403)
    expect(backEnd.received).toHaveLength(0)
  })

  it('refreshes through auth/jwt/refresh, and clears the cookies when the back end refuses', async () => {
    const refreshed = await call('/api/auth/jwt/refresh', {
      method: 'POST',
      cookie: `iar_cookie=${validToken}`,
    })
    expect(refreshed.status).toBe(200)
    expect(lastReceived().headers.authorization).toBe(`Bearer ${validToken}`)
    expect(setCookies(refreshed)).toContain(`iar_cookie=${renewedToken}`)
    const refused = await call('/api/auth/jwt/refresh', { method: 'POST', cookie: 'iar_cookie=stale' })
    expect(refused.status).toBe(401)
    expect(setCookies(refused)).toMatch(/iar_cookie=;.*Max-Age=0/)
  })

  it('sets the cookie again from a valid session (refresh-cookie) and answers 401 otherwise', async () => {
    const set = await call('/api/auth/jwt/refresh-cookie', { cookie: `iar_cookie=${validToken}` })
    expect(set.status).toBe(200)
    expect(setCookies(set)).toMatch(/logged-in=true/)
    const missing = await call('/api/auth/jwt/refresh-cookie')
    expect(missing.status).toBe(401)
  })

  it('signs out at the back end and clears the cookies; expire-cookie clears them without it', async () => {
    const out = await call('/api/auth/jwt/logout', { method: 'POST', cookie: `iar_cookie=${validToken}` })
    expect(out.status).toBe(204)
    expect(lastReceived()).toMatchObject({ method: 'POST', url: '/api/auth/jwt/logout' })
    expect(setCookies(out)).toMatch(/iar_cookie=;/)
    backEnd.received.length = 0
    const expired = await call('/api/user/expire-cookie', { cookie: `iar_cookie=${validToken}` })
    expect(expired.status).toBe(204)
    expect(setCookies(expired)).toMatch(/logged-in=;/)
    expect(backEnd.received).toHaveLength(0)
  })

  it('reads the person from user/me once for a burst of requests, FastAPI Users’ fields defaulted', async () => {
    const token = jwt('burst', 5 * day)
    backEnd.received.length = 0
    const unknown = await Promise.all([userOfToken(token), userOfToken(token)])
    expect(unknown).toEqual([undefined, undefined])
    const users = await Promise.all([userOfToken(validToken), userOfToken(validToken)])
    expect(users[0]).toMatchObject({ id: '7', role: 'collegiate', preferred_lang: 'es', name: '' })
    expect(backEnd.received.filter((request) => request.url === '/api/user/me')).toHaveLength(2)
  })
})
