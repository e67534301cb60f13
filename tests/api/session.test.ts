import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { BearerTokenSchema, CookieSessionSchema, CurrentUserSchema } from '@/lib/contract/auth'
import { recordFailure } from '@/lib/server/auth/failures'
import { authFailures } from '@/lib/server/db/schema'
import { accountSlowdownMs, loginLimits } from '@/lib/server/services/auth'
import { demoAccounts } from '@/lib/server/db/seed/site'
import { bearerFor, cookiesSet, createTestUser, login, newAddress } from '../support/auth'
import { setupTestApi } from '../support/test-api'

/** What sign-ins waited, in milliseconds, without waiting. */
const pauses: number[] = []
const api = setupTestApi({
  signInPause: async (ms) => {
    pauses.push(ms)
  },
})
const [collegiate, precollegiate] = demoAccounts

const withBearer = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...init.headers, Authorization: `Bearer ${token}` },
})

describe('POST /auth/jwt/login', () => {
  it('answers a bearer token for the form-encoded e-mail and password, whatever the case of the e-mail', async () => {
    const response = await login(api.request, collegiate.email.toUpperCase(), collegiate.password)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = BearerTokenSchema.parse(await response.json())
    expect(body.token_type).toBe('bearer')
    expect(body.access_token.split('.')).toHaveLength(3)
  })

  it('accepts multipart form data too', async () => {
    const form = new FormData()
    form.set('username', collegiate.email)
    form.set('password', collegiate.password)
    const response = await api.request('/api/auth/jwt/login', {
      method: 'POST',
      headers: { 'X-Portal-Peer-Address': newAddress() },
      body: form,
    })
    expect(response.status).toBe(200)
  })

  it('answers 422 to a JSON body and to missing fields', async () => {
    const json = await api.request('/api/auth/jwt/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: collegiate.email, password: collegiate.password }),
    })
    expect(json.status).toBe(422)
    expect((await json.json()).detail[0].loc[0]).toBe('body')
    const missing = await api.request('/api/auth/jwt/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=someone%40example.org',
    })
    expect(missing.status).toBe(422)
  })

  it('answers LOGIN_BAD_CREDENTIALS alike for an unknown e-mail, a wrong password and an inactive account', async () => {
    const inactive = await createTestUser(api.db, { is_active: false })
    for (const [email, password] of [
      ['nobody@example.org', 'Whatever-2026'],
      [collegiate.email, 'Wrong-Password-1'],
      [inactive.email, inactive.password],
    ] as const) {
      const response = await login(api.request, email, password)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ detail: 'LOGIN_BAD_CREDENTIALS' })
    }
  })

  it('tells an unverified account to verify, once the password is right', async () => {
    const user = await createTestUser(api.db, { is_verified: false })
    const response = await login(api.request, user.email, user.password)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ detail: 'LOGIN_USER_NOT_VERIFIED' })
  })

  it('refuses an account whose role may not use the portal', async () => {
    const user = await createTestUser(api.db, { principals: ['role:former-member'] })
    const response = await login(api.request, user.email, user.password)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ detail: 'NOT_AUTHORIZED' })
  })

  it('refuses one address after ten failures for one account (429 with Retry-After), not the owner elsewhere', async () => {
    const user = await createTestUser(api.db)
    const attacker = newAddress()
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(api.request, user.email, 'Wrong-Password-1', { address: attacker })).status).toBe(
        400,
      )
    }
    // The e-mail written another way is the same account.
    const refused = await login(api.request, user.email.toUpperCase(), user.password, { address: attacker })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ detail: 'TOO_MANY_REQUESTS' })
    const wait = Number(refused.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(14 * 60)
    expect(wait).toBeLessThanOrEqual(15 * 60)
    expect((await login(api.request, user.email, user.password)).status).toBe(200)
  })

  it('never locks the owner out: fifty failures from 25 addresses only slow the account down', async () => {
    const user = await createTestUser(api.db)
    const owner = newAddress()
    const attackers = Array.from({ length: 25 }, (_, n) => `192.0.2.${n + 1}`)
    // The first 46 failures as sign-ins record them (each takes an Argon2 check to make over HTTP), the rest sent.
    for (const address of attackers.slice(0, 23)) {
      for (const [limit, key] of [
        [loginLimits.pair, `${user.email} ${address}`],
        [loginLimits.address, address],
        [loginLimits.account, user.email],
      ] as const) {
        await recordFailure(api.db, limit, key)
        await recordFailure(api.db, limit, key)
      }
    }
    pauses.length = 0
    for (const address of [...attackers.slice(23), ...attackers.slice(23)]) {
      expect((await login(api.request, user.email, 'Wrong-Password-1', { address })).status).toBe(400)
    }
    expect(pauses).toEqual([5000, 5000, 5000, 5000])
    expect((await login(api.request, user.email, user.password, { address: owner })).status).toBe(200)
    expect(await api.db.select().from(authFailures).where(eq(authFailures.key, user.email))).toEqual([])
    // Ten failures without a wait, then 0.5 s doubling up to 5 s.
    expect([9, 10, 11, 15, 60].map(accountSlowdownMs)).toEqual([0, 500, 1000, 5000, 5000])
  })

  it('counts failures per client address across accounts, in the database', async () => {
    const address = newAddress()
    const user = await createTestUser(api.db)
    await api.db.insert(authFailures).values(
      Array.from({ length: 50 }, (_, n) => ({
        scope: 'login-address',
        key: address,
        created_at: new Date(Date.now() - n * 1000),
      })),
    )
    const refused = await login(api.request, user.email, user.password, { address })
    expect(refused.status).toBe(429)
    expect((await login(api.request, user.email, user.password)).status).toBe(200)
  })

  it('forgets failures older than 15 minutes and clears the account count on success', async () => {
    const user = await createTestUser(api.db)
    await api.db.insert(authFailures).values(
      Array.from({ length: 10 }, () => ({
        scope: 'login-account',
        key: user.email,
        created_at: new Date(Date.now() - 16 * 60 * 1000),
      })),
    )
    expect((await login(api.request, user.email, user.password)).status).toBe(200)
    const left = await api.db.select().from(authFailures).where(eq(authFailures.key, user.email))
    expect(left).toHaveLength(0)
  })

  it('sets the httpOnly session cookie and the readable flag instead of answering the token when asked', async () => {
    const response = await login(api.request, collegiate.email, collegiate.password, { cookie: true })
    expect(response.status).toBe(200)
    const body = CookieSessionSchema.parse(await response.json())
    expect(JSON.stringify(body)).not.toMatch(/access_token/)
    const cookies = cookiesSet(response)
    expect(cookies.iar_cookie).toMatch(/HttpOnly/i)
    expect(cookies.iar_cookie).toMatch(/SameSite=Lax/i)
    expect(cookies.iar_cookie).toMatch(/Path=\//)
    expect(cookies['logged-in']).toMatch(/^logged-in=true;/)
    expect(cookies['logged-in']).not.toMatch(/HttpOnly/i)
    const days = (Date.parse(body.expires_at) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29)
    expect(days).toBeLessThanOrEqual(30)
  })

  it('refuses a cookie sign-in posted from another site (login CSRF)', async () => {
    const response = await api.request('/api/auth/jwt/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Session-Transport': 'cookie',
        'Sec-Fetch-Site': 'cross-site',
      },
      body: new URLSearchParams({ username: collegiate.email, password: collegiate.password }).toString(),
    })
    expect(response.status).toBe(403)
  })
})

