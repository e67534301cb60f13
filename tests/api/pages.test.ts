import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { locales, type Locale } from '@/lib/contract/locales'
import { PageSchema, type Page } from '@/lib/contract/pages'
import { pages, pageTranslations } from '@/lib/server/db/schema'
import { demoPages } from '@/lib/server/db/seed/pages'
import { listPublicSlugs } from '@/lib/server/services/pages'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

const homeSlugs: Record<Locale, string> = { es: 'inicio', ca: 'inici', en: 'home', eu: 'hasiera' }
const hour = 60 * 60 * 1000

type PageRow = Partial<typeof pages.$inferInsert>
type TranslationRow = Omit<typeof pageTranslations.$inferInsert, 'page_id'>

async function getPage(lang: string, slug: string): Promise<Page> {
  const response = await api.request(`/api/public/pages/${lang}/${slug}`)
  expect(response.status, `${lang}/${slug}`).toBe(200)
  return PageSchema.parse(await response.json())
}

/** Inserts a page with its translations while `run` runs, then deletes it (translations go with it). */
async function withPage(page: PageRow, translations: TranslationRow[], run: (id: number) => Promise<void>) {
  const [created] = await api.db.insert(pages).values(page).returning({ id: pages.id })
  if (!created) throw new Error('Could not insert the page')
  try {
    await api.db.insert(pageTranslations).values(translations.map((t) => ({ ...t, page_id: created.id })))
    await run(created.id)
  } finally {
    await api.db.delete(pages).where(eq(pages.id, created.id))
  }
}

function byLang<T extends { lang: Locale }>(list: T[]): T[] {
  return [...list].sort((a, b) => locales.indexOf(a.lang) - locales.indexOf(b.lang))
}

describe('GET /api/public/pages/{lang}/{slug}', () => {
  it.each(locales)('answers every seeded page in %s with the other languages as alternates', async (lang) => {
    for (const seed of demoPages) {
      const translation = seed.translations[lang]
      const page = await getPage(lang, translation.slug)
      expect(page).toMatchObject({
        lang,
        slug: translation.slug,
        title: translation.title,
        summary: translation.summary,
        body: translation.body,
        is_home: seed.is_home ?? false,
      })
      const others = locales.filter((other) => other !== lang)
      expect(byLang(page.alternates)).toEqual(
        others.map((other) => ({ lang: other, slug: seed.translations[other].slug })),
      )
    }
  })

  it('answers the same page id in every language, reachable through its alternates', async () => {
    const spanish = await getPage('es', 'el-colegio')
    for (const alternate of spanish.alternates) {
      const page = await getPage(alternate.lang, alternate.slug)
      expect(page.id).toBe(spanish.id)
      expect(page.alternates).toContainEqual({ lang: 'es', slug: 'el-colegio' })
    }
  })

  it('answers 404 PAGE_NOT_FOUND for an unknown slug', async () => {
    const response = await api.request('/api/public/pages/es/no-existe')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'PAGE_NOT_FOUND' })
  })

  it("answers 404 for another language's slug", async () => {
    expect((await api.request('/api/public/pages/es/el-collegi')).status).toBe(404)
    expect((await api.request('/api/public/pages/en/el-colegio')).status).toBe(404)
  })

  it.each(['Bad%20Slug!', 'El-Colegio', 'el--colegio', '-el-colegio', 'el_colegio'])(
    'answers 422 on the slug for the invalid slug %s',
    async (slug) => {
      const response = await api.request(`/api/public/pages/es/${slug}`)
      expect(response.status).toBe(422)
      const body = await response.json()
      expect(body.detail[0]).toMatchObject({
        loc: ['path', 'slug'],
        msg: expect.any(String),
        type: expect.any(String),
      })
    },
  )

  it('answers 422 on the language for an unknown language', async () => {
    const response = await api.request('/api/public/pages/fr/el-colegio')
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.detail[0]).toMatchObject({ loc: ['path', 'lang'] })
  })

  it('answers a page with a single translation with no alternates', async () => {
    await withPage(
      { status: 'published' },
      [{ lang: 'es', slug: 'solo-espanol', title: 'Solo en español' }],
      async (id) => {
        const page = await getPage('es', 'solo-espanol')
        expect(page).toMatchObject({
          id,
          title: 'Solo en español',
          summary: '',
          body: '',
          is_home: false,
          alternates: [],
        })
        expect((await api.request('/api/public/pages/ca/solo-espanol')).status).toBe(404)
      },
    )
  })

  it('answers the later of the page and translation update times as updated_at', async () => {
    const pageUpdated = new Date('2026-01-10T08:00:00.000Z')
    const translationUpdated = new Date('2026-02-20T09:30:00.000Z')
    await withPage(
      { status: 'published', updated_at: pageUpdated },
      [
        { lang: 'es', slug: 'fechas', title: 'Fechas', updated_at: translationUpdated },
        { lang: 'ca', slug: 'dates', title: 'Dates', updated_at: new Date('2025-12-01T00:00:00.000Z') },
      ],
      async () => {
        expect((await getPage('es', 'fechas')).updated_at).toBe(translationUpdated.toISOString())
        expect((await getPage('ca', 'dates')).updated_at).toBe(pageUpdated.toISOString())
      },
    )
  })
})

