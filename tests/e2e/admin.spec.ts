import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { viewports } from './demo-content'
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

    // The list exports what it shows, named and worded in Spanish.
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Exportar' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^solicitudes-de-colegiacion-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile(await download.path(), 'utf8')
    expect(csv).toMatch(/^\uFEFFCódigo;Solicitante;Correo electrónico;Procedimiento;Tipo de alta;Estado;/)
    expect(csv.split('\r\n').length).toBeGreaterThan(2)

    await page.getByRole('menuitem', { name: 'Panel de control' }).click()

    await page.getByRole('button', { name: 'Español' }).click()
    await page.getByRole('menuitem', { name: 'Euskara' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Elkargoaren kudeaketa' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'eu')
    expect(errors).toEqual([])
  })

  test('the menu is in five groups, one open at a time, that fit a 1280-pixel screen', async ({ page }) => {
    await page.setViewportSize(viewports.desktop)
    await signInBrowser(page.context(), demoStaff)
    await page.goto('/admin')
    const menu = page.getByRole('menu', { name: 'Menú de la gestión' })
    const groups = menu.locator('[aria-expanded]')
    await expect(groups).toHaveText(['Contenido', 'Personas', 'Solicitudes', 'Dinero', 'Ajustes'])
    await expect(menu.getByRole('menuitem', { name: 'Noticias' })).toBeVisible()

    // From the keyboard: the group's heading opens it, and its screens follow it.
    const money = menu.getByRole('menuitem', { name: 'Dinero' })
    await money.focus()
    await page.keyboard.press('Enter')
    await expect(money).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('menuitem', { name: 'Noticias' })).toHaveCount(0)
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Movimientos' })).toBeFocused()

    // Whichever group is open, the whole menu is in the window, and nothing overflows sideways.
    for (let index = 0; index < 5; index++) {
      if ((await groups.nth(index).getAttribute('aria-expanded')) === 'false') await groups.nth(index).click()
      const box = (await menu.boundingBox())!
      expect(box.y + box.height, await groups.nth(index).innerText()).toBeLessThanOrEqual(
        viewports.desktop.height,
      )
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports.desktop.width,
    )
    await expectNoAxeViolations(page)
  })
})
