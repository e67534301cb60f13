import { expect, test } from '@playwright/test'
import { content, demoNewsItem } from './demo-content'
import { chooseLanguage, currentPath, waitForHydration } from './support'

/** What the news seed (lib/server/db/seed/news.ts) and its list intro (seed/templates.ts) show, written out. */
const publishedCount = 31
const trainingCount = 7
const spanishIntro = 'La actualidad del Colegio y de la profesión'
const hiddenTitles = ['Borrador confidencial de la nota de prensa', 'Anuncio programado del congreso anual']
const hiddenSlugs = ['borrador-confidencial-de-la-nota-de-prensa', 'anuncio-programado-del-congreso-anual']

test('home → news → search without the accent → item → Euskara keeps the reader on the item', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const menu = page.getByRole('navigation', { name: content.es.mainNavigation })
  await menu.getByRole('button', { name: 'Actualidad (submenú)' }).click()
  await menu.getByRole('link', { name: 'Noticias', exact: true }).click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noticias')
  await expect(page.getByText(spanishIntro)).toBeVisible()
  await expect(page.getByText(`${publishedCount} resultados`)).toBeVisible()

  const search = page.getByRole('search', { name: 'Buscar noticias' })
  await search.getByRole('searchbox', { name: 'Buscar' }).fill('jubilacion')
  await search.getByRole('button', { name: 'Buscar' }).click()
  // The form sends its empty category too; the list page is the same.
  await expect(page).toHaveURL(/\/news\?q=jubilacion&category=$/)
  await expect(page.getByText('1 resultado', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: '«jubilacion» (quitar)' })).toBeVisible()

  await page.getByRole('link', { name: demoNewsItem.es.title }).click()
  await expect(page).toHaveURL(demoNewsItem.es.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(demoNewsItem.es.title)
  await expect(page.getByRole('link', { name: 'Volver a las noticias' })).toHaveAttribute('href', '/news')

  await waitForHydration(page)
  await chooseLanguage(page, content.eu.autonym, content.es.languageNavigation)
  await expect(page.locator('html')).toHaveAttribute('lang', 'eu')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(demoNewsItem.eu.title)
  expect(currentPath(page)).toBe(demoNewsItem.eu.path)
})

test("another language's address shows the item in the page's language, and /new/* the same item", async ({
  page,
}) => {
  const spanishSlug = demoNewsItem.es.path.split('/').pop()
  await page.goto(`/new/${spanishSlug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(demoNewsItem.es.title)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${demoNewsItem.es.path}$`),
  )
  await expect(page.locator('link[rel="alternate"][hreflang="ca"]')).toHaveAttribute(
    'href',
    new RegExp(`${demoNewsItem.ca.path}$`),
  )

  // Last: the language cookie then says Basque, and unprefixed addresses would go to Basque too.
  await page.goto(`/eu/news/${spanishSlug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(demoNewsItem.eu.title)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${demoNewsItem.eu.path}$`),
  )
})

test('drafts and news programmed for the future stay out of the list, the search and their addresses', async ({
  page,
}) => {
  for (const title of hiddenTitles) {
    await page.goto(`/news?q=${encodeURIComponent(title)}`)
    await expect(page.getByText('No hay resultados')).toBeVisible()
  }
  await page.getByRole('link', { name: 'Ver todas las noticias' }).click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(page.getByText(`${publishedCount} resultados`)).toBeVisible()
  for (const title of hiddenTitles) await expect(page.getByText(title)).toHaveCount(0)
  for (const slug of hiddenSlugs) {
    expect((await page.goto(`/news/${slug}`))?.status()).toBe(404)
  }
})

test('Catalan: filter by category, then page through the list', async ({ page }) => {
  await page.goto('/ca/news')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notícies')
  await page.getByRole('combobox', { name: 'Categoria' }).selectOption({ label: 'Formació' })
  await page.getByRole('button', { name: 'Cerca' }).click()
  await expect(page).toHaveURL(/\/ca\/news\?q=&category=training$/)
  await expect(page.getByText(`${trainingCount} resultats`)).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(trainingCount)

  await page.getByRole('link', { name: 'Categoria: Formació (treure)' }).click()
  await expect(page).toHaveURL(/\/ca\/news$/)
  await page.getByRole('navigation', { name: 'Pàgines' }).getByRole('link', { name: 'Següent' }).click()
  await expect(page).toHaveURL(/\/ca\/news\?page=2$/)
  await expect(page.getByRole('navigation', { name: 'Pàgines' }).locator('[aria-current="page"]')).toHaveText(
    'Pàgina 2',
  )
  await expect(page.getByRole('article')).toHaveCount(10)
})
