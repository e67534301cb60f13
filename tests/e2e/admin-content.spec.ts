import { expect, test, type ConsoleMessage, type Page } from '@playwright/test'
import { demoStaff, hreflangOf, signInBrowser } from './support'

/** The console errors a page logs while `run` runs. */
async function consoleErrorsDuring(page: Page, run: () => Promise<void>) {
  const errors: string[] = []
  const listen = (message: ConsoleMessage) => {
    // Playwright injects its scripts into every frame, the body preview's sandboxed one too, where Chrome blocks
    // and reports them; the page itself puts no script there.
    if (message.type() === 'error' && message.location().url !== 'about:srcdoc') errors.push(message.text())
  }
  page.on('console', listen)
  page.on('pageerror', (error) => errors.push(error.message))
  try {
    await run()
  } finally {
    page.off('console', listen)
  }
  return errors
}

const stamp = Date.now().toString(36)
const texts = {
  es: { tab: 'Español', title: `Nueva sede colegial ${stamp}`, body: 'Abrimos una nueva sede en el centro.' },
  ca: { tab: 'Català', title: `Nova seu col·legial ${stamp}`, body: 'Obrim una nova seu al centre.' },
  en: {
    tab: 'English',
    title: `New association offices ${stamp}`,
    body: 'We are opening new offices downtown.',
  },
  eu: {
    tab: 'Euskara',
    title: `Elkargoaren egoitza berria ${stamp}`,
    body: 'Egoitza berria irekiko dugu erdigunean.',
  },
} as const
const slugs = {
  es: `nueva-sede-colegial-${stamp}`,
  ca: `nova-seu-collegial-${stamp}`,
  en: `new-association-offices-${stamp}`,
  eu: `elkargoaren-egoitza-berria-${stamp}`,
}
const publicPath = {
  es: `/news/${slugs.es}`,
  ca: `/ca/news/${slugs.ca}`,
  en: `/en/news/${slugs.en}`,
  eu: `/eu/news/${slugs.eu}`,
}

