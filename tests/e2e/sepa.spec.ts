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

    // The profile reads the same record.
    await page.goto('/profile#economic')
    await expect(page.locator('#economic')).toContainText(
      /Orden de domiciliación SEPA: Copia firmada subida el .+, pendiente de que el colegio la valide\./,
    )
    await expect(
      page.locator('#economic').getByRole('link', { name: 'Verla en la página SEPA' }),
    ).toHaveAttribute('href', '/sepa')
  })

  test('the collegiate pays a fee by direct debit in four charges and sees the schedule, then the progress', async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/auth/jwt/login', {
      form: { username: demoCollegiate.email, password: demoCollegiate.password },
    })
    const headers = {
      Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
    }
    // The mandate in force, as /sepa makes it (the answer is the current one when it already exists).
    expect([200, 201]).toContain(
      (await request.post('/api/public/collegiates/sepa-mandate?lang=es', { headers })).status(),
    )
    const list = await request.get('/api/public/collegiate-transactions?type=C&limit=100', { headers })
    const fees = (await list.json()) as { items: Array<{ transaction_number: string; payable: boolean }> }
    const number = fees.items.find((item) => item.payable)?.transaction_number
    expect(number, 'a fee still to pay').toBeDefined()

    await page.setViewportSize({ width: 1366, height: 900 })
    await signInBrowser(page.context(), demoCollegiate)
    await page.goto('/my-movements?type=C')
    await page
      .getByRole('button', { name: `Pagar ${number}` })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: `Pagar ${number}` })
    await dialog.getByRole('radio', { name: 'Domiciliación bancaria' }).check()
    await dialog.getByRole('radio', { name: '4 cargos' }).check()
    await dialog.getByRole('button', { name: 'Continuar' }).click()

    const charges = dialog.getByRole('list', { name: 'Calendario de cargos' }).getByRole('listitem')
    await expect(charges).toHaveCount(4)
    for (const [index, charge] of (await charges.all()).entries())
      await expect(charge).toHaveText(
        new RegExp(`^Cargo ${index + 1}: \\d+,\\d\\d\\s€ el \\d{1,2} de \\p{L}+ de \\d{4}$`, 'u'),
      )
    await expect(dialog.getByText(/^ES\d\d( \*{4}){4} \d{4}$/)).toBeVisible()
    await expect(dialog.getByText(/^COL-/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Cerrar' }).click()

    const row = page
      .getByRole('table', { name: 'Movimientos económicos' })
      .locator('tbody tr', { hasText: number! })
    await expect(row).toContainText('Domiciliado: 0 de 4 cobrados')
    await expect(row.getByRole('button', { name: `Pagar ${number}` })).toHaveCount(0)
  })
})
