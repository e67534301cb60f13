export function inlineScriptHashes(html: string): string[]
export const pagePolicyHeader: string
export function cachedPagePolicy(policy: string, hashes: readonly string[]): string
export const cachedPagesBridgeKey: unique symbol
export function expireEveryCachedPage(): Promise<void>

export interface CachedPagesBridge {
  expireEveryPage?: () => Promise<void>
  expiredBeforeLoad?: boolean
}

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
  revalidateTag(tags: string | string[]): Promise<void>
}
