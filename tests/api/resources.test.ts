import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { locales } from '@/lib/contract/locales'
import {
  MyStarsSchema,
  resourceCardListSearch,
  ResourceCardPageSchema,
  ResourceCategoryPageSchema,
  resourceListSearch,
  ResourcePageSchema,
  ResourceSchema,
  StarsResultSchema,
  type ResourceCardListQuery,
  type ResourceListQuery,
} from '@/lib/contract/resources'
import {
  resourceCardRatings,
  resourceCards,
  resourceCardTranslations,
  resourceCategories,
  resourceRatings,
  resources,
  resourceTranslations,
  terms,
} from '@/lib/server/db/schema'
import {
  demoResourceCards,
  demoResources,
  resourceCategorySeeds,
  resourceTranslationSeed,
} from '@/lib/server/db/seed/resources'
import { resourceCardListQuery, resourceListQuery } from '@/lib/server/services/resources'
import { bearerFor, createTestUser, login, newAddress } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

const hour = 60 * 60 * 1000
const onlineSeeds = demoResources.filter((seed) => seed.online).length

type ResourceRow = Partial<typeof resources.$inferInsert>
type ResourceText = Omit<typeof resourceTranslations.$inferInsert, 'resource_id'>
type CardRow = Partial<typeof resourceCards.$inferInsert>
type CardText = Omit<typeof resourceCardTranslations.$inferInsert, 'card_id'>

async function getJson(path: string, init?: RequestInit) {
  const response = await api.request(path, init)
  expect(response.status, `${path}: ${response.status}`).toBe(200)
  return response.json()
}

const listResources = async (query: string, lang = 'es') =>
  ResourcePageSchema.parse(await getJson(`/api/resources/${lang}?${query}`))
const listCards = async (query: string, lang = 'es') =>
  ResourceCardPageSchema.parse(await getJson(`/api/resource-cards/${lang}?${query}`))

async function categoryId(key: string): Promise<number> {
  const [term] = await api.db
    .select({ id: terms.id })
    .from(terms)
    .where(and(eq(terms.vocabulary, 'resource_category'), eq(terms.key, key)))
  if (!term) throw new Error(`No category ${key}`)
  return term.id
}

/** Inserts a resource with its translations and categories while `run` runs, then deletes it. */
async function withResource(
  resource: ResourceRow,
  translations: ResourceText[],
  run: (id: number) => Promise<void>,
  categoryKeys: string[] = [],
) {
  const [created] = await api.db
    .insert(resources)
    .values({ status: 'published', ...resource })
    .returning({ id: resources.id })
  if (!created) throw new Error('Could not insert the resource')
  try {
    await api.db
      .insert(resourceTranslations)
      .values(translations.map((t) => ({ ...t, resource_id: created.id })))
    for (const key of categoryKeys) {
      await api.db
        .insert(resourceCategories)
        .values({ resource_id: created.id, term_id: await categoryId(key) })
    }
    await run(created.id)
  } finally {
    await api.db.delete(resources).where(eq(resources.id, created.id))
  }
}

async function withCard(card: CardRow, translations: CardText[], run: (id: number) => Promise<void>) {
  const [created] = await api.db
    .insert(resourceCards)
    .values({ status: 'published', url: 'https://example.org/', ...card })
    .returning({ id: resourceCards.id })
  if (!created) throw new Error('Could not insert the card')
  try {
    await api.db
      .insert(resourceCardTranslations)
      .values(translations.map((t) => ({ ...t, card_id: created.id })))
    await run(created.id)
  } finally {
    await api.db.delete(resourceCards).where(eq(resourceCards.id, created.id))
  }
}

/** Every page of a list, `limit` at a time. */
async function allPages(list: (query: string) => Promise<{ items: Array<{ id: number }>; total: number }>) {
  const ids: number[] = []
  const first = await list('applicable_online=false&limit=7')
  for (let skip = 0; skip < first.total; skip += 7) {
    const page = await list(`applicable_online=false&limit=7&skip=${skip}`)
    expect(page.total).toBe(first.total)
    ids.push(...page.items.map((item) => item.id))
  }
  return { ids, total: first.total }
}

