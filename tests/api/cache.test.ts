import { describe, expect, it, vi } from 'vitest'
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
