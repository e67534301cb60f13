import { expect, test, type Page } from '@playwright/test'
import { content, languages, missingPath, viewports } from './demo-content'
import {
  canChangeServerData,
  expectRedirect,
  refreshCachedPages,
  signInBrowser,
  waitForHydration,
  withServerDatabase,
} from './support'

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' })

/** Opens the home page with the "El Colegio" submenu open. */
async function openSubmenu(page: Page) {
  await page.goto('/')
  const nav = mainNavigation(page)
  const button = nav.getByRole('button', { name: 'El Colegio (submenú)' })
  await button.click()
  return { nav, button }
}

test.describe('home page', () => {
  for (const lang of languages) {
    const { home, homeTitle } = content[lang]

    test(`${lang}: ${home} shows the home page title`, async ({ page }) => {
      await page.goto(home)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeTitle)
    })
  }

  test('the home page slug /inicio redirects to /', async ({ request }) => {
    await expectRedirect(request, '/inicio', '/')
  })

  test('the home page slug of another language, /en/home, redirects to /en', async ({ request }) => {
    await expectRedirect(request, '/en/home', '/en')
  })
})

test.describe('desktop header', () => {
  test.use({ viewport: viewports.desktop })

  test('the main navigation shows the visible items in order, without the hidden one', async ({ page }) => {
    await page.goto('/')
    const nav = mainNavigation(page)
    await expect(nav).toBeVisible()
    await expect(nav.getByRole('listitem')).toHaveText([
      'Inicio',
      /^El Colegio/,
      'Colegiarse',
      /^Actualidad/,
      /^Profesión/,
      /^Ventanilla única/,
      /^Área privada/,
    ])
    await expect(nav.getByRole('link', { name: 'Inicio', exact: true })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: 'Colegiarse', exact: true })).toHaveAttribute(
      'href',
      '/colegiarse',
    )
    await expect(page.getByText('Bolsa de empleo')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Bolsa de empleo' })).toHaveCount(0)
  })

  test('the private area asks anonymous visitors to sign in first', async ({ page }) => {
    await page.goto('/')
    const privateArea = mainNavigation(page).getByRole('link', {
      name: 'Área privada (requiere iniciar sesión)',
      exact: true,
    })
    await expect(privateArea).toBeVisible()
    await expect(privateArea).toHaveAttribute('href', '/login?redirect=%2Fprofile')
  })

  test('signed-in visitors see the private area without the lock, linking straight to /profile', async ({
    page,
    context,
  }) => {
    await signInBrowser(context)
    await page.goto('/')
    const nav = mainNavigation(page)
    const privateArea = nav.getByRole('link', { name: 'Área privada', exact: true })
    await expect(privateArea).toBeVisible()
    await expect(privateArea).toHaveAttribute('href', '/profile')
    await expect(nav.getByText('(requiere iniciar sesión)')).toHaveCount(0)
  })

  test.describe('submenu', () => {
    test('opens on click and shows its links', async ({ page }) => {
      await page.goto('/')
      const nav = mainNavigation(page)
      const button = nav.getByRole('button', { name: 'El Colegio (submenú)' })
      const about = nav.getByRole('link', { name: 'Quiénes somos' })
      const contact = nav.getByRole('link', { name: 'Contacto' })
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(about).toBeHidden()
      await expect(contact).toBeHidden()

      await button.click()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await expect(about).toBeVisible()
      await expect(about).toHaveAttribute('href', '/el-colegio')
      await expect(contact).toBeVisible()
      await expect(contact).toHaveAttribute('href', '/contacto')
    })

    test('Escape closes it and returns focus to its button', async ({ page }) => {
      const { nav, button } = await openSubmenu(page)
      const about = nav.getByRole('link', { name: 'Quiénes somos' })
      await expect(about).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(about).toBeFocused()

      await page.keyboard.press('Escape')
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(about).toBeHidden()
      await expect(button).toBeFocused()
    })

    test('moving the focus out of it closes it', async ({ page }) => {
      const { nav, button } = await openSubmenu(page)
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(nav.getByRole('link', { name: 'Contacto' })).toBeFocused()

      await page.keyboard.press('Tab')
      await expect(nav.getByRole('link', { name: 'Colegiarse', exact: true })).toBeFocused()
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(nav.getByRole('link', { name: 'Contacto' })).toBeHidden()
    })

    test('a click outside closes it', async ({ page }) => {
      const { nav, button } = await openSubmenu(page)
      await expect(nav.getByRole('link', { name: 'Contacto' })).toBeVisible()

      // Its right end: the open submenu may cover the middle of the heading.
      const heading = page.getByRole('heading', { level: 1 })
      const { width } = (await heading.boundingBox())!
      await heading.click({ position: { x: width - 4, y: 4 } })
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(nav.getByRole('link', { name: 'Contacto' })).toBeHidden()
    })

    test('following one of its links navigates and closes it', async ({ page }) => {
      const { nav, button } = await openSubmenu(page)
      await nav.getByRole('link', { name: 'Contacto' }).click()

      await expect(page).toHaveURL('/contacto')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacto')
      await expect(button).toHaveAttribute('aria-expanded', 'false')
    })
  })
})

