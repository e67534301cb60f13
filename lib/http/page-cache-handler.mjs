// Next.js loads this file by its path (next.config.ts, `cacheHandler`) outside the bundle, so it is plain
// JavaScript and reads the environment itself. See docs/decisions/0026-csp-and-runtime-urls.md.
import { createHash } from 'node:crypto'
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

// A CommonJS module: Node.js gives its exports object, Vitest the class itself.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache

const sha256 = (text) => createHash('sha256').update(text).digest('base64')

const scriptElements = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
// Data blocks (JSON-LD) are never run, so a policy does not apply to them.
const dataBlock = /\stype\s*=\s*["']?application\/(?:ld\+)?json/i

/** The hash sources of the inline scripts a browser runs in this document, each once. */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, body] of html.matchAll(scriptElements)) {
    if (/\ssrc\s*=/i.test(attributes) || dataBlock.test(attributes)) continue
    hashes.add(`'sha256-${sha256(body)}'`)
  }
  return [...hashes]
}

/** The request header in which proxy.ts hands the page's policy to the cache (security-headers.ts names it too). */
export const pagePolicyHeader = 'x-portal-page-policy'

// The proxy does not see addresses with a dot (its matcher leaves files alone): a policy in their request would be
// the client's own.
const seenByProxy = (key) => !/\.[^/]*$/.test(key)

/** The page's policy with its inline scripts allowed by their hashes instead of 'unsafe-inline'. */
export const cachedPagePolicy = (policy, hashes) =>
  policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      if (name !== 'script-src') return directive.trim()
      return [name, ...sources.filter((source) => source !== "'unsafe-inline'"), ...hashes].join(' ')
    })
    .join('; ')

const renderedUnderHeader = 'x-portal-rendered-under'

const renderedUnderMemo = { values: '', digest: '' }

/** What cached pages print from the environment or read from: a copy made under other values is rendered again. */
function renderedUnder() {
  const values = JSON.stringify(
    ['PUBLIC_SITE_URL', 'RECAPTCHA_SITE_KEY', 'RECAPTCHA_VERSION', 'REDSYS_URL', 'API_BASE_URL'].map(
      (name) => process.env[name] ?? '',
    ),
  )
  // Read at every cache hit; hashed only when the values change.
  if (values !== renderedUnderMemo.values || !renderedUnderMemo.digest) {
    renderedUnderMemo.values = values
    renderedUnderMemo.digest = sha256(values)
  }
  return renderedUnderMemo.digest
}

/**
 * Next.js's own file-system cache, storing each page with its policy. Next.js makes one for each request, with
 * that request's headers; a page stored without proxy.ts's policy (none reaches the build) keeps none.
 */
export default class PageCacheHandler extends FileSystemCache {
  constructor(options) {
    super(options)
    const policy = options._requestHeaders?.[pagePolicyHeader]
    this.pagePolicy = typeof policy === 'string' && policy ? policy : undefined
  }

  async get(key, context) {
    const entry = await super.get(key, context)
    const value = entry?.value
    if (value?.kind !== 'APP_PAGE') return entry
    const { [renderedUnderHeader]: renderedFor, ...headers } = value.headers ?? {}
    if (renderedFor !== renderedUnder()) return null
    return { ...entry, value: { ...value, headers } }
  }

  async set(key, data, context) {
    if (data?.kind !== 'APP_PAGE' || typeof data.html !== 'string') return super.set(key, data, context)
    if (this.pagePolicy && seenByProxy(key)) {
      // The same object answers the request that rendered it, so the policy goes on it too.
      const policy = cachedPagePolicy(this.pagePolicy, inlineScriptHashes(data.html))
      data.headers = { ...data.headers, 'content-security-policy': policy }
    }
    return super.set(
      key,
      { ...data, headers: { ...data.headers, [renderedUnderHeader]: renderedUnder() } },
      context,
    )
  }
}

/** Every cached page carries this tag: it is the one `revalidatePath('/', 'layout')` expires. */
const everyPageTag = '_N_T_/layout'

/**
 * Where code outside a request (the cache invalidation listener, lib/server/cache/invalidation.ts) finds this module:
 * Next.js loads it by its path, so the app's bundles cannot import the copy whose tags Next.js reads.
 */
export const cachedPagesBridgeKey = Symbol.for('portal.cachedPages')

/** Expires every page cached in this process, as `revalidatePath('/', 'layout')` does at the end of a request. */
export const expireEveryCachedPage = () => new PageCacheHandler({}).revalidateTag([everyPageTag])

const bridge = (globalThis[cachedPagesBridgeKey] ??= {})
// Pages on disk may predate an invalidation announced before Next.js first loaded this module.
if (bridge.expiredBeforeLoad) void expireEveryCachedPage()
bridge.expiredBeforeLoad = false
bridge.expireEveryPage = expireEveryCachedPage
