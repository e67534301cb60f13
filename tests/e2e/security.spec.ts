import { expect, test } from '@playwright/test'

const pagePaths = ['/', '/en/the-association', '/no-existe']

test.describe('security headers', () => {
  for (const path of pagePaths) {
    test(`${path} forbids framing, sniffing and other origins`, async ({ request }) => {
      const response = await request.get(path)
      const headers = response.headers()
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(headers['content-security-policy']).toContain("object-src 'none'")
      expect(headers['content-security-policy']).not.toContain('unsafe-eval')
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
      expect(headers['x-powered-by']).toBeUndefined()
    })
  }

  test('the API forbids everything a browser could load from its answers', async ({ request }) => {
    const response = await request.get('/api/public/settings?lang=es')
    expect(response.headers()['content-security-policy']).toContain("default-src 'none'")
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
    expect(response.headers()['x-powered-by']).toBeUndefined()
  })
})

test.describe('the content security policy in the browser', () => {
  test('blocks scripts from other origins, and reports nothing on a normal page', async ({ page }) => {
    const violations: string[] = []
    await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        ;(window as unknown as { reportViolation: (d: string) => void }).reportViolation(
          event.effectiveDirective,
        )
      })
    })
    await page.goto('/')
    await expect(page.getByRole('main')).toBeVisible()
    expect(violations, 'violations of the page itself').toEqual([])

    await page.evaluate(() => {
      const script = document.createElement('script')
      script.src = 'https://scripts.example.org/tracker.js'
      document.head.append(script)
    })
    await expect.poll(() => violations).toContain('script-src-elem')
  })
})
