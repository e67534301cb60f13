import { expect, test, type Page } from '@playwright/test'
import {
  content,
  demoCourse,
  demoEvent,
  demoNewsItem,
  demoResourcePath,
  languages,
  missingPath,
  viewports,
  type Language,
} from './demo-content'
import {
  demoCollegiate,
  demoNonMember,
  demoPrecollegiate,
  demoStaff,
  expectNoAxeViolations,
  noCookieAnswer,
  signInBrowser,
} from './support'

const prefixed = (lang: Language, path: string) => (lang === 'es' ? path : `/${lang}${path}`)

const otherLanguages = languages.filter((lang) => lang !== 'es')

// The longest tests come first, so that none of them is left running alone at the end of the sweep.

/** The back-office's menu: every list it offers, as the staff account sees them (each group opened in turn). */
async function backOfficeLists(page: Page): Promise<string[]> {
  const menu = page.getByRole('menu')
  const links = menu.locator('a[href^="/admin/"]')
  await expect(links.first()).toBeVisible()
  const lists = new Set<string>()
  const groups = menu.locator('[aria-expanded]')
  for (let index = 0; index < (await groups.count()); index++) {
    const group = groups.nth(index)
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click()
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    for (const href of await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')!),
    ))
      lists.add(href)
  }
  return [...lists]
}

/** A back-office screen once react-admin has loaded what it shows. */
async function backOfficeReady(page: Page) {
  await expect(page.locator('#main-content, main').first()).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 })
}

/**
 * The back-office, desktop width: in Spanish its home, every list and the first record of each (in thirds, side
 * by side); in the other languages the home and a third of the lists each, taking turns (the markup does not
 * change with the language).
 */
const backOfficeSweeps = [
  ...[0, 1, 2].map((share) => ({ lang: 'es', share, of: 3, records: true })),
  ...otherLanguages.map((lang, share) => ({ lang, share, of: otherLanguages.length, records: false })),
] as const

test.describe('axe on the back-office', () => {
  for (const { lang, share, of, records } of backOfficeSweeps) {
    const what = records ? `lists and records (${share + 1} of ${of})` : 'lists'
    test(`${lang}: the back-office's ${what} have no violations`, async ({ page }) => {
      test.setTimeout(240_000)
      await page.addInitScript(
        (locale) => localStorage.setItem('RaStore.locale', JSON.stringify(locale)),
        lang,
      )
      await page.setViewportSize(viewports.desktop)
      await signInBrowser(page.context(), demoStaff)
      await page.goto('/admin')
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await backOfficeReady(page)
      if (share === 0 || !records) await expectNoAxeViolations(page)
      if (records && share === 0) {
        // A collegiate's record as staff correct it: besides the account, every section of the profile.
        const found = await page.request.get(
          `/api/admin/members?q=${encodeURIComponent(demoCollegiate.email)}`,
        )
        const [member] = ((await found.json()) as { items: Array<{ id: string }> }).items
        await page.goto(`/admin/members/${member!.id}`)
        await backOfficeReady(page)
        await expect(page.getByRole('region', { name: 'Ejercicio profesional' })).toBeVisible()
        await expectNoAxeViolations(page)
      }
      const lists = await backOfficeLists(page)
      for (const [index, list] of lists.entries()) {
        if (index % of !== share) continue
        await page.goto(list)
        await backOfficeReady(page)
        await expectNoAxeViolations(page)
        const firstRecord = page.locator('.RaList-content tbody tr').first()
        if (records && (await firstRecord.count()) > 0) {
          await firstRecord.click()
          // A list whose rows open nothing stays where it is.
          const opened = await page
            .waitForURL((url) => url.pathname !== list, { timeout: 3_000 })
            .then(() => true)
            .catch(() => false)
          if (!opened) continue
          await backOfficeReady(page)
          await expectNoAxeViolations(page)
        }
      }
    })
  }
})