describe('GET /api/resources/{lang}', () => {
  it('needs applicable_online: it is always sent', async () => {
    const response = await api.request('/api/resources/es')
    expect(response.status).toBe(422)
    expect((await response.json()).detail[0]).toMatchObject({ loc: ['query', 'applicable_online'] })
  })

  it('answers every item with applicable_online=false, and only the requestable ones with true', async () => {
    const all = await listResources('applicable_online=false&limit=100')
    expect(all.total).toBe(demoResources.length)
    expect(all.items.some((item) => !item.applicable_online)).toBe(true)
    for (const value of ['true', '1']) {
      const online = await listResources(`applicable_online=${value}&limit=100`)
      expect(online.total).toBe(onlineSeeds)
      expect(online.items.every((item) => item.applicable_online)).toBe(true)
    }
    expect((await listResources('applicable_online=0&limit=100')).total).toBe(demoResources.length)
  })

  it('pages through every item once, newest first, with the same total on every page', async () => {
    const { ids, total } = await allPages((query) => listResources(query))
    expect(ids).toHaveLength(total)
    expect(new Set(ids).size).toBe(total)
    const all = await listResources('applicable_online=false&limit=100')
    expect(all.items.map((item) => item.id)).toEqual(ids)
    const dates = all.items.map((item) => Date.parse(item.publish_at))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const past = await listResources(`applicable_online=false&skip=${total}`)
    expect(past).toEqual({ items: [], total, skip: total, limit: 10 })
  })

  it('answers the items in the language asked for, with their categories named in it', async () => {
    const seed = demoResources[0]!
    for (const lang of locales) {
      const page = await listResources(
        `applicable_online=false&q=${encodeURIComponent(seed.title[lang])}`,
        lang,
      )
      const item = page.items.find((candidate) => candidate.title === seed.title[lang])
      expect(item, lang).toMatchObject({
        lang,
        slug: resourceTranslationSeed(seed, lang).slug,
        summary: resourceTranslationSeed(seed, lang).summary,
        format: seed.format,
        author: seed.author,
        year: seed.year,
        stars_average: null,
        stars_count: 0,
      })
      expect(item!.categories.map((category) => category.name)).toEqual(
        seed.categories.map((key) => resourceCategorySeeds.find((c) => c.key === key)!.names[lang]),
      )
    }
  })

  it('filters by category, with categories repeated: an item in any of them matches', async () => {
    const research = await categoryId('investigacion')
    const ethics = await categoryId('etica')
    const inResearch = demoResources.filter((seed) => seed.categories.includes('investigacion')).length
    const inEither = demoResources.filter(
      (seed) => seed.categories.includes('investigacion') || seed.categories.includes('etica'),
    ).length
    const one = await listResources(`applicable_online=false&limit=100&categories=${research}`)
    expect(one.total).toBe(inResearch)
    expect(one.items.every((item) => item.categories.some((c) => c.id === research))).toBe(true)
    const both = await listResources(
      `applicable_online=false&limit=100&categories=${research}&categories=${ethics}`,
    )
    expect(both.total).toBe(inEither)
    expect(new Set(both.items.map((item) => item.id)).size).toBe(inEither)
    const repeatedSame = await listResources(
      `applicable_online=false&categories=${research}&categories=${research}`,
    )
    expect(repeatedSame.total).toBe(inResearch)
    expect((await listResources('applicable_online=false&categories=999999')).total).toBe(0)
  })

  it('combines the filters: format, category, online and search', async () => {
    const training = await categoryId('formacion')
    const expected = demoResources.filter(
      (seed) => seed.format === 'equipment' && seed.categories.includes('formacion') && seed.online,
    ).length
    const page = await listResources(`applicable_online=true&format=equipment&categories=${training}`)
    expect(page.total).toBe(expected)
    const offline = await listResources(`applicable_online=false&format=equipment&categories=${training}`)
    expect(offline.total).toBe(
      demoResources.filter((seed) => seed.format === 'equipment' && seed.categories.includes('formacion'))
        .length,
    )
    expect(offline.total).toBeGreaterThan(page.total)
    const videos = await listResources('applicable_online=false&format=video&limit=100')
    expect(videos.total).toBe(demoResources.filter((seed) => seed.format === 'video').length)
    expect(videos.items.every((item) => item.format === 'video')).toBe(true)
  })

  it('counts filters sent empty as not sent', async () => {
    const plain = await listResources('applicable_online=false')
    expect(await listResources('applicable_online=false&q=&format=&categories=')).toEqual(plain)
    expect(await listResources('applicable_online=false&q=%20%20')).toEqual(plain)
  })

  it('finds words in any case and with or without accents, both ways', async () => {
    await withResource(
      { applicable_online: true },
      [{ lang: 'es', slug: 'curso-de-formacion-sin-tildes', title: 'Curso de formacion sin tildes' }],
      async (id) => {
        const accented = await listResources('applicable_online=false&q=FORMACI%C3%93N&limit=100')
        expect(accented.items.map((item) => item.id)).toContain(id)
        // "Formación" in seeded titles and summaries is found without the accent.
        const plain = await listResources('applicable_online=false&q=bioestadistica')
        expect(plain.items.map((item) => item.title)).toContain(
          'Bioestadística aplicada con ejemplos resueltos',
        )
        const words = await listResources('applicable_online=false&q=ley%20PACIENTE')
        expect(words.items.map((item) => item.title)).toContain(
          'Guía práctica de la Ley de autonomía del paciente',
        )
      },
    )
    const body = await listResources('applicable_online=false&q=quince%20dias')
    expect(body.total).toBe(demoResources.filter((seed) => seed.format === 'book').length)
    expect((await listResources('applicable_online=false&q=zzzyyyxxx')).total).toBe(0)
  })

  it('treats % and _ in the search as plain characters', async () => {
    expect((await listResources('applicable_online=false&q=%25')).total).toBe(0)
    expect((await listResources('applicable_online=false&q=_')).total).toBe(0)
  })

  it.each([
    ['applicable_online=maybe', 'applicable_online'],
    ['applicable_online=false&format=dvd', 'format'],
    ['applicable_online=false&categories=abc', 'categories'],
    ['applicable_online=false&categories=-1', 'categories'],
    ['applicable_online=false&limit=0', 'limit'],
    ['applicable_online=false&limit=101', 'limit'],
    ['applicable_online=false&skip=-1', 'skip'],
    [`applicable_online=false&q=${'a'.repeat(201)}`, 'q'],
  ])('answers 422 for %s', async (query, field) => {
    const response = await api.request(`/api/resources/es?${query}`)
    expect(response.status).toBe(422)
    const issues: Array<{ loc: unknown[] }> = (await response.json()).detail
    expect(issues.map((issue) => issue.loc.slice(0, 2))).toContainEqual(['query', field])
  })

  it('answers 422 for an unknown language', async () => {
    const response = await api.request('/api/resources/fr?applicable_online=false')
    expect(response.status).toBe(422)
    expect((await response.json()).detail[0]).toMatchObject({ loc: ['path', 'lang'] })
  })
})