test.describe('logo', () => {
  const logoSource = (page: Page) =>
    page
      .getByRole('banner')
      .getByRole('img', { name: 'Colegio Oficial Demo', exact: true })
      .evaluate((image: HTMLImageElement) => image.currentSrc)

  test('at 1400 px wide the large logo is used', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 800 })
    await page.goto('/')
    await expect.poll(() => logoSource(page)).toMatch(/\/logo\.svg$/)
  })

  test('at 1000 px wide the small logo is used', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 })
    await page.goto('/')
    await expect.poll(() => logoSource(page)).toMatch(/\/logo-small\.svg$/)
  })

  test('the logo links home', async ({ page }) => {
    await page.goto('/el-colegio')
    await page.getByRole('link', { name: 'Colegio Oficial Demo: página de inicio' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.es.homeTitle)
  })
})

test.describe('mobile header', () => {
  test.use({ viewport: viewports.mobile })

  test('hides the desktop navigation and language links', async ({ page }) => {
    await page.goto('/')
    // Present in the page, but not shown (nor exposed) at this width.
    await expect(
      page.getByRole('navigation', { name: 'Navegación principal', includeHidden: true }),
    ).toHaveCount(1)
    await expect(mainNavigation(page)).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Idioma' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'El Colegio (submenú)' })).toBeHidden()
  })

  test('the menu button opens a dialog with the navigation and the languages; the close button closes it', async ({
    page,
  }) => {
    await page.goto('/')
    const open = page.getByRole('button', { name: 'Abrir el menú' })
    await expect(open).toHaveAttribute('aria-expanded', 'false')
    await open.click()

    const dialog = page.getByRole('dialog', { name: 'Menú' })
    await expect(dialog).toBeVisible()
    const nav = dialog.getByRole('navigation', { name: 'Navegación principal' })
    for (const name of ['Inicio', 'Quiénes somos', 'Contacto', 'Colegiarse']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(nav.getByRole('link', { name: 'Área privada (requiere iniciar sesión)' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fprofile',
    )
    await expect(nav.getByRole('list', { name: 'El Colegio' })).toBeVisible()
    await expect(dialog.getByText('Bolsa de empleo')).toHaveCount(0)

    const languageLinks = dialog.getByRole('navigation', { name: 'Idioma' }).getByRole('link')
    await expect(languageLinks).toHaveText(['Español', 'Català', 'English', 'Euskara'])
    await expect(languageLinks.filter({ hasText: 'Català' })).toHaveAttribute('href', '/ca')

    await dialog.getByRole('button', { name: 'Cerrar el menú' }).click()
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
    await expect(open).toHaveAttribute('aria-expanded', 'false')
  })

  test('Escape closes the menu', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Abrir el menú' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menú' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('following a link in the menu navigates and closes it', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Abrir el menú' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menú' })
    await dialog.getByRole('link', { name: 'Colegiarse', exact: true }).click()

    await expect(page).toHaveURL('/colegiarse')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colegiarse')
    await expect(dialog).toBeHidden()
  })
})

test.describe('footer', () => {
  test('shows the three columns of links under their titles', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const columns = [
      {
        title: 'El Colegio',
        links: [
          ['Quiénes somos', '/el-colegio'],
          ['Colegiarse', '/colegiarse'],
          ['Contacto', '/contacto'],
          ['Ventanilla única', '/ventanilla-unica'],
        ],
      },
      {
        title: 'Área privada',
        links: [
          ['Mi perfil (requiere iniciar sesión)', '/login?redirect=%2Fprofile'],
          ['Mis cursos (requiere iniciar sesión)', '/login?redirect=%2Fmy-courses'],
          ['Mis documentos (requiere iniciar sesión)', '/login?redirect=%2Fmy-documents'],
        ],
      },
      {
        title: 'Enlaces de interés',
        links: [
          [
            'Ley de Colegios Profesionales (se abre en una pestaña nueva)',
            'https://www.boe.es/buscar/act.php?id=BOE-A-1974-289',
          ],
        ],
      },
    ]
    for (const { title, links } of columns) {
      const column = footer.getByRole('navigation', { name: title, exact: true })
      await expect(column.getByRole('heading', { level: 2 })).toHaveText(title)
      await expect(column.getByRole('link')).toHaveCount(links.length)
      for (const [name, href] of links) {
        await expect(column.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!)
      }
    }
    const law = footer.getByRole('link', { name: /^Ley de Colegios Profesionales/ })
    await expect(law).toHaveAttribute('target', '_blank')
    await expect(law).toHaveAttribute('rel', /\bnoopener\b/)
  })

  test('links the five social networks, each in a new tab with rel noopener', async ({ page }) => {
    await page.goto('/')
    const social = page.getByRole('contentinfo').getByRole('list', { name: 'Redes sociales' })
    const links = social.getByRole('link')
    await expect(links).toHaveCount(5)
    const expected = [
      ['Facebook', 'https://www.facebook.com/'],
      ['X (Twitter)', 'https://x.com/'],
      ['Instagram', 'https://www.instagram.com/'],
      ['YouTube', 'https://www.youtube.com/'],
      ['LinkedIn', 'https://www.linkedin.com/'],
    ]
    for (const [network, href] of expected) {
      const link = social.getByRole('link', {
        name: `${network} (se abre en una pestaña nueva)`,
        exact: true,
      })
      await expect(link).toHaveAttribute('href', href!)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
    }
  })

  test('shows the legal links and the copyright', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const legal = footer.getByRole('navigation', { name: 'Aviso legal', exact: true })
    await expect(legal.getByRole('link')).toHaveText([
      'Aviso legal',
      'Privacidad',
      'Cookies',
      'Accesibilidad',
    ])
    await expect(legal.getByRole('link', { name: 'Aviso legal' })).toHaveAttribute('href', '/aviso-legal')
    await expect(legal.getByRole('link', { name: 'Privacidad' })).toHaveAttribute(
      'href',
      '/politica-de-privacidad',
    )
    await expect(legal.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/politica-de-cookies')
    await expect(legal.getByRole('link', { name: 'Accesibilidad' })).toHaveAttribute('href', '/accessibility')
    await expect(footer.getByText('© 2026 Colegio Oficial Demo', { exact: true })).toBeVisible()
  })

  test('is translated with the page', async ({ page }) => {
    await page.goto('/en')
    const footer = page.getByRole('contentinfo')
    for (const title of ['The Association', 'Private area', 'Useful links', 'Legal notice']) {
      await expect(footer.getByRole('navigation', { name: title, exact: true })).toBeVisible()
    }
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(5)
    await expect(footer.getByText('© 2026 Demo Professional Association', { exact: true })).toBeVisible()
  })
})

