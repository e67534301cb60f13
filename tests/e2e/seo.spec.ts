import { expect, test } from '@playwright/test'
import { content, demoCourse, demoEvent, demoNewsItem, demoResourcePath } from './demo-content'
import { expectRedirect, hreflangOf } from './support'

test.describe('search engines', () => {
  test('sitemap.xml lists the public pages in all four languages, each with its other versions', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/xml')
    const xml = await response.text()
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname)
    for (const path of [
      content.es.about.path,
      content.ca.about.path,
      content.en.about.path,
      content.eu.about.path,
      '/news',
      '/eu/news',
      '/ca/events',
      '/en/courses',
      '/registry/collegiates',
      '/eu/registry/societies',
    ]) {
      expect(locations, path).toContain(path)
    }
    for (const lang of ['es', 'ca', 'en', 'eu']) expect(xml).toContain(`hreflang="${lang}"`)
    // Each address names x-default, the Spanish version, among its alternates.
    const about = xml.split('<url>').find((entry) => entry.includes(`${content.eu.about.path}</loc>`))
    expect(about).toMatch(new RegExp(`hreflang="x-default" href="https?://[^"]+${content.es.about.path}"`))
    expect(xml.split('<url>').length - 1).toBe(xml.split('hreflang="x-default"').length - 1)
    expect(locations).not.toContain('/nueva-sede')
  })

  test('robots.txt points to the sitemap and keeps previews and the API out', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m)
    expect(robots).toContain('Disallow: /api/')
    expect(robots).toContain('Disallow: /tmp/')
  })

  test('/favicon.ico, which browsers ask for beside documents that name no icon, leads to the site’s icon', async ({
    request,
  }) => {
    const asked = await request.get('/favicon.ico', { maxRedirects: 0 })
    expect(asked.status()).toBe(308)
    expect(asked.headers().location).toBe('/favicon.svg')
    const icon = await request.get('/favicon.ico')
    expect(icon.status()).toBe(200)
    expect(icon.headers()['content-type']).toContain('image/svg+xml')
  })

  test('every alternate of nine kinds of page answers 200 with the same alternates, itself and x-default included', async ({
    request,
    baseURL,
  }) => {
    const starts = [
      '/eu',
      content.ca.about.path,
      demoNewsItem.en.path,
      demoEvent.eu,
      demoCourse.es,
      '/ca/job/infermera-cures-intensives-madrid',
      demoResourcePath.en,
      '/eu/news',
      '/registry/collegiates',
    ]
    for (const start of starts) {
      const { lang, links } = await hreflangOf(baseURL!, start)
      expect(Object.keys(links).sort(), start).toEqual(['ca', 'en', 'es', 'eu', 'x-default'])
      expect(links[lang!], `${start} names itself`).toBe(start)
      expect(links['x-default'], `${start}: x-default`).toBe(links.es)
      for (const path of new Set(Object.values(links))) {
        expect((await hreflangOf(baseURL!, path)).links, `${path}, an alternate of ${start}`).toEqual(links)
      }
    }

    // Another language's slug goes to the translated one: one address per item and language.
    await expectRedirect(request, '/ca/el-colegio', content.ca.about.path)
    await expectRedirect(
      request,
      '/ca/job/enfermera-cuidados-intensivos-madrid',
      '/ca/job/infermera-cures-intensives-madrid',
    )
    await expectRedirect(request, `/eu${demoNewsItem.es.path}`, demoNewsItem.eu.path)
  })
})