describe('publication status', () => {
  it.each(['draft', 'archived', 'discarded'] as const)('keeps a %s page private', async (status) => {
    await withPage({ status }, [{ lang: 'es', slug: `pagina-${status}`, title: status }], async () => {
      const response = await api.request(`/api/public/pages/es/pagina-${status}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ detail: 'PAGE_NOT_FOUND' })
    })
  })

  it('keeps a programmed page private until its publication time', async () => {
    const future = new Date(Date.now() + 24 * hour)
    await withPage(
      { status: 'programmed', publish_at: future },
      [{ lang: 'es', slug: 'futura', title: 'Futura' }],
      async () => {
        const response = await api.request('/api/public/pages/es/futura')
        expect(response.status).toBe(404)
        expect(await response.json()).toEqual({ detail: 'PAGE_NOT_FOUND' })
      },
    )
  })

  it('keeps a programmed page without a publication time private', async () => {
    await withPage(
      { status: 'programmed', publish_at: null },
      [{ lang: 'es', slug: 'sin-fecha', title: 'Sin fecha' }],
      async () => {
        expect((await api.request('/api/public/pages/es/sin-fecha')).status).toBe(404)
      },
    )
  })

  it('publishes a programmed page once its publication time has passed', async () => {
    const past = new Date(Date.now() - hour)
    await withPage(
      { status: 'programmed', publish_at: past },
      [
        { lang: 'es', slug: 'programada', title: 'Programada' },
        { lang: 'en', slug: 'scheduled', title: 'Scheduled' },
      ],
      async (id) => {
        const page = await getPage('es', 'programada')
        expect(page).toMatchObject({
          id,
          title: 'Programada',
          alternates: [{ lang: 'en', slug: 'scheduled' }],
        })
      },
    )
  })

  it('stops serving a published page as soon as it goes back to draft', async () => {
    await withPage(
      { status: 'published' },
      [{ lang: 'es', slug: 'retirada', title: 'Retirada' }],
      async (id) => {
        expect((await api.request('/api/public/pages/es/retirada')).status).toBe(200)
        await api.db.update(pages).set({ status: 'draft' }).where(eq(pages.id, id))
        expect((await api.request('/api/public/pages/es/retirada')).status).toBe(404)
      },
    )
  })
})

describe('GET /api/public/home/{lang}', () => {
  it.each(locales)('answers the home page in %s', async (lang) => {
    const response = await api.request(`/api/public/home/${lang}`)
    expect(response.status).toBe(200)
    const home = PageSchema.parse(await response.json())
    expect(home).toMatchObject({ lang, slug: homeSlugs[lang], is_home: true })
    expect(home).toEqual(await getPage(lang, homeSlugs[lang]))
  })

  it('answers 404 PAGE_NOT_FOUND while the home page is not public', async () => {
    const [home] = await api.db.select({ id: pages.id }).from(pages).where(eq(pages.is_home, true))
    await api.db.update(pages).set({ status: 'draft' }).where(eq(pages.id, home!.id))
    try {
      const response = await api.request('/api/public/home/es')
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ detail: 'PAGE_NOT_FOUND' })
    } finally {
      await api.db.update(pages).set({ status: 'published' }).where(eq(pages.id, home!.id))
    }
    expect((await api.request('/api/public/home/es')).status).toBe(200)
  })

  it('answers 422 on the language for an unknown language', async () => {
    const response = await api.request('/api/public/home/fr')
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.detail[0]).toMatchObject({ loc: ['path', 'lang'] })
  })
})

describe('body sanitising', () => {
  const unsafeBody = [
    '<p>Texto visible</p>',
    '<script>alert(1)</script>',
    '<p onclick="steal()">Pulsa aquí</p>',
    '<a href="javascript:alert(2)">Enlace trampa</a>',
    '<a href="https://example.org/" target="_blank">Enlace externo</a>',
    '<a href="/el-colegio">Enlace interno</a>',
  ].join('\n')

  it('strips scripts, event handlers and javascript: links and keeps the text', async () => {
    await withPage(
      { status: 'published' },
      [{ lang: 'es', slug: 'insegura', title: 'Insegura', body: unsafeBody }],
      async () => {
        const { body } = await getPage('es', 'insegura')
        expect(body).toContain('<p>Texto visible</p>')
        expect(body).toContain('<p>Pulsa aquí</p>')
        expect(body).toContain('Enlace trampa')
        expect(body).toContain('<a href="/el-colegio">Enlace interno</a>')
        expect(body).not.toMatch(/<script/i)
        expect(body).not.toContain('alert(1)')
        expect(body).not.toMatch(/onclick/i)
        expect(body).not.toContain('steal()')
        expect(body).not.toMatch(/javascript:/i)
      },
    )
  })

  it('adds rel="noopener noreferrer" to links that open a new tab', async () => {
    await withPage(
      { status: 'published' },
      [{ lang: 'es', slug: 'enlaces', title: 'Enlaces', body: unsafeBody }],
      async () => {
        const { body } = await getPage('es', 'enlaces')
        const external = body.match(/<a [^>]*>Enlace externo<\/a>/)?.[0]
        expect(external).toContain('href="https://example.org/"')
        expect(external).toContain('target="_blank"')
        expect(external).toContain('rel="noopener noreferrer"')
        expect(body.match(/<a [^>]*>Enlace interno<\/a>/)?.[0]).not.toContain('rel=')
      },
    )
  })
})

describe('listPublicSlugs (what the proxy redirects with)', () => {
  it('lists every public page in every language, marking the home page', async () => {
    const slugs = await listPublicSlugs(api.db)
    expect(slugs).toContainEqual(expect.objectContaining({ lang: 'en', slug: 'home', is_home: true }))
    expect(slugs).toContainEqual(expect.objectContaining({ lang: 'eu', slug: 'elkargoa', is_home: false }))
    const about = slugs.filter((entry) => ['el-colegio', 'the-association'].includes(entry.slug))
    expect(new Set(about.map((entry) => entry.page_id)).size).toBe(1)
  })

  it('leaves out pages that are not public', async () => {
    await withPage({ status: 'draft' }, [{ lang: 'es', slug: 'borrador', title: 'Borrador' }], async () => {
      expect((await listPublicSlugs(api.db)).map((entry) => entry.slug)).not.toContain('borrador')
    })
  })
})
