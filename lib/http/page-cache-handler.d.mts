export function inlineScriptHashes(html: string): string[]
export const pagePolicyHeader: string
export function cachedPagePolicy(policy: string, hashes: readonly string[]): string

interface CacheContext {
  kind?: string
  [name: string]: unknown
}

export default class PageCacheHandler {
  constructor(options: {
    fs?: unknown
    serverDistDir?: string
    flushToDisk?: boolean
    maxMemoryCacheSize?: number
    revalidatedTags?: string[]
    _requestHeaders?: Record<string, string | string[] | undefined>
  })
  get(key: string, context: CacheContext): Promise<{ value: Record<string, unknown> | null } | null>
  set(key: string, data: Record<string, unknown> | null, context: CacheContext): Promise<void>
}
