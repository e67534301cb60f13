import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './support'

/** A small PDF: the server reads the type from the `%PDF-` at its start. */
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\ntrailer << >>\n%%EOF\n`),
})

/** A valid DNI of its own for each run: eight digits and their letter. */
function newDni(): string {
  const number = 30_000_000 + Math.floor(Math.random() * 9_000_000)
  return `${number}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}`
}

const next = (page: Page) => page.getByRole('button', { name: 'Següent' }).click()
const step = (page: Page) => page.getByRole('heading', { level: 3 })

test.describe('online registration', () => {
  test('a visitor applies as a pre-collegiate in Catalan, with an id card, and sees the tracking code', async ({
    page,
  }) => {
    await page.goto('/ca/precollegiate')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await waitForHydration(page)

    await expect(step(page)).toContainText('Pas 1 de 6')
    await page.getByLabel('Universitat').fill('Universitat de Girona')
    await page.getByLabel('Estudis que curses').fill('Grau en Infermeria')
    await page.getByLabel('Any previst de finalització').fill(String(new Date().getFullYear() + 2))
    await next(page)

    await expect(step(page)).toContainText('Dades personals')
    await expect(step(page)).toBeFocused()
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martina')
    await page.getByLabel('Cognoms').fill('Vila Roca')
    await page.getByLabel('Número de document').fill(newDni())
    await page.getByLabel('Data de naixement').fill('2005-02-11')
    await page.getByLabel('Gènere').selectOption({ label: 'Dona' })
    const email = `martina.${Date.now()}@correu.example`
    await page.getByLabel('Correu electrònic').fill(email)
    await page.getByRole('textbox', { name: 'Telèfon', exact: true }).fill('612 345 678')
    await next(page)

    await expect(step(page)).toContainText('Adreça')
    await page.getByLabel('Adreça (carrer, número, pis)').fill('Carrer de la Força, 12, 2n')
    await page.getByLabel('Codi postal').fill('17004')
    await page.getByLabel('Localitat').fill('Girona')
    await page.getByLabel('Província').selectOption('Girona')
    await next(page)

    await expect(step(page)).toContainText('Documents')
    await page.getByLabel(/Document d’identitat/).setInputFiles(pdf('dni.pdf'))
    await page.getByLabel(/Justificant de matrícula/).setInputFiles(pdf('matricula.pdf'))
    await next(page)

    await expect(step(page)).toContainText('Consentiments')
    await page.getByLabel(/política de privadesa/).check()
    await next(page)

    await expect(step(page)).toContainText('Resum')
    await expect(page.getByText('Martina Vila Roca')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Envia la sol·licitud' }).click()

    const receipt = page.getByTestId('registration-receipt')
    await expect(receipt).toBeFocused()
    await expect(receipt.getByRole('heading', { name: 'Sol·licitud rebuda' })).toBeVisible()
    await expect(receipt.locator('.tracking-code')).toHaveText(/^PRE-\d{4}-[0-9A-Z]{8}$/)
    await expect(receipt).toContainText(`Hem enviat un correu a ${email}`)
    await expect(receipt).toContainText('rebràs un correu per triar la teva contrasenya')
    expect(await page.evaluate(() => localStorage.getItem('registration-draft:precollegiate'))).toBeNull()
  })

  test('what was typed survives a reload, until the visitor starts again', async ({ page }) => {
    await page.goto('/ca/precollegiate')
    await waitForHydration(page)
    await page.getByLabel('Universitat').fill('Universitat de Lleida')
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('registration-draft:precollegiate')))
      .toContain('Universitat de Lleida')

    await page.reload()
    await waitForHydration(page)
    await expect(page.getByText('Hem recuperat el formulari')).toBeVisible()
    await expect(page.getByLabel('Universitat')).toHaveValue('Universitat de Lleida')
    await page.getByRole('button', { name: 'Torna a començar' }).click()
    await expect(page.getByLabel('Universitat')).toHaveValue('')
  })
})
