import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { locales } from '@/lib/contract/locales'
import {
  WorkplaceListQuerySchema,
  WorkplaceListSchema,
  WorkplaceSchema,
  type Workplace,
  type WorkplaceList,
} from '@/lib/contract/workplaces'
import { workplaces, workplaceTranslations } from '@/lib/server/db/schema'
import { demoWorkplaces } from '@/lib/server/db/seed/workplaces'
import { searchable } from '@/lib/server/services/content-query'
import { workplaceListQuery } from '@/lib/server/services/workplaces'
import { expectIndexedPlan } from '../support/query-plan'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()
const day = 24 * 60 * 60 * 1000

async function list(query = '', lang = 'es', base = '/api/workplaces'): Promise<WorkplaceList> {
  const response = await api.request(`${base}/${lang}${query}`)
  expect(response.status, `${lang}${query}`).toBe(200)
  return WorkplaceListSchema.parse(await response.json())
}

async function detail(lang: string, slug: string): Promise<Workplace> {
  const response = await api.request(`/api/public/workplaces/${lang}/${slug}`)
  expect(response.status, `${lang}/${slug}`).toBe(200)
  return WorkplaceSchema.parse(await response.json())
}

const slugsOf = (page: WorkplaceList) => page.items.map((item) => item.slug).sort()

type PlaceRow = Partial<typeof workplaces.$inferInsert>
type TranslationRow = Omit<typeof workplaceTranslations.$inferInsert, 'workplace_id'>

async function withWorkplace(
  place: PlaceRow,
  translations: TranslationRow[],
  run: (id: number) => Promise<void>,
) {
  const [created] = await api.db
    .insert(workplaces)
    .values({
      status: 'published',
      address: 'Calle Mayor, 1',
      postal_code: '44001',
      city: 'Teruel',
      province: 'Teruel',
      ...place,
    })
    .returning({ id: workplaces.id })
  if (!created) throw new Error('Could not insert the workplace')
  try {
    await api.db
      .insert(workplaceTranslations)
      .values(translations.map((t) => ({ ...t, workplace_id: created.id })))
    await run(created.id)
  } finally {
    await api.db.delete(workplaces).where(eq(workplaces.id, created.id))
  }
}

