import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { demoCollegiate, demoPrecollegiate, signInBrowser } from './support'

interface StoredProfile {
  main: { phone1: string; phone2: string | null; gender: string | null; nationality: string }
  economic: { iban: string }
  professional: Record<string, string | null>
}

/** A bearer token of the demo collegiate, to read the profile before the test and put it back after. */
async function bearer(request: APIRequestContext) {
  const response = await request.post('/api/auth/jwt/login', {
    form: { username: demoCollegiate.email, password: demoCollegiate.password },
  })
  expect(response.status()).toBe(200)
  return { Authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` }
}

const saved = (page: Page, section: string, text: string) =>
  expect(page.locator(section).getByRole('status').filter({ hasText: text })).toBeVisible()

test.describe('profile', () => {
  test('the collegiate edits each section, fixes an invalid IBAN, and finds the data kept after a reload', async ({
    page,
    request,
  }) => {
    const headers = await bearer(request)
    const original = (await (
      await request.get('/api/public/collegiates', { headers })
    ).json()) as StoredProfile
    try {
      await signInBrowser(page.context(), demoCollegiate)
      await page.goto('/profile#economic')
      await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible()
      const menu = page.getByRole('navigation', { name: 'Menú del área privada' })
      await expect(menu.getByRole('link', { name: 'Datos económicos' })).toHaveAttribute(
        'href',
        '/profile#economic',
      )
      const main = page.locator('#main')
      const economic = page.locator('#economic')
      const professional = page.locator('#proffesional')

      await main.getByRole('textbox', { name: 'Segundo teléfono' }).fill('911 23 45 67')
      await main.getByRole('button', { name: 'Guardar' }).click()
      await saved(page, '#main', 'Se han guardado los cambios.')

      const iban = economic.getByRole('textbox', { name: 'IBAN' })
      await expect(iban).toHaveValue(/^[A-Z]{2}\d{2}( \w{4})+/)
      await iban.fill('ES91 2100 0418 4502 0005 1333')
      await economic.getByRole('button', { name: 'Guardar' }).click()
      await expect(economic.getByText('El IBAN no es válido')).toBeVisible()
      await iban.fill('ES68 2100 0418 0002 0005 1332')
      await economic.getByRole('button', { name: 'Guardar' }).click()
      await expect(economic.getByText('Los dígitos de control de la cuenta no coinciden.')).toBeVisible()
      await expect(iban).toBeFocused()
      await iban.fill('ES79 2100 0813 6101 2345 6789')
      await economic.getByRole('button', { name: 'Guardar' }).click()
      await saved(page, '#economic', 'Se han guardado los cambios.')
      await expect(economic.getByRole('table', { name: 'Descuentos' })).toContainText(/10\s%/)

      await professional
        .getByRole('textbox', { name: 'Centro de trabajo', exact: true })
        .fill('Centro de Salud Las Tablas')
      await professional.getByRole('button', { name: 'Guardar' }).click()
      await saved(page, '#proffesional', 'Se han guardado los cambios.')

      await page.reload()
      await expect(main.getByRole('textbox', { name: 'Segundo teléfono' })).toHaveValue('911234567')
      await expect(iban).toHaveValue('ES79 2100 0813 6101 2345 6789')
      await expect(professional.getByRole('textbox', { name: 'Centro de trabajo', exact: true })).toHaveValue(
        'Centro de Salud Las Tablas',
      )

      // The same check in Basque: the message comes in the page language.
      await page.goto('/eu/profile#economic')
      const ibanEu = page.locator('#economic').getByRole('textbox', { name: 'IBAN' })
      await ibanEu.fill('ES6821000418000200051332')
      await page.locator('#economic').getByRole('button', { name: 'Gorde' }).click()
      await expect(page.getByText('Kontuaren kontrol-digituak ez datoz bat.')).toBeVisible()
    } finally {
      const restored = await request.patch('/api/public/collegiates', {
        headers,
        data: { main: original.main, economic: original.economic, professional: original.professional },
      })
      expect(restored.status()).toBe(200)
    }
  })

  test('the pre-collegiate has personal and academic data only, in Catalan', async ({ page }) => {
    await signInBrowser(page.context(), demoPrecollegiate)
    await page.goto('/ca/profile')
    await expect(page.getByRole('heading', { level: 2, name: 'Dades acadèmiques' })).toBeVisible()
    await expect(page.locator('#economic')).toHaveCount(0)
    const academic = page.locator('#proffesional')
    await expect(academic.getByRole('checkbox', { name: 'Cures generals' })).toBeChecked()
    await expect(academic.getByRole('textbox', { name: /Targeta Professional Europea/ })).toHaveCount(0)
    const main = page.locator('#main')
    await main.getByRole('textbox', { name: 'Codi postal' }).fill('28001')
    await main.getByRole('button', { name: 'Desar' }).click()
    await expect(main.getByText('El codi postal no correspon a la província triada.')).toBeVisible()
  })
})
