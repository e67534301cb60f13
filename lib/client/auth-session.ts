// Without zod or React: the layout runs this on every page (see SessionWatch), and apiFetch before each request.
import { refreshThresholdDays, sessionTransportHeader } from '@/lib/contract/session'
import { publicEnv } from '@/lib/public-env'
import { announceLoginStateCheck, isSignedIn } from './session'

/** The session's expiry, the one part of it page code keeps: the token stays in the httpOnly cookie. */
export const sessionExpiryKey = 'auth.expires_at'
/** The signed-in person as the header shows them, kept for the tab's session (see signed-in-person.ts). */
export const signedInPersonKey = 'auth.person'
/** How long the page stays on screen, blank, before the address changes after a sign-in or sign-out (spec §9). */
export const loginChangeDelayMs = 100

const dayMs = 24 * 60 * 60 * 1000
const apiBase = publicEnv.apiBaseUrl.replace(/\/$/, '')

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

/** Forgets what this browser kept about the session (its expiry, the person's name). */
export function forgetSession() {
  storage('localStorage')?.removeItem(sessionExpiryKey)
  storage('sessionStorage')?.removeItem(signedInPersonKey)
}

/** The session lives in this origin's cookies: an API on another origin has its own, which pages do not manage. */
function apiIsSameOrigin(): boolean {
  try {
    return new URL(apiBase, window.location.href).origin === window.location.origin
  } catch {
    return false
  }
}

/** A call to the portal's own API with the session cookie, which answers with cookies rather than the token. */
export function sessionRequest(path: string, method: 'GET' | 'POST' = 'GET'): Promise<Response> {
  return fetch(`${apiBase}/${path}`, {
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

/**
 * Drops the httpOnly session cookie page code cannot touch (the server clears it with the flag), forgets the
 * stored expiry and lets the page notice that the visitor is signed out.
 */
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

/**
 * Keeps the session and what the page knows of it in step, before an API request and on every route (spec §7):
 * a session that expires within ten days is refreshed; a signed-in flag without a stored expiry learns it from
 * the cookie (an expired session answers 401 and is dropped); a stored expiry without the flag means the session
 * ended elsewhere, so its cookie is expired. Concurrent callers share one round of calls.
 */
export function prepareSession(now: () => number = Date.now): Promise<void> {
  if (typeof window === 'undefined' || !apiIsSameOrigin()) return Promise.resolve()
  syncing ??= syncSession(now()).finally(() => {
    syncing = undefined
  })
  return syncing
}

const leavingAttribute = 'data-login-change'
let loginChangeExpected = false

/** Called by the code that signs in or out, which moves on by itself: SessionWatch leaves the page to it. */
export function expectLoginChange() {
  loginChangeExpected = true
}

/** Whether the code that signs in or out is following the change itself. */
export const isLoginChangeExpected = () => loginChangeExpected

/** Whether the page is on its way out after a sign-in or sign-out, its layout dropped. */
export const isLeavingAfterLoginChange = () => document.documentElement.hasAttribute(leavingAttribute)

/**
 * Drops the layout at once (global styles hide `.site-layout` and show SessionWatch's status), so nothing of the
 * previous login state stays on screen or in the accessibility tree, then loads `href` after a moment (spec §4).
 */
export function leaveAfterLoginChange(href: string) {
  document.documentElement.setAttribute(leavingAttribute, '')
  announceLoginStateCheck()
  window.setTimeout(() => window.location.assign(href), loginChangeDelayMs)
}

/** Signs out on the server and forgets the session here; the cookies go even when the server cannot be reached. */
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