describe('GET /user/me', () => {
  it('answers 401 {"detail":"Unauthorized"} without a token, with garbage, or with a token signed otherwise', async () => {
    const forged = 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4IiwiYXVkIjoiZmFzdGFwaS11c2VyczphdXRoIn0.'
    for (const init of [{}, withBearer('not-a-token'), withBearer(forged)]) {
      const response = await api.request('/api/user/me', init)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ detail: 'Unauthorized' })
    }
  })

  it('describes the signed-in person, with the role their principals grant', async () => {
    const token = await bearerFor(api.request, precollegiate.email, precollegiate.password)
    const response = await api.request('/api/user/me', withBearer(token))
    expect(response.status).toBe(200)
    const me = CurrentUserSchema.parse(await response.json())
    expect(me).toMatchObject({
      email: precollegiate.email,
      name: precollegiate.name,
      role: 'precollegiate',
      principals: ['role:precollegiate'],
      is_verified: true,
    })
    expect(me).not.toHaveProperty('hashed_password')
  })

  it('accepts the session cookie', async () => {
    const signIn = await login(api.request, collegiate.email, collegiate.password, { cookie: true })
    const cookie = cookiesSet(signIn).iar_cookie!.split(';')[0]!
    const response = await api.request('/api/user/me', { headers: { Cookie: cookie } })
    expect(response.status).toBe(200)
  })

  it('stops accepting the tokens of an account made inactive', async () => {
    const user = await createTestUser(api.db)
    const token = await bearerFor(api.request, user.email, user.password)
    const { users } = await import('@/lib/server/db/schema')
    await api.db.update(users).set({ is_active: false }).where(eq(users.id, user.id))
    expect((await api.request('/api/user/me', withBearer(token))).status).toBe(401)
  })
})

