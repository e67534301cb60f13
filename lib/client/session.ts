import Cookies from 'js-cookie'
import { useSyncExternalStore } from 'react'
import { loggedInCookieName } from '@/lib/contract/session'

const loginStateCheckEvent = 'portal:login-state-check'

export const isSignedIn = () => Cookies.get(loggedInCookieName) === 'true'

export function announceLoginStateCheck() {
  window.dispatchEvent(new Event(loginStateCheckEvent))
}

/** Another tab can sign in or out while this one is hidden: focus, visibility and the back-forward cache count. */
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

/** Public pages render as anonymous on the server and update after hydration. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(onLoginStateCheck, isSignedIn, () => false)
}
