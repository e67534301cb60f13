import { expect, test, type Page } from '@playwright/test'
import {
  canChangeServerData,
  noCookieAnswer,
  refreshCachedPages,
  waitForHydration,
  withServerDatabase,
} from './support'

// With an analytics id in the Catalan settings (written under the running server, so PostgreSQL only).
test.describe.configure({ mode: 'serial' })
test.skip(!canChangeServerData, 'needs the e2e server on PostgreSQL (TEST_DATABASE_URL)')
test.use({ storageState: noCookieAnswer })

const analyticsId = 'G-E2ETEST1'

const setCatalanAnalyticsId = (id: string | null) =>
  withServerDatabase((client) =>
    client.query("update settings set google_analytics = $1 where lang = 'ca'", [id]),
  )

test.beforeAll(async ({ request }) => {
  await setCatalanAnalyticsId(analyticsId)
  await refreshCachedPages(request)
})

test.afterAll(async ({ request }) => {
  await setCatalanAnalyticsId(null)
  await refreshCachedPages(request)
})

/** Answers the Google tag with a stand-in script (no network here) and lists what was asked of Google. */
async function fakeGoogleTag(page: Page) {
  const requested: string[] = []
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requested.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: 'window.fakeGtagLoaded = true' })
  })
  return requested
}

test('once a language has an analytics id, pages allow the Google tag in their Content-Security-Policy', async ({
  request,
}) => {
  const policy = (await request.get('/ca')).headers()['content-security-policy']
  expect(policy).toContain('https://www.googletagmanager.com')
})

test('nothing loads before an answer, and the tag loads with that id once the visitor accepts', async ({
  page,
}) => {
  const requested = await fakeGoogleTag(page)
  await page.goto('/ca')
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: 'Accepta-les totes' })).toBeVisible()
  expect(requested).toEqual([])

  await page.getByRole('button', { name: 'Accepta-les totes' }).click()
  await expect.poll(() => requested).toEqual([`https://www.googletagmanager.com/gtag/js?id=${analyticsId}`])
  await expect
    .poll(() => page.evaluate(() => (window as { fakeGtagLoaded?: boolean }).fakeGtagLoaded))
    .toBe(true)

  await page.reload()
  await expect.poll(() => requested.length).toBe(2)
})

test('a visitor who rejects never loads the tag, and its cookies go', async ({ page, context, baseURL }) => {
  const requested = await fakeGoogleTag(page)
  await context.addCookies(
    ['_ga', '_ga_E2ETEST1', '_gid'].map((name) => ({ name, value: 'GA1.1.1', url: baseURL! })),
  )
  await page.goto('/ca')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Rebutja-les totes' }).click()
  await page.reload()
  await waitForHydration(page)
  expect(requested).toEqual([])
  const names = (await context.cookies()).map(({ name }) => name)
  expect(names.filter((name) => name.startsWith('_ga') || name === '_gid')).toEqual([])
})
