import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { demoStaff, expectAccessibleAdminScreen, expectRedirect, signInBrowser } from './support'

const logo = path.resolve('tests/fixtures/media/logo.png') // 120 × 40

async function staffHeaders(request: APIRequestContext) {
  const response = await request.post('/api/auth/jwt/login', {
    form: { username: demoStaff.email, password: demoStaff.password },
  })
  expect(response.status()).toBe(200)
  return { Authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` }
}

test.describe('back-office pictures', () => {
  test('staff upload the small logo in the settings; the public home page shows it from /media/', async ({
    page,
    request,
  }) => {
    const headers = await staffHeaders(request)
    const saved = await (await request.get('/api/admin/settings/site', { headers })).json()
    try {
      await signInBrowser(page.context(), demoStaff)
      await page.goto('/admin/settings')
      const field = page.getByLabel('Logotipo pequeño · Español', { exact: true })
      await expect(field).toHaveValue(saved.es.logo_small_src)

      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: 'Subir imagen: Logotipo pequeño · Español' }).click()
      await (await chooser).setFiles(logo)
      await expect(field).toHaveValue(/^\/media\/[0-9a-f-]{36}$/)
      const src = await field.inputValue()
      await expect(page.getByText('120 × 40 px')).toBeVisible()
      await expectAccessibleAdminScreen(page)

      await page.getByRole('button', { name: 'Guardar' }).click()
      await expect(page.getByText('Elemento actualizado')).toBeVisible()
      await expect(page.getByText(/Ajustes modificados: es\.logo_small_src/)).toBeVisible()

      await page.goto('/')
      const shown = page.getByRole('banner').locator(`img[src="${src}"]`)
      await expect(shown).toBeVisible()
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120)

      const served = await request.get(src)
      expect(served.status()).toBe(200)
      expect(served.headers()['content-type']).toBe('image/png')
      expect(served.headers()['x-content-type-options']).toBe('nosniff')
      expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
      expect((await request.get('/media/00000000-0000-4000-8000-000000000000')).status()).toBe(404)

      // In use by the settings, it cannot be deleted.
      const id = src.slice('/media/'.length)
      expect((await request.delete(`/api/admin/media/${id}`, { headers })).status()).toBe(409)
    } finally {
      const response = await request.put('/api/admin/settings/site', { headers, data: { es: saved.es } })
      expect(response.status()).toBe(200)
    }
  })

  test('a language prefix in front of /admin leads to the back-office', async ({ request }) => {
    await expectRedirect(request, '/ca/admin', '/admin')
    await expectRedirect(request, '/en/admin/news/3', '/admin/news/3')
    await expectRedirect(request, '/eu/admin/settings?x=1', '/admin/settings?x=1')
  })

  test('a disabled language is named by no hreflang alternate', async ({ page, request }) => {
    const headers = await staffHeaders(request)
    const turn = async (enabled: boolean) =>
      expect((await request.put('/api/admin/languages/eu', { headers, data: { enabled } })).status()).toBe(
        200,
      )
    await turn(false)
    try {
      await page.goto('/accessibility')
      await expect(page.locator('link[rel="alternate"][hreflang="ca"]')).toHaveCount(1)
      await expect(page.locator('link[rel="alternate"][hreflang="eu"]')).toHaveCount(0)
      const sitemap = await (await request.get('/sitemap.xml')).text()
      expect(sitemap).not.toContain('hreflang="eu"')
    } finally {
      await turn(true)
    }
  })
})