test('the back-office forms that reach no list have no violations: a charge, and a fee run with its preview', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize(viewports.desktop)
  await signInBrowser(page.context(), demoStaff)
  await page.goto('/admin/movements/create')
  await backOfficeReady(page)
  await expectNoAxeViolations(page)
  await page.goto('/admin/fee-runs/create')
  await backOfficeReady(page)
  await page.getByLabel('Cuota antes de descuentos (€)').fill('45')
  // A preview writes nothing, so the read-only server can show one.
  await page.getByRole('button', { name: 'Vista previa' }).click()
  await expect(page.getByRole('heading', { name: 'Vista previa' })).toBeVisible()
  await expectNoAxeViolations(page)
})

// The front page, and the longest area's page: the others are the same markup with fewer operations.
for (const path of ['/api/docs', '/api/docs/back-office-content']) {
  test(`${path} has no violations`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(200)
    await expectNoViolationsAtEveryWidth(page)
  })
}

/** The ventanilla única's CMS pages (lib/server/db/seed/one-stop-shop.ts). */
const oneStopShopSlugs: Record<'hub' | 'ethics' | 'consumers' | 'appeals', Record<Language, string>> = {
  hub: { es: 'ventanilla-unica', ca: 'finestreta-unica', en: 'one-stop-shop', eu: 'leihatila-bakarra' },
  ethics: {
    es: 'codigo-deontologico',
    ca: 'codi-deontologic',
    en: 'code-of-ethics',
    eu: 'kode-deontologikoa',
  },
  consumers: {
    es: 'asociaciones-de-consumidores',
    ca: 'associacions-de-consumidors',
    en: 'consumer-associations',
    eu: 'kontsumitzaileen-elkarteak',
  },
  appeals: {
    es: 'quejas-y-recursos',
    ca: 'queixes-i-recursos',
    en: 'complaints-and-appeals',
    eu: 'kexak-eta-errekurtsoak',
  },
}

/** A demo job offer and workplace in each language (lib/server/db/seed/jobs.ts, workplaces.ts). */
const jobSlugs: Record<Language, string> = {
  es: 'enfermera-quirofano-donostia',
  ca: 'infermera-quirofan-donostia',
  en: 'theatre-nurse-donostia',
  eu: 'ebakuntza-gelako-erizaina-donostia',
}
const workplaceSlugs: Record<Language, string> = {
  es: 'hospital-universitario-ribera-del-manzanares',
  ca: 'hospital-universitari-ribera-del-manzanares',
  en: 'ribera-del-manzanares-university-hospital',
  eu: 'ribera-del-manzanares-unibertsitate-ospitalea',
}

/** The demo legal advice procedure in each language (lib/server/db/seed/procedures.ts). */
const procedureSlugs: Record<Language, string> = {
  es: 'consulta-asesoria-juridica',
  ca: 'consulta-assessoria-juridica',
  en: 'legal-advice-enquiry',
  eu: 'aholkularitza-juridikoari-kontsulta',
}

