import 'server-only'
import { randomBytes } from 'node:crypto'
import type { CurrentUser } from '@/lib/contract/auth'

/**
 * The proxy reads the session of a private page's request before the page does: it leaves what it read here, under
 * a random key it passes on in this request header, so that the page checks access with it instead of reading the
 * session again. A key only the proxy could have made, for the same token, a moment ago: anything else (a header
 * sent by a client, another cookie) finds nothing and the page reads the session itself.
 */
export const sessionReadHeader = 'x-portal-session-read'

const keepMs = 10_000
const maxKept = 1_000

interface HandedOver {
  token: string
  user: CurrentUser
  at: number
}

// On globalThis, as the proxy is bundled apart from the pages.
const store = globalThis as unknown as { portalSessionReads?: Map<string, HandedOver> }
const handedOver = (store.portalSessionReads ??= new Map())

export function handOverUser(token: string, user: CurrentUser, now = Date.now()): string {
  for (const [key, entry] of handedOver) {
    if (now - entry.at < keepMs && handedOver.size < maxKept) break
    handedOver.delete(key)
  }
  const key = randomBytes(18).toString('base64url')
  handedOver.set(key, { token, user, at: now })
  return key
}

/** Once: a key is of one request. */
export function takeHandedOverUser(key: string, token: string, now = Date.now()): CurrentUser | undefined {
  const entry = handedOver.get(key)
  if (!entry) return undefined
  handedOver.delete(key)
  return entry.token === token && now - entry.at < keepMs ? entry.user : undefined
}