describe('publication status', () => {
  const visible = async (id: number) =>
    (await listResources('applicable_online=false&limit=100')).items.some((item) => item.id === id)

  it.each(['draft', 'archived', 'discarded'] as const)(
    'keeps a %s item out of lists and details',
    async (status) => {
      await withResource(
        { status },
        [{ lang: 'es', slug: `recurso-${status}`, title: status }],
        async (id) => {
          expect(await visible(id)).toBe(false)
          expect((await api.request(`/api/public/resources/es/recurso-${status}`)).status).toBe(404)
        },
      )
    },
  )

  it('keeps a programmed item private until its time, then shows it', async () => {
    await withResource(
      { status: 'programmed', publish_at: new Date(Date.now() + 24 * hour) },
      [{ lang: 'es', slug: 'recurso-futuro', title: 'Futuro' }],
      async (id) => {
        expect(await visible(id)).toBe(false)
        expect((await api.request('/api/public/resources/es/recurso-futuro')).status).toBe(404)
      },
    )
    await withResource(
      { status: 'programmed', publish_at: new Date(Date.now() - hour) },
      [{ lang: 'es', slug: 'recurso-programado', title: 'Programado' }],
      async (id) => {
        expect(await visible(id)).toBe(true)
        expect((await api.request('/api/public/resources/es/recurso-programado')).status).toBe(200)
      },
    )
  })

  it('lists an item only in the languages it is written in', async () => {
    await withResource({}, [{ lang: 'en', slug: 'english-only', title: 'English only' }], async (id) => {
      expect((await listResources('applicable_online=false&q=english%20only', 'en')).items[0]?.id).toBe(id)
      expect((await listResources('applicable_online=false&q=english%20only', 'es')).total).toBe(0)
    })
  })
})

