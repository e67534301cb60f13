import { count, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { locales, type Locale } from '@/lib/contract/locales'
import { TermSchema } from '@/lib/contract/listing'
import {
  NewsDetailSchema,
  NewsListQuerySchema,
  NewsPageSchema,
  type NewsDetail,
  type NewsPage,
} from '@/lib/contract/news'
import { seedDemoContent } from '@/lib/server/db/seed'
import { news, newsTranslations, templates, terms } from '@/lib/server/db/schema'
import { demoNews, demoNewsCategories, slugify } from '@/lib/server/db/seed/news'
import { newsListQueries } from '@/lib/server/services/news'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

const hour = 60 * 60 * 1000
const publishedSeeds = demoNews.filter((item) => (item.status ?? 'published') === 'published')
const draftSeed = demoNews.find((item) => item.status === 'draft')!
const programmedSeed = demoNews.find((item) => item.status === 'programmed')!
const retirementSeed = demoNews.find((item) => item.texts.es[0].includes('jubilación'))!

type NewsRow = Partial<typeof news.$inferInsert>
type TranslationRow = Omit<typeof newsTranslations.$inferInsert, 'news_id'>

async function listNews(lang: string, query = ''): Promise<NewsPage> {
  const response = await api.request(`/api/news/${lang}${query ? `?${query}` : ''}`)
  expect(response.status, `${lang}?${query}`).toBe(200)
  return NewsPageSchema.parse(await response.json())
}

async function getNews(lang: string, slug: string): Promise<NewsDetail> {
  const response = await api.request(`/api/public/news/${lang}/${slug}`)
  expect(response.status, `${lang}/${slug}`).toBe(200)
  return NewsDetailSchema.parse(await response.json())
}

async function expect422(path: string, location: Array<string | number>) {
  const response = await api.request(path)
  expect(response.status, path).toBe(422)
  const body = await response.json()
  expect(body.detail[0]).toMatchObject({ loc: location, msg: expect.any(String), type: expect.any(String) })
  return body.detail[0].msg as string
}

/** Inserts a news item with its translations while `run` runs, then deletes it (translations go with it). */
async function withNews(item: NewsRow, translations: TranslationRow[], run: (id: number) => Promise<void>) {
  const [created] = await api.db.insert(news).values(item).returning({ id: news.id })
  if (!created) throw new Error('Could not insert the news item')
  try {
    await api.db.insert(newsTranslations).values(translations.map((t) => ({ ...t, news_id: created.id })))
    await run(created.id)
  } finally {
    await api.db.delete(news).where(eq(news.id, created.id))
  }
}

const ids = (page: NewsPage) => page.items.map((item) => item.id)

describe('GET /api/news/{lang}', () => {
  it.each(locales)('lists every published seeded item in %s, newest first', async (lang) => {
    const page = await listNews(lang, 'limit=100')
    expect(page).toMatchObject({ total: publishedSeeds.length, skip: 0, limit: 100 })
    expect(page.items).toHaveLength(publishedSeeds.length)
    const dates = page.items.map((item) => Date.parse(item.publish_at))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const titles = page.items.map((item) => item.title)
    expect(titles).toEqual(
      [...publishedSeeds].sort((a, b) => a.daysAgo - b.daysAgo).map((item) => item.texts[lang][0]),
    )
    for (const item of page.items) {
      expect(item.lang).toBe(lang)
      expect(item.slug).toBe(slugify(item.title))
      expect(item.category).not.toBeNull()
    }
  })

  it('answers each item with its category named in the language, its summary and its featured flag', async () => {
    const [first] = (await listNews('ca', 'limit=1')).items
    const seed = [...publishedSeeds].sort((a, b) => a.daysAgo - b.daysAgo)[0]!
    const category = demoNewsCategories.find((term) => term.key === seed.category)!
    expect(first).toMatchObject({
      title: seed.texts.ca[0],
      summary: seed.texts.ca[1],
      featured: seed.featured ?? false,
      image_src: null,
      image_alt: '',
      category: { key: category.key, name: category.names.ca, color: category.color },
    })
    expect((await listNews('en', 'limit=100')).items.filter((item) => item.featured).length).toBe(
      publishedSeeds.filter((item) => item.featured).length,
    )
  })

  it('pages with skip and limit, the total the same on every page and no item twice', async () => {
    const all = ids(await listNews('es', 'limit=100'))
    const pages = await Promise.all([0, 10, 20, 30].map((skip) => listNews('es', `skip=${skip}&limit=10`)))
    for (const page of pages) expect(page.total).toBe(publishedSeeds.length)
    expect(pages.flatMap(ids)).toEqual(all)
    expect(pages[3]!.items).toHaveLength(publishedSeeds.length - 30)
    expect((await listNews('es', 'skip=1000')).items).toEqual([])
    expect(await listNews('es')).toMatchObject({ skip: 0, limit: 10 })
  })

  it('orders items published at the same moment by id, newest first', async () => {
    const at = new Date(Date.now() - hour)
    await withNews(
      { status: 'published', publish_at: at },
      [{ lang: 'es', slug: 'gemela-a', title: 'A' }],
      (a) =>
        withNews(
          { status: 'published', publish_at: at },
          [{ lang: 'es', slug: 'gemela-b', title: 'B' }],
          async (b) => {
            expect(ids(await listNews('es', 'limit=2'))).toEqual([b, a])
          },
        ),
    )
  })

  it('keeps drafts and news programmed for the future out, whatever the query', async () => {
    for (const lang of locales) {
      const titles = (await listNews(lang, 'limit=100')).items.map((item) => item.title)
      expect(titles).not.toContain(draftSeed.texts[lang][0])
      expect(titles).not.toContain(programmedSeed.texts[lang][0])
    }
    expect((await listNews('es', `q=${encodeURIComponent('borrador confidencial')}`)).total).toBe(0)
    expect((await listNews('es', `q=${encodeURIComponent('anuncio programado')}`)).total).toBe(0)
    expect((await listNews('es', `status_id=5&q=${encodeURIComponent('anuncio programado')}`)).total).toBe(0)
  })

  it.each(['archived', 'discarded', 'draft'] as const)('keeps a %s item out', async (status) => {
    await withNews(
      { status },
      [{ lang: 'es', slug: `noticia-${status}`, title: `Xilófono ${status}` }],
      async () => {
        expect((await listNews('es', 'q=xilofono')).total).toBe(0)
        expect((await listNews('es', 'q=xilofono&status_id=5')).total).toBe(0)
      },
    )
  })

  it('shows programmed news once their time has come, under status 1 and status 5', async () => {
    await withNews(
      { status: 'programmed', publish_at: new Date(Date.now() - hour) },
      [{ lang: 'es', slug: 'programada-pasada', title: 'Zaragata programada' }],
      async (past) =>
        withNews(
          { status: 'programmed', publish_at: new Date(Date.now() + hour) },
          [{ lang: 'es', slug: 'programada-futura', title: 'Zaragata futura' }],
          async () => {
            expect(ids(await listNews('es', 'q=zaragata'))).toEqual([past])
            expect(ids(await listNews('es', 'q=zaragata&status_id=1'))).toEqual([past])
            expect(ids(await listNews('es', 'q=zaragata&status_id=5'))).toEqual([past])
          },
        ),
    )
  })

  it('lists only programmed news whose time has come under status 5', async () => {
    expect(await listNews('es', 'status_id=5')).toMatchObject({ total: 0, items: [] })
  })

  it.each(['2', '3', '4', '0', '6', 'published', '1.5'])(
    'refuses status_id=%s, which is not a public status, with a 422 that says which are',
    async (statusId) => {
      const message = await expect422(`/api/news/es?status_id=${statusId}`, ['query', 'status_id'])
      expect(message).toMatch(/1 \(published\) or 5 \(programmed/)
    },
  )

  describe('search', () => {
    const accented = {
      lang: 'es' as const,
      slug: 'plan-formacion-ulzama',
      title: 'Plan de formación en Ulzama',
    }
    const plain = { lang: 'es' as const, slug: 'formacion-ulzama', title: 'Jornada de formacion en ULZAMA' }

    it('matches without accents what is written with them, and the other way round, in any case', async () => {
      await withNews({ status: 'published' }, [accented], async (a) =>
        withNews({ status: 'published' }, [plain], async (b) => {
          for (const q of ['formacion ulzama', 'FORMACIÓN Ulzama', 'Formación ulzamá']) {
            expect(new Set(ids(await listNews('es', `q=${encodeURIComponent(q)}`)))).toEqual(new Set([a, b]))
          }
        }),
      )
    })

    it('finds "formacion" in the seeded "formación" and every word of the query', async () => {
      const page = await listNews('es', 'q=formacion&limit=100')
      expect(page.items.map((item) => item.title)).toContain(
        'Becas de formación continuada para colegiados jóvenes',
      )
      expect(page.total).toBeLessThan(publishedSeeds.length)
      const both = await listNews('es', `q=${encodeURIComponent('FORMACIÓN becas')}`)
      expect(both.items.map((item) => item.title)).toEqual([
        'Becas de formación continuada para colegiados jóvenes',
      ])
    })

    it('searches the summary and the body, and only in the requested language', async () => {
      const [title, summary] = retirementSeed.texts.es
      expect((await listNews('es', 'q=jubilacion')).items.map((item) => item.title)).toEqual([title])
      expect(
        (await listNews('es', `q=${encodeURIComponent('compatibilizar la pension')}`)).items[0]?.summary,
      ).toBe(summary)
      expect((await listNews('es', 'q=cotizacion')).items.map((item) => item.title)).toContain(title)
      expect((await listNews('en', 'q=jubilacion')).total).toBe(0)
      expect((await listNews('eu', 'q=erretiro')).items.map((item) => item.title)).toEqual([
        retirementSeed.texts.eu[0],
      ])
    })

    it('treats a blank query as no search and LIKE wildcards as plain characters', async () => {
      expect((await listNews('es', 'q=%20%20')).total).toBe(publishedSeeds.length)
      expect((await listNews('es', 'q=')).total).toBe(publishedSeeds.length)
      expect((await listNews('es', 'q=%25')).total).toBe(0)
      expect((await listNews('es', 'q=_')).total).toBe(0)
    })

    it('finds nothing for words no item has', async () => {
      expect(await listNews('es', 'q=hipopotamo')).toMatchObject({ items: [], total: 0 })
    })
  })

  describe('category filter', () => {
    it.each(demoNewsCategories.map((category) => category.key))(
      'filters by the key %s and by its id alike',
      async (key) => {
        const expected = publishedSeeds.filter((item) => item.category === key).length
        const byKey = await listNews('eu', `category=${key}&limit=100`)
        expect(byKey.total).toBe(expected)
        for (const item of byKey.items) expect(item.category?.key).toBe(key)
        const id = byKey.items[0]!.category!.id
        expect(ids(await listNews('eu', `category=${id}&limit=100`))).toEqual(ids(byKey))
      },
    )

    it('combines with search and paging', async () => {
      const page = await listNews('es', 'category=training&q=curso&limit=2')
      expect(page.items.length).toBeLessThanOrEqual(2)
      for (const item of page.items) expect(item.category?.key).toBe('training')
      expect(page.total).toBeGreaterThan(0)
    })

    it('answers nothing for an unknown category, and skips an empty one', async () => {
      expect((await listNews('es', 'category=unknown')).total).toBe(0)
      expect((await listNews('es', 'category=99999')).total).toBe(0)
      expect((await listNews('es', 'category=')).total).toBe(publishedSeeds.length)
    })

    it('does not take another vocabulary’s key', async () => {
      const [other] = await api.db
        .insert(terms)
        .values({ vocabulary: 'event_category', key: 'association-other' })
        .returning({ id: terms.id })
      try {
        expect((await listNews('es', 'category=association-other')).total).toBe(0)
      } finally {
        await api.db.delete(terms).where(eq(terms.id, other!.id))
      }
    })

    it('answers an item without a category with category null', async () => {
      await withNews(
        { status: 'published' },
        [{ lang: 'es', slug: 'sin-categoria', title: 'Quimera' }],
        async () => {
          expect((await listNews('es', 'q=quimera')).items[0]?.category).toBeNull()
        },
      )
    })
  })

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['skip=-1', 'skip'],
    ['category=Bad%20Key', 'category'],
    ['category=-1', 'category'],
    [`q=${'a'.repeat(201)}`, 'q'],
  ])('answers 422 for %s', async (query, field) => {
    await expect422(`/api/news/es?${query}`, ['query', field])
  })

  it('answers 422 on the language for an unknown language', async () => {
    await expect422('/api/news/fr', ['path', 'lang'])
  })
})

