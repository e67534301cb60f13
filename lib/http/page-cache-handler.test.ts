import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import PageCacheHandler, { cachedPagePolicy, inlineScriptHashes } from './page-cache-handler.mjs'

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

const page = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head>
<body><script>document.documentElement.dataset.a='1'</script>
<script type="application/ld+json">{"@type":"Event"}</script>
<script id="_R_">self.__next_f.push([1,"x"])</script>
<script>document.documentElement.dataset.a='1'</script></body></html>`

describe('inlineScriptHashes', () => {
  it('hashes each inline script the browser runs once, and neither external scripts nor data blocks', () => {
    expect(inlineScriptHashes(page)).toEqual([
      hashOf("document.documentElement.dataset.a='1'"),
      hashOf('self.__next_f.push([1,"x"])'),
    ])
  })
})

describe('cachedPagePolicy', () => {
  it('names only scripts: the site, the hashes, and leaves origins to the first policy', () => {
    expect(cachedPagePolicy(["'sha256-a'"])).toBe("script-src 'self' https: 'sha256-a'")
  })
})

describe('PageCacheHandler', () => {
  afterEach(() => vi.unstubAllEnvs())

  const cache = () => new PageCacheHandler({ flushToDisk: false, maxMemoryCacheSize: 1_000_000 })
  const stored = () => ({ kind: 'APP_PAGE', html: page, rscData: Buffer.from(''), headers: {}, status: 200 })

  it('puts the hash policy on the page it stores, for the request that rendered it too', async () => {
    const data = stored()
    await cache().set('/es/one', data, { kind: 'APP_PAGE' })
    const policy = cachedPagePolicy(inlineScriptHashes(page))
    expect(data.headers).toEqual({ 'content-security-policy': policy })
    const entry = await cache().get('/es/one', { kind: 'APP_PAGE' })
    expect(entry?.value?.headers).toEqual({ 'content-security-policy': policy })
  })

  it('renders again a page stored under another public address', async () => {
    vi.stubEnv('PUBLIC_SITE_URL', 'http://localhost:3000')
    await cache().set('/es/two', stored(), { kind: 'APP_PAGE' })
    expect(await cache().get('/es/two', { kind: 'APP_PAGE' })).not.toBeNull()
    vi.stubEnv('PUBLIC_SITE_URL', 'https://colegio.example.org')
    expect(await cache().get('/es/two', { kind: 'APP_PAGE' })).toBeNull()
  })
})