describe('GET /api/public/resources/{lang}/{slug}', () => {
  it.each(locales)('answers a seeded item in %s with its details and the other languages', async (lang) => {
    const seed = demoResources[1]!
    const text = resourceTranslationSeed(seed, lang)
    const item = ResourceSchema.parse(await getJson(`/api/public/resources/${lang}/${text.slug}`))
    expect(item).toMatchObject({
      lang,
      slug: text.slug,
      title: text.title,
      body: text.body,
      isbn: seed.isbn,
      copies: seed.copies,
      publisher: seed.publisher,
      applicable_online: seed.online,
      stars_average: null,
      stars_count: 0,
    })
    expect(item.alternates.map((alternate) => alternate.lang).sort()).toEqual(
      locales.filter((other) => other !== lang).sort(),
    )
    expect(item.categories).toHaveLength(seed.categories.length)
  })

  it("answers another language's slug with the item in the language asked for", async () => {
    const seed = demoResources[2]!
    const spanish = resourceTranslationSeed(seed, 'es').slug
    const basque = ResourceSchema.parse(await getJson(`/api/public/resources/eu/${spanish}`))
    expect(basque).toMatchObject({
      lang: 'eu',
      slug: resourceTranslationSeed(seed, 'eu').slug,
      title: seed.title.eu,
    })
    expect(basque.alternates).toContainEqual({ lang: 'es', slug: spanish })
  })

  it('answers 404 for an unknown slug, and for a foreign slug of an item not written in the language', async () => {
    const response = await api.request('/api/public/resources/es/no-existe')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'Not Found' })
    await withResource({}, [{ lang: 'en', slug: 'only-in-english', title: 'Only in English' }], async () => {
      expect((await api.request('/api/public/resources/es/only-in-english')).status).toBe(404)
    })
  })

  it('answers 422 for a malformed slug or language', async () => {
    expect((await api.request('/api/public/resources/es/No_Vale')).status).toBe(422)
    expect((await api.request('/api/public/resources/fr/libro')).status).toBe(422)
  })

  it('sanitises the body: no scripts, event handlers or javascript: links', async () => {
    const body = [
      '<p>Texto visible</p>',
      '<script>alert(1)</script>',
      '<img src="/x.png" alt="x" onerror="steal()">',
      '<a href="javascript:alert(2)">Enlace trampa</a>',
    ].join('\n')
    await withResource({}, [{ lang: 'es', slug: 'inseguro', title: 'Inseguro', body }], async () => {
      const item = ResourceSchema.parse(await getJson('/api/public/resources/es/inseguro'))
      expect(item.body).toContain('<p>Texto visible</p>')
      expect(item.body).toContain('Enlace trampa')
      expect(item.body).not.toMatch(/<script|alert\(1\)|onerror|steal\(\)|javascript:/i)
    })
  })
})

