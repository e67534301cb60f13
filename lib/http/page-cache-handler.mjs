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

/**
 * The second policy of a cached page. The first (next.config.ts, proxy.ts) names the origins scripts may come from
 * and allows inline ones; the browser enforces both, so only the inline scripts hashed here run, and external
 * scripts still need an origin the first names (`https:` here only leaves that choice to it).
 */
export const cachedPagePolicy = (hashes) => ['script-src', "'self'", 'https:', ...hashes].join(' ')

const renderedUnderHeader = 'x-portal-rendered-under'

/** What cached pages print from the environment: a copy made under other values is rendered again. */
const renderedUnder = () =>
  sha256(
    JSON.stringify(
      ['PUBLIC_SITE_URL', 'RECAPTCHA_SITE_KEY', 'RECAPTCHA_VERSION'].map((name) => process.env[name] ?? ''),
    ),
  )

/** Next.js's own file-system cache, adding the hash policy to each page it stores. */
export default class PageCacheHandler extends FileSystemCache {
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
    // The same object answers the request that rendered it, so the policy goes on it too.
    data.headers = {
      ...data.headers,
      'content-security-policy': cachedPagePolicy(inlineScriptHashes(data.html)),
    }
    return super.set(
      key,
      { ...data, headers: { ...data.headers, [renderedUnderHeader]: renderedUnder() } },
      context,
    )
  }
}
