import 'server-only'
import { z } from 'zod'
import { roleOf, type CurrentUser } from '@/lib/contract/auth'
import { LocaleSchema } from '@/lib/contract/locales'
import { backEndBaseUrl } from '@/lib/env'
import { sessionOfToken } from './auth/sessions'
import { getDb } from './db/client'
import { BackEndError } from './page-errors'
import { toCurrentUser } from './services/auth'

/** Checked in-process, or by the back end's `GET /user/me` when the portal is only its front end (API_BASE_URL). */
export async function userOfToken(token: string): Promise<CurrentUser | undefined> {
  const baseUrl = backEndBaseUrl()
  if (!baseUrl) {
    const session = await sessionOfToken(await getDb(), token)
    return session && toCurrentUser(session.user)
  }
  return rememberedUser(token, () => backEndUserOf(baseUrl, token))
}

/** FastAPI Users' user, with the portal's fields where the back end sends them and their defaults where not. */
const BackEndUserSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    email: z.string(),
    is_active: z.boolean().catch(true),
    is_superuser: z.boolean().catch(false),
    is_verified: z.boolean().catch(false),
    name: z.string().catch(''),
    surname: z.string().catch(''),
    principals: z.array(z.string()).catch([]),
    preferred_lang: LocaleSchema.catch('es'),
    tmp_email: z.string().nullable().catch(null),
    dni_verified: z.boolean().catch(false),
  })
  .transform((user): CurrentUser => ({ ...user, role: roleOf(user.principals) ?? null }))

async function backEndUserOf(baseUrl: string, token: string): Promise<CurrentUser | undefined> {
  const response = await fetch(new URL('user/me', baseUrl), {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    cache: 'no-store',
  })
  if (response.status === 401 || response.status === 403) return undefined
  if (!response.ok) throw new BackEndError(response.status, 'user/me')
  const user = BackEndUserSchema.safeParse(await response.json().catch(() => undefined))
  if (!user.success) {
    console.warn('[portal] the back end answered GET user/me with no usable user', user.error.issues)
    throw new BackEndError(502, 'user/me')
  }
  return user.data
}

/**
 * A page view asks who is signed in from the proxy, the page, and every link it prefetches: within a few seconds
 * the back end's answer for the same token is reused. A JWT cannot be revoked before it expires anyway; signing out
 * here forgets it at once. On globalThis, as the proxy is bundled apart from the pages.
 */
const reuseMs = 5_000
const maxRemembered = 1_000
const store = globalThis as unknown as {
  portalRecentUsers?: Map<string, { at: number; user: Promise<CurrentUser | undefined> }>
}
const recentUsers = (store.portalRecentUsers ??= new Map())

function rememberedUser(
  token: string,
  read: () => Promise<CurrentUser | undefined>,
): Promise<CurrentUser | undefined> {
  const now = Date.now()
  const known = recentUsers.get(token)
  if (known && now - known.at < reuseMs) return known.user
  recentUsers.delete(token)
  if (recentUsers.size >= maxRemembered) recentUsers.delete(recentUsers.keys().next().value!)
  const user = read()
  recentUsers.set(token, { at: now, user })
  // A failure (the back end away) is asked again next time.
  user.catch(() => recentUsers.delete(token))
  return user
}

export function forgetUserOfToken(token: string): void {
  recentUsers.delete(token)
}
