import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { createSharedCache } from '@/lib/server/api/shared-cache'
import { pages, pageTranslations, settings } from '@/lib/server/db/schema'
import { setupTestApi } from '../support/test-api'

const secret = 'a-revalidation-secret-of-32-chars!'
const onContentChange = vi.fn()
const api = setupTestApi({ revalidateSecret: secret, onContentChange })
const unconfigured = setupTestApi()

const revalidate = (context: typeof api, authorization?: string) =>
  context.request('/api/cache/revalidate', {
    method: 'POST',
    headers: authorization ? { Authorization: authorization } : {},
  })

describe('POST /api/cache/revalidate', () => {
  it('refreshes cached pages for the holder of the secret', async () => {
    onContentChange.mockClear()
    const response = await revalidate(api, `Bearer ${secret}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({ revalidated: true })
    expect(onContentChange).toHaveBeenCalledOnce()
  })

  it.each([
    ['no credentials', undefined],
    ['another secret', 'Bearer a-revalidation-secret-of-32-chars?'],
    ['a prefix of the secret', `Bearer ${secret.slice(0, -1)}`],
    ['the secret without the scheme', secret],
    ['another scheme', `Basic ${secret}`],
  ])('refuses %s', async (_, authorization) => {
    onContentChange.mockClear()
    const response = await revalidate(api, authorization)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ detail: 'Unauthorized' })
    expect(onContentChange).not.toHaveBeenCalled()
  })

  it('refuses everyone when no secret is configured', async () => {
    const response = await revalidate(unconfigured, 'Bearer undefined')
    expect(response.status).toBe(401)
  })
})

describe('the shared cache of public reads', () => {
  const cached = setupTestApi({ revalidateSecret: secret, sharedCache: createSharedCache({ ttlMs: 60_000 }) })
  const footerTitle = async () =>
    ((await (await cached.request('/api/settings/ca')).json()) as { footer_title: string }).footer_title

  it('answers from memory until content is announced as changed, then reads again', async () => {
    const original = await footerTitle()
    await cached.db.update(settings).set({ footer_title: 'Títol nou' }).where(eq(settings.lang, 'ca'))
    expect(await footerTitle(), 'still the cached answer').toBe(original)

    expect((await revalidate(cached, `Bearer ${secret}`)).status).toBe(200)
    expect(await footerTitle()).toBe('Títol nou')
  })

  it('keeps only successful answers, so a missing page is looked up again', async () => {
    expect((await cached.request('/api/public/pages/es/nueva')).status).toBe(404)
    const [page] = await cached.db.insert(pages).values({ status: 'published' }).returning({ id: pages.id })
    await cached.db
      .insert(pageTranslations)
      .values({ page_id: page!.id, lang: 'es', slug: 'nueva', title: 'Nueva' })
    expect((await cached.request('/api/public/pages/es/nueva')).status).toBe(200)
  })
})

describe('createSharedCache', () => {
  const answer = { body: new ArrayBuffer(1), headers: [] }

  it('forgets an answer once it is older than its lifetime', () => {
    const cache = createSharedCache({ ttlMs: 1_000 })
    cache.set('/a', answer, 0)
    expect(cache.get('/a', 999)).toBeDefined()
    expect(cache.get('/a', 1_000)).toBeUndefined()
  })

  it('drops the oldest answer past its size', () => {
    const cache = createSharedCache({ ttlMs: 1_000, maxEntries: 2 })
    for (const key of ['/a', '/b', '/c']) cache.set(key, answer, 0)
    expect(['/a', '/b', '/c'].map((key) => Boolean(cache.get(key, 1)))).toEqual([false, true, true])
  })
})