test.describe('not found', () => {
  for (const lang of languages) {
    const path = missingPath(lang)

    test(`${lang}: the title of ${path} says the page was not found`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveTitle(`${content[lang].notFound} · ${content[lang].siteName}`)
    })
  }

  test('the titles of /a/b/c, /404 and /pagina-no-encontrada say the page was not found', async ({
    page,
  }) => {
    for (const path of ['/a/b/c', '/404', '/pagina-no-encontrada']) {
      await page.goto(path)
      await expect(page, path).toHaveTitle(`${content.es.notFound} · ${content.es.siteName}`)
    }
  })

  for (const path of ['/no-existe', '/a/b/c', '/404', '/pagina-no-encontrada']) {
    test(`${path} answers 404 with an image link home`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      const home = page.getByRole('main').getByRole('link', { name: content.es.notFound })
      await expect(home).toBeVisible()
      await expect(home.getByRole('img')).toBeVisible()

      await home.click()
      await expect(page).toHaveURL('/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.es.homeTitle)
    })
  }

  test('/en/nothing-here answers 404 in English, with a link to the English home', async ({ page }) => {
    const response = await page.goto('/en/nothing-here')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const home = page.getByRole('main').getByRole('link', { name: 'This page could not be found' })
    await expect(home).toBeVisible()

    await home.click()
    await expect(page).toHaveURL('/en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.en.homeTitle)
  })
})

