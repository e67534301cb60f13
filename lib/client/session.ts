import Cookies from 'js-cookie'
import { useSyncExternalStore } from 'react'
import { loggedInCookieName } from '@/lib/contract/session'

const subscribe = (onChange: () => void) => {
  window.addEventListener('focus', onChange)
  document.addEventListener('visibilitychange', onChange)
  return () => {
    window.removeEventListener('focus', onChange)
    document.removeEventListener('visibilitychange', onChange)
  }
}

/** Whether the visitor is signed in. Public pages render as anonymous on the server and update after hydration. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => Cookies.get(loggedInCookieName) === 'true',
    () => false,
  )
}
