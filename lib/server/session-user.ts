import 'server-only'
import { CurrentUserSchema, type CurrentUser } from '@/lib/contract/auth'
import { serverEnv } from '@/lib/env'
import { sessionOfToken } from './auth/sessions'
import { getDb } from './db/client'
import { BackEndError } from './page-errors'
import { toCurrentUser } from './services/auth'

/** Checked in-process, or by the back end's `GET /user/me` when the portal fronts one (API_BASE_URL). */
export async function userOfToken(token: string): Promise<CurrentUser | undefined> {
  const baseUrl = serverEnv().API_BASE_URL
  if (!baseUrl) {
    const session = await sessionOfToken(await getDb(), token)
    return session && toCurrentUser(session.user)
  }
  const response = await fetch(new URL('user/me', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    cache: 'no-store',
  })
  if (response.status === 401 || response.status === 403) return undefined
  if (!response.ok) throw new BackEndError(response.status, 'user/me')
  return CurrentUserSchema.parse(await response.json())
}
