import { expect, test, type Page } from '@playwright/test'
import { signInBrowser, waitForHydration } from './support'

/**
 * The public pages, and a private one, look as they did: full-page screenshots at a phone's and a desktop's width,
 * compared with the committed ones (visual.spec.ts-snapshots). A change meant to be invisible (the shell's markup, how
 * its CSS is made) keeps them green; a change meant to be seen updates them in the same commit:
 * `npx playwright test --project=journeys-readonly tests/e2e/visual.spec.ts --update-snapshots`.
 * Dates come from the demo seed, relative to the day it ran, and the footer names the year: each date or range is written as one
 * fixed date before the screenshot, so that the text keeps its length.
 */
interface Shot {
  name: string
  path: string
  /** What says the page has drawn its live part (a CSS selector). */
  ready?: string
  /** Done before the screenshot. */
  act?: (page: Page) => Promise<void>
  /** Seen by the demo collegiate. */
  signedIn?: boolean
}

const submitEmpty = async (page: Page) => {
  await page.getByRole('main').locator('form [type="submit"]').click()
  await page.getByRole('main').locator('form [aria-invalid="true"]').first().waitFor()
}

const pages: Shot[] = [
  { name: 'home', path: '/' },
  { name: 'content-page', path: '/el-colegio' },
  { name: 'news-list', path: '/news' },
  // Its live enrolment part loads its code, then asks the API: the places it lists say it has rendered.
  { name: 'event-page', path: '/events/congreso-anual-del-colegio', ready: '[data-testid="event-places"]' },
  { name: 'jobs-list', path: '/jobs' },
  { name: 'resources', path: '/resources' },
  // The look-up pages draw their forms and answers without MUI (decision 0064).
  { name: 'document-validation', path: '/document-validation' },
  { name: 'document-validation-unknown-code', path: '/document-validation/0000-0000-0000-0000-0000' },
  { name: 'content-verification', path: '/content-verification' },
  { name: 'login', path: '/login' },
  // The account pages: asking for a link by e-mail, and choosing a new password (refused empty: its rules' list).
  { name: 'password-recovery', path: '/auth/password-recovery', ready: 'main form' },
  {
    name: 'new-password-refused',
    path: '/auth/reset-password?token=visual',
    ready: 'main form',
    act: submitEmpty,
  },
  // The complaint form is drawn after hydration (it reads its draft from the browser), then once refused empty.
  { name: 'complaints', path: '/complaints', ready: '#complaint-form-title' },
  {
    name: 'complaints-refused',
    path: '/complaints',
    ready: '#complaint-form-title',
    act: submitEmpty,
  },
  // The accessibility statement's feedback form, refused empty.
  { name: 'accessibility-refused', path: '/accessibility', ready: 'main form', act: submitEmpty },
  // The pre-collegiate registration's first step (the steps' bar from md up), then refused empty.
  { name: 'precollegiate', path: '/precollegiate', ready: '#registration-step-title' },
  {
    name: 'precollegiate-refused',
    path: '/precollegiate',
    ready: '#registration-step-title',
    act: submitEmpty,
  },
  // A procedure's page asks a visitor to sign in; a collegiate sees its form (text of several lines, a date, files;
  // a choice, a number and the payment's radios), refused empty.
  { name: 'procedure', path: '/generic-procedure/consulta-asesoria-juridica', ready: 'main section p a' },
  {
    name: 'procedure-form',
    path: '/generic-procedure/consulta-asesoria-juridica',
    ready: 'main form',
    signedIn: true,
    act: submitEmpty,
  },
  // A preview of a content page, under its banner.
  { name: 'preview', path: '/tmp/el-colegio' },
  // A private page: the area's menu beside the profile's sections.
  { name: 'profile', path: '/profile', ready: '#change-password-title', signedIn: true },
  {
    name: 'procedure-payment-form',
    path: '/generic-procedure/certificado-de-colegiacion',
    ready: 'main form',
    signedIn: true,
    act: submitEmpty,
  },
]
const widths = [375, 1400]

for (const { name, path, ready, act, signedIn } of pages) {
  for (const width of widths) {
    test(`${name} at ${width} px looks as before`, async ({ page }) => {
      if (signedIn) await signInBrowser(page.context())
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await waitForHydration(page)
      if (ready) await page.locator(ready).waitFor()
      await act?.(page)
      // The pointer off the page: after a submit scrolls, what it hovers would depend on when Chromium notices.
      await page.mouse.move(0, 0)
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => document.fonts.ready)
      await page.evaluate(fixDates)
      await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
        fullPage: true,
        animations: 'disabled',
        // The text inside a native choice list or date field may sit a pixel lower from one run to the next (about
        // 150–270 pixels); anything a visitor would notice changes thousands.
        maxDiffPixels: 400,
      })
    })
  }
}

function fixDates() {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    node.nodeValue = node
      .nodeValue!.replace(/\b\d{1,2}\b[^.,;:()]{0,50}? de \d{4}/g, '1 de enero de 2026')
      .replace(/\b\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\.? \d{4}\b/g, '1 ene 2026')
      .replace(/© \d{4}/g, '© 2026')
  }
}
