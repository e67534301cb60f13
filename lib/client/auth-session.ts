// Without zod or React: the layout runs this on every page (see SessionWatch), and apiFetch before each request.
import { refreshThresholdDays, sessionTransportHeader } from '@/lib/contract/session'
import { apiUrl } from './api-url'
import { announceLoginStateCheck, isSignedIn } from './session'

/** The session's expiry, the one part of it page code keeps: the token stays in the httpOnly cookie. */
export const sessionExpiryKey = 'auth.expires_at'
export const signedInPersonKey = 'auth.person'
/** How long the page stays on screen, blank, before the address changes after a sign-in or sign-out (spec §9). */
export const loginChangeDelayMs = 100

const dayMs = 24 * 60 * 60 * 1000

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind]
  } catch {
    // Storage refused (privacy settings): the session still works, refreshed by the server's own rules.
    return undefined
  }
}

export function storedSessionExpiry(): number | undefined {
  const time = Date.parse(storage('localStorage')?.getItem(sessionExpiryKey) ?? '')
  return Number.isNaN(time) ? undefined : time
}

export function rememberSessionExpiry(expiresAt: string) {
  storage('localStorage')?.setItem(sessionExpiryKey, expiresAt)
}

export function forgetSession() {
  storage('localStorage')?.removeItem(sessionExpiryKey)
  storage('sessionStorage')?.removeItem(signedInPersonKey)
}

export function sessionRequest(path: string, method: 'GET' | 'POST' = 'GET'): Promise<Response> {
  return fetch(apiUrl(path), {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', [sessionTransportHeader]: 'cookie' },
  })
}

/** The `expires_at` of a CookieSession answer, checked by hand to keep zod off every page. */
async function expiryOf(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => undefined)
  const expiresAt =
    typeof body === 'object' && body !== null ? (body as { expires_at?: unknown }).expires_at : undefined
  return typeof expiresAt === 'string' && !Number.isNaN(Date.parse(expiresAt)) ? expiresAt : undefined
}

/** The server clears the httpOnly cookie, which page code cannot touch. */
export async function expireSession() {
  forgetSession()
  try {
    await sessionRequest('user/expire-cookie')
  } catch {
    // Offline: the flag cookie expires with the session anyway.
  }
  announceLoginStateCheck()
}

async function renewSession(path: string, method: 'GET' | 'POST') {
  try {
    const response = await sessionRequest(path, method)
    if (response.ok) {
      const expiresAt = await expiryOf(response)
      if (expiresAt) rememberSessionExpiry(expiresAt)
    } else if (response.status === 401) {
      await expireSession()
    }
  } catch {
    // Offline: the request that follows will say so.
  }
}

async function syncSession(now: number) {
  const expiry = storedSessionExpiry()
  if (!isSignedIn()) {
    if (expiry !== undefined) await expireSession()
  } else if (expiry === undefined) {
    await renewSession('auth/jwt/refresh-cookie', 'GET')
  } else if (expiry - now <= refreshThresholdDays * dayMs) {
    await renewSession('auth/jwt/refresh', 'POST')
  }
}

let syncing: Promise<void> | undefined

/** Spec §7: refreshes a session expiring within ten days, and mends a flag or stored expiry the other lacks. */
export function prepareSession(now: () => number = Date.now): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve()
  syncing ??= syncSession(now()).finally(() => {
    syncing = undefined
  })
  return syncing
}

const leavingAttribute = 'data-login-change'
let loginChangeExpected = false

export function expectLoginChange() {
  loginChangeExpected = true
}

export const isLoginChangeExpected = () => loginChangeExpected

export const isLeavingAfterLoginChange = () => document.documentElement.hasAttribute(leavingAttribute)

/** Drops the layout at once, so the old login state leaves the screen and the accessibility tree. */
export function leaveAfterLoginChange(href: string) {
  document.documentElement.setAttribute(leavingAttribute, '')
  announceLoginStateCheck()
  window.setTimeout(() => window.location.assign(href), loginChangeDelayMs)
}

/** The cookies go even when the server cannot be reached. */
export async function signOut() {
  expectLoginChange()
  try {
    const response = await sessionRequest('auth/jwt/logout', 'POST')
    if (!response.ok) await expireSession()
  } catch {
    await expireSession()
  }
  forgetSession()
}
