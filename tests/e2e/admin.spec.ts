import { expect, test } from '@playwright/test'
import { demoCollegiate, demoStaff, expectNoAxeViolations, signInBrowser } from './support'

test.describe('the back-office frame', () => {
  test('a visitor is sent to sign in, and comes back to /admin', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/)
  })

  test('a collegiate is told they have no permission', async ({ page }) => {
    await signInBrowser(page.context(), demoCollegiate)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/no-permission$/)
  })

  test('staff get the back-office in their language, and switch to Basque', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await signInBrowser(page.context(), demoStaff)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Gestión del Colegio' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expectNoAxeViolations(page)

    // Each count of what waits leads to its list, inside the back-office.
    await page.getByRole('link', { name: /Solicitudes de colegiación por resolver/ }).click()
    await expect(page).toHaveURL(/\/admin\/registrations$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Solicitudes de colegiación')
    await page.getByRole('menuitem', { name: 'Panel de control' }).click()

    await page.getByRole('button', { name: 'Español' }).click()
    await page.getByRole('menuitem', { name: 'Euskara' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Elkargoaren kudeaketa' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'eu')
    expect(errors).toEqual([])
  })
})
