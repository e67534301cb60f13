import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { demoCollegiate, signInBrowser, waitForHydration } from './support'

test.describe('movements', () => {
  test('the collegiate filters by type and status, keeps the filters on reload and downloads an invoice', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await signInBrowser(page.context(), demoCollegiate)
    await page.goto('/my-movements')
    await expect(page.getByRole('heading', { level: 1, name: 'Mis movimientos' })).toBeVisible()
    const menu = page.getByRole('navigation', { name: 'Menú del área privada' })
    await expect(menu.getByRole('link', { name: 'Mis movimientos' })).toHaveAttribute('aria-current', 'page')
    const table = page.getByRole('table', { name: 'Movimientos económicos' })
    // The movements are in the HTML; the filters' form works as the page's own once it has hydrated.
    await expect(table.locator('tbody tr').first()).toBeVisible()
    await waitForHydration(page)

    await page.getByLabel('Tipo').selectOption({ label: 'Cuota' })
    await page.getByRole('checkbox', { name: 'Pagado', exact: true }).check()
    await page.getByRole('button', { name: 'Aplicar filtros' }).click()
    await expect(page).toHaveURL(/\/my-movements\?type=C&status=paid$/)
    const rows = table.locator('tbody tr')
    await expect(rows.first()).toBeVisible()
    await expect(rows.filter({ hasNotText: 'Pagado' })).toHaveCount(0)
    await expect(rows.filter({ hasText: /Impagado|Pendiente|Rechazado/ })).toHaveCount(0)
    await expect(rows.filter({ hasNotText: 'Cuota' })).toHaveCount(0)
    await expect(
      rows.filter({ hasText: /Cuota colegial del \d\.º trimestre de \d{4}/ }).first(),
    ).toBeVisible()
    const count = await rows.count()
    expect(count).toBeGreaterThan(1)

    await page.reload()
    await expect(page.getByRole('checkbox', { name: 'Pagado', exact: true })).toBeChecked()
    await expect(page.getByLabel('Tipo')).toHaveValue('C')
    await expect(rows).toHaveCount(count)

    const downloading = page.waitForEvent('download')
    await rows
      .first()
      .getByRole('link', { name: /^Descargar factura FAC-\d{4}-\d{6}$/ })
      .click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^FAC-\d{4}-\d{6}\.pdf$/)
    const bytes = await readFile((await download.path())!)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  test('an amount that is not positive is refused in the page language', async ({ page }) => {
    await signInBrowser(page.context(), demoCollegiate)
    await page.goto('/ca/my-movements')
    await expect(page.locator('main table tbody tr').first()).toBeAttached()
    await waitForHydration(page)
    const minimum = page.getByLabel('Import mínim (€)')
    await minimum.fill('-3')
    await page.getByRole('button', { name: 'Aplica els filtres' }).click()
    await expect(
      page.getByText(
        'Escriu un import més gran que zero, amb dos decimals com a màxim (per exemple, 25,50).',
      ),
    ).toBeVisible()
    await expect(minimum).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/ca\/my-movements$/)
  })
  test('dates stay in Basque once the page is interactive, in a browser without Basque data', async ({
    page,
  }) => {
    // Wide enough for the table; narrower windows list the movements as cards.
    await page.setViewportSize({ width: 1366, height: 900 })
    await signInBrowser(page.context(), demoCollegiate)
    await page.goto('/eu/my-movements')
    const firstRow = page.locator('main table tbody tr').first()
    await expect(firstRow).toBeVisible()
    // CLDR's medium Basque date: 2026(e)ko mar. 1(a); the Spanish one would read 1 mar 2026.
    await expect(firstRow).toContainText(/\d{4}\(e\)ko [a-z]{3}\. \d{1,2}\(a\)/)
  })
})