test.describe('theme from the settings', () => {
  test('a new primary colour reaches the cached pages once the content is announced as changed', async ({
    page,
    request,
  }) => {
    test.skip(!canChangeServerData, 'needs the e2e server on PostgreSQL (TEST_DATABASE_URL)')
    const primaryColour = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--portal-color-primary').trim(),
      )
    const headerBorder = () =>
      page.getByRole('banner').evaluate((header) => getComputedStyle(header).borderTopColor)

    const original = await withServerDatabase(async (client) => {
      const { rows } = await client.query<{ color_primary: string }>(
        "select color_primary from settings where lang = 'es'",
      )
      return rows[0]?.color_primary
    })
    expect(original, 'the Spanish settings row').toBeTruthy()
    expect(original?.toLowerCase()).not.toBe('#123456')

    await page.goto('/')
    expect(await primaryColour()).toBe(original)
    try {
      await withServerDatabase((client) =>
        client.query("update settings set color_primary = '#123456' where lang = 'es'"),
      )
      await page.reload()
      expect(await primaryColour(), 'served from the cache until announced').toBe(original)

      await refreshCachedPages(request)
      await page.reload()
      expect(await primaryColour()).toBe('#123456')
      expect(await headerBorder()).toBe('rgb(18, 52, 86)')

      // Only the Spanish settings changed.
      await page.goto('/ca')
      expect(await primaryColour()).not.toBe('#123456')
      expect(await headerBorder()).not.toBe('rgb(18, 52, 86)')
    } finally {
      await withServerDatabase((client) =>
        client.query("update settings set color_primary = $1 where lang = 'es'", [original]),
      )
      await refreshCachedPages(request)
    }
  })
})

test.describe('pages hydrate without errors', () => {
  const paths = ['/', '/el-colegio', '/ca/el-collegi', '/en', '/eu/elkargoa', '/no-existe']

  for (const signedIn of [false, true]) {
    for (const path of paths) {
      test(`${path}${signedIn ? ' (signed in)' : ''} logs no errors`, async ({ page, context }) => {
        if (signedIn) await signInBrowser(context)
        const errors: string[] = []
        page.on('pageerror', (error) => errors.push(error.message))
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`)
        })
        const response = await page.goto(path)
        await waitForHydration(page)
        // On the not-found page the browser reports failed loads: the page's own 404 status, and at times
        // /favicon.ico while the client replaces the empty error shell Next serves there (vercel/next.js#62228).
        const unexpected =
          response?.status() === 404
            ? errors.filter((error) => !error.startsWith('Failed to load resource'))
            : errors
        expect(unexpected).toEqual([])
      })
    }
  }
})