describe('GET /api/resource-cards/{lang}', () => {
  it('answers every published card, newest first, with its link and categories', async () => {
    const page = await listCards('limit=100')
    expect(page.total).toBe(demoResourceCards.length)
    for (const lang of locales) {
      const card = (await listCards('limit=100', lang)).items.find(
        (item) => item.url === demoResourceCards[3]!.url,
      )
      expect(card, lang).toMatchObject({
        lang,
        title: demoResourceCards[3]!.title[lang],
        summary: demoResourceCards[3]!.summary[lang],
        stars_average: null,
        stars_count: 0,
      })
      expect(card!.categories).toHaveLength(demoResourceCards[3]!.categories.length)
    }
    const dates = page.items.map((item) => Date.parse(item.publish_at))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it('pages with the same total on every page', async () => {
    const first = await listCards('limit=4')
    const second = await listCards('limit=4&skip=4')
    expect(first.items).toHaveLength(4)
    expect(second.total).toBe(first.total)
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0]!.id)
  })

  it('filters by repeated categories and skips filters sent empty', async () => {
    const research = await categoryId('investigacion')
    const legislation = await categoryId('normativa')
    const expected = demoResourceCards.filter(
      (card) => card.categories.includes('investigacion') || card.categories.includes('normativa'),
    ).length
    expect((await listCards(`categories=${research}&categories=${legislation}`)).total).toBe(expected)
    expect((await listCards(`categories=${research}`)).total).toBe(
      demoResourceCards.filter((card) => card.categories.includes('investigacion')).length,
    )
    expect(await listCards('q=&categories=')).toEqual(await listCards(''))
  })

  it('finds words in any case and with or without accents', async () => {
    const found = await listCards('q=PROTECCION%20de%20datos')
    expect(found.items.map((item) => item.url)).toEqual(['https://www.aepd.es/guias-y-herramientas/guias'])
    expect((await listCards('q=guias', 'ca')).total).toBeGreaterThan(0)
  })

  it('hides unpublished cards, and cards whose link is not a web address', async () => {
    const ids = async () => (await listCards('limit=100')).items.map((item) => item.id)
    await withCard({ status: 'draft' }, [{ lang: 'es', title: 'Borrador' }], async (id) => {
      expect(await ids()).not.toContain(id)
    })
    await withCard(
      { status: 'programmed', publish_at: new Date(Date.now() + hour) },
      [{ lang: 'es', title: 'Futura' }],
      async (id) => {
        expect(await ids()).not.toContain(id)
      },
    )
    await withCard(
      { status: 'programmed', publish_at: new Date(Date.now() - hour) },
      [{ lang: 'es', title: 'Ya publicada' }],
      async (id) => {
        expect(await ids()).toContain(id)
      },
    )
    await withCard({ url: 'javascript:alert(1)' }, [{ lang: 'es', title: 'Trampa' }], async (id) => {
      expect(await ids()).not.toContain(id)
    })
  })

  it('answers 422 for bad parameters', async () => {
    for (const query of ['categories=x', 'limit=500', 'skip=-3']) {
      expect((await api.request(`/api/resource-cards/es?${query}`)).status, query).toBe(422)
    }
    expect((await api.request('/api/resource-cards/xx')).status).toBe(422)
  })
})

