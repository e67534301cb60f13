import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { demoCollegiate, demoPrecollegiate, signInBrowser, waitForHydration } from './support'

interface StoredProfile {
  main: { phone1: string; phone2: string | null; gender: string | null; nationality: string }
  economic: { iban: string }
  professional: Record<string, string | null>
}

/** A bearer token of the demo collegiate, to read the profile before the test and put it back after. */
async function bearer(request: APIRequestContext) {
  const response = await request.post('/api/auth/jwt/login', {
    form: { username: demoCollegiate.email, password: demoCollegiate.password },
  })
  expect(response.status()).toBe(200)
  return { Authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` }
}

const successNotice = (page: Page) => page.locator('[data-notice-kind="success"]')
const errorNotice = (page: Page) => page.locator('[data-notice-kind="error"]')

/** A saved section: a notice says so and the focus goes to the section's heading (never back to the body). */
async function saved(page: Page, heading: string) {
  await expect(successNotice(page)).toHaveText('Se han guardado los cambios.')
  await expect(page.locator(heading)).toBeFocused()
}

/** The drawing of a Material icon, to tell which one a notice shows: production builds name none. */
function iconDrawing(name: string) {
  const source = readFileSync(`node_modules/@mui/icons-material/${name}.js`, 'utf8')
  return /\bd: "([^"]+)"/.exec(source)?.[1] ?? name
}

/** Colours as the browser computes them, and one of the theme's palette variables in the same form. */
const colours = (notice: Locator, variable: string) =>
  notice.evaluate((element, name) => {
    const probe = document.createElement('span')
    probe.style.color = `var(${name})`
    document.body.append(probe)
    const palette = getComputedStyle(probe).color
    probe.remove()
    const style = getComputedStyle(element)
    return { palette, border: style.borderTopColor, background: style.backgroundColor, text: style.color }
  }, variable)

/**
 * The focus ring of a control reached with the keyboard, against what surrounds it: the background of the
 * nearest ancestor that paints one (WCAG 2.2's 3:1 for focus indicators).
 */
async function focusRingContrast(control: Locator) {
  await control.focus()
  await control.press('Shift+Tab')
  await control.page().keyboard.press('Tab')
  await expect(control).toBeFocused()
  return control.evaluate((element) => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
        const v = value / 255
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    let surroundings = 'rgb(255, 255, 255)'
    for (let node = element.parentElement; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor
      const alpha = channels(background)[3]
      if (alpha === undefined || alpha > 0) {
        surroundings = background
        break
      }
    }
    const style = getComputedStyle(element)
    const first = luminance(style.outlineColor)
    const second = luminance(surroundings)
    const [lighter, darker] = first > second ? [first, second] : [second, first]
    return {
      visible: element.matches(':focus-visible') && style.outlineStyle === 'solid',
      width: Number.parseFloat(style.outlineWidth),
      ratio: (lighter + 0.05) / (darker + 0.05),
    }
  })
}

test.describe('profile', () => {
  test('the collegiate edits each section, fixes an invalid IBAN, and finds the data kept after a reload', async ({
    page,
    request,
  }) => {
    // Every section saved, a reload and a second language: about 25 s on two busy cores.
    test.setTimeout(60_000)
    const headers = await bearer(request)
    const original = (await (
      await request.get('/api/public/collegiates', { headers })
    ).json()) as StoredProfile
    try {
      await signInBrowser(page.context(), demoCollegiate)
      await page.goto('/profile#economic')
      await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible()
      const menu = page.getByRole('navigation', { name: 'Menú del área privada' })
      await expect(menu.getByRole('link', { name: 'Datos económicos' })).toHaveAttribute(
        'href',
        '/profile#economic',
      )
      const main = page.locator('#main')
      const economic = page.locator('#economic')
      const professional = page.locator('#proffesional')

      // Focus shows at 3:1 or more on a link of the side menu and on a green button.
      for (const control of [
        menu.getByRole('link', { name: 'Datos económicos' }),
        main.getByRole('button', { name: 'Guardar' }),
      ]) {
        const ring = await focusRingContrast(control)
        expect(ring.visible).toBe(true)
        expect(ring.width).toBeGreaterThanOrEqual(2)
        expect(ring.ratio).toBeGreaterThanOrEqual(3)
      }

      await main.getByRole('textbox', { name: 'Segundo teléfono' }).fill('911 23 45 67')
      await main.getByRole('button', { name: 'Guardar' }).click()
      await saved(page, '#main-form-title')
      const success = successNotice(page)
      await expect(success).toHaveRole('status')
      await expect(success.locator('.MuiAlert-icon svg path')).toHaveAttribute(
        'd',
        iconDrawing('CheckCircleOutlineOutlined'),
      )
      const successColours = await colours(success, '--mui-palette-secondary-main')
      expect(successColours.border).toBe(successColours.palette)

      // A failed save, on a phone: a red notice that stays, takes the focus and leaves no word of the success.
      await page.setViewportSize({ width: 375, height: 667 })
      await page.route('**/api/public/collegiates', (route) =>
        route.request().method() === 'PATCH' ? route.abort('failed') : route.fallback(),
      )
      const economicSave = economic.getByRole('button', { name: 'Guardar' })
      await economicSave.click()
      const failure = errorNotice(page)
      await expect(failure).toContainText('No hay conexión con el servidor.')
      await expect(failure).toHaveRole('alert')
      await expect(failure).toBeFocused()
      await expect(failure.locator('.MuiAlert-icon svg path')).toHaveAttribute(
        'd',
        iconDrawing('ErrorOutlineOutlined'),
      )
      await expect(successNotice(page)).toHaveCount(0)
      const failureColours = await colours(failure, '--mui-palette-error-main')
      expect(failureColours.background).toBe(failureColours.palette)
      expect(failureColours.text).toBe('rgb(255, 255, 255)')
      // The button to send again can be brought into view above the notice.
      const [button, bar] = await Promise.all([
        economicSave.evaluate((element) => {
          element.scrollIntoView({ block: 'nearest' })
          return element.getBoundingClientRect().bottom
        }),
        failure.evaluate((element) => element.getBoundingClientRect().top),
      ])
      expect(button).toBeLessThanOrEqual(bar)
      await page.waitForTimeout(6000)
      await expect(failure).toBeVisible()
      await failure.getByRole('button', { name: 'Cerrar el aviso' }).click()
      await expect(failure).toHaveCount(0)
      await expect(economicSave).toBeFocused()
      await page.unroute('**/api/public/collegiates')
      await page.setViewportSize({ width: 1280, height: 720 })

      const iban = economic.getByRole('textbox', { name: 'IBAN' })
      await expect(iban).toHaveValue(/^[A-Z]{2}\d{2}( \w{4})+/)
      await iban.fill('ES91 2100 0418 4502 0005 1333')
      await economic.getByRole('button', { name: 'Guardar' }).click()
      await expect(economic.getByText('El IBAN no es válido')).toBeVisible()
      await iban.fill('ES68 2100 0418 0002 0005 1332')
      await economic.getByRole('button', { name: 'Guardar' }).click()
      await expect(economic.getByText('Los dígitos de control de la cuenta no coinciden.')).toBeVisible()
      await expect(iban).toBeFocused()
      await iban.fill('ES79 2100 0813 6101 2345 6789')
      await economic.getByRole('button', { name: 'Guardar' }).click()
      await saved(page, '#economic-form-title')
      await expect(economic.getByRole('table', { name: 'Descuentos' })).toContainText(/10\s%/)

      await professional
        .getByRole('textbox', { name: 'Centro de trabajo', exact: true })
        .fill('Centro de Salud Las Tablas')
      await professional.getByRole('button', { name: 'Guardar' }).click()
      await saved(page, '#academic-form-title')
      // The success notice hides by itself after 5 s.
      const shownAt = Date.now()
      await expect(successNotice(page)).toHaveCount(0, { timeout: 10_000 })
      expect(Date.now() - shownAt).toBeGreaterThan(4000)

      await page.reload()
      await expect(main.getByRole('textbox', { name: 'Segundo teléfono' })).toHaveValue('911234567')
      await expect(iban).toHaveValue('ES79 2100 0813 6101 2345 6789')
      await expect(professional.getByRole('textbox', { name: 'Centro de trabajo', exact: true })).toHaveValue(
        'Centro de Salud Las Tablas',
      )

      // The same check in Basque: the message comes in the page language.
      await page.goto('/eu/profile#economic')
      // The form is in the HTML now, before its script: a click before hydration would post it natively.
      await waitForHydration(page)
      const ibanEu = page.locator('#economic').getByRole('textbox', { name: 'IBAN' })
      await ibanEu.fill('ES6821000418000200051332')
      await page.locator('#economic').getByRole('button', { name: 'Gorde' }).click()
      await expect(page.getByText('Kontuaren kontrol-digituak ez datoz bat.')).toBeVisible()
    } finally {
      const restored = await request.patch('/api/public/collegiates', {
        headers,
        data: { main: original.main, economic: original.economic, professional: original.professional },
      })
      expect(restored.status()).toBe(200)
    }
  })

  test('the pre-collegiate has personal and academic data only, in Catalan', async ({ page }) => {
    await signInBrowser(page.context(), demoPrecollegiate)
    await page.goto('/ca/profile')
    await expect(page.getByRole('heading', { level: 2, name: 'Dades acadèmiques' })).toBeVisible()
    await expect(page.locator('#economic')).toHaveCount(0)
    const academic = page.locator('#proffesional')
    await expect(academic.getByRole('checkbox', { name: 'Cures generals' })).toBeChecked()
    await expect(academic.getByRole('textbox', { name: /Targeta Professional Europea/ })).toHaveCount(0)
    const main = page.locator('#main')
    await main.getByRole('textbox', { name: 'Codi postal' }).fill('28001')
    await main.getByRole('button', { name: 'Desar' }).click()
    await expect(main.getByText('El codi postal no correspon a la província triada.')).toBeVisible()
  })
})
