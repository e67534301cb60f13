import Cookies from 'js-cookie'
import { useSyncExternalStore } from 'react'
import { loggedInCookieName } from '@/lib/contract/session'

const loginStateCheckEvent = 'portal:login-state-check'

/** What the readable flag cookie says now. */
export const isSignedIn = () => Cookies.get(loggedInCookieName) === 'true'

/** Asks everything that follows the signed-in flag to read it again, after code that may have changed it. */
export function announceLoginStateCheck() {
  window.dispatchEvent(new Event(loginStateCheckEvent))
}

/**
 * Calls `onCheck` whenever the flag may have changed: another tab can sign in or out while this one is hidden, so
 * focus and visibility count, as do a page shown again from the back-forward cache and announceLoginStateCheck().
 */
export function onLoginStateCheck(onCheck: () => void): () => void {
  window.addEventListener('focus', onCheck)
  window.addEventListener('pageshow', onCheck)
  window.addEventListener(loginStateCheckEvent, onCheck)
  document.addEventListener('visibilitychange', onCheck)
  return () => {
    window.removeEventListener('focus', onCheck)
    window.removeEventListener('pageshow', onCheck)
    window.removeEventListener(loginStateCheckEvent, onCheck)
    document.removeEventListener('visibilitychange', onCheck)
  }
}

/** Whether the visitor is signed in. Public pages render as anonymous on the server and update after hydration. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(onLoginStateCheck, isSignedIn, () => false)
}
