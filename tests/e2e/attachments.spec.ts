import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { demoCollegiate, demoPrecollegiate, expectNoAxeViolations, signInBrowser } from './support'

/** A small PDF: the server reads the type from the `%PDF-` at its start. */
const pdfBytes = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  )

test.describe('attachments', () => {
  test('the collegiate uploads a PDF on /my-documents, downloads it and removes it, in Spanish', async ({
    page,
  }) => {
    await signInBrowser(page.context(), demoCollegiate)
    await page.goto('/my-documents')
    await expect(page).toHaveTitle(/Mis documentos/)
    await expect(page.getByRole('heading', { level: 1, name: 'Mis documentos' })).toBeVisible()
    const section = page.getByRole('region', { name: 'Documentos adjuntos' })
    const menu = page.getByRole('navigation', { name: 'Menú del área privada' })
    await expect(menu.getByRole('link', { name: 'Mis documentos' })).toHaveAttribute('aria-current', 'page')

    const name = `titulo-${Date.now()}.pdf`
    const bytes = pdfBytes(name)
    await section.getByLabel('Archivo').setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes })
    await section.getByLabel('Tipo de documento').selectOption({ label: 'Título académico' })
    await section.getByRole('button', { name: 'Añadir el documento' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Se ha añadido ${name}.` })).toBeVisible()
    const item = section.getByRole('listitem').filter({ hasText: name })
    await expect(item).toContainText('Título académico')
    await expect(item).toContainText(/\d+ kB/)
    await expectNoAxeViolations(page)

    const downloading = page.waitForEvent('download')
    await item.getByRole('link', { name: `Descargar ${name}` }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(name)
    expect(Buffer.compare(await readFile((await download.path())!), bytes)).toBe(0)

    await item.getByRole('button', { name: `Eliminar ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: '¿Eliminar el documento?' })
    await expect(dialog).toContainText(`Se eliminará ${name}.`)
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(section.getByRole('listitem').filter({ hasText: name })).toHaveCount(0)
    await expect(section.getByRole('heading', { name: 'Tus documentos' })).toBeFocused()
    await expect(page.getByText(`Se ha eliminado ${name}.`)).toBeAttached()
  })

  test('a renamed file that is not a PDF is refused with the Spanish message, and the choice is kept', async ({
    page,
  }) => {
    await signInBrowser(page.context(), demoCollegiate)
    await page.goto('/my-documents')
    const section = page.getByRole('region', { name: 'Documentos adjuntos' })
    await expect(section.getByRole('heading', { name: 'Tus documentos' })).toBeVisible()
    const name = `falso-${Date.now()}.pdf`
    const file = section.getByLabel('Archivo')
    await file.setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ not a PDF at all'),
    })
    await section.getByLabel('Tipo de documento').selectOption({ label: 'Homologación del título' })
    await section.getByRole('button', { name: 'Añadir el documento' }).click()
    await expect(
      section.getByText(
        'Solo se admiten archivos PDF, JPEG o PNG. El contenido de este archivo no es de ninguno de esos tipos.',
      ),
    ).toBeVisible()
    await expect(file).toHaveAttribute('aria-invalid', 'true')
    expect(await file.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(name)
    await expect(section.getByLabel('Tipo de documento')).toHaveValue('homologation')
    await expect(section.getByRole('listitem').filter({ hasText: name })).toHaveCount(0)
  })

  test('the pre-collegiate uploads from /eu/profile#attachments and reads it in Basque', async ({ page }) => {
    await signInBrowser(page.context(), demoPrecollegiate)
    await page.goto('/eu/profile#attachments')
    const section = page.getByRole('region', { name: 'Erantsitako dokumentuak' })
    await expect(section.getByRole('heading', { name: 'Zure dokumentuak' })).toBeVisible()
    const menu = page.getByRole('navigation', { name: 'Eremu pribatuko menua' })
    await expect(menu.getByRole('link', { name: 'Eranskinak' })).toBeVisible()

    const name = `beste-${Date.now()}.pdf`
    await section
      .getByLabel('Fitxategia')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdfBytes(name) })
    await section.getByLabel('Dokumentu mota').selectOption({ label: 'Beste dokumentu bat' })
    await section.getByRole('button', { name: 'Gehitu dokumentua' }).click()
    await expect(page.getByRole('status').filter({ hasText: `${name} gehitu da.` })).toBeVisible()
    const item = section.getByRole('listitem').filter({ hasText: name })
    await expect(item).toContainText('Beste dokumentu bat')

    // Leaves the demo account as it found it.
    await item.getByRole('button', { name: `Ezabatu ${name}` }).click()
    await page
      .getByRole('dialog', { name: 'Dokumentua ezabatu nahi duzu?' })
      .getByRole('button', { name: 'Ezabatu', exact: true })
      .click()
    await expect(section.getByRole('listitem').filter({ hasText: name })).toHaveCount(0)
  })

  test('a pre-collegiate asking for /my-documents sees that they have no permission', async ({ page }) => {
    await signInBrowser(page.context(), demoPrecollegiate)
    await page.goto('/my-documents')
    expect(new URL(page.url()).pathname).toBe('/no-permission')
  })
})
