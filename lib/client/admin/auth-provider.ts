import type { AuthProvider } from 'react-admin'
import { CurrentUserSchema } from '@/lib/contract/auth'
import { apiFetch } from '../api-client'
import { signOut } from '../auth-session'

/** Leaves the back-office for a page of the portal (its own app, not react-admin's router). */
const leaveFor = (path: string) => window.location.assign(new URL(path, window.location.origin).href)

/** The portal's sign-in page, coming back to where the member of staff was. */
const signInAgain = () => leaveFor(`/login?${new URLSearchParams({ redirectTo: window.location.pathname })}`)

/**
 * The page checked the staff role before loading the back-office; afterwards a 401 means the session ended
 * (sign in again), a 403 that the role was taken away (the portal's no-permission page).
 */
export const adminAuthProvider: AuthProvider = {
  login: async () => undefined,
  checkAuth: async () => undefined,
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      signInAgain()
      throw { logoutUser: false, redirectTo: false }
    }
    if (error?.status === 403) {
      leaveFor('/no-permission')
      throw { logoutUser: false, redirectTo: false }
    }
  },
  async logout() {
    await signOut()
    leaveFor('/')
    return false
  },
  async getIdentity() {
    const me = await apiFetch('/user/me', CurrentUserSchema, { cache: 'no-store' })
    return { id: me.id, fullName: `${me.name} ${me.surname}`.trim() }
  },
}