test('staff write a news item in four languages, publish it, and the public pages show it in each', async ({
  page,
  context,
}) => {
  // Four languages typed, a save, a publication and five public pages: a long journey.
  test.setTimeout(120_000)
  await signInBrowser(context, demoStaff)
  let newsId = ''

  try {
    const errors = await consoleErrorsDuring(page, async () => {
      await page.goto('/admin')
      await page.getByRole('menuitem', { name: 'Noticias' }).click()
      await expect(page).toHaveURL(/\/admin\/news/)
      await page.getByRole('link', { name: 'Crear' }).click()

      await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveText('Borrador')
      for (const lang of ['es', 'ca', 'en', 'eu'] as const) {
        await page.getByRole('tab', { name: new RegExp(`^${texts[lang].tab}`) }).click()
        const panel = page.getByRole('tabpanel')
        await panel.getByRole('textbox', { name: 'Título' }).fill(texts[lang].title)
        await panel.getByRole('button', { name: 'Generar la dirección desde el título' }).click()
        await expect(panel.getByRole('textbox', { name: 'Dirección (slug)' })).toHaveValue(slugs[lang])
        await panel.getByRole('textbox', { name: 'Resumen' }).fill(texts[lang].body)
        if (lang === 'es') {
          // The rich-text editor: a heading, a list and a link, typed and chosen from its toolbar.
          const body = panel.getByRole('textbox', { name: 'Texto', exact: true })
          await body.click()
          await panel.getByRole('combobox', { name: 'Tipo de párrafo' }).selectOption('Título de sección')
          await page.keyboard.type(`Horario ${stamp}\n${texts.es.body}\n`)
          await panel.getByRole('button', { name: 'Lista con viñetas' }).click()
          await page.keyboard.type('Mañanas\nTardes\n\nMás información en ')
          await panel.getByRole('button', { name: 'Enlace' }).click()
          await page.getByRole('textbox', { name: 'Texto del enlace' }).fill('la sede')
          await page.getByRole('textbox', { name: 'Dirección del enlace' }).fill('https://example.org/sede')
          await page.getByRole('button', { name: 'Guardar el enlace' }).click()
        } else {
          // Typed as HTML, with a script the server's sanitiser removes.
          await panel.getByRole('switch', { name: 'Editar el HTML' }).check()
          await panel
            .getByRole('textbox', { name: 'Texto (HTML)' })
            .fill(`<p>${texts[lang].body}</p><script>alert(1)</script>`)
        }
      }
      await page.getByRole('button', { name: 'Guardar' }).click()
      await expect(page.getByText('Elemento creado')).toBeVisible()
      await expect(page).toHaveURL(/\/admin\/news\/\d+$/)
      newsId = /\/admin\/news\/(\d+)$/.exec(page.url())![1]!
    })
    expect(errors).toEqual([])

    // A draft: the public does not see it.
    expect((await page.request.get(publicPath.es)).status()).toBe(404)

    await page.getByRole('combobox', { name: 'Estado' }).click()
    await page.getByRole('option', { name: 'Publicado' }).click()
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Elemento actualizado')).toBeVisible()
    await expect(page.getByText('Estado cambiado a «Publicado»')).toBeVisible()

    // The cached public pages were revalidated: a fresh load shows the item in every language, without the script.
    for (const lang of ['es', 'ca', 'en', 'eu'] as const) {
      await page.goto(publicPath[lang])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[lang].title)
      await expect(page.getByText(texts[lang].body).first()).toBeVisible()
      expect(await page.content()).not.toContain('alert(1)')
    }
    await page.goto(publicPath.es)
    await expect(page.getByRole('heading', { level: 2, name: `Horario ${stamp}` })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Tardes' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'la sede' })).toHaveAttribute(
      'href',
      'https://example.org/sede',
    )
    // The cached list too (in the language last visited, which the site remembers).
    await page.goto('/eu/news')
    await expect(page.getByRole('link', { name: texts.eu.title })).toBeVisible()

    // The back-office in another language renders without console errors too.
    const englishErrors = await consoleErrorsDuring(page, async () => {
      await page.goto(`/admin/news/${newsId}`)
      await page.getByRole('button', { name: 'Español' }).click()
      await page.getByRole('menuitem', { name: 'English' }).click()
      await expect(page.getByRole('menuitem', { name: 'News' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Publication' })).toBeVisible()
      await page.getByRole('menuitem', { name: 'News' }).click()
      await expect(page.getByRole('cell', { name: texts.es.title })).toBeVisible()
    })
    expect(englishErrors).toEqual([])
  } finally {
    // The journey cleans up after itself: the public news lists count the demo's items only.
    if (newsId) {
      const deleted = await page.request.delete(`/api/admin/news/${newsId}`, {
        headers: { 'Sec-Fetch-Site': 'same-origin', Origin: new URL(page.url()).origin },
      })
      expect(deleted.status()).toBe(200)
    }
  }
})

test('a page in two languages names those two and x-default, and is no page under the other prefixes', async ({
  context,
  baseURL,
}) => {
  await signInBrowser(context, demoStaff)
  const sameOrigin = { 'Sec-Fetch-Site': 'same-origin', Origin: baseURL! }
  const created = await context.request.post('/api/admin/pages', {
    headers: sameOrigin,
    data: {
      status: 'published',
      translations: {
        es: { title: `Solo dos ${stamp}`, slug: `solo-dos-${stamp}`, summary: '', body: '<p>Hola</p>' },
        en: { title: `Only two ${stamp}`, slug: `only-two-${stamp}`, summary: '', body: '<p>Hi</p>' },
      },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  try {
    const links = { es: `/solo-dos-${stamp}`, en: `/en/only-two-${stamp}`, 'x-default': `/solo-dos-${stamp}` }
    for (const path of [links.es, links.en]) expect((await hreflangOf(baseURL!, path)).links).toEqual(links)
    for (const path of [`/ca/solo-dos-${stamp}`, `/eu/only-two-${stamp}`]) {
      expect((await fetch(new URL(path, baseURL), { redirect: 'manual' })).status, path).toBe(404)
    }
  } finally {
    const deleted = await context.request.delete(`/api/admin/pages/${id}`, { headers: sameOrigin })
    expect(deleted.status()).toBe(200)
  }
})