describe('POST /auth/jwt/logout', () => {
  it('ends the session: the token stops working at once, even the ones refreshed from it', async () => {
    const user = await createTestUser(api.db)
    const token = await bearerFor(api.request, user.email, user.password)
    const refreshed = BearerTokenSchema.parse(
      await (await api.request('/api/auth/jwt/refresh', withBearer(token, { method: 'POST' }))).json(),
    ).access_token
    const logout = await api.request('/api/auth/jwt/logout', withBearer(token, { method: 'POST' }))
    expect(logout.status).toBe(204)
    for (const revoked of [token, refreshed]) {
      expect((await api.request('/api/user/me', withBearer(revoked))).status).toBe(401)
    }
    expect((await api.request('/api/auth/jwt/logout', withBearer(token, { method: 'POST' }))).status).toBe(
      401,
    )
  })

  it("leaves the account's other sessions signed in", async () => {
    const user = await createTestUser(api.db)
    const first = await bearerFor(api.request, user.email, user.password)
    const second = await bearerFor(api.request, user.email, user.password)
    await api.request('/api/auth/jwt/logout', withBearer(first, { method: 'POST' }))
    expect((await api.request('/api/user/me', withBearer(second))).status).toBe(200)
  })

  it('clears the cookies, and refuses a cookie logout posted from another site', async () => {
    const signIn = await login(api.request, collegiate.email, collegiate.password, { cookie: true })
    const cookie = cookiesSet(signIn).iar_cookie!.split(';')[0]!
    const crossSite = await api.request('/api/auth/jwt/logout', {
      method: 'POST',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    const otherOrigin = await api.request('/api/auth/jwt/logout', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    })
    expect(otherOrigin.status).toBe(403)
    const response = await api.request('/api/auth/jwt/logout', {
      method: 'POST',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(response.status).toBe(204)
    const cleared = cookiesSet(response)
    expect(cleared.iar_cookie).toMatch(/Max-Age=0/i)
    expect(cleared['logged-in']).toMatch(/Max-Age=0/i)
  })
})

describe('POST /auth/jwt/refresh', () => {
  it('re-issues a working token while the old one is valid, and 401 without one', async () => {
    const token = await bearerFor(api.request, collegiate.email, collegiate.password)
    const response = await api.request('/api/auth/jwt/refresh', withBearer(token, { method: 'POST' }))
    expect(response.status).toBe(200)
    const { access_token } = BearerTokenSchema.parse(await response.json())
    expect(access_token).not.toBe(token)
    expect((await api.request('/api/user/me', withBearer(access_token))).status).toBe(200)
    expect((await api.request('/api/auth/jwt/refresh', { method: 'POST' })).status).toBe(401)
  })

  it('answers a cookie session with a new cookie', async () => {
    const signIn = await login(api.request, collegiate.email, collegiate.password, { cookie: true })
    const cookie = cookiesSet(signIn).iar_cookie!.split(';')[0]!
    const response = await api.request('/api/auth/jwt/refresh', {
      method: 'POST',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(response.status).toBe(200)
    CookieSessionSchema.parse(await response.json())
    expect(cookiesSet(response).iar_cookie).toMatch(/HttpOnly/i)
  })
})

describe('cookie helpers', () => {
  it('GET /user/expire-cookie clears both cookies without a session', async () => {
    const response = await api.request('/api/user/expire-cookie')
    expect(response.status).toBe(204)
    expect(cookiesSet(response).iar_cookie).toMatch(/Max-Age=0/i)
  })

  it('GET /auth/jwt/refresh-cookie sets the httpOnly cookie from a bearer token, and 401 without one', async () => {
    const token = await bearerFor(api.request, collegiate.email, collegiate.password)
    const response = await api.request('/api/auth/jwt/refresh-cookie', withBearer(token))
    expect(response.status).toBe(200)
    const cookies = cookiesSet(response)
    expect(cookies.iar_cookie).toContain(`iar_cookie=${token}`)
    expect(cookies.iar_cookie).toMatch(/HttpOnly/i)
    expect((await api.request('/api/auth/jwt/refresh-cookie')).status).toBe(401)
  })
})