describe('GET /api/resource-categories/{lang}', () => {
  it('answers the categories in their order, named in each language, with a total', async () => {
    for (const lang of locales) {
      const page = ResourceCategoryPageSchema.parse(
        await getJson(`/api/resource-categories/${lang}?limit=100`),
      )
      expect(page.total).toBe(resourceCategorySeeds.length)
      expect(page.items.map((term) => term.name)).toEqual(
        resourceCategorySeeds.map((seed) => seed.names[lang]),
      )
    }
    const second = ResourceCategoryPageSchema.parse(
      await getJson('/api/resource-categories/es?skip=2&limit=2'),
    )
    expect(second).toMatchObject({ total: resourceCategorySeeds.length, skip: 2, limit: 2 })
    expect(second.items.map((term) => term.key)).toEqual(
      resourceCategorySeeds.slice(2, 4).map((seed) => seed.key),
    )
  })

  it('answers 422 for bad paging', async () => {
    expect((await api.request('/api/resource-categories/es?limit=0')).status).toBe(422)
  })
})

describe('the query rules of spec §7', () => {
  it('always sends applicable_online, repeats categories and leaves out empty filters', () => {
    expect(
      resourceListSearch({
        skip: 0,
        limit: 10,
        applicable_online: false,
        categories: [3, 5],
        q: '',
        format: null,
      }).toString(),
    ).toBe('skip=0&limit=10&applicable_online=false&categories=3&categories=5')
    expect(
      resourceListSearch({
        skip: 20,
        limit: 10,
        applicable_online: true,
        q: 'ley paciente',
        format: 'book',
      }).toString(),
    ).toBe('skip=20&limit=10&applicable_online=true&q=ley+paciente&format=book')
    expect(resourceCardListSearch({ skip: 0, limit: 6, categories: [2], q: null }).toString()).toBe(
      'skip=0&limit=6&categories=2',
    )
  })

  it('the built queries are answered as the filters say', async () => {
    const research = await categoryId('investigacion')
    const search = resourceListSearch({
      skip: 0,
      limit: 100,
      applicable_online: true,
      categories: [research],
    })
    const page = await listResources(search.toString())
    expect(page.total).toBe(
      demoResources.filter((seed) => seed.online && seed.categories.includes('investigacion')).length,
    )
  })
})

describe('the list queries run on indexes', () => {
  async function expectNoSeqScan(query: { getSQL(): ReturnType<typeof sql> }) {
    const plan = await api.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const result = await tx.execute(sql`explain ${query.getSQL()}`)
      return (result as unknown as { rows: Array<Record<string, string>> }).rows
        .map((row) => Object.values(row)[0])
        .join('\n')
    })
    expect(plan).toMatch(/Index/)
    expect(plan).not.toContain('Seq Scan')
  }

  it('lists resources without a sequential scan, with and without filters', async () => {
    const research = await categoryId('investigacion')
    const queries: ResourceListQuery[] = [
      { skip: 0, limit: 10, applicable_online: false, categories: [] },
      {
        skip: 10,
        limit: 10,
        applicable_online: true,
        categories: [research],
        q: 'guia clinica',
        format: 'book',
      },
    ]
    for (const query of queries) await expectNoSeqScan(resourceListQuery(api.db, 'es', query))
  })

  it('lists resource cards without a sequential scan', async () => {
    const queries: ResourceCardListQuery[] = [
      { skip: 0, limit: 10, categories: [] },
      { skip: 0, limit: 6, categories: [await categoryId('normativa')], q: 'datos' },
    ]
    for (const query of queries) await expectNoSeqScan(resourceCardListQuery(api.db, 'es', query))
  })
})

