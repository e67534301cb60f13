import 'server-only'
import type { Context } from 'hono'
import { serverEnv } from '@/lib/env'
import { isInRanges, parseAddress } from '@/lib/net/trusted-proxies'

/** Set by the portal's HTTP server from the connection itself, overwriting whatever the client sent. */
const peerAddressHeader = 'x-portal-peer-address'

/**
 * The address every per-client limit counts by. The connecting peer, unless it is one of TRUSTED_PROXIES: then
 * X-Forwarded-For is walked from the right, past the trusted hops, to the first address a trusted hop vouches
 * for (as proxy-addr does); what a client writes further left is never read. Without the peer header (next dev,
 * or the app called directly) nobody is trusted and every client shares "unknown": limits hold, but for all.
 */
export function clientAddress(c: Context): string {
  return clientAddressOf((name) => c.req.header(name))
}

/** The same for a page rendered for its request, from its headers. */
export function clientAddressOf(header: (name: string) => string | null | undefined): string {
  let client = parseAddress(header(peerAddressHeader) ?? '')
  if (!client) return 'unknown'
  const trusted = serverEnv().TRUSTED_PROXIES
  const forwarded = (header('x-forwarded-for') ?? '').split(',').reverse()
  for (const hop of forwarded) {
    if (!isInRanges(client, trusted)) break
    const next = parseAddress(hop)
    if (!next) break
    client = next
  }
  return client.toString()
}
