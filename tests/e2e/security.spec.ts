import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support'

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

test.describe('addresses whose %-escapes do not decode', () => {
  // Next.js answered these 500 (text/plain); the proxy answers 400 before any route.
  const pages = [
    '/news/%E0%A4%A',
    '/%ZZ',
    '/ca/%',
    '/%',
    '/en/%ED%A0%80',
    '/admin/%ZZ',
    '/media/%ZZ',
    '/a%ZZ.png',
  ]

  for (const path of pages) {
    test(`${path} is a 400 page, never stored`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(400)
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers()['cache-control']).toBe('no-store')
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
      const lang = /^\/(ca|en|eu)\//.exec(path)?.[1] ?? 'es'
      expect(await response.text()).toContain(`<html lang="${lang}">`)
    })
  }

  test('the API answers its error envelope', async ({ request }) => {
    for (const path of ['/api/%ZZ', '/api/public/pages/es/%E0%A4%A', '/api/navbar/%?lang=es']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(400)
      expect(response.headers()['cache-control']).toBe('no-store')
      expect(await response.json()).toEqual({ detail: 'Bad Request' })
    }
  })

  test('the page says so in the address’s language, accessibly, with a link home', async ({ page }) => {
    const response = await page.goto('/ca/noticies/%E0%A4%A')
    expect(response?.status()).toBe(400)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('L’adreça no és vàlida')
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Tornar a l’inici' }).click()
    await expect(page).toHaveURL(/\/ca$/)
  })

  test('an escaped % (%25) names no page: 404, as any unknown address', async ({ request }) => {
    for (const path of ['/%25', '/ca/%25', '/news/%25', '/tmp/%25']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
    }
    // A well-formed escape elsewhere still reaches its route.
    expect((await request.get('/api/public/pages/es/%C3%B1')).status()).toBe(404)
    expect((await request.get('/news?q=%ZZ')).status()).toBe(200)
  })
})
