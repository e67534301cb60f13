import { and, count, eq, inArray, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { locales, type Locale } from '@/lib/contract/locales'
import { NavbarsSchema } from '@/lib/contract/navigation'
import { PageSchema } from '@/lib/contract/pages'
import { seedDemoContent } from '@/lib/server/db/seed'
import { demoSeeds, navbars, navigationItems, pages, pageTranslations } from '@/lib/server/db/schema'
import { oneStopShopPages, oneStopShopSlugs } from '@/lib/server/db/seed/one-stop-shop'
import { demoNavbars, navbarSlugs } from '@/lib/server/db/seed/site'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

async function getPage(lang: Locale, slug: string) {
  const response = await api.request(`/api/public/pages/${lang}/${slug}`)
  expect(response.status, `${lang}/${slug}`).toBe(200)
  return PageSchema.parse(await response.json())
}

const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!)

async function navbarsOf(lang: Locale) {
  return NavbarsSchema.parse(await (await api.request(`/api/public/navbar?lang=${lang}`)).json())
}

const outline = (items: Array<{ label: string; url: string; children?: Array<{ url: string }> }> = []) =>
  items.map((item) => ({
    label: item.label,
    url: item.url,
    children: (item.children ?? []).map((c) => c.url),
  }))

/** The ventanilla's rows as an earlier database lacks them: its pages and its menu entries. */
async function removeOneStopShop({ pagesToo }: { pagesToo: boolean }) {
  const hubUrls = locales.map((lang) => `/${oneStopShopSlugs.hub[lang]}`)
  await api.db
    .delete(navigationItems)
    .where(and(inArray(navigationItems.url, hubUrls), isNull(navigationItems.parent_id)))
  if (!pagesToo) return
  // A database seeded before #11: neither the pages nor the record of their demo set.
  await api.db.delete(demoSeeds).where(eq(demoSeeds.name, 'one-stop-shop'))
  const ids = await api.db
    .selectDistinct({ id: pageTranslations.page_id })
    .from(pageTranslations)
    .where(
      inArray(
        pageTranslations.slug,
        oneStopShopPages.map((page) => page.translations.es.slug),
      ),
    )
  await api.db.delete(pages).where(
    inArray(
      pages.id,
      ids.map((row) => row.id),
    ),
  )
}

async function hubEntries(lang: Locale) {
  const [row] = await api.db
    .select({ total: count() })
    .from(navigationItems)
    .innerJoin(navbars, eq(navbars.id, navigationItems.navbar_id))
    .where(and(eq(navbars.lang, lang), eq(navigationItems.url, `/${oneStopShopSlugs.hub[lang]}`)))
  return row?.total
}

describe('the ventanilla única pages', () => {
  it.each(locales)('serves the hub and its three pages in %s, each under its own slug', async (lang) => {
    for (const seed of oneStopShopPages) {
      const page = await getPage(lang, seed.translations[lang].slug)
      expect(page.title).toBe(seed.translations[lang].title)
      expect(page.body).toContain('<h2>')
    }
  })

  it.each(locales)(
    'links the hub, in %s, to the registries, complaints, pages and procedures',
    async (lang) => {
      const prefix = lang === 'es' ? '' : `/${lang}`
      const hrefs = hrefsOf((await getPage(lang, oneStopShopSlugs.hub[lang])).body)
      for (const path of [
        '/registry/collegiates',
        '/registry/societies',
        '/complaints',
        '/complaint-lookup',
        '/collegiate',
        '/precollegiate',
        '/document-validation',
        '/generic-procedures-profile?type=single-window',
        `/${oneStopShopSlugs.ethics[lang]}`,
        `/${oneStopShopSlugs.consumers[lang]}`,
        `/${oneStopShopSlugs.appeals[lang]}`,
      ]) {
        // The sanitiser escapes & in addresses; none of these has one.
        expect(hrefs, path).toContain(`${prefix}${path}`)
      }
      expect(hrefs.every((href) => href.startsWith(`${prefix}/`))).toBe(true)
    },
  )

  it('names consumer organisations by their websites only, with no invented phone numbers', async () => {
    const body = (await getPage('es', oneStopShopSlugs.consumers.es)).body
    for (const domain of [
      'www.ocu.org',
      'www.facua.org',
      'www.cecu.es',
      'www.asgeco.org',
      'www.consumo.gob.es',
    ]) {
      expect(hrefsOf(body)).toContain(`https://${domain}/`)
    }
    expect(body).not.toMatch(/tel:|\d{3} ?\d{3} ?\d{3}/)
  })
})

describe('the ventanilla única in the navigation', () => {
  it.each(locales)(
    'has an entry in the %s main navbar with its children, and a footer link',
    async (lang) => {
      const { navbar_top: top, navbar_bottom_one: footer } = await navbarsOf(lang)
      const hub = `/${oneStopShopSlugs.hub[lang]}`
      const entry = top?.items.find((item) => item.url === hub)
      expect(entry?.children.map((child) => child.url)).toEqual([
        hub,
        '/registry/collegiates',
        '/registry/societies',
        '/complaints',
        '/complaint-lookup',
        `/${oneStopShopSlugs.ethics[lang]}`,
        `/${oneStopShopSlugs.consumers[lang]}`,
        `/${oneStopShopSlugs.appeals[lang]}`,
      ])
      expect(top?.items.at(-1)?.url).toBe('/profile')
      expect(footer?.items.at(-1)).toMatchObject({ url: hub })
    },
  )

  it('gives a database seeded before it the pages and menu entries once, in the places a new one has', async () => {
    await removeOneStopShop({ pagesToo: true })
    expect(await hubEntries('ca')).toBe(0)
    expect((await api.request(`/api/public/pages/ca/${oneStopShopSlugs.hub.ca}`)).status).toBe(404)

    await seedDemoContent(api.db)
    await seedDemoContent(api.db)

    for (const lang of locales) {
      expect(await hubEntries(lang), lang).toBe(3)
      const seeded = demoNavbars(lang)
      const body = await navbarsOf(lang)
      expect(outline(body.navbar_top?.items)).toEqual(
        outline(seeded.find((navbar) => navbar.slug === navbarSlugs.top)?.items),
      )
      expect(outline(body.navbar_bottom_one?.items)).toEqual(
        outline(seeded.find((navbar) => navbar.slug === navbarSlugs.one)?.items),
      )
      await getPage(lang, oneStopShopSlugs.ethics[lang])
    }
    const [hubPages] = await api.db
      .select({ total: count() })
      .from(pageTranslations)
      .where(eq(pageTranslations.slug, oneStopShopSlugs.hub.es))
    expect(hubPages?.total).toBe(1)
  })

  it('does not bring back an entry staff removed while the pages stay', async () => {
    await removeOneStopShop({ pagesToo: false })
    await seedDemoContent(api.db)
    for (const lang of locales) expect(await hubEntries(lang), lang).toBe(0)
    // Put the seeded state back for the other tests of the file.
    await removeOneStopShop({ pagesToo: true })
    await seedDemoContent(api.db)
    expect(await hubEntries('eu')).toBe(3)
  })
})
