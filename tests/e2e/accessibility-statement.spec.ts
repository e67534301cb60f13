import { randomInt } from 'node:crypto'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { content, languages, viewports, type Language } from './demo-content'
import { expectNoAxeViolations, waitForHydration } from './support'

/** What the statement page shows in each language (messages/*.json and the seed), written out. */
const statement: Record<
  Language,
  {
    path: string
    title: string
    footerLink: string
    formTitle: string
    barrier: string
    pageUrl: string
    message: string
    name: string
    email: string
    submit: string
    summary: string
    received: string
  }
> = {
  es: {
    path: '/accessibility',
    title: 'Declaración de accesibilidad',
    footerLink: 'Accesibilidad',
    formTitle: 'Formulario de comunicaciones de accesibilidad',
    barrier: 'Informar de una barrera de accesibilidad',
    pageUrl: 'Dirección de la página donde está el problema',
    message: 'Mensaje',
    name: 'Nombre',
    email: 'Correo electrónico',
    submit: 'Enviar',
    summary: 'Hay 3 problemas en el formulario',
    received: 'Hemos recibido tu comunicación',
  },
  ca: {
    path: '/ca/accessibility',
    title: 'Declaració d’accessibilitat',
    footerLink: 'Accessibilitat',
    formTitle: 'Formulari de comunicacions d’accessibilitat',
    barrier: 'Informar d’una barrera d’accessibilitat',
    pageUrl: 'Adreça de la pàgina on és el problema',
    message: 'Missatge',
    name: 'Nom',
    email: 'Correu electrònic',
    submit: 'Envia',
    summary: 'Hi ha 3 problemes al formulari',
    received: 'Hem rebut la teva comunicació',
  },
  en: {
    path: '/en/accessibility',
    title: 'Accessibility statement',
    footerLink: 'Accessibility',
    formTitle: 'Accessibility feedback form',
    barrier: 'Report an accessibility barrier',
    pageUrl: 'Address of the page with the problem',
    message: 'Message',
    name: 'Name',
    email: 'E-mail',
    submit: 'Send',
    summary: 'The form has 3 problems',
    received: 'We have received your communication',
  },
  eu: {
    path: '/eu/accessibility',
    title: 'Irisgarritasun-adierazpena',
    footerLink: 'Irisgarritasuna',
    formTitle: 'Irisgarritasun-komunikazioen formularioa',
    barrier: 'Irisgarritasun-oztopo baten berri eman',
    pageUrl: 'Arazoa dagoen orriaren helbidea',
    message: 'Mezua',
    name: 'Izena',
    email: 'Helbide elektronikoa',
    submit: 'Bidali',
    summary: '3 arazo daude formularioan',
    received: 'Zure komunikazioa jaso dugu',
  },
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * The API allows five communications per client address every ten minutes. Each test poses as a client of its
 * own behind a proxy on this host (the e2e server trusts loopback; a server that does not set the peer header
 * takes the one sent), so that runs against a reused server do not share one limit.
 */
async function asNewClient(page: Page) {
  const address = `198.18.${randomInt(256)}.${randomInt(1, 255)}`
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address, 'X-Portal-Peer-Address': address })
}

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let presses = 0; presses < maxPresses; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Tab never reached ${target}`)
}

async function openStatement(page: Page, lang: Language) {
  await asNewClient(page)
  const response = await page.goto(statement[lang].path)
  expect(response?.status()).toBe(200)
  await waitForHydration(page)
}

for (const lang of languages) {
  const text = statement[lang]

  test.describe(`${lang}: the accessibility statement`, () => {
    test(`${text.path} shows the statement, linked from the legal strip of every page`, async ({ page }) => {
      await page.goto(content[lang].home)
      const link = page.getByRole('contentinfo').getByRole('link', { name: text.footerLink, exact: true })
      await expect(link).toHaveAttribute('href', text.path)
      await link.click()

      await expect(page).toHaveURL(text.path)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page).toHaveTitle(`${text.title} · ${content[lang].siteName}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)
      const sections = page.getByRole('main').getByRole('heading', { level: 2 })
      await expect(sections).toHaveCount(6)
      await expect(sections.last()).toHaveText(text.formTitle)
      await expect(page.getByRole('main')).toContainText('1112/2018')
      await expect(page.getByRole('main')).toContainText('2026')
      await expect(page.getByRole('main')).toContainText(content[lang].siteName)
      await expect(page.getByRole('form', { name: text.formTitle })).toBeVisible()
    })

    test('the form is filled and sent with the keyboard alone, and answers a reference', async ({ page }) => {
      const elsewhere: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).hostname !== 'localhost') elsewhere.push(request.url())
      })
      await openStatement(page, lang)
      const form = page.getByRole('form', { name: text.formTitle })

      const barrier = form.getByRole('radio', { name: text.barrier })
      await tabTo(page, barrier)
      await page.keyboard.press('Space')
      await expect(barrier).toBeChecked()

      await page.keyboard.press('Tab')
      await expect(form.getByRole('textbox', { name: text.pageUrl })).toBeFocused()
      await page.keyboard.type('/el-colegio')
      await page.keyboard.press('Tab')
      await expect(form.getByRole('textbox', { name: text.message })).toBeFocused()
      await page.keyboard.type('The main menu does not open with the keyboard.')
      await page.keyboard.press('Tab')
      await expect(form.getByRole('textbox', { name: text.name })).toBeFocused()
      await page.keyboard.type('Ane')
      await page.keyboard.press('Tab')
      await expect(form.getByRole('textbox', { name: text.email })).toBeFocused()
      await page.keyboard.type(`ane.${lang}@example.org`)
      await page.keyboard.press('Tab')
      await expect(form.getByRole('button', { name: text.submit })).toBeFocused()
      await expect(form).not.toContainText('reCAPTCHA')

      const sent = page.waitForRequest(
        (request) =>
          request.method() === 'POST' && request.url().endsWith('/api/public/accessibility-feedback'),
      )
      await page.keyboard.press('Enter')
      const request = await sent
      expect(request.headers()['idempotency-key']).toMatch(uuid)
      // No RECAPTCHA_SITE_KEY on the e2e server: the form works without captcha and reaches no third party.
      expect(request.headers()['x-captcha-token']).toBeUndefined()
      expect(elsewhere).toEqual([])
      expect(request.postDataJSON()).toMatchObject({ kind: 'barrier', lang, page_url: '/el-colegio' })

      const confirmation = page.getByRole('group', { name: text.received })
      await expect(confirmation).toBeFocused()
      await expect(confirmation).toContainText(/ACC-\d{4}-\d{6}/)
      await expect(confirmation).toContainText(`ane.${lang}@example.org`)
      await expect(page.getByRole('form', { name: text.formTitle })).toHaveCount(0)
      await expectNoAxeViolations(page)
    })

    test('an empty submit lists the problems and marks the fields, without sending anything', async ({
      page,
    }) => {
      await openStatement(page, lang)
      let posted = false
      page.on('request', (request) => {
        if (request.method() === 'POST') posted = true
      })
      const form = page.getByRole('form', { name: text.formTitle })
      await tabTo(page, form.getByRole('button', { name: text.submit }))
      await page.keyboard.press('Enter')

      const summary = page.getByRole('group', { name: text.summary })
      await expect(summary).toBeFocused()
      await expect(summary.getByRole('link')).toHaveCount(3)
      await expect(form.getByRole('textbox', { name: text.message })).toHaveAttribute('aria-invalid', 'true')
      await expect(form.getByRole('textbox', { name: text.email })).toHaveAttribute('aria-invalid', 'true')
      await expect(form.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true')

      // Following a link of the summary takes the keyboard to its field.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')
      await expect(form.getByRole('textbox', { name: text.message })).toBeFocused()
      expect(posted).toBe(false)
    })
  })
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`axe on the statement at ${viewport.width}x${viewport.height} (${viewportName})`, () => {
    test.use({ viewport })

    for (const lang of languages) {
      test(`${lang}: no violations before and after an empty submit`, async ({ page }) => {
        await openStatement(page, lang)
        await expectNoAxeViolations(page)

        const submit = page.getByRole('button', { name: statement[lang].submit })
        await tabTo(page, submit)
        await page.keyboard.press('Enter')
        await expect(page.getByRole('group', { name: statement[lang].summary })).toBeFocused()
        await expectNoAxeViolations(page)
      })
    }
  })
}
