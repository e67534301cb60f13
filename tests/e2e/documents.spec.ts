import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { pdfQrText } from '../support/pdf'
import { demoCollegiate, signInBrowser } from './support'

test.describe('issued documents', () => {
  test('an invoice’s QR opens its validation and download; a tampered copy is refused, the original accepted', async ({
    page,
  }) => {
    await signInBrowser(page.context(), demoCollegiate)
    await page.goto('/my-movements?status=paid')
    const link = page.getByRole('link', { name: /^Descargar factura FAC-\d{4}-\d{6}$/ }).first()
    const number = ((await link.getAttribute('aria-label')) ?? '').replace('Descargar factura ', '')
    const downloading = page.waitForEvent('download')
    await link.click()
    const invoice = await readFile((await (await downloading).path())!)

    // The QR holds the validation address; the test opens it on this server.
    const url = new URL((await pdfQrText(new Uint8Array(invoice)))!)
    expect(url.pathname).toMatch(/^\/document-validation\/([0-9A-Z]{4}-){4}[0-9A-Z]{4}$/)
    await page.goto(url.pathname)
    await expect(page.getByRole('heading', { level: 2, name: 'Documento auténtico' })).toBeVisible()
    await expect(page.getByText(new RegExp(`^Factura ${number}, expedido por .+ el \\d`))).toBeVisible()
    await expect(page.getByText('Expedido a: L. M. E.')).toBeVisible()
    const again = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Descargar el documento (PDF)' }).click()
    expect((await readFile((await (await again).path())!)).equals(invoice)).toBe(true)

    await page.goto('/content-verification')
    const tampered = Buffer.from(invoice)
    tampered[tampered.length >> 1]! ^= 1
    const file = page.getByLabel('Archivo del documento')
    const verify = page.getByRole('button', { name: 'Verificar el archivo' })
    await file.setInputFiles({ name: `${number}.pdf`, mimeType: 'application/pdf', buffer: tampered })
    await verify.click()
    await expect(page.getByTestId('verification-result')).toContainText(
      'Este archivo no coincide con ningún documento expedido por el colegio: puede haber sido alterado.',
    )
    await file.setInputFiles({ name: `${number}.pdf`, mimeType: 'application/pdf', buffer: invoice })
    await verify.click()
    await expect(page.getByTestId('verification-result')).toContainText(
      /Este archivo es exactamente el documento expedido el \d/,
    )
  })
})