describe('GET /api/workplaces/{lang}', () => {
  it.each(locales)('answers every published workplace in %s, by name whatever the accents', async (lang) => {
    const page = await list('?limit=100', lang)
    expect(page.total).toBe(demoWorkplaces.length)
    // Letters and digits only: collations differ on spaces and punctuation, never on the letters' order.
    const names = page.items.map((item) => searchable(item.title).replace(/[^a-z0-9]/g, ''))
    expect(names).toEqual([...names].sort())
    expect(slugsOf(page)).toEqual(demoWorkplaces.map((place) => place.texts[lang].slug).sort())
  })

  it('answers the seeded fields', async () => {
    const seed = demoWorkplaces.find((place) => place.texts.es.slug === 'clinica-urgull')!
    const [item] = (await list('?q=urgull')).items
    expect(item).toMatchObject({
      slug: 'clinica-urgull',
      title: 'Clínica Urgull',
      summary: seed.texts.es.summary,
      address: seed.address,
      postal_code: seed.postal_code,
      city: seed.city,
      province: 'Gipuzkoa',
      phone: seed.phone,
      email: seed.email,
      website: seed.website,
    })
  })

  it('is the same under /api/public/workplaces/{lang}', async () => {
    expect(await list('?limit=3', 'eu', '/api/public/workplaces')).toEqual(await list('?limit=3', 'eu'))
  })

  it('pages with skip and limit, with the same total on every page', async () => {
    const all = await list('?limit=100')
    const first = await list('?limit=3')
    const second = await list('?skip=3&limit=3')
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      all.items.slice(0, 6).map((item) => item.id),
    )
    for (const page of [first, second]) expect(page.total).toBe(demoWorkplaces.length)
    expect((await list('?skip=100')).items).toEqual([])
  })

  it('filters by province in any writing, and counts an empty filter or search as not sent', async () => {
    const alava = demoWorkplaces
      .filter((place) => place.province === 'Araba/Álava')
      .map((place) => place.texts.es.slug)
    for (const name of ['Araba', '%C3%81lava', 'araba%2F%C3%A1lava']) {
      expect(slugsOf(await list(`?province=${name}`)), name).toEqual(alava.sort())
    }
    expect(await list('?limit=100&province=&q=')).toEqual(await list('?limit=100'))
    expect((await list('?province=Soria')).total).toBe(0)
  })

  it('searches name, summary and body without regard to accents or case, in the language asked for', async () => {
    expect(slugsOf(await list('?q=clinica'))).toEqual(['clinica-urgull'])
    expect(slugsOf(await list('?q=CL%C3%8DNICA%20quir%C3%BArgica'))).toEqual(['clinica-urgull'])
    expect(slugsOf(await list('?q=neonatal', 'en'))).toEqual(['turia-sud-childrens-hospital'])
    expect(slugsOf(await list('?q=hemodialisis%20sabado'))).toEqual(['hospital-de-dia-gorbeia'])
    expect((await list('?q=teenagers', 'eu')).total).toBe(0)
    expect(slugsOf(await list('?q=teenagers', 'en'))).toEqual(['turia-sud-childrens-hospital'])
    await withWorkplace(
      {},
      [{ lang: 'es', slug: 'policlinica-sin-tildes', title: 'Policlinica Rio Guadalope' }],
      async () => {
        expect(slugsOf(await list('?q=R%C3%8DO%20GUADALOPE'))).toEqual(['policlinica-sin-tildes'])
      },
    )
  })

  it('finds a workplace by its town or province, alone or beside words of its name, in every language', async () => {
    const inBarcelona = (lang: (typeof locales)[number]) =>
      demoWorkplaces.filter((place) => place.city === 'Barcelona').map((place) => place.texts[lang].slug)
    expect(inBarcelona('es').length).toBeGreaterThan(0)
    for (const lang of locales) {
      expect(slugsOf(await list('?q=Barcelona', lang)), lang).toEqual(inBarcelona(lang).sort())
    }
    expect(slugsOf(await list('?q=vallcarca%20barcelona'))).toEqual([
      'centro-atencion-primaria-vallcarca-alta',
    ])
    expect((await list('?q=urgull%20barcelona')).total).toBe(0)
    await withWorkplace(
      { city: 'Alcañiz' },
      [{ lang: 'es', slug: 'centro-bajo-aragon', title: 'Centro del Bajo Aragón' }],
      async () => {
        expect(slugsOf(await list('?q=ALCANIZ'))).toEqual(['centro-bajo-aragon'])
      },
    )
  })

  it('keeps drafts, archived and programmed-for-later workplaces out, and shows programmed ones once due', async () => {
    const text = (slug: string) => [{ lang: 'es' as const, slug, title: `Centro ${slug}` }]
    for (const status of ['draft', 'archived', 'discarded'] as const) {
      await withWorkplace({ status }, text(`centro-${status}`), async () => {
        expect((await list(`?q=centro-${status}`)).total).toBe(0)
        expect((await api.request(`/api/public/workplaces/es/centro-${status}`)).status).toBe(404)
      })
    }
    await withWorkplace(
      { status: 'programmed', publish_at: new Date(Date.now() + day) },
      text('centro-futuro'),
      async () => {
        expect((await list('?q=centro-futuro')).total).toBe(0)
      },
    )
    await withWorkplace(
      { status: 'programmed', publish_at: new Date(Date.now() - day) },
      text('centro-pasado'),
      async (id) => {
        expect((await list('?q=centro-pasado')).items.map((item) => item.id)).toEqual([id])
      },
    )
  })

  it.each([
    ['an unknown language', '/api/workplaces/de', 'path', 'lang'],
    ['limit 101', '/api/workplaces/es?limit=101', 'query', 'limit'],
    ['a negative skip', '/api/public/workplaces/es?skip=-2', 'query', 'skip'],
    ['a repeated search', '/api/workplaces/es?q=a&q=b', 'query', 'q'],
  ])('answers 422 for %s', async (_, url, location, field) => {
    const response = await api.request(url)
    expect(response.status).toBe(422)
    const { detail } = ErrorEnvelopeSchema.parse(await response.json())
    expect(detail).toContainEqual(expect.objectContaining({ loc: [location, field] }))
  })

  it.each([
    ['no filter', {}],
    ['a search and a province', { q: 'hospital universitario', province: 'Madrid' }],
  ])('runs on indexes with %s: the plan has no sequential scan', async (_, input) => {
    const query = WorkplaceListQuerySchema.parse(input)
    const plan = await expectIndexedPlan(api.db, workplaceListQuery(api.db, 'es', query))
    expect(plan).toMatch(/Index|Bitmap/)
  })
})

describe('GET /api/public/workplaces/{lang}/{slug}', () => {
  it.each(locales)('answers every workplace in %s with its alternates', async (lang) => {
    for (const seed of demoWorkplaces) {
      const place = await detail(lang, seed.texts[lang].slug)
      expect(place).toMatchObject({
        lang,
        slug: seed.texts[lang].slug,
        title: seed.texts[lang].title,
        phone: seed.phone,
      })
      expect(place.body).toContain(seed.texts[lang].body[0]!.slice(0, 30))
      expect(place.alternates.map((alternate) => alternate.slug).sort()).toEqual(
        locales
          .filter((other) => other !== lang)
          .map((other) => seed.texts[other].slug)
          .sort(),
      )
    }
  })

  it("answers the workplace in the language asked for when the slug is another language's", async () => {
    expect(await detail('eu', 'clinica-urgull')).toMatchObject({ lang: 'eu', slug: 'urgull-klinika' })
    expect(await detail('ca', 'urgull-clinic')).toMatchObject({ lang: 'ca', slug: 'clinica-urgull' })
  })

  it('answers 404 for an unknown slug and 422 for a malformed one', async () => {
    const missing = await api.request('/api/public/workplaces/es/no-existe')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ detail: 'Not Found' })
    expect((await api.request('/api/public/workplaces/es/No_Valid')).status).toBe(422)
  })

  it('answers the body sanitised and only an http(s) website', async () => {
    await withWorkplace(
      { website: 'javascript:alert(1)' },
      [
        {
          lang: 'es',
          slug: 'centro-peligroso',
          title: 'Centro peligroso',
          body: '<p>Hola</p><script>alert(1)</script><img src="a.png" onerror="alert(2)"><a href="javascript:x()">x</a>',
        },
      ],
      async () => {
        const place = await detail('es', 'centro-peligroso')
        expect(place.body).not.toMatch(/<script|onerror|javascript:/i)
        expect(place.body).toContain('<p>Hola</p>')
        expect(place.website).toBeNull()
      },
    )
  })
})
