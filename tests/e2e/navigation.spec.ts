import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support'

test.use({ viewport: { width: 1280, height: 600 } })

const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true })

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100)
}

/** Whether the element's top is inside the viewport. */
const inViewport = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const { top } = element.getBoundingClientRect()
    return top >= 0 && top < window.innerHeight
  })

test.describe('a failed chunk load', () => {
  test('reloads the page once, and not a second time within 60 s', async ({ page }) => {
    let documentLoads = 0
    page.on('load', () => (documentLoads += 1))
    const loaded = new Set<string>()
    page.on('requestfinished', (request) => loaded.add(request.url()))
    await page.goto('/el-colegio')
    await waitForHydration(page)
    // From now on the code of pages not visited yet cannot be loaded, as after a new version was deployed.
    await page.route('**/_next/static/**', (route) =>
      loaded.has(route.request().url()) ? route.continue() : route.abort(),
    )

    await footerLink(page, 'Accesibilidad').click()
    await expect.poll(() => documentLoads).toBe(2)
    await waitForHydration(page)

    await footerLink(page, 'Accesibilidad').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Algo ha fallado')
    expect(documentLoads).toBe(2)
  })
})

test.describe('scrolling', () => {
  test('a new page starts at the top, and going back returns where the visitor was', async ({ page }) => {
    await page.goto('/el-colegio')
    await waitForHydration(page)
    await scrollToBottom(page)
    const bottom = await scrollY(page)

    await footerLink(page, 'Accesibilidad').click()
    await expect(page).toHaveURL('/accessibility')
    await expect.poll(() => scrollY(page)).toBe(0)

    await page.goBack()
    await expect(page).toHaveURL('/el-colegio')
    await expect.poll(() => scrollY(page)).toBe(bottom)
  })

  test('an address with an anchor opens at the anchor', async ({ page }) => {
    await page.goto('/accessibility#feedback-form')
    await waitForHydration(page)
    expect(await inViewport(page, '#feedback-form')).toBe(true)
  })

  test('a link to an anchor on the same page scrolls to it', async ({ page }) => {
    await page.goto('/accessibility')
    await waitForHydration(page)
    expect(await inViewport(page, '#feedback-form')).toBe(false)
    await page.locator('main a[href="#feedback-form"]').click()
    await expect.poll(() => inViewport(page, '#feedback-form')).toBe(true)
  })

  test('a client-side navigation to another page with an anchor lands on the anchor', async ({ page }) => {
    await page.goto('/el-colegio')
    await waitForHydration(page)
    // What any in-portal link with an anchor does: a client-side navigation through Next's router.
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(
        '/accessibility#feedback-form',
      ),
    )
    await expect(page).toHaveURL('/accessibility#feedback-form')
    await expect.poll(() => inViewport(page, '#feedback-form')).toBe(true)
  })
})

/** Records every phase the progress bar goes through. */
async function recordProgressPhases(page: Page) {
  await page.evaluate(() => {
    const bar = document.querySelector('.navigation-progress')!
    const phases: string[] = []
    ;(window as unknown as { progressPhases: string[] }).progressPhases = phases
    new MutationObserver(() => phases.push(bar.getAttribute('data-phase') ?? '')).observe(bar, {
      attributeFilter: ['data-phase'],
    })
  })
  return () => page.evaluate(() => (window as unknown as { progressPhases: string[] }).progressPhases)
}

test.describe('the progress bar', () => {
  test('shows while a slow navigation loads, then fills and goes', async ({ page }) => {
    await page.route(/[?&]_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.goto('/el-colegio')
    await waitForHydration(page)
    const phases = await recordProgressPhases(page)
    await footerLink(page, 'Accesibilidad').click()
    await expect(page.locator('.navigation-progress')).toHaveAttribute('data-phase', 'running')
    await expect(page).toHaveURL('/accessibility')
    await expect(page.locator('.navigation-progress')).toHaveAttribute('data-phase', 'idle')
    expect(await phases()).toEqual(['running', 'finishing', 'idle'])
  })

  test('does not show for a navigation quicker than 200 ms', async ({ page }) => {
    await page.goto('/el-colegio')
    await waitForHydration(page)
    // Links in view are prefetched, so following one is near instant.
    await footerLink(page, 'Aviso legal').scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    const phases = await recordProgressPhases(page)
    await footerLink(page, 'Aviso legal').click()
    await expect(page).toHaveURL('/aviso-legal')
    await page.waitForTimeout(400)
    expect(await phases()).toEqual([])
  })
})

test.describe('the page transition', () => {
  const animation = (page: Page) =>
    page.locator('.page-transition').evaluate((element) => getComputedStyle(element).animationName)

  test('fades pages in after client-side navigations only', async ({ page }) => {
    await page.goto('/el-colegio')
    await waitForHydration(page)
    expect(await animation(page)).toBe('none')
    await footerLink(page, 'Accesibilidad').click()
    await expect(page).toHaveURL('/accessibility')
    expect(await animation(page)).toBe('portal-fade-in')
    expect(
      await page
        .locator('.page-transition')
        .evaluate((element) => getComputedStyle(element).animationDuration),
    ).toBe('0.5s')
  })

  test('does not move for visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/el-colegio')
    await waitForHydration(page)
    await footerLink(page, 'Accesibilidad').click()
    await expect(page).toHaveURL('/accessibility')
    expect(await animation(page)).toBe('none')
  })
})