describe('GET /api/public/news/{lang}/{slug}', () => {
  it('answers an item with its sanitised body, dates and the other languages as alternates', async () => {
    const [title, summary] = retirementSeed.texts.ca
    const detail = await getNews('ca', slugify(title))
    expect(detail).toMatchObject({ lang: 'ca', title, summary, category: { key: 'profession' } })
    expect(detail.body).toContain('<p>La jornada repassarà')
    expect(Date.parse(detail.updated_at)).toBeGreaterThanOrEqual(Date.parse(detail.publish_at))
    expect(detail.alternates.sort((a, b) => a.lang.localeCompare(b.lang))).toEqual(
      (['en', 'es', 'eu'] as const).map((lang) => ({ lang, slug: slugify(retirementSeed.texts[lang][0]) })),
    )
  })

  it("answers the item in the requested language when given another language's slug", async () => {
    const spanishSlug = slugify(retirementSeed.texts.es[0])
    const spanish = await getNews('es', spanishSlug)
    for (const lang of ['eu', 'ca', 'en'] as const) {
      const translated = await getNews(lang, spanishSlug)
      expect(translated).toMatchObject({
        id: spanish.id,
        lang,
        slug: slugify(retirementSeed.texts[lang][0]),
        title: retirementSeed.texts[lang][0],
      })
    }
    expect((await getNews('es', slugify(retirementSeed.texts.eu[0]))).slug).toBe(spanishSlug)
  })

  it("prefers the language's own slug when another language uses the same one for another item", async () => {
    await withNews(
      { status: 'published' },
      [{ lang: 'en', slug: 'calendario', title: 'Calendar' }],
      async () =>
        withNews(
          { status: 'published' },
          [
            { lang: 'es', slug: 'calendario', title: 'Calendario' },
            { lang: 'en', slug: 'the-calendar', title: 'The calendar' },
          ],
          async (spanishItem) => {
            expect((await getNews('es', 'calendario')).id).toBe(spanishItem)
            expect((await getNews('en', 'calendario')).title).toBe('Calendar')
          },
        ),
    )
  })

  it('answers 404 for an unknown slug, and for an item without a translation in the language', async () => {
    const response = await api.request('/api/public/news/es/no-existe')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'PAGE_NOT_FOUND' })
    await withNews(
      { status: 'published' },
      [{ lang: 'es', slug: 'solo-espanol', title: 'Solo' }],
      async () => {
        expect((await api.request('/api/public/news/es/solo-espanol')).status).toBe(200)
        expect((await api.request('/api/public/news/eu/solo-espanol')).status).toBe(404)
      },
    )
  })

  it('answers 404 for the seeded draft and the item programmed for the future, by any slug', async () => {
    for (const seed of [draftSeed, programmedSeed]) {
      for (const lang of locales) {
        for (const other of locales) {
          const response = await api.request(`/api/public/news/${lang}/${slugify(seed.texts[other][0])}`)
          expect(response.status).toBe(404)
        }
      }
    }
  })

  it('answers a programmed item once its time has come', async () => {
    await withNews(
      { status: 'programmed', publish_at: new Date(Date.now() - hour) },
      [{ lang: 'es', slug: 'ya-publicada', title: 'Ya publicada' }],
      async (id) => expect((await getNews('es', 'ya-publicada')).id).toBe(id),
    )
  })

  it('strips scripts, event handlers and javascript: links from the body', async () => {
    const body = [
      '<p>Texto visible</p>',
      '<script>alert(1)</script>',
      '<img src="/logo.svg" alt="Logo" onerror="steal()">',
      '<a href="javascript:alert(2)">Enlace trampa</a>',
      '<a href="/news">Enlace interno</a>',
    ].join('\n')
    await withNews(
      { status: 'published' },
      [{ lang: 'es', slug: 'insegura', title: 'Insegura', body }],
      async () => {
        const detail = await getNews('es', 'insegura')
        expect(detail.body).toContain('<p>Texto visible</p>')
        expect(detail.body).toContain('Enlace trampa')
        expect(detail.body).toContain('<a href="/news">Enlace interno</a>')
        expect(detail.body).not.toMatch(/<script|alert\(1\)|onerror|steal\(\)|javascript:/i)
      },
    )
  })

  it('answers 422 for an invalid slug or language', async () => {
    await expect422('/api/public/news/es/Bad_Slug', ['path', 'slug'])
    await expect422('/api/public/news/fr/algo', ['path', 'lang'])
  })
})

