import { expect, test, type Locator, type Page } from '@playwright/test'
import { consentCookieName, parseConsent } from '../../lib/client/consent-record'
import { content, languages, viewports } from './demo-content'
import { expectNoAxeViolations, noCookieAnswer, waitForHydration } from './support'

// The demo seed sets no analytics id, so no choice may make the browser ask another host for anything. Loading the
// Google tag after consent, with an id, is covered by components/layout/cookie-consent.test.tsx.
test.use({ storageState: noCookieAnswer })

let otherHosts: string[] = []

test.beforeEach(({ page, baseURL }) => {
  otherHosts = []
  const own = new URL(baseURL!).host
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.host !== own) otherHosts.push(request.url())
  })
})

test.afterEach(() => {
  expect(otherHosts, 'requests to other hosts').toEqual([])
})

const day = 24 * 60 * 60 * 1000

async function storedAnswer(page: Page) {
  const cookie = (await page.context().cookies()).find(({ name }) => name === consentCookieName)
  if (!cookie) return null
  return {
    ...parseConsent(decodeURIComponent(cookie.value)),
    expiresInDays: (cookie.expires * 1000 - Date.now()) / day,
  }
}

/** Waits for the dialog to be shown and its fade-in to end, since axe measures contrast through the opacity. */
async function expectDialogOpen(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible()
  await page.waitForFunction(() => document.getAnimations().every(({ playState }) => playState !== 'running'))
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`${limit} presses of Tab did not reach ${target}`)
}

for (const lang of languages) {
  const { home, skipToContent, cookies: words } = content[lang]

  test.describe(`${lang}: cookie banner`, () => {
    test('works with the keyboard alone: reject from the banner, then allow analytics from the footer', async ({
      page,
    }) => {
      await page.goto(home)
      const banner = page.getByRole('region', { name: words.banner })
      await expect(banner).toBeVisible()
      await expect(page.locator('body'), 'the banner does not take the focus').toBeFocused()

      await page.keyboard.press('Tab')
      await expect(page.getByRole('link', { name: skipToContent })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(banner.getByRole('button', { name: words.acceptAll })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(banner.getByRole('button', { name: words.rejectAll })).toBeFocused()
      await page.keyboard.press('Enter')

      await expect(banner).toBeHidden()
      await expect(page.getByRole('main')).toBeFocused()
      expect(await storedAnswer(page)).toMatchObject({ analytics: false, functional: false })

      const settingsButton = page.getByRole('contentinfo').getByRole('button', { name: words.settingsButton })
      await tabTo(page, settingsButton)
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: words.dialog })
      await expect(dialog).toBeVisible()
      const analytics = dialog.getByRole('switch', { name: words.analytics })
      await expect(analytics).not.toBeChecked()
      await tabTo(page, analytics)
      await page.keyboard.press('Space')
      await expect(analytics).toBeChecked()
      await tabTo(page, dialog.getByRole('button', { name: words.save }))
      await page.keyboard.press('Enter')

      await expect(dialog).toBeHidden()
      await expect(settingsButton).toBeFocused()
      expect(await storedAnswer(page)).toMatchObject({ analytics: true, functional: false })
      await expect(banner).toBeHidden()
    })

    test('has no axe violations open, with its settings open, and once answered', async ({ page }) => {
      await page.setViewportSize(viewports.desktop)
      await page.goto(home)
      const banner = page.getByRole('region', { name: words.banner })
      await expect(banner).toBeVisible()
      await expectNoAxeViolations(page)

      await banner.getByRole('button', { name: words.configure, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: words.dialog })
      await expectDialogOpen(page, dialog)
      await expectNoAxeViolations(page)

      await dialog.getByRole('button', { name: words.rejectAll }).click()
      await expect(dialog).toBeHidden()
      await expect(banner).toBeHidden()
      await expectNoAxeViolations(page)
    })

    test(`covers under 30 % of a 375 × 667 screen, and its settings have no axe violations at ${viewports.mobile.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 667 })
      await page.goto(home)
      const box = await page.getByRole('region', { name: words.banner }).boundingBox()
      expect(box!.height, 'banner height').toBeLessThan(667 * 0.3)
      await page.setViewportSize(viewports.mobile)
      await page.getByRole('button', { name: words.configure, exact: true }).click()
      await expectDialogOpen(page, page.getByRole('dialog', { name: words.dialog }))
      await expectNoAxeViolations(page)
    })
  })
}

test.describe('cookie banner (Spanish)', () => {
  const words = content.es.cookies
  const banner = (page: Page) => page.getByRole('region', { name: words.banner })

  test('keeps the answer for a year, across reloads and languages', async ({ page }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: words.acceptAll }).click()
    await expect(banner(page)).toBeHidden()
    const answer = await storedAnswer(page)
    expect(answer).toMatchObject({ analytics: true, functional: true })
    expect(answer!.expiresInDays).toBeGreaterThan(364)
    expect(answer!.expiresInDays).toBeLessThanOrEqual(365)

    for (const path of ['/', '/el-colegio', content.en.home]) {
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.getByRole('region', { name: /cookies/i })).toHaveCount(0)
    }
  })

  test('Escape closes its settings without answering and returns to "Configure"', async ({ page }) => {
    await page.goto('/')
    const configure = banner(page).getByRole('button', { name: words.configure, exact: true })
    await configure.click()
    const dialog = page.getByRole('dialog', { name: words.dialog })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')

    await expect(dialog).toBeHidden()
    await expect(banner(page)).toBeVisible()
    await expect(configure).toBeFocused()
    expect(await storedAnswer(page)).toBeNull()
  })

  test(`leaves the focused element in view at ${viewports.mobile.width} px`, async ({ page }) => {
    await page.setViewportSize(viewports.mobile)
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    const settingsButton = page.getByRole('contentinfo').getByRole('button', { name: words.settingsButton })
    await tabTo(page, settingsButton)

    const bannerTop = (await banner(page).boundingBox())!.y
    const button = (await settingsButton.boundingBox())!
    expect(button.y + button.height).toBeLessThanOrEqual(bannerTop)
  })
})
