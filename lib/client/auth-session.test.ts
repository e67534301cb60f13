// @vitest-environment jsdom
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { LanguageListSchema } from '@/lib/contract/languages'
import { setupApiServer } from '@/tests/support/browser-session'
import { apiFetch } from './api-client'
import {
  prepareSession,
  sessionExpiryKey,
  signedInPersonKey,
  signOut,
  storedSessionExpiry,
} from './auth-session'
import { onLoginStateCheck } from './session'

const server = setupApiServer()

const now = Date.parse('2026-03-01T12:00:00Z')
const inDays = (days: number) => new Date(now + days * 24 * 60 * 60 * 1000).toISOString()
const renewed = inDays(90)

function signedInUntil(expiresAt?: string) {
  Cookies.set('logged-in', 'true')
  if (expiresAt) localStorage.setItem(sessionExpiryKey, expiresAt)
}

/** Counts the requests to one session endpoint, answering each with `answer`. */
function count(method: 'get' | 'post', path: string, answer: () => Response) {
  const seen: Request[] = []
  server.use(
    http[method](`*/api/${path}`, ({ request }) => {
      seen.push(request)
      return answer()
    }),
  )
  return seen
}

describe('prepareSession', () => {
  it('refreshes a session that expires within ten days, once for concurrent requests', async () => {
    signedInUntil(inDays(10))
    const refreshes = count('post', 'auth/jwt/refresh', () => HttpResponse.json({ expires_at: renewed }))

    await Promise.all([prepareSession(() => now), prepareSession(() => now), prepareSession(() => now)])

    expect(refreshes).toHaveLength(1)
    expect(refreshes[0]!.headers.get('X-Session-Transport')).toBe('cookie')
    expect(storedSessionExpiry()).toBe(Date.parse(renewed))
    // The new expiry is far away: the next request refreshes nothing.
    await prepareSession(() => now)
    expect(refreshes).toHaveLength(1)
  })

  it('leaves a session that lasts more than ten days alone', async () => {
    signedInUntil(inDays(10.01))
    // Any request would fail the test: msw refuses unhandled ones.
    await prepareSession(() => now)
    expect(storedSessionExpiry()).toBe(Date.parse(inDays(10.01)))
  })

  it('expires the cookie and forgets the expiry when the flag is gone but an expiry is stored', async () => {
    localStorage.setItem(sessionExpiryKey, inDays(30))
    sessionStorage.setItem(signedInPersonKey, '{}')
    const expiries = count('get', 'user/expire-cookie', () => new HttpResponse(null, { status: 204 }))
    const checks = vi.fn()
    const stop = onLoginStateCheck(checks)

    await prepareSession(() => now)
    stop()

    expect(expiries).toHaveLength(1)
    expect(localStorage.getItem(sessionExpiryKey)).toBeNull()
    expect(sessionStorage.getItem(signedInPersonKey)).toBeNull()
    expect(checks).toHaveBeenCalled()
  })

  it('does nothing for a visitor who is signed out and has nothing stored', async () => {
    await prepareSession(() => now)
    expect(storedSessionExpiry()).toBeUndefined()
  })

  it('learns the expiry from the cookie when signed in without one stored', async () => {
    signedInUntil()
    const learnt = count('get', 'auth/jwt/refresh-cookie', () => HttpResponse.json({ expires_at: renewed }))
    await prepareSession(() => now)
    expect(learnt).toHaveLength(1)
    expect(storedSessionExpiry()).toBe(Date.parse(renewed))
  })

  it('expires the cookie when the session it should learn from is gone (401)', async () => {
    signedInUntil()
    count('get', 'auth/jwt/refresh-cookie', () =>
      HttpResponse.json({ detail: 'Unauthorized' }, { status: 401 }),
    )
    const expiries = count('get', 'user/expire-cookie', () => new HttpResponse(null, { status: 204 }))
    await prepareSession(() => now)
    expect(expiries).toHaveLength(1)
    expect(storedSessionExpiry()).toBeUndefined()
  })

  it('runs before every API request', async () => {
    signedInUntil(new Date(Date.now() + 60_000).toISOString())
    const order: string[] = []
    server.use(
      http.post('*/api/auth/jwt/refresh', () => {
        order.push('refresh')
        return HttpResponse.json({ expires_at: renewed })
      }),
      http.get('*/api/masters/general/languages', () => {
        order.push('languages')
        return HttpResponse.json(['es'])
      }),
    )
    await apiFetch('masters/general/languages', LanguageListSchema)
    expect(order).toEqual(['refresh', 'languages'])
  })
})

describe('signOut', () => {
  it('ends the session on the server and forgets it here', async () => {
    signedInUntil(inDays(30))
    const logouts = count('post', 'auth/jwt/logout', () => new HttpResponse(null, { status: 204 }))
    await signOut()
    expect(logouts).toHaveLength(1)
    expect(storedSessionExpiry()).toBeUndefined()
  })

  it('still drops the cookies when the server no longer knows the session', async () => {
    signedInUntil(inDays(30))
    count('post', 'auth/jwt/logout', () => HttpResponse.json({ detail: 'Unauthorized' }, { status: 401 }))
    const expiries = count('get', 'user/expire-cookie', () => new HttpResponse(null, { status: 204 }))
    await signOut()
    expect(expiries).toHaveLength(1)
    expect(storedSessionExpiry()).toBeUndefined()
  })
})
