import { expect, test } from '@playwright/test'
import { content } from './demo-content'

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
    expect(locations).not.toContain('/nueva-sede')
  })

  test('robots.txt points to the sitemap and keeps previews and the API out', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m)
    expect(robots).toContain('Disallow: /api/')
    expect(robots).toContain('Disallow: /tmp/')
  })
})
