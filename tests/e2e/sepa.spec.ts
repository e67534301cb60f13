import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { demoCollegiate, signInBrowser } from './support'

test.describe('SEPA mandate', () => {
  test('the collegiate downloads the mandate on /sepa, uploads it signed and sees it uploaded', async ({
    page,
  }) => {
    await signInBrowser(page.context(), demoCollegiate)
    await page.goto('/sepa')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Domiciliación bancaria (mandato SEPA)' }),
    ).toBeVisible()
    const steps = page.locator('#state ol li')
    await expect(steps).toHaveCount(3)

    // A button the first time (the mandate is generated), a link once it exists: retries find either.
    const account = page.getByRole('region', { name: 'Cuenta de cargo' })
    const name = /^Descargar el mandato/
    const downloading = page.waitForEvent('download')
    await account.getByRole('button', { name }).or(account.getByRole('link', { name })).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^mandato-sepa-COL-[A-Za-z0-9]+-\d{3}\.pdf$/)
    const bytes = await readFile((await download.path())!)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    await expect(steps.first()).toContainText('Hecho el')
    await expect(page.getByText(/^El mandato es para la cuenta ES\d\d( \w{4})+/)).toBeVisible()

    const upload = page.getByRole('region', { name: 'Subir la copia firmada' })
    await upload
      .getByLabel('Mandato firmado')
      .setInputFiles({ name: 'mandato-firmado.pdf', mimeType: 'application/pdf', buffer: bytes })
    await upload.getByRole('button', { name: 'Subir la copia firmada' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Se ha subido la copia firmada mandato-firmado.pdf.' }),
    ).toBeVisible()
    await expect(page.locator('#state li[data-step="uploaded"]')).toContainText('Hecho el')
    await expect(upload.getByText('Copia firmada: mandato-firmado.pdf')).toBeVisible()
  })
})
