import { expect, test, type Locator, type Page } from '@playwright/test'
import { chunkReloadIntervalMs, chunkReloadStorageKey } from '../../lib/client/chunk-reload'
import { expectNoAxeViolations, pathAndQuery, waitForHydration } from './support'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true })
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
const statementTitle = 'Declaración de accesibilidad'

/** Navigates as the app does from code (`router.push`), for addresses no link on the demo site points to. */
const routerPush = (page: Page, href: string) =>
  page.evaluate((target) => {
    ;(window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(target)
  }, href)

/** Where an element is, relative to the viewport and to the bottom of the site header. */
const placement = (target: Locator) =>
  target.evaluate((element) => ({
    top: element.getBoundingClientRect().top,
    headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
  }))

async function expectShownBelowHeader(target: Locator) {
  await expect(target).toBeInViewport()
  const { top, headerBottom } = await placement(target)
  expect(top, 'distance from the top of the viewport').toBeGreaterThanOrEqual(0)
  expect(top, 'distance from the top of the viewport').toBeLessThan(100)
  expect(top, 'not under the header').toBeGreaterThanOrEqual(headerBottom)
}

test.describe('scrolling', () => {
  test('a link followed from the bottom of a long page shows the new page from the top; Back returns to where the visitor was', async ({
    page,
  }) => {
    await page.goto('/accessibility')
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const bottom = await scrollY(page)
    expect(bottom).toBeGreaterThan(1000)

    await footerLink(page, 'Aviso legal').click()
    await expect(heading(page)).toHaveText('Aviso legal')
    await expect.poll(() => scrollY(page)).toBe(0)
    await expect(page.getByRole('banner')).toBeInViewport({ ratio: 1 })

    await page.goBack()
    await expect(heading(page)).toHaveText(statementTitle)
    await expect.poll(() => scrollY(page)).toBe(bottom)

    await page.goForward()
    await expect(heading(page)).toHaveText('Aviso legal')
    await expect.poll(() => scrollY(page)).toBe(0)
  })

  test('a link to a section of another page shows that section below the header', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await routerPush(page, '/accessibility#feedback-form')
    await expect(heading(page)).toHaveText(statementTitle)
    await expect(page).toHaveURL('/accessibility#feedback-form')
    await expectShownBelowHeader(page.locator('#feedback-form'))
  })

  test('a link to a section of the same page, and an address with a section, show that section', async ({
    page,
  }) => {
    await page.goto('/accessibility')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Ir al formulario de comunicaciones' }).click()
    await expect(page).toHaveURL('/accessibility#feedback-form')
    await expectShownBelowHeader(page.locator('#feedback-form'))

    await page.goto('/el-colegio')
    await page.goto('/accessibility#feedback-form')
    await expectShownBelowHeader(page.locator('#feedback-form'))
  })
})

test.describe('page fade', () => {
  const animation = (page: Page) =>
    page.locator('.page-transition').evaluate((element) => {
      const style = getComputedStyle(element)
      return `${style.animationName} ${style.animationDuration}`
    })

  test('a page reached by a link fades in for 0.5 s; the first page shown does not', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    expect(await animation(page)).toBe('none 0s')

    await footerLink(page, 'Aviso legal').click()
    await expect(heading(page)).toHaveText('Aviso legal')
    expect(await animation(page)).toBe('page-fade-in 0.5s')
  })

  test('nothing fades when the visitor asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await waitForHydration(page)
    await footerLink(page, 'Aviso legal').click()
    await expect(heading(page)).toHaveText('Aviso legal')
    expect((await animation(page)).split(' ')[0]).toBe('none')
  })
})

