import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test'
import { demoStaff, signInBrowser } from './support'

/** A bearer token of the demo staff account, to put back what a test changed. */
async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/jwt/login', {
    form: { username: demoStaff.email, password: demoStaff.password },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

async function publicFooterText(request: APIRequestContext, lang: string): Promise<string> {
  const response = await request.get(`/api/public/settings?lang=${lang}`)
  return ((await response.json()) as { footer_text: string }).footer_text
}

/** Follows an address's redirects as most bots do, keeping no cookie between them: the hops, and the page's language. */
async function followWithoutCookies(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  address: string,
  headers: Record<string, string>,
): Promise<{ hops: number; lang: string | undefined }> {
  let url = new URL(address, baseURL)
  for (let hops = 0; hops < 5; hops++) {
    const client = await playwright.request.newContext()
    try {
      const response = await client.get(url.href, { headers, maxRedirects: 0 })
      const location = response.headers()['location']
      if (!location) {
        expect(response.status()).toBe(200)
        return { hops, lang: /<html[^>]* lang="([a-z]+)"/.exec(await response.text())?.[1] }
      }
      url = new URL(location, url)
    } finally {
      await client.dispose()
    }
  }
  throw new Error(`${address} still redirects after 5 hops`)
}

test.describe('back-office settings', () => {
  test('staff change the Catalan footer text; the public Catalan pages show it, the others do not change', async ({
    page,
    request,
  }) => {
    const before = { ca: await publicFooterText(request, 'ca'), es: await publicFooterText(request, 'es') }
    const token = await staffToken(request)
    const saved = await (
      await request.get('/api/admin/settings/site', { headers: { Authorization: `Bearer ${token}` } })
    ).json()
    const newText = `Text del peu canviat a les ${Date.now()}`

    // Warm the cached public pages first, so the test shows that the save refreshes them.
    await page.goto('/ca')
    await expect(page.getByRole('contentinfo')).toContainText(before.ca)

    try {
      await signInBrowser(page.context(), demoStaff)
      await page.goto('/admin/settings')
      const field = page.getByLabel('Texto del pie · Català')
      await expect(field).toHaveValue(before.ca)
      await field.fill(newText)
      await page.getByRole('button', { name: 'Guardar' }).click()
      await expect(page.getByText('Elemento actualizado')).toBeVisible()
      await expect(page.getByText(/Ajustes modificados: ca\.footer_text/)).toBeVisible()

      await page.goto('/ca')
      await expect(page.getByRole('contentinfo')).toContainText(newText)
      // Back to Spanish: the language the visit to /ca remembered is forgotten.
      await page.context().clearCookies({ name: 'i18n_redirected' })
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.getByRole('contentinfo')).toContainText(before.es)
      await expect(page.getByRole('contentinfo')).not.toContainText(newText)
      expect(await publicFooterText(request, 'en')).not.toBe(newText)
    } finally {
      const response = await request.put('/api/admin/settings/site', {
        headers: { Authorization: `Bearer ${token}` },
        data: { ca: saved.ca },
      })
      expect(response.status()).toBe(200)
    }
  })

  test('staff rename a Catalan menu item; the Catalan footer shows it, the Spanish one does not', async ({
    page,
    request,
  }) => {
    const token = await staffToken(request)
    const headers = { Authorization: `Bearer ${token}` }
    const navbars = (await (await request.get('/api/admin/navbars?lang=ca', { headers })).json()) as {
      items: { id: number; slug: string }[]
    }
    const links = navbars.items.find((navbar) => navbar.slug === 'pie-enlaces')!
    const items = (await (
      await request.get(`/api/admin/navigation-items?navbar_id=${links.id}`, { headers })
    ).json()) as { items: { id: number; label: string }[] }
    const item = items.items[0]!
    const newLabel = `Llei dels col·legis ${Date.now()}`

    try {
      await signInBrowser(page.context(), demoStaff)
      await page.goto(`/admin/navbars/${links.id}`)
      await page
        .getByRole('row', { name: new RegExp(item.label) })
        .getByRole('link', { name: 'Editar' })
        .click()
      const label = page.getByLabel('Texto', { exact: true })
      await expect(label).toHaveValue(item.label)
      await label.fill(newLabel)
      await page.getByRole('button', { name: 'Guardar' }).click()
      await expect(page).toHaveURL(new RegExp(`/admin/navbars/${links.id}$`))
      await expect(page.getByRole('row', { name: new RegExp(newLabel) })).toBeVisible()
      await expect(page.getByText(`Elemento «${newLabel}» modificado`)).toBeVisible()

      await page.goto('/ca')
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: new RegExp(newLabel) }),
      ).toBeVisible()
      await page.context().clearCookies({ name: 'i18n_redirected' })
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.getByRole('contentinfo')).not.toContainText(newLabel)
    } finally {
      const response = await request.put(`/api/admin/navigation-items/${item.id}`, { headers, data: item })
      expect(response.status()).toBe(200)
    }
  })

  test('staff turn Basque off: the switcher drops it and its addresses lead to Spanish; Spanish stays on', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const token = await staffToken(request)
    try {
      await signInBrowser(page.context(), demoStaff)
      await page.goto('/admin/languages')
      await expect(page.getByRole('switch', { name: 'Activar Español' })).toBeDisabled()
      const basque = page.getByRole('switch', { name: 'Activar Euskara' })
      await expect(basque).toBeChecked()
      await basque.click()
      await expect(page.getByText('Euskara desactivado')).toBeVisible()
      await expect(basque).not.toBeChecked()

      await page.goto('/eu')
      await expect(page).toHaveURL(/\/$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.locator('a[hreflang="ca"]').first()).toBeAttached()
      await expect(page.locator('a[hreflang="eu"]')).toHaveCount(0)

      // A Basque browser, or a Basque cookie a client sends again on every request, never loops.
      const clients: Record<string, string>[] = [
        { 'Accept-Language': 'eu' },
        { 'Accept-Language': 'eu', Cookie: 'i18n_redirected=eu' },
      ]
      for (const headers of clients) {
        for (const address of ['/', '/news', '/eu', '/eu/news']) {
          const { hops, lang } = await followWithoutCookies(playwright, baseURL!, address, headers)
          expect(lang, address).toBe('es')
          expect(hops, address).toBeLessThanOrEqual(address.startsWith('/eu') ? 1 : 0)
        }
      }
    } finally {
      const response = await request.put('/api/admin/languages/eu', {
        headers: { Authorization: `Bearer ${token}` },
        data: { enabled: true },
      })
      expect(response.status()).toBe(200)
    }
    await page.goto('/eu')
    await expect(page.locator('html')).toHaveAttribute('lang', 'eu')
  })

  test('staff cannot save a light colour that would make the footer text unreadable', async ({ page }) => {
    await signInBrowser(page.context(), demoStaff)
    await page.goto('/admin/settings')
    const field = page.getByLabel('Color claro (fondos) · Euskara')
    await field.fill('#555555')
    await expect(page.getByText(/Contraste del texto: \d+(\.\d)?:1/).last()).toBeVisible()
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText(/would fall below WCAG AA contrast/)).toBeVisible()
    await page.goto('/eu')
    await expect(page.locator('html')).toHaveAttribute('lang', 'eu')
  })
})