/** Every route of the portal, in every language; a new page joins this list. */
const pages = [
  { name: 'home page', path: (lang: Language) => content[lang].home, status: 200 },
  { name: 'content page', path: (lang: Language) => content[lang].about.path, status: 200 },
  { name: 'not-found page', path: missingPath, status: 404 },
  { name: '/404 page', path: (lang: Language) => prefixed(lang, '/404'), status: 404 },
  {
    name: '/pagina-no-encontrada page',
    path: (lang: Language) => prefixed(lang, '/pagina-no-encontrada'),
    status: 404,
  },
  {
    name: 'accessibility statement',
    path: (lang: Language) => prefixed(lang, '/accessibility'),
    status: 200,
  },
  { name: 'no-permission page', path: (lang: Language) => prefixed(lang, '/no-permission'), status: 200 },
  {
    name: 'under-construction page',
    path: (lang: Language) => prefixed(lang, '/en-construccion'),
    status: 200,
  },
  {
    name: 'preview alert page',
    path: (lang: Language) => prefixed(lang, '/tmp/components/PrevPageAlert'),
    status: 200,
  },
  { name: 'login page', path: (lang: Language) => prefixed(lang, '/login'), status: 200 },
  ...[
    'password-recovery',
    'reset-password',
    'first-password',
    'request-verify-token',
    'new-verification',
    'verify-tmp-email',
  ].map((page) => ({
    name: `/auth/${page} page`,
    path: (lang: Language) => prefixed(lang, `/auth/${page}`),
    status: 200,
  })),
  { name: 'events list', path: (lang: Language) => prefixed(lang, '/events'), status: 200 },
  { name: 'event detail', path: (lang: Language) => demoEvent[lang], status: 200 },
  { name: 'courses list', path: (lang: Language) => prefixed(lang, '/courses'), status: 200 },
  { name: 'course detail', path: (lang: Language) => demoCourse[lang], status: 200 },
  { name: 'news list', path: (lang: Language) => prefixed(lang, '/news'), status: 200 },
  { name: 'news item', path: (lang: Language) => demoNewsItem[lang].path, status: 200 },
  {
    name: 'resources catalogue, filtered',
    path: (lang: Language) => prefixed(lang, '/resources?online=true&category=formacion'),
    status: 200,
  },
  { name: 'resource detail', path: (lang: Language) => demoResourcePath[lang], status: 200 },
  {
    name: 'content page preview',
    path: (lang: Language) => prefixed(lang, `/tmp/${content[lang].about.path.split('/').pop()}`),
    status: 200,
  },
  { name: 'jobs list', path: (lang: Language) => prefixed(lang, '/jobs?province=Sevilla'), status: 200 },
  { name: 'job offer', path: (lang: Language) => prefixed(lang, `/job/${jobSlugs[lang]}`), status: 200 },
  {
    name: 'generic procedure',
    path: (lang: Language) => prefixed(lang, `/generic-procedure/${procedureSlugs[lang]}`),
    status: 200,
  },
  { name: 'workplaces list', path: (lang: Language) => prefixed(lang, '/workplaces'), status: 200 },
  {
    name: 'workplace',
    path: (lang: Language) => prefixed(lang, `/workplaces/${workplaceSlugs[lang]}`),
    status: 200,
  },
  // Online registration
  { name: 'collegiate registration', path: (lang: Language) => prefixed(lang, '/collegiate'), status: 200 },
  {
    name: 'pre-collegiate registration',
    path: (lang: Language) => prefixed(lang, '/precollegiate'),
    status: 200,
  },
  // Issued documents and complaint lookup (the code pages show the API's answer: not found)
  {
    name: 'document validation',
    path: (lang: Language) => prefixed(lang, '/document-validation'),
    status: 200,
  },
  {
    name: 'document validation of an unknown code',
    path: (lang: Language) => prefixed(lang, '/document-validation/0000-0000-0000-0000-0000'),
    status: 200,
  },
  {
    name: 'content verification of one document',
    path: (lang: Language) => prefixed(lang, '/content-verification/0000-0000-0000-0000-0000'),
    status: 200,
  },
  {
    name: 'complaint lookup',
    path: (lang: Language) => prefixed(lang, '/complaint-lookup?code=JOB-1999-000000'),
    status: 200,
  },
  // Ventanilla única: the complaint service
  { name: 'complaint service', path: (lang: Language) => prefixed(lang, '/complaints'), status: 200 },
  // The ventanilla única's information pages
  ...(['hub', 'ethics', 'consumers', 'appeals'] as const).map((key) => ({
    name: `one-stop shop page (${key})`,
    path: (lang: Language) => prefixed(lang, `/${oneStopShopSlugs[key][lang]}`),
    status: 200,
  })),
]

/** Checks the page at every width: loaded at the first, then resized (a second axe run on the same page is cheap). */
async function expectNoViolationsAtEveryWidth(page: Page) {
  for (const { width, height } of Object.values(viewports)) {
    await page.setViewportSize({ width, height })
    await page.waitForFunction((expected) => window.innerWidth === expected, width)
    await page.evaluate(
      () => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))),
    )
    await expectNoAxeViolations(page)
  }
}

const widths = Object.values(viewports)
  .map(({ width, height }) => `${width}x${height}`)
  .join(' and ')

