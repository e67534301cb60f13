import 'server-only'
import { cookies, headers } from 'next/headers'
import { cache } from 'react'
import type { CurrentUser } from '@/lib/contract/auth'
import type { Locale } from '@/lib/contract/locales'
import { rolesFor } from '@/lib/contract/private-area'
import { sessionCookieName } from '@/lib/contract/session'
import { redirect } from '@/lib/i18n/navigation'
import { sessionReadHeader, takeHandedOverUser } from './session-hand-over'
import { userOfToken } from './session-user'

/** Read once per request: what the proxy read for it when it did, else here; reading it makes the page dynamic. */
export const currentUser = cache(async (): Promise<CurrentUser | undefined> => {
  const token = (await cookies()).get(sessionCookieName)?.value
  if (!token) return undefined
  const key = (await headers()).get(sessionReadHeader)
  return (key && takeHandedOverUser(key, token)) || userOfToken(token)
})

/** Every private page calls it: the proxy's redirects are only a first line. */
export async function requirePageAccess(
  locale: Locale,
  pathname: string,
  returnTo: string,
): Promise<CurrentUser> {
  const user = await currentUser()
  if (!user) return redirect({ href: { pathname: '/login', query: { redirectTo: returnTo } }, locale })
  const roles = rolesFor(pathname) ?? []
  if (!user.role || !roles.includes(user.role)) return redirect({ href: '/no-permission', locale })
  return user
}