test.describe('progress bar', () => {
  /** Records every phase the bar goes through from now on. */
  interface ProgressRecord {
    phases: string[]
    /** For each time the bar started loading: how long after the first click on the page. */
    shownAfterMs: number[]
    clickedAt?: number
  }

  async function recordPhases(page: Page): Promise<() => Promise<ProgressRecord>> {
    await page.evaluate(() => {
      const bar = document.querySelector('.navigation-progress')!
      const record: ProgressRecord = { phases: [], shownAfterMs: [] }
      ;(window as unknown as { progressRecord: ProgressRecord }).progressRecord = record
      document.addEventListener('click', () => (record.clickedAt ??= performance.now()), { capture: true })
      new MutationObserver(() => {
        const phase = bar.getAttribute('data-phase') ?? ''
        record.phases.push(phase)
        if (phase === 'loading' && record.clickedAt !== undefined) {
          record.shownAfterMs.push(performance.now() - record.clickedAt)
        }
      }).observe(bar, { attributeFilter: ['data-phase'] })
    })
    return () => page.evaluate(() => (window as unknown as { progressRecord: ProgressRecord }).progressRecord)
  }

  test('shows at the top for a slow navigation, then completes and hides', async ({ page }) => {
    // Every request for the next page's data (prefetches too) answers 1.5 s late.
    await page.route(
      (url) => url.pathname === '/aviso-legal',
      async (route) => {
        if (route.request().headers()['rsc']) await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.fallback()
      },
    )
    await page.goto('/')
    await waitForHydration(page)
    const phases = await recordPhases(page)
    const bar = page.locator('.navigation-progress')
    await expect(bar).toHaveAttribute('aria-hidden', 'true')

    await footerLink(page, 'Aviso legal').click()
    await expect(bar).toHaveAttribute('data-phase', 'loading')
    const shown = await bar.evaluate((element) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return { position: style.position, opacity: style.opacity, top: box.top, height: box.height }
    })
    expect(shown).toEqual({ position: 'fixed', opacity: '1', top: 0, height: 3 })

    await expect(heading(page)).toHaveText('Aviso legal')
    await expect(bar).toHaveAttribute('data-phase', 'idle')
    const { phases: seen, shownAfterMs } = await phases()
    expect(seen).toEqual(['idle', 'loading', 'done', 'idle'])
    expect(shownAfterMs[0]).toBeGreaterThanOrEqual(200)
  })

  test('does not show in the first 200 ms, so a fast navigation never shows it', async ({ page }) => {
    await page.goto('/aviso-legal') // rendered and cached on the server
    await page.goto('/')
    await waitForHydration(page)
    await footerLink(page, 'Aviso legal').scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle') // the link's prefetch is done
    const phases = await recordPhases(page)

    await footerLink(page, 'Aviso legal').click()
    await expect(heading(page)).toHaveText('Aviso legal')
    await page.waitForTimeout(400)
    // A busy machine can make this navigation itself slower than 200 ms: then the bar may show, but never sooner.
    const { shownAfterMs } = await phases()
    for (const delay of shownAfterMs) expect(delay).toBeGreaterThanOrEqual(200)
    await expect(page.locator('.navigation-progress')).toHaveAttribute('data-phase', 'idle')
  })
})

test.describe('a chunk that fails to load', () => {
  /** Follows the documents the tab loads, and can fail the app's chunks the current one has not loaded yet. */
  function watchTab(page: Page) {
    const documents: string[] = []
    let chunks = new Set<string>()
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        documents.push(pathAndQuery(request.url()))
        chunks = new Set()
      } else if (new URL(request.url()).pathname.startsWith('/_next/static/')) {
        chunks.add(request.url())
      }
    })
    return {
      documents,
      /** Until another document loads, as after a deployment: the new chunks this one asks for fail. */
      async failNewChunks() {
        const known = new Set(chunks)
        const document = documents.length
        await page.route('**/_next/static/**', (route) =>
          documents.length === document && !known.has(route.request().url())
            ? route.abort()
            : route.fallback(),
        )
      },
    }
  }

  test('reloads the page once, and within 60 s shows the error page instead of reloading again', async ({
    page,
  }) => {
    const tab = watchTab(page)
    await page.goto('/')
    await waitForHydration(page)
    await tab.failNewChunks()

    // The statement's form is in a chunk of its own, loaded only there.
    await footerLink(page, 'Accesibilidad').click()
    await expect(heading(page)).toHaveText(statementTitle)
    await expect.poll(() => tab.documents).toEqual(['/', '/accessibility'])
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: 'Enviar' })).toBeVisible()

    await page.goto('/')
    await waitForHydration(page)
    await tab.failNewChunks()
    await footerLink(page, 'Accesibilidad').click()
    await expect(heading(page)).toHaveText('Algo ha fallado')
    await expect(page).toHaveURL('/accessibility')
    await page.waitForTimeout(500)
    expect(tab.documents).toEqual(['/', '/accessibility', '/'])
    await expectNoAxeViolations(page)
  })

  test('reloads again once 60 s have passed since the last reload', async ({ page }) => {
    const tab = watchTab(page)
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(
      ([key, interval]) => sessionStorage.setItem(key, String(Date.now() - interval - 1000)),
      [chunkReloadStorageKey, chunkReloadIntervalMs] as const,
    )
    await tab.failNewChunks()

    await footerLink(page, 'Accesibilidad').click()
    await expect(heading(page)).toHaveText(statementTitle)
    await expect.poll(() => tab.documents).toEqual(['/', '/accessibility'])
  })
})
