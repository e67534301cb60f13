import { expect, test } from '@playwright/test'
import { content, demoEvent, languages, type Language } from './demo-content'
import { demoStaff, signInBrowser } from './support'

const prefixed = (lang: Language, path: string) => (lang === 'es' ? path : `/${lang}${path}`)

const preview = {
  es: { label: 'Vista previa.', alertTitle: 'Aviso de vista previa' },
  ca: { label: 'Previsualització.', alertTitle: 'Avís de previsualització' },
  en: { label: 'Preview.', alertTitle: 'Preview notice' },
  eu: { label: 'Aurrebista.', alertTitle: 'Aurrebistaren oharra' },
} as const

const bannerOf = (page: import('@playwright/test').Page) => page.locator('[data-preview-banner]')

test.describe('preview pages', () => {
  for (const lang of languages) {
    test(`${lang}: /tmp/components/PrevPageAlert shows the sticky preview banner`, async ({ page }) => {
      const response = await page.goto(prefixed(lang, '/tmp/components/PrevPageAlert'))
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(preview[lang].alertTitle)
      const banner = bannerOf(page)
      await expect(banner).toContainText(preview[lang].label)
      await expect(banner).toHaveCSS('background-color', 'rgb(249, 168, 37)')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    })

    test(`${lang}: a content page under /tmp is previewed with the banner, which stays on scroll`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 400 })
      const slug = content[lang].about.path.split('/').pop()
      expect((await page.goto(prefixed(lang, `/tmp/${slug}`)))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content[lang].about.title)
      await page.evaluate(() => window.scrollTo(0, 200))
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200)
      const box = await bannerOf(page).boundingBox()
      expect(box?.y).toBe(0)
    })
  }

  test('an unknown preview is not found, still marked as a preview', async ({ page }) => {
    expect((await page.goto('/tmp/no-such-page-anywhere'))?.status()).toBe(404)
    await expect(bannerOf(page)).toBeVisible()
    expect((await page.goto('/tmp'))?.status()).toBe(404)
    expect((await page.goto('/tmp/a/b'))?.status()).toBe(404)
  })

  test('a draft is previewed for staff only, and never on the public site', async ({ page, context }) => {
    expect((await page.goto('/tmp/nueva-sede'))?.status()).toBe(404)
    await signInBrowser(context, demoStaff)
    expect((await page.goto('/tmp/nueva-sede'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuestra nueva sede (borrador)')
    expect((await page.goto('/eu/tmp/egoitza-berria'))?.status()).toBe(200)
    expect((await page.goto('/nueva-sede'))?.status()).toBe(404)
  })

  test('drafts of other kinds are previewed at /tmp plus their address, for staff only', async ({
    page,
    context,
  }) => {
    const draftNews = '/news/borrador-confidencial-de-la-nota-de-prensa'
    const draftJob = '/job/enfermera-investigacion-clinica-barcelona'
    for (const path of [draftNews, draftJob, `/tmp${draftNews}`, `/tmp${draftJob}`])
      expect((await page.goto(path))?.status(), path).toBe(404)
    // Published items preview for anyone, as they are.
    expect((await page.goto(`/tmp${demoEvent.es}`))?.status()).toBe(200)
    await expect(bannerOf(page)).toBeVisible()

    await signInBrowser(context, demoStaff)
    expect((await page.goto(`/tmp${draftNews}`))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Borrador confidencial de la nota de prensa',
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    expect((await page.goto(`/tmp${draftJob}`))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enfermería de investigación clínica')
    await expect(bannerOf(page)).toBeVisible()
    expect((await page.goto(draftNews))?.status()).toBe(404)
    // In another language, by the Spanish slug: the item in that language.
    expect((await page.goto(`/en/tmp${draftNews}`))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Confidential draft of the press release',
    )
  })

  test('pages outside /tmp have no banner', async ({ page }) => {
    await page.goto(content.es.about.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.es.about.title)
    await expect(bannerOf(page)).toHaveCount(0)
  })
})

const statusPages = {
  '/no-permission': {
    es: 'No tienes permiso para ver esta página',
    ca: 'No tens permís per veure aquesta pàgina',
    en: 'You are not allowed to see this page',
    eu: 'Ez duzu orri hau ikusteko baimenik',
  },
  '/en-construccion': {
    es: 'Página en construcción',
    ca: 'Pàgina en construcció',
    en: 'Page under construction',
    eu: 'Orria eraikitzen',
  },
} as const

for (const [path, titles] of Object.entries(statusPages)) {
  test.describe(path, () => {
    for (const lang of languages) {
      test(`${lang}: says where the visitor is and takes them home`, async ({ page }) => {
        expect((await page.goto(prefixed(lang, path)))?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[lang])
        await expect(page).toHaveTitle(new RegExp(`^${titles[lang]}`))
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
        await page.getByRole('main').getByRole('link').click()
        await expect(page).toHaveURL(content[lang].home)
      })
    }
  })
}
