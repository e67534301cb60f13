import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import PageCacheHandler, {
  cachedPagePolicy,
  cachedPagesBridgeKey,
  expireEveryCachedPage,
  inlineScriptHashes,
  pagePolicyHeader,
} from './page-cache-handler.mjs'
import { pageContentSecurityPolicy, pagePolicyHeader as proxyHeader } from './security-headers'

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
  it('allows the inline scripts by their hashes instead of all of them, and changes nothing else', () => {
    const policy = pageContentSecurityPolicy({
      development: false,
      thirdParties: [{ script: ['https://a.example'] }],
    })
    const cached = cachedPagePolicy(policy, ["'sha256-a'"])
    expect(cached).toContain(
      "; script-src 'self' https://a.example 'sha256-a'; style-src 'self' 'unsafe-inline';",
    )
    expect(cached.replace(/script-src [^;]*/, '')).toBe(policy.replace(/script-src [^;]*/, ''))
  })

  it('is read from the header proxy.ts writes', () => {
    expect(pagePolicyHeader).toBe(proxyHeader)
  })
})

describe('PageCacheHandler', () => {
  afterEach(() => vi.unstubAllEnvs())

  const policy = pageContentSecurityPolicy({ development: false })
  const cache = (policyHeader: string | null = policy) =>
    new PageCacheHandler({
      flushToDisk: false,
      maxMemoryCacheSize: 1_000_000,
      _requestHeaders: { [pagePolicyHeader]: policyHeader ?? undefined },
    })
  const stored = () => ({ kind: 'APP_PAGE', html: page, rscData: Buffer.from(''), headers: {}, status: 200 })

  it('puts the hash policy on the page it stores, for the request that rendered it too', async () => {
    const data = stored()
    await cache().set('/es/one', data, { kind: 'APP_PAGE' })
    const cached = cachedPagePolicy(policy, inlineScriptHashes(page))
    expect(data.headers).toEqual({ 'content-security-policy': cached })
    const entry = await cache(null).get('/es/one', { kind: 'APP_PAGE' })
    expect(entry?.value?.headers).toEqual({ 'content-security-policy': cached })
  })

  it('stores no policy a client named: without the proxy’s, or for an address the proxy does not see', async () => {
    for (const [key, header] of [
      ['/es/three', null],
      ['/es/news/x.y', policy],
    ] as const) {
      const data = stored()
      await cache(header).set(key, data, { kind: 'APP_PAGE' })
      expect(data.headers).toEqual({})
    }
  })

  it('renders again a page stored under another public address', async () => {
    vi.stubEnv('PUBLIC_SITE_URL', 'http://localhost:3000')
    await cache().set('/es/two', stored(), { kind: 'APP_PAGE' })
    expect(await cache().get('/es/two', { kind: 'APP_PAGE' })).not.toBeNull()
    vi.stubEnv('PUBLIC_SITE_URL', 'https://colegio.example.org')
    expect(await cache().get('/es/two', { kind: 'APP_PAGE' })).toBeNull()
  })

  it('expires every page it holds when asked from outside a request, and says where it is asked', async () => {
    const tagged = () => ({
      ...stored(),
      headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/[locale]/layout' },
    })
    await cache().set('/es/four', tagged(), { kind: 'APP_PAGE' })
    await new Promise((resolve) => setTimeout(resolve, 2))
    expect(await cache().get('/es/four', { kind: 'APP_PAGE' })).not.toBeNull()
    await expireEveryCachedPage()
    expect(await cache().get('/es/four', { kind: 'APP_PAGE' })).toBeNull()

    expect(cachedPagesBridgeKey).toBe(Symbol.for('portal.cachedPages'))
    const bridge = (globalThis as Record<symbol, { expireEveryPage?: unknown }>)[cachedPagesBridgeKey]
    expect(bridge?.expireEveryPage).toBe(expireEveryCachedPage)
  })
})
