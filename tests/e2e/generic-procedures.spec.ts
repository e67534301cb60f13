import { expect, test } from '@playwright/test'
import { demoCollegiate, expectNoAxeViolations, signInBrowser } from './support'

/** A small PDF: the server reads the type from the `%PDF-` at its start. */
const pdfBytes = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`)

test.describe('generic procedures', () => {
  test('the collegiate files a legal advice request with an attachment and finds it in the list and its detail', async ({
    page,
  }) => {
    await signInBrowser(page.context(), demoCollegiate)
    await page.goto('/generic-procedure/consulta-asesoria-juridica')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Consulta a la asesoría jurídica' }),
    ).toBeVisible()
    const form = page.getByRole('form', { name: 'Presentar la solicitud' })

    // Unique per run: the demo collegiate keeps what earlier runs filed.
    const subject = `Guardias sin pagar ${Date.now()}`
    const filename = `contrato-${Date.now()}.pdf`
    await form.getByRole('button', { name: 'Enviar solicitud' }).click()
    await expect(form.getByRole('textbox', { name: /Hechos y consulta/ })).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    )
    await expectNoAxeViolations(page)
    await form.getByRole('textbox', { name: /Asunto/ }).fill(subject)
    await form
      .getByRole('textbox', { name: /Hechos y consulta/ })
      .fill('La clínica no me abona las guardias de fin de semana desde marzo.')
    await form.getByLabel('Fecha de los hechos').fill('2026-03-07')
    await form
      .getByLabel('Documentos relacionados')
      .setInputFiles({ name: filename, mimeType: 'application/pdf', buffer: pdfBytes(filename) })
    await form.getByRole('button', { name: 'Enviar solicitud' }).click()

    const received = page.getByRole('status').filter({ hasText: 'Hemos recibido tu solicitud' })
    await expect(received).toContainText(/Tu código de seguimiento es AJ-\d{4}-[0-9A-Z]{8}\./)
    const reference = /AJ-\d{4}-[0-9A-Z]{8}/.exec((await received.textContent()) ?? '')![0]
    await received.getByRole('link', { name: 'Ver mi solicitud' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Solicitud' })).toBeVisible()
    await expect(page.locator('main dl').first()).toContainText(reference)
    const answers = page.getByRole('region', { name: 'Datos de la solicitud' })
    await expect(answers).toContainText('La clínica no me abona las guardias')
    await expect(answers).toContainText('7 de marzo de 2026')
    const documents = page.getByRole('region', { name: 'Documentos enviados' })
    await expect(documents.getByRole('link', { name: `Descargar ${filename}` })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto('/generic-procedures-profile?type=legal-advice')
    const list = page.getByRole('table', { name: /Tus solicitudes de Asesoría jurídica/ })
    await expect(list.getByRole('row').filter({ hasText: subject })).toContainText('Recibida')
    await expect(list.getByRole('row').filter({ hasText: subject })).toContainText(reference)

    // The file is one of the collegiate's documents too: removed, so that runs do not fill the allowance.
    await page.goto('/my-documents')
    const item = page.getByRole('listitem').filter({ hasText: filename })
    await item.getByRole('button', { name: `Eliminar ${filename}` }).click()
    await page
      .getByRole('dialog', { name: '¿Eliminar el documento?' })
      .getByRole('button', { name: 'Eliminar', exact: true })
      .click()
    await expect(page.getByRole('listitem').filter({ hasText: filename })).toHaveCount(0)
  })

  test('a visitor reads the procedure in Catalan and is asked to sign in to apply', async ({ page }) => {
    await page.goto('/ca/generic-procedure/consulta-assessoria-juridica')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Consulta a l’assessoria jurídica' }),
    ).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Inicia la sessió' })).toHaveAttribute(
      'href',
      /\/ca\/login\?redirect=%2Fca%2Fgeneric-procedure%2Fconsulta-assessoria-juridica/,
    )
  })
})
