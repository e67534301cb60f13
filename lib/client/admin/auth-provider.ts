import type { AuthProvider } from 'react-admin'
import { CurrentUserSchema } from '@/lib/contract/auth'
import { apiFetch } from '../api-client'
import { signOut } from '../auth-session'

/** A full page load: the portal is its own app, not react-admin's router. */
const leaveFor = (path: string) => window.location.assign(new URL(path, window.location.origin).href)

const signInAgain = () => leaveFor(`/login?${new URLSearchParams({ redirectTo: window.location.pathname })}`)

/** A 401 means the session ended (sign in again), a 403 that the staff role was taken away. */
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