/**
 * Spanish pages at every width; the other languages at the narrowest, where longer words wrap and the layout is
 * tightest. What differs between languages is the text (its language, names and labels), which one width shows;
 * the desktop layout is the same markup around it.
 */
const widthsFor = (lang: Language) =>
  lang === 'es' ? widths : `${viewports.mobile.width}x${viewports.mobile.height}`

async function expectNoViolationsAtWidthsFor(lang: Language, page: Page) {
  if (lang === 'es') return expectNoViolationsAtEveryWidth(page)
  await page.setViewportSize(viewports.mobile)
  await page.waitForFunction((expected) => window.innerWidth === expected, viewports.mobile.width)
  await expectNoAxeViolations(page)
}

/**
 * Each page in Spanish and in one other language, the others taking turns from page to page: every language's
 * texts are swept, on a third of the pages each, and the sweep stays short (the markup does not change with the
 * language: what does, the text, is the same from page to page).
 */
const sweptLanguages = (index: number): Language[] => ['es', otherLanguages[index % otherLanguages.length]!]

test.describe('axe on every page', () => {
  for (const [index, { name, path, status }] of pages.entries()) {
    for (const lang of sweptLanguages(index)) {
      test(`${lang}: the ${name} ${path(lang)} has no violations at ${widthsFor(lang)}`, async ({ page }) => {
        await page.setViewportSize(lang === 'es' ? viewports.desktop : viewports.mobile)
        const response = await page.goto(path(lang))
        expect(response?.status()).toBe(status)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expectNoViolationsAtWidthsFor(lang, page)
      })
    }
  }
})

// The sweep above runs with the cookie banner answered (the default browser state); this one with it open, at one
// width and on one page of each kind, in Spanish and one other language taking turns: the banner is the same on
// every page, and its settings dialog is checked in cookie-consent.spec.ts.
const bannerPages = pages.filter(({ name }) =>
  ['home page', 'content page', 'not-found page', 'login page', 'news list', 'event detail'].includes(name),
)

test.describe(`axe with the cookie banner open (${viewports.mobile.width}x${viewports.mobile.height})`, () => {
  test.use({ viewport: viewports.mobile, storageState: noCookieAnswer })

  for (const [index, { name, path, status }] of bannerPages.entries()) {
    for (const lang of sweptLanguages(index)) {
      test(`${lang}: the ${name} ${path(lang)} has no violations`, async ({ page }) => {
        const response = await page.goto(path(lang))
        expect(response?.status()).toBe(status)
        await expect(page.getByRole('region', { name: content[lang].cookies.banner })).toBeVisible()
        await expectNoAxeViolations(page)
      })
    }
  }
})

// These two pages move on by themselves a moment after loading. They stay as they first show when the sign-out
// request is never answered, and when the next page answers 204 (a navigation to No Content keeps the document).
test.describe('axe on the pages that lead elsewhere', () => {
  for (const lang of languages) {
    for (const path of ['/logout', '/redirect?redirectTo=/held-page']) {
      test(`${lang}: ${prefixed(lang, path)} has no violations`, async ({ page }) => {
        await page.route('**/api/auth/jwt/logout', () => undefined)
        await page.route(
          (url) => url.pathname === '/held-page',
          (route) => route.fulfill({ status: 204 }),
        )
        // Not waiting for `load`: the redirect page starts the next navigation before that.
        const response = await page.goto(prefixed(lang, path), { waitUntil: 'commit' })
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('status').first()).not.toBeEmpty()
        await expectNoAxeViolations(page)
      })
    }
  }
})

