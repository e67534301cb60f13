import { type APIResponse, expect, type Page, test } from '@playwright/test'
import { demoStaff, expectNoAxeViolations, signInBrowser } from './support'

const pagePaths = ['/', '/en/the-association', '/no-existe']

/** A response may carry several policies; the browser enforces each of them. */
const scriptSources = (response: APIResponse) =>
  response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
    .map(({ value }) =>
      value
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .find(([name]) => name === 'script-src')
        ?.slice(1),
    )
    .filter((sources) => sources !== undefined)

/** React has taken over the server's HTML: its scripts ran. */
const hydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('main-content') ?? {}).some((key) => key.startsWith('__react')),
  )

/** Violations the page reports, bar zod's probe for `new Function` (caught; it then parses without it). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.blockedURI === 'eval') return
      ;(window as unknown as { reportViolation: (violation: string) => void }).reportViolation(
        `${location.pathname} ${event.effectiveDirective} ${event.blockedURI}`,
      )
    })
  })
  return violations
}

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
      // Cached: the page cache's policy names the hashes of the page's inline scripts, nothing else inline runs.
      const policies = scriptSources(response)
      expect(
        policies.some(
          (sources) =>
            !sources.includes("'unsafe-inline'") && sources.some((source) => /^'sha256-/.test(source)),
        ),
      ).toBe(true)
    })
  }

  test('a page rendered per request names a fresh nonce, and no inline scripts', async ({ context }) => {
    await signInBrowser(context, demoStaff)
    const nonces = []
    for (const path of ['/admin', '/profile']) {
      const [sources] = scriptSources(await context.request.get(path))
      expect(sources).not.toContain("'unsafe-inline'")
      expect(sources).toContain("'strict-dynamic'")
      nonces.push(sources?.find((source) => source.startsWith("'nonce-")))
    }
    expect(nonces[0]).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==/)
    expect(nonces[1]).not.toBe(nonces[0])
  })

  test('the API forbids everything a browser could load from its answers', async ({ request }) => {
    const response = await request.get('/api/public/settings?lang=es')
    expect(response.headers()['content-security-policy']).toContain("default-src 'none'")
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
    expect(response.headers()['x-powered-by']).toBeUndefined()
  })
})

test.describe('the content security policy in the browser', () => {
  test('blocks scripts from other origins and inline ones, and reports nothing on a normal page', async ({
    page,
  }) => {
    const violations = await watchViolations(page)
    await page.goto('/')
    await expect.poll(() => hydrated(page)).toBe(true)
    expect(violations, 'violations of the page itself').toEqual([])

    await page.evaluate(() => {
      const script = document.createElement('script')
      script.src = 'https://scripts.example.org/tracker.js'
      document.head.append(script)
      const inline = document.createElement('script')
      inline.textContent = 'document.documentElement.dataset.injected = "yes"'
      document.head.append(inline)
    })
    await expect.poll(() => violations).toContain('/ script-src-elem https://scripts.example.org/tracker.js')
    await expect.poll(() => violations).toContain('/ script-src-elem inline')
    await expect(page.locator('html')).not.toHaveAttribute('data-injected', 'yes')
  })

  test('pages with a nonce hydrate and report nothing: the private area, the back-office, the API reference', async ({
    page,
  }) => {
    const violations = await watchViolations(page)
    await signInBrowser(page.context(), demoStaff)
    await page.goto('/profile')
    await expect.poll(() => hydrated(page)).toBe(true)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Gestión del Colegio' })).toBeVisible()
    await page.goto('/api/docs')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(violations).toEqual([])
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