describe('stars', () => {
  const kinds = [
    {
      name: 'resources',
      path: '/api/resources',
      create: (run: (id: number) => Promise<void>, row: ResourceRow = {}) =>
        withResource(row, [{ lang: 'es', slug: `valorable-${Date.now()}`, title: 'Valorable' }], run),
      stored: async (id: number) => {
        const [row] = await api.db.select().from(resources).where(eq(resources.id, id))
        const votes = await api.db.select().from(resourceRatings).where(eq(resourceRatings.resource_id, id))
        return { total: row!.stars_total, count: row!.stars_count, votes: votes.length }
      },
    },
    {
      name: 'resource cards',
      path: '/api/resource-cards',
      create: (run: (id: number) => Promise<void>, row: CardRow = {}) =>
        withCard(row, [{ lang: 'es', title: 'Tarjeta valorable' }], run),
      stored: async (id: number) => {
        const [row] = await api.db.select().from(resourceCards).where(eq(resourceCards.id, id))
        const votes = await api.db
          .select()
          .from(resourceCardRatings)
          .where(eq(resourceCardRatings.card_id, id))
        return { total: row!.stars_total, count: row!.stars_count, votes: votes.length }
      },
    },
  ]

  async function signedInUser() {
    const user = await createTestUser(api.db)
    return { user, token: await bearerFor(api.request, user.email, user.password) }
  }

  const vote = (path: string, id: number | string, stars: unknown, token?: string, headers = {}) =>
    api.request(`${path}/${id}/stars`, {
      method: 'PATCH',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ stars }),
    })

  describe.each(kinds)('PATCH $path/{id}/stars', ({ path, create, stored }) => {
    it('records one vote and answers the average, the count and my vote', async () => {
      await create(async (id) => {
        const first = await signedInUser()
        const second = await signedInUser()
        const third = await signedInUser()
        const response = await vote(path, id, 4, first.token)
        expect(response.status).toBe(200)
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(StarsResultSchema.parse(await response.json())).toEqual({
          stars_average: 4,
          stars_count: 1,
          my_stars: 4,
        })
        expect(await (await vote(path, id, 5, second.token)).json()).toEqual({
          stars_average: 4.5,
          stars_count: 2,
          my_stars: 5,
        })
        expect(await (await vote(path, id, 5, third.token)).json()).toEqual({
          stars_average: 4.7,
          stars_count: 3,
          my_stars: 5,
        })
        expect(await stored(id)).toEqual({ total: 14, count: 3, votes: 3 })
      })
    })

    it('refuses a second vote by the same person with 409, and the average stays', async () => {
      await create(async (id) => {
        const { token } = await signedInUser()
        expect((await vote(path, id, 2, token)).status).toBe(200)
        const again = await vote(path, id, 5, token)
        expect(again.status).toBe(409)
        expect(await again.json()).toEqual({ detail: 'RATING_ALREADY_EXISTS' })
        expect(await stored(id)).toEqual({ total: 2, count: 1, votes: 1 })
      })
    })

    it('takes one of two simultaneous votes by the same person and refuses the other', async () => {
      await create(async (id) => {
        const { token } = await signedInUser()
        const answers = await Promise.all([vote(path, id, 5, token), vote(path, id, 1, token)])
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
        const refused = answers.find((answer) => answer.status === 409)!
        expect(await refused.json()).toEqual({ detail: 'RATING_ALREADY_EXISTS' })
        const { total, count, votes } = await stored(id)
        expect({ count, votes }).toEqual({ count: 1, votes: 1 })
        expect([1, 5]).toContain(total)
      })
    })

    it('counts simultaneous votes by different people', async () => {
      await create(async (id) => {
        const people = await Promise.all([signedInUser(), signedInUser(), signedInUser()])
        const answers = await Promise.all(people.map(({ token }) => vote(path, id, 3, token)))
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
        expect(await stored(id)).toEqual({ total: 9, count: 3, votes: 3 })
      })
    })

    it('answers 401 without a session, and records nothing', async () => {
      await create(async (id) => {
        const response = await vote(path, id, 5)
        expect(response.status).toBe(401)
        expect(await response.json()).toEqual({ detail: 'Unauthorized' })
        expect((await vote(path, id, 5, 'not.a.token')).status).toBe(401)
        expect(await stored(id)).toEqual({ total: 0, count: 0, votes: 0 })
      })
    })

    it.each([0, 6, 'x', 3.5, null, '4'])('answers 422 for %j stars', async (stars) => {
      await create(async (id) => {
        const { token } = await signedInUser()
        const response = await vote(path, id, stars, token)
        expect(response.status).toBe(422)
        expect((await response.json()).detail[0]).toMatchObject({ loc: ['body', 'stars'] })
        expect(await stored(id)).toEqual({ total: 0, count: 0, votes: 0 })
      })
    })

    it('answers 422 for an id that is not a number', async () => {
      const { token } = await signedInUser()
      expect((await vote(path, 'abc', 3, token)).status).toBe(422)
    })

    it('answers 404 for an unknown or unpublished item', async () => {
      const { token } = await signedInUser()
      const unknown = await vote(path, 99_999_999, 3, token)
      expect(unknown.status).toBe(404)
      expect(await unknown.json()).toEqual({ detail: 'Not Found' })
      await create(
        async (id) => {
          expect((await vote(path, id, 3, token)).status).toBe(404)
          expect(await stored(id)).toEqual({ total: 0, count: 0, votes: 0 })
        },
        { status: 'draft' },
      )
    })

    it('takes the session cookie of the same site and refuses it from another site', async () => {
      await create(async (id) => {
        const user = await createTestUser(api.db)
        const signIn = await login(api.request, user.email, user.password, {
          cookie: true,
          address: newAddress(),
        })
        const cookie = signIn.headers
          .getSetCookie()
          .map((line) => line.split(';')[0])
          .join('; ')
        expect(
          (await vote(path, id, 3, undefined, { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' })).status,
        ).toBe(403)
        expect(
          (await vote(path, id, 3, undefined, { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' })).status,
        ).toBe(200)
      })
    })

    it('GET …/stars/me answers my vote, or null, only to me, with the live average', async () => {
      await create(async (id) => {
        const { token } = await signedInUser()
        const mine = () =>
          api.request(`${path}/${id}/stars/me`, { headers: { Authorization: `Bearer ${token}` } })
        const before = await mine()
        expect(before.status).toBe(200)
        expect(before.headers.get('cache-control')).toBe('no-store')
        expect(MyStarsSchema.parse(await before.json())).toEqual({
          stars_average: null,
          stars_count: 0,
          my_stars: null,
        })
        await vote(path, id, 2, token)
        expect(await (await mine()).json()).toEqual({ stars_average: 2, stars_count: 1, my_stars: 2 })
        const other = await signedInUser()
        const theirs = await api.request(`${path}/${id}/stars/me`, {
          headers: { Authorization: `Bearer ${other.token}` },
        })
        expect(await theirs.json()).toEqual({ stars_average: 2, stars_count: 1, my_stars: null })
        expect((await api.request(`${path}/${id}/stars/me`)).status).toBe(401)
        expect(
          (await api.request(`${path}/99999999/stars/me`, { headers: { Authorization: `Bearer ${token}` } }))
            .status,
        ).toBe(404)
      })
    })
  })

  it('shows the new average and count in the list and the detail', async () => {
    await withResource(
      {},
      [{ lang: 'es', slug: 'muy-valorado', title: 'Muy valorado para la prueba' }],
      async (id) => {
        const people = await Promise.all([signedInUser(), signedInUser()])
        await vote('/api/resources', id, 5, people[0]!.token)
        await vote('/api/resources', id, 2, people[1]!.token)
        const listed = (await listResources('applicable_online=false&q=muy%20valorado')).items[0]
        expect(listed).toMatchObject({ id, stars_average: 3.5, stars_count: 2 })
        const detail = ResourceSchema.parse(await getJson('/api/public/resources/es/muy-valorado'))
        expect(detail).toMatchObject({ stars_average: 3.5, stars_count: 2 })
      },
    )
  })
})

describe('category filters', () => {
  it('answers 422, not 500, for an id larger than any row can have', async () => {
    for (const path of ['/api/resources/es', '/api/resource-cards/es']) {
      expect((await api.request(`${path}?categories=99999999999`)).status, path).toBe(422)
    }
  })
})