// The collegiate's profile at the widths of widthsFor; the other roles' (a DNI section, other menus) at the narrowest.
test.describe('axe on the private area, signed in', () => {
  const checks = [
    { role: 'collegiate', account: demoCollegiate, everyWidth: true },
    { role: 'pre-collegiate', account: demoPrecollegiate, everyWidth: false },
    { role: 'non-member', account: demoNonMember, everyWidth: false },
  ]
  for (const lang of languages) {
    for (const { role, account, everyWidth } of checks) {
      test(`${lang}: /profile of a ${role} has no violations at ${everyWidth ? widthsFor(lang) : 'mobile width'}`, async ({
        page,
      }) => {
        await page.setViewportSize(viewports.mobile)
        await signInBrowser(page.context(), account)
        const response = await page.goto(prefixed(lang, '/profile'))
        expect(response?.status()).toBe(200)
        await expect(page.locator('form').first()).toBeVisible()
        // Members' profile sections load their data before their forms appear.
        if (role !== 'non-member') await expect(page.locator('#proffesional form')).toBeVisible()
        await (everyWidth ? expectNoViolationsAtWidthsFor(lang, page) : expectNoAxeViolations(page))
      })
    }
  }
})

/**
 * The collegiate's other private pages (at the widths of widthsFor), once each has shown its data: `ready` waits for it and may
 * open what hides more (a history, a detail page), which is checked too.
 */
const signedInPages: Array<{ path: string; ready: (page: Page, lang: Language) => Promise<void> }> = [
  {
    path: '/my-documents',
    ready: async (page) => {
      await expect(page.locator('#attachments form')).toBeVisible()
      await expect(page.locator('#attachments [role="progressbar"]')).toHaveCount(0)
    },
  },
  {
    path: '/collegiate-documents',
    ready: async (page) => {
      await expect(page.locator('#checklist li').first()).toBeVisible()
      await expect(page.locator('#attachments form')).toBeVisible()
    },
  },
  {
    path: '/my-courses',
    ready: async (page, lang) => {
      const first = page.locator('main li h2 a').first()
      await expect(first).toBeVisible()
      await expectNoViolationsAtWidthsFor(lang, page)
      await first.click()
      await expect(page.getByRole('heading', { level: 2 }).last()).toBeVisible()
      await expect(page.locator('main ol li').first()).toBeVisible()
    },
  },
  {
    // An event's page with the live enrolment island of a signed-in collegiate.
    path: '/events/congreso-anual-del-colegio',
    ready: async (page) => {
      await expect(page.getByTestId('event-places')).toBeVisible()
      await expect(page.locator('#event-enrolment ~ * [role="progressbar"]')).toHaveCount(0)
    },
  },
  {
    // #10: the mandate's steps (generated or not yet) and its download.
    path: '/sepa',
    ready: async (page) => {
      await expect(page.locator('#state ol li')).toHaveCount(3)
      await expect(
        page.locator('#account').getByRole('button').or(page.locator('#account a[download]')),
      ).toBeVisible()
    },
  },
  {
    path: '/my-movements',
    // The seeded movements have loaded: the table (wide screens) and the cards (narrow ones) are there.
    ready: (page) => expect(page.locator('main table caption')).toBeAttached(),
  },
  {
    // #10: the card gateway's return page, for a payment that is not the collegiate's (the refusal said in place).
    path: '/payment/confirmation/ok?payment=00000000-0000-4000-8000-000000000000',
    ready: (page) => expect(page.locator('main [role="alert"]')).toBeVisible(),
  },
  {
    // #10: the return page reached without naming a payment.
    path: '/payment/confirmation/ko',
    ready: (page) => expect(page.locator('main [role="alert"]')).toBeVisible(),
  },
  {
    path: '/my-resources',
    // The loans have loaded: the history table is there.
    ready: (page) => expect(page.locator('main table')).toBeVisible(),
  },
  {
    path: demoResourcePath.es,
    // A public page signed in: the loan box has asked for the availability and the collegiate's own loan.
    ready: (page) =>
      expect(
        page.locator(
          'section[aria-labelledby="resource-loan"] button, section[aria-labelledby="resource-loan"] a',
        ),
      ).toBeVisible(),
  },
  {
    path: '/generic-procedures-profile?type=legal-advice',
    // The applications and the registration applications have loaded.
    ready: (page) => expect(page.locator('main table')).toHaveCount(2),
  },
  {
    // #9: the seeded society, the filing form opened, then the society's page with its components and history.
    path: '/professional-societies/procedure',
    ready: async (page, lang) => {
      const manage = page.locator('section[aria-labelledby="societies-list"] li a').first()
      await expect(manage).toBeVisible()
      await page.locator('section[aria-labelledby="societies-new"] button').click()
      await expect(page.locator('section[aria-labelledby="societies-new"] form')).toBeVisible()
      await expectNoViolationsAtWidthsFor(lang, page)
      await manage.click()
      await expect(page.locator('main ol li').first()).toBeVisible()
    },
  },
  {
    // A generic procedure's public page signed in: the application form of the island.
    path: '/generic-procedure/consulta-asesoria-juridica',
    ready: (page) => expect(page.locator('main form button[type="submit"]')).toBeVisible(),
  },
  {
    path: '/subscriptions',
    ready: async (page) => {
      await expect(page.locator('#emails form')).toBeVisible()
      await expect(page.locator('#consents form')).toBeVisible()
      await page.locator('#consents button[aria-expanded="false"]').click()
      await expect(page.locator('#consents table')).toBeVisible()
    },
  },
]

