import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { demoStaff, signInBrowser } from './support'

/** The demo seed's direct debit (lib/server/db/seed/direct-debits.ts): the second collegiate's fee. */
const seededMandate = 'M-DEMO-ARANA-001'

async function staffHeaders(request: APIRequestContext) {
  const response = await request.post('/api/auth/jwt/login', {
    form: { username: demoStaff.email, password: demoStaff.password },
  })
  expect(response.status()).toBe(200)
  return { Authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` }
}

/** A retry finds the seeded charge presented already: the file it is in is withdrawn first. */
async function unpresentSeededCharge(request: APIRequestContext) {
  const headers = await staffHeaders(request)
  const list = await request.get(`/api/admin/direct-debit-charges?q=${seededMandate}&status=pending`, {
    headers,
  })
  expect(list.status()).toBe(200)
  const { items } = (await list.json()) as {
    items: Array<{ presented: boolean; remittance_id: string | null }>
  }
  expect(items.length, 'the seeded pending direct debit').toBeGreaterThan(0)
  for (const charge of items.filter((item) => item.presented)) {
    const withdrawn = await request.post(`/api/admin/remittances/${charge.remittance_id}/withdraw`, {
      headers,
    })
    expect(withdrawn.status()).toBe(200)
  }
}

test.describe('back-office: money', () => {
  test('staff export the pending direct debits as a pain.008.001.08 remittance and download it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    await unpresentSeededCharge(request)
    await signInBrowser(page.context(), demoStaff)

    await page.goto('/admin')
    await page.getByRole('menuitem', { name: 'Dinero' }).click()
    await page.getByRole('menuitem', { name: 'Remesas' }).click()
    await expect(page).toHaveURL(/\/admin\/remittances/)
    await page.getByRole('button', { name: 'Exportar remesa' }).click()
    const dialog = page.getByRole('dialog', { name: 'Exportar una remesa de adeudos' })
    await expect(dialog.getByLabel('Cargos con vencimiento hasta')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
    await dialog.getByRole('button', { name: 'Exportar' }).click()

    await expect(page).toHaveURL(/\/admin\/remittances\/[0-9a-f-]{36}\/show$/)
    await expect(page.getByText('Remesa exportada.')).toBeVisible()
    await expect(page.getByRole('cell', { name: seededMandate })).toBeVisible()
    await expect(page.getByText('Exportado', { exact: true })).toBeVisible()

    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Descargar el fichero' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^remesa-R\d{14}[0-9A-F]{6}\.xml$/)
    const xml = await readFile((await download.path())!, 'utf8')
    expect(xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.08"')
    expect(xml).toContain(`<MndtId>${seededMandate}</MndtId>`)
    expect(xml).toContain('<IBAN>ES7921000813610123456789</IBAN>')
    const transactions = xml.match(/<DrctDbtTxInf>/g)?.length ?? 0
    expect(xml).toMatch(new RegExp(`<GrpHdr>[\\s\\S]*<NbOfTxs>${transactions}</NbOfTxs>`))
    expect(transactions).toBeGreaterThan(0)
  })

  test('staff validate the signed mandate with its date of signature, and find the fee among movements and payments', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await signInBrowser(page.context(), demoStaff)
    await page.goto('/admin/sepa-mandates')
    await page.getByRole('cell', { name: seededMandate }).click()
    await expect(page).toHaveURL(/\/admin\/sepa-mandates\/[0-9a-f-]{36}\/show$/)
    await expect(page.getByRole('link', { name: 'Descargar la copia firmada' })).toHaveAttribute(
      'href',
      /\/api\/public\/collegiates\/files\/[0-9a-f-]{36}$/,
    )
    const validate = page.getByRole('button', { name: 'Validar' })
    if (await validate.isVisible()) {
      await validate.click()
      const dialog = page.getByRole('dialog', { name: 'Validar la orden firmada' })
      await dialog.getByLabel('Fecha de firma').fill(new Date().toISOString().slice(0, 10))
      await dialog.getByRole('button', { name: 'Validar' }).click()
      await expect(page.getByText('Orden validada.')).toBeVisible()
    }
    await expect(page.getByText('Validada', { exact: true }).first()).toBeVisible()
    await expect(page.getByText(/^Validada \(firmada el \d{4}-\d{2}-\d{2}\)$/)).toBeVisible()

    await page.goto('/admin/movements')
    await page.getByRole('textbox', { name: 'Buscar' }).fill('Arana')
    await expect(page.getByRole('cell', { name: 'Mikel Arana Vidal' }).first()).toBeVisible()
    await page.goto('/admin/payments')
    await expect(page.getByRole('cell', { name: 'Domiciliación en 1 cargo' }).first()).toBeVisible()
  })
})
