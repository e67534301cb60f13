import 'server-only'
import { backEndBaseUrl, serverEnv } from '@/lib/env'
import { refreshCachedPages } from '@/lib/server/cached-pages'
import { createGateway } from './app'

let gateway: ReturnType<typeof createGateway> | undefined

/** The /api of a portal that is only the front end of API_BASE_URL; undefined when it runs its own API. */
export function portalGateway(): ReturnType<typeof createGateway> | undefined {
  const baseUrl = backEndBaseUrl()
  if (!baseUrl) return undefined
  const env = serverEnv()
  gateway ??= createGateway({
    baseUrl,
    timeoutMs: env.API_TIMEOUT_SECONDS * 1000,
    sessionFallbackDays: env.AUTH_SESSION_DAYS,
    revalidateSecret: env.REVALIDATE_SECRET,
    onContentChange: refreshCachedPages,
  })
  return gateway
}
