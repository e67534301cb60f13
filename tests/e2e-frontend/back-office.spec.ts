import { expect, test } from '@playwright/test'
import { onFake } from './support'

const staff = { email: 'personal@demo.colegio.example', password: 'Personal2026' }

test("/admin is the back end's back-office when it has one, else it says where staff work", async ({
  page,
  context,
}) => {
  if (onFake()) {
    await page.goto('/admin')
    await expect(
      page.getByRole('heading', { level: 1, name: 'La gestión se hace en las herramientas del colegio' }),
    ).toBeVisible()
    return
  }
  const login = await context.request.post('/api/auth/jwt/login', {
    form: { username: staff.email, password: staff.password },
    headers: { 'X-Session-Transport': 'cookie' },
  })
  expect(login.status(), 'sign-in through the front end').toBe(200)
  await page.goto('/admin')
  // The back-office's menu, filled from the back end's answers through the gateway.
  await expect(page.getByRole('menu').locator('a[href^="/admin/"]').first()).toBeVisible({ timeout: 20_000 })
})
