import { describe, expect, it } from 'vitest'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

describe('API security headers', () => {
  it.each([
    ['a JSON answer', '/api/public/settings?lang=es', 200],
    ['a validation error', '/api/public/settings?lang=xx', 422],
    ['an unknown route', '/api/no-such-route', 404],
    ['a method the route does not answer', '/api/cache/revalidate', 404],
  ])('forbids loading, framing and <base> in %s', async (_, path, status) => {
    const response = await api.request(path)
    expect(response.status).toBe(status)
    const policy = response.headers.get('Content-Security-Policy')
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("base-uri 'none'")
  })

  it.each(['/api/docs', '/api/docs/back-office-content'])(
    'lets the HTML reference %s keep its own style and nothing else',
    async (path) => {
      const response = await api.request(path)
      const policy = response.headers.get('Content-Security-Policy') ?? ''
      const style = (await response.text()).match(/<style>(.*?)<\/style>/s)?.[1] ?? ''
      const digest = Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(style)))
      expect(policy).toContain(`style-src 'sha256-${digest.toString('base64')}'`)
      expect(policy).toContain("default-src 'none'")
      expect(policy).not.toContain('unsafe-inline')
    },
  )
})
