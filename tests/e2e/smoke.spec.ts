import { expect, test } from '@playwright/test'

test('the home page renders in Spanish at /', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenida al Colegio Oficial Demo')
})