test.describe('axe on the private pages of a collegiate', () => {
  for (const [index, { path, ready }] of signedInPages.entries()) {
    for (const lang of sweptLanguages(index)) {
      test(`${lang}: ${path} has no violations at ${widthsFor(lang)}`, async ({ page }) => {
        await page.setViewportSize(viewports.mobile)
        await signInBrowser(page.context(), demoCollegiate)
        const response = await page.goto(prefixed(lang, path))
        expect(response?.status()).toBe(200)
        await ready(page, lang)
        await expectNoViolationsAtWidthsFor(lang, page)
      })
    }
  }
})

// The public registries, once their results (a search with several pages, for collegiates) have come.
const registries = [
  { path: '/registry/collegiates?q=etxeberria', results: 'main ul li h3' },
  { path: '/registry/societies?q=slp', results: 'main ul li h3' },
]

test.describe('axe on the public registries with results', () => {
  for (const lang of languages) {
    for (const { path, results } of registries) {
      test(`${lang}: ${path} has no violations at ${widthsFor(lang)}`, async ({ page }) => {
        await page.setViewportSize(lang === 'es' ? viewports.desktop : viewports.mobile)
        const response = await page.goto(prefixed(lang, path))
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator(results).first()).toBeVisible()
        await expectNoViolationsAtWidthsFor(lang, page)
      })
    }
  }
})

test.describe(`axe with the mobile menu open (${viewports.mobile.width}x${viewports.mobile.height})`, () => {
  test.use({ viewport: viewports.mobile })

  for (const lang of languages) {
    const { home, openMenu, menu } = content[lang]

    test(`${lang}: the menu drawer on ${home} has no violations`, async ({ page }) => {
      await page.goto(home)
      await page.getByRole('button', { name: openMenu }).click()
      await expect(page.getByRole('dialog', { name: menu })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})

test.describe(`axe with the desktop submenu open (${viewports.desktop.width}x${viewports.desktop.height})`, () => {
  test.use({ viewport: viewports.desktop })

  for (const lang of languages) {
    const { home, mainNavigation } = content[lang]

    test(`${lang}: the open submenu on ${home} has no violations`, async ({ page }) => {
      await page.goto(home)
      // The seeded navbar has several submenus, all built alike: the first stands for them.
      const button = page.getByRole('navigation', { name: mainNavigation }).getByRole('button').first()
      await button.click()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('keyboard', () => {
  for (const lang of languages) {
    const { home, skipToContent } = content[lang]

    test(`${lang}: the first Tab on ${home} reaches the skip link, and Enter moves focus to the main content`, async ({
      page,
    }) => {
      await page.goto(home)
      await page.keyboard.press('Tab')
      const skipLink = page.getByRole('link', { name: skipToContent })
      await expect(skipLink).toBeFocused()
      await expect(skipLink).toBeInViewport()
      await expect(skipLink).toHaveAttribute('href', '#main-content')

      await page.keyboard.press('Enter')
      const main = page.getByRole('main')
      await expect(main).toHaveAttribute('id', 'main-content')
      await expect(main).toBeFocused()
    })
  }
})
