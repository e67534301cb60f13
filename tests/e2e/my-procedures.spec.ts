import { expect, test } from '@playwright/test'
import { demoCollegiate, demoPrecollegiate, signInBrowser } from './support'

test.describe('my loans and procedures', () => {
  test('the collegiate sees the overdue loan on /my-resources and opens a legal advice application’s history', async ({
    page,
  }) => {
    await signInBrowser(page.context(), demoCollegiate)
    await page.goto('/my-resources')
    await expect(page.getByRole('heading', { level: 1, name: 'Mis préstamos' })).toBeVisible()
    const current = page.getByRole('region', { name: 'Préstamos en curso' })
    await expect(current.getByRole('listitem')).toHaveCount(2)
    await expect(current.getByRole('alert')).toHaveText(/Con retraso de 8 días/)
    const history = page.getByRole('table', { name: /Préstamos devueltos y cancelados/ })
    await expect(history.getByRole('row')).toHaveCount(3)

    const menu = page.getByRole('navigation', { name: 'Menú del área privada' })
    await menu.getByRole('link', { name: 'Asesoría jurídica' }).click()
    await expect(page).toHaveURL(/\/generic-procedures-profile\?type=legal-advice$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis trámites: Asesoría jurídica')
    await expect(page.getByRole('table', { name: /Tus solicitudes de Asesoría jurídica/ })).toContainText(
      'Aceptada',
    )
    await expect(page.getByRole('heading', { name: 'Tus solicitudes de colegiación' })).toBeVisible()
    // The registration's history, with what the association said at each step.
    const registration = page.getByRole('table', { name: 'Solicitudes a los procedimientos de alta' })
    await expect(registration.getByRole('listitem')).toHaveCount(3)
    await expect(registration).toContainText('Envíe una copia compulsada del título.')
    await page.getByRole('link', { name: 'Ver historial de AJ-DEMO-000101' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitud' })).toBeVisible()
    const log = page.getByRole('region', { name: 'Historial de la solicitud' }).getByRole('listitem')
    await expect(log).toHaveCount(4)
    await expect(log.last()).toContainText('Aceptada')
    await expect(log.nth(2)).toContainText('Adjunte las facturas')
    await page.getByRole('link', { name: 'Todas tus solicitudes de Asesoría jurídica' }).click()
    await expect(page).toHaveURL(/\/generic-procedures-profile\?type=legal-advice$/)
  })

  test('the pre-collegiate sees its other-procedures application', async ({ page }) => {
    await signInBrowser(page.context(), demoPrecollegiate)
    await page.goto('/generic-procedures-profile?type=other-procedures')
    const list = page.getByRole('table', { name: /Tus solicitudes de Otros trámites/ })
    await expect(list).toContainText('OT-DEMO-000103')
    await expect(list).toContainText('Recibida')
    await page.goto('/generic-procedures-profile?type=legal-advice')
    await expect(page.getByText('No tienes solicitudes de Asesoría jurídica.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Tus solicitudes de colegiación' })).toHaveCount(0)
  })
})
