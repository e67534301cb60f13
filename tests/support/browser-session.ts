// The API stand-in and session marks shared by browser-side tests (components, lib/client), set up alike everywhere.
import Cookies from 'js-cookie'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { sessionExpiryKey } from '@/lib/client/auth-session'

/**
 * An msw server for the test file: it refuses any request without a handler, and after each test forgets the
 * handlers and the session's marks in the browser (cookie, storages).
 */
export function setupApiServer() {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    Cookies.remove('logged-in')
    localStorage.clear()
    sessionStorage.clear()
  })
  afterAll(() => server.close())
  return server
}

/** The browser marks of a signed-in session, far from expiring: no token refresh before the calls. */
export function markSignedIn() {
  Cookies.set('logged-in', 'true')
  localStorage.setItem(sessionExpiryKey, new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString())
}