describe('GET /api/public/news/categories/{lang}', () => {
  it.each(locales)('answers the news categories in order, named in %s', async (lang: Locale) => {
    const response = await api.request(`/api/public/news/categories/${lang}`)
    expect(response.status).toBe(200)
    const categories = TermSchema.array().parse(await response.json())
    expect(categories.map(({ key, name, color }) => ({ key, name, color }))).toEqual(
      demoNewsCategories.map((category) => ({
        key: category.key,
        name: category.names[lang],
        color: category.color,
      })),
    )
  })

  it('answers 422 for an unknown language', async () => {
    await expect422('/api/public/news/categories/fr', ['path', 'lang'])
  })
})

describe('the news list runs on indexes', () => {
  const filters = [
    {},
    { q: 'formacion' },
    { category: 'training' },
    { category: '2', q: 'curso colegio' },
    { status_id: '5' },
  ]

  it.each(filters)('plans no sequential scan for %o', async (query) => {
    const filter = NewsListQuerySchema.parse(query)
    const { items, total } = newsListQueries(api.db, 'es', filter)
    await api.db.execute(sql`set enable_seqscan = off`)
    try {
      for (const statement of [items, total]) {
        const plan = await api.db.execute(sql`explain ${statement}`)
        const lines = (plan as unknown as { rows: Array<Record<string, string>> }).rows
          .map((row) => Object.values(row)[0])
          .join('\n')
        expect(lines).not.toContain('Seq Scan')
      }
    } finally {
      await api.db.execute(sql`reset enable_seqscan`)
    }
  })
})

describe('the news seed', () => {
  it('adds nothing when it runs again, and keeps what staff changed', async () => {
    const counts = async () =>
      Promise.all(
        [news, newsTranslations, terms, templates].map(async (table) => {
          const [row] = await api.db.select({ total: count() }).from(table)
          return row?.total
        }),
      )
    const before = await counts()
    const slug = slugify(retirementSeed.texts.es[0])
    await api.db
      .update(newsTranslations)
      .set({ title: 'Título editado' })
      .where(eq(newsTranslations.slug, slug))
    try {
      await seedDemoContent(api.db)
      expect(await counts()).toEqual(before)
      expect((await getNews('es', slug)).title).toBe('Título editado')
    } finally {
      await api.db
        .update(newsTranslations)
        .set({ title: retirementSeed.texts.es[0] })
        .where(eq(newsTranslations.slug, slug))
    }
  })
})
