import { expect, test } from '@playwright/test'
import { demoCollegiate, expectNoAxeViolations, signInBrowser } from './support'

test.describe('subscriptions, consents and collegiate documents', () => {
  test('the collegiate changes a subscription and a consent, reloads and finds them kept', async ({
    page,
  }) => {
    await signInBrowser(page.context(), demoCollegiate)
    await page.goto('/subscriptions')
    await expect(page.getByRole('heading', { level: 1, name: 'Suscripciones' })).toBeVisible()
    const menu = page.getByRole('navigation', { name: 'Menú del área privada' })
    await expect(menu.getByRole('link', { name: 'Suscripciones' })).toHaveAttribute('aria-current', 'page')

    const emails = page.getByRole('region', { name: 'Correos que recibes' })
    const consents = page.getByRole('region', { name: 'Consentimientos' })
    const events = emails.getByRole('switch', { name: 'Nuevos eventos' })
    const images = consents.getByRole('switch', { name: 'Doy mi consentimiento: Imagen en eventos' })
    const eventsBefore = await events.isChecked()
    const imagesBefore = await images.isChecked()
    // Required consents are shown, not switched.
    await expect(consents.getByText('Registro público de colegiados')).toBeVisible()
    await expect(consents.getByRole('switch', { name: /Registro público/ })).toHaveCount(0)

    const flip = async (subscribed: boolean, granted: boolean) => {
      if ((await events.isChecked()) !== subscribed) await events.click()
      await emails.getByRole('button', { name: 'Guardar las suscripciones' }).click()
      await expect(
        page.getByRole('status').filter({ hasText: 'Se han guardado tus suscripciones.' }),
      ).toBeVisible()
      if ((await images.isChecked()) !== granted) await images.click()
      await consents.getByRole('button', { name: 'Guardar los consentimientos' }).click()
      await expect(
        page.getByRole('status').filter({ hasText: 'Se han guardado tus consentimientos.' }),
      ).toBeVisible()
    }

    try {
      await flip(!eventsBefore, !imagesBefore)
      await page.reload()
      await expect(events).toBeChecked({ checked: !eventsBefore })
      await expect(images).toBeChecked({ checked: !imagesBefore })
      await consents.getByRole('button', { name: 'Ver el historial' }).click()
      const history = consents.getByRole('table', { name: /Tus decisiones sobre los consentimientos/ })
      await expect(history.getByRole('row').nth(1)).toContainText('Imagen en eventos')
      await expect(history.getByRole('row').nth(1)).toContainText(imagesBefore ? 'Retirado' : 'Dado')
      await expectNoAxeViolations(page)
    } finally {
      await page.reload()
      await flip(eventsBefore, imagesBefore)
    }
  })

  test('/collegiate-documents shows the checklist of the collegiate file', async ({ page }) => {
    await signInBrowser(page.context(), demoCollegiate)
    await page.goto('/my-documents')
    await page.getByRole('link', { name: 'Ver qué documentos necesita tu expediente colegial' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Documentación colegial' })).toBeVisible()
    const checklist = page.getByRole('region', { name: 'Documentos de tu expediente' })
    await expect(checklist.getByRole('heading', { level: 3 })).toHaveText([
      'DNI o NIE',
      'Título académico',
      'Orden de domiciliación SEPA',
    ])
    await expect(checklist.getByRole('status')).toContainText(
      /Documentos pendientes: \d de 3|todos los documentos/,
    )
    // The mandate's signed copy is sent on /sepa, never as a loose attachment.
    const sepa = checklist.getByRole('listitem').filter({ hasText: 'Orden de domiciliación SEPA' })
    await expect(sepa.getByRole('link', { name: /página SEPA/ })).toHaveAttribute('href', '/sepa')
    await expect(sepa.getByRole('button')).toHaveCount(0)
    const diploma = checklist.getByRole('listitem').filter({ hasText: 'Título académico' })
    await diploma.getByRole('button', { name: /Título académico/ }).click()
    const upload = page.getByRole('region', { name: 'Documentos adjuntos' })
    await expect(upload.getByLabel('Tipo de documento')).toHaveValue('diploma')
    await expect(upload.getByLabel('Archivo')).toBeFocused()
  })
})
