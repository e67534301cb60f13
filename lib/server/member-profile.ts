import 'server-only'
import { cookies } from 'next/headers'
import type { CurrentUser } from '@/lib/contract/auth'
import type { AttachmentGroup } from '@/lib/contract/attachments'
import { sessionCookieName } from '@/lib/contract/session'
import { backEndBaseUrl } from '@/lib/env'
import { getDb } from './db/client'
import { degreeIsForeign } from './services/profile'

/** Whether the person's degree is foreign: from the database, or their profile on the association's back end. */
export async function degreeIsForeignOf(user: CurrentUser, group: AttachmentGroup): Promise<boolean> {
  const baseUrl = backEndBaseUrl()
  if (!baseUrl) return degreeIsForeign(await getDb(), user.id)
  const token = (await cookies()).get(sessionCookieName)?.value
  const response = await fetch(new URL(`public/${group}`, baseUrl), {
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    cache: 'no-store',
  })
  // The page still lists the documents every member sends.
  if (!response.ok) {
    console.warn(`[portal] the back end answered GET public/${group} with ${response.status}`)
    return false
  }
  const profile: unknown = await response.json().catch(() => undefined)
  const academic = (profile as { academic?: { degree_origin?: unknown } } | null)?.academic
  return academic?.degree_origin === 'foreign'
}
