import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import pg from 'pg'
import { e2eDatabaseUrl, e2eRevalidateSecret } from '../../playwright.config'

/** WCAG 2.2 AA, with the target-size rule that axe leaves off by default. */
export async function expectNoAxeViolations(page: Page) {
  // A colour caught mid-transition (a button becoming enabled) reads as low contrast: finite animations and
  // transitions end first (spinners run forever and are left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  // Legacy mode runs axe inside the page instead of finishing in a new blank one: half the time, and the portal's
  // pages have no cross-origin frames, the one thing it would miss.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

/**
 * A back-office screen wherever the journey left it scrolled: its h1, in react-admin's app bar (kept on screen by
 * the frame), and no axe violations.
 */
export async function expectAccessibleAdminScreen(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)
}

/** A browser with no cookies: the cookie banner shows. Every other test starts with the banner answered. */
export const noCookieAnswer = { cookies: [], origins: [] }

/** Runs SQL on the e2e server's database; only possible when the server runs on PostgreSQL. */
export const canChangeServerData = Boolean(e2eDatabaseUrl)

export async function withServerDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  if (!e2eDatabaseUrl)
    throw new Error('The e2e server runs on PGlite; set TEST_DATABASE_URL to run it on PostgreSQL')
  const client = new pg.Client({ connectionString: e2eDatabaseUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** Asks the server to render its cached pages again, as the back end does after changing content. */
export async function refreshCachedPages(request: APIRequestContext) {
  const response = await request.post('/api/cache/revalidate', {
    headers: { Authorization: `Bearer ${e2eRevalidateSecret}` },
  })
  expect(response.status(), 'POST /api/cache/revalidate').toBe(200)
}

/** The path and query of an address, whether absolute or relative. */
export function pathAndQuery(address: string): string {
  const url = new URL(address, 'http://localhost')
  return `${url.pathname}${url.search}`
}

/** Asserts that `from` answers a temporary or permanent redirect to `to` (path and query), without following it. */
export async function expectRedirect(request: APIRequestContext, from: string, to: string) {
  const response = await request.get(from, { maxRedirects: 0 })
  expect([307, 308], `status of ${from}`).toContain(response.status())
  expect(pathAndQuery(response.headers()['location'] ?? ''), `redirect target of ${from}`).toBe(to)
}

/** The path and query the page shows now. */
export const currentPath = (page: Page) => pathAndQuery(page.url())

/**
 * Waits until React has hydrated the whole page, up to the footer (React marks each element it has taken over),
 * then lets a frame pass so any hydration error has been reported.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const footer = document.querySelector('footer')
    return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactFiber$'))
  })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
}

/** Opens the header's language menu (its button works once the page has hydrated); gives the menu's navigation. */
export async function openLanguageMenu(page: Page, navigation = 'Idioma') {
  const switcher = page.getByRole('banner').getByRole('navigation', { name: navigation })
  const button = switcher.getByRole('button')
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
  }).toPass()
  return switcher
}

/** Follows the header's link to one language, named in that language. */
export async function chooseLanguage(page: Page, autonym: string, navigation = 'Idioma') {
  const switcher = await openLanguageMenu(page, navigation)
  await switcher.getByRole('link', { name: autonym, exact: true }).click()
}

/** The demo seed's accounts (lib/server/db/seed/site.ts). */
export const demoCollegiate = {
  email: 'colegiada@demo.colegio.example',
  password: 'Colegiada2026',
  name: 'Lucía',
} as const
/** A second collegiate, for journeys that change what they own (a loan, a place on a waiting list). */
export const demoSecondCollegiate = { email: 'colegiado@demo.colegio.example', password: 'Colegiado2026' }
export const demoPrecollegiate = { email: 'precolegiado@demo.colegio.example', password: 'Precolegiado2026' }
export const demoNonMember = { email: 'visitante@demo.colegio.example', password: 'Visitante2026' }
export const demoStaff = { email: 'personal@demo.colegio.example', password: 'Personal2026' }

/**
 * Signs the browser in as the pages do (session cookie and `logged-in` flag), without going through the form. The
 * flag alone is not a session any more: the pages check it with the server and drop it.
 */
export async function signInBrowser(
  context: BrowserContext,
  account: { email: string; password: string } = demoCollegiate,
) {
  const response = await context.request.post('/api/auth/jwt/login', {
    form: { username: account.email, password: account.password },
    headers: { 'X-Session-Transport': 'cookie' },
  })
  expect(response.status(), 'POST /api/auth/jwt/login').toBe(200)
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&')

/** A page's language and its hreflang set (language → path), from the HTML the server sends. */
export async function hreflangOf(baseURL: string, path: string) {
  // Without the cookie jar of a request context: the language cookie a page sets would redirect the root.
  const response = await fetch(new URL(path, baseURL), { redirect: 'manual' })
  expect(response.status, path).toBe(200)
  const html = await response.text()
  const links: Record<string, string> = {}
  for (const [tag] of html.matchAll(/<link\s[^>]*rel="alternate"[^>]*>/g)) {
    const lang = attribute(tag, 'hreflang')
    const href = attribute(tag, 'href')
    if (lang && href) links[lang] = new URL(href).pathname
  }
  return { lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1], links }
}
