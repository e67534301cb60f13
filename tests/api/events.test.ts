import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  EventDetailSchema,
  EventPageSchema,
  EventsConfigSchema,
  parseEventsQueryString,
  type EventDetail,
  type EventPage,
} from '@/lib/contract/events'
import { TermSchema, type Term } from '@/lib/contract/listing'
import { locales, type Locale } from '@/lib/contract/locales'
import { events, eventsConfig, eventTranslations } from '@/lib/server/db/schema'
import { demoEvents, slugOf, type EventSeed } from '@/lib/server/db/seed/events'
import { eventListQueries, getEventsConfig } from '@/lib/server/services/events'
import { expectIndexedPlan } from '../support/query-plan'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

const day = 24 * 60 * 60 * 1000

async function list(lang: string, query = ''): Promise<EventPage> {
  const response = await api.request(`/api/events/${lang}${query ? `?${query}` : ''}`)
  expect(response.status, query).toBe(200)
  return EventPageSchema.parse(await response.json())
}

async function detail(lang: string, slug: string): Promise<EventDetail> {
  const response = await api.request(`/api/public/events/${lang}/${slug}`)
  expect(response.status, `${lang}/${slug}`).toBe(200)
  return EventDetailSchema.parse(await response.json())
}

async function terms(kind: 'categories' | 'types' | 'modes', lang: Locale = 'es'): Promise<Term[]> {
  const response = await api.request(`/api/public/events/${kind}/${lang}`)
  expect(response.status).toBe(200)
  return TermSchema.array().parse(await response.json())
}

async function termId(kind: 'categories' | 'types' | 'modes', key: string): Promise<number> {
  const term = (await terms(kind)).find((candidate) => candidate.key === key)
  if (!term) throw new Error(`No term ${key}`)
  return term.id
}

/** Seeds still running: whatever has not ended (the seeded dates are relative to the day the tests run). */
const running = (seed: EventSeed) => seed.startsInDays + (seed.lastsDays ?? 0) >= 0
const titlesOf = (page: EventPage) => page.items.map((item) => item.title).sort()
const seededTitles = (keep: (seed: EventSeed) => boolean) =>
  demoEvents
    .filter((seed) => running(seed) && keep(seed))
    .map((seed) => seed.title.es)
    .sort()

type EventRow = Partial<typeof events.$inferInsert>
interface TranslationRow {
  lang: Locale
  slug: string
  title: string
  summary?: string
  body?: string
}

/** Inserts an event with its translations while `run` runs, then deletes it (translations go with it). */
async function withEvent(
  event: EventRow,
  translations: TranslationRow[],
  run: (id: number) => Promise<void>,
) {
  const now = Date.now()
  const [created] = await api.db
    .insert(events)
    .values({
      status: 'published',
      starts_at: new Date(now + 10 * day),
      ends_at: new Date(now + 10 * day + 2 * 60 * 60 * 1000),
      ...event,
    })
    .returning({ id: events.id })
  if (!created) throw new Error('Could not insert the event')
  try {
    await api.db.insert(eventTranslations).values(translations.map((t) => ({ ...t, event_id: created.id })))
    await run(created.id)
  } finally {
    await api.db.delete(events).where(eq(events.id, created.id))
  }
}

describe('GET /api/events/{lang}', () => {
  it('answers the upcoming and ongoing items by default, in order of start, with the total', async () => {
    const page = await list('es', 'limit=100')
    expect(page.total).toBe(seededTitles(() => true).length)
    expect(titlesOf(page)).toEqual(seededTitles(() => true))
    const starts = page.items.map((item) => item.starts_at)
    expect(starts).toEqual([...starts].sort())
    const now = new Date().toISOString()
    expect(page.items.every((item) => item.ends_at >= now)).toBe(true)
    // The ongoing course started days ago and is still listed.
    expect(page.items.some((item) => item.starts_at < now)).toBe(true)
  })

  it('includes the items that have ended when past is truthy, and not for false, 0 or empty', async () => {
    expect((await list('es', 'past=true&limit=100')).total).toBe(demoEvents.length)
    expect((await list('es', 'past=1&limit=100')).total).toBe(demoEvents.length)
    const upcoming = seededTitles(() => true).length
    for (const query of ['past=false', 'past=0', 'past=']) {
      expect((await list('es', query)).total, query).toBe(upcoming)
    }
  })

  it('lists only events or only courses by kind', async () => {
    const onlyEvents = await list('es', 'kind=event&limit=100')
    expect(titlesOf(onlyEvents)).toEqual(seededTitles((seed) => seed.kind === 'event'))
    expect(onlyEvents.items.every((item) => item.kind === 'event')).toBe(true)
    const courses = await list('es', 'kind=course&limit=100')
    expect(titlesOf(courses)).toEqual(seededTitles((seed) => seed.kind === 'course'))
    expect(seededTitles((seed) => seed.kind === 'course').length).toBeGreaterThanOrEqual(8)
    expect(seededTitles((seed) => seed.kind === 'event').length).toBeGreaterThanOrEqual(8)
  })

  it('pages with skip and limit, the total the same on every page', async () => {
    const all = await list('es', 'limit=100')
    const first = await list('es', 'limit=7')
    const second = await list('es', 'skip=7&limit=7')
    const last = await list('es', `skip=${all.total - 2}&limit=7`)
    expect(first).toMatchObject({ skip: 0, limit: 7, total: all.total })
    expect(second).toMatchObject({ skip: 7, limit: 7, total: all.total })
    expect(first.items.map((item) => item.id)).toEqual(all.items.slice(0, 7).map((item) => item.id))
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(7, 14).map((item) => item.id))
    expect(last.items).toHaveLength(2)
    expect((await list('es', `skip=${all.total}`)).items).toEqual([])
    expect((await list('es')).limit).toBe(10)
  })

  it('filters by categories, repeated per item, any of them matching', async () => {
    const jornadas = await termId('categories', 'jornadas')
    const congresos = await termId('categories', 'congresos')
    expect(titlesOf(await list('es', `categories=${jornadas}&limit=100`))).toEqual(
      seededTitles((seed) => seed.category === 'jornadas'),
    )
    expect(titlesOf(await list('es', `categories=${jornadas}&categories=${congresos}&limit=100`))).toEqual(
      seededTitles((seed) => ['jornadas', 'congresos'].includes(seed.category)),
    )
  })

  it('filters by event_types and modes, repeated per item', async () => {
    const webinar = await termId('types', 'webinar')
    const workshop = await termId('types', 'workshop')
    expect(titlesOf(await list('es', `event_types=${webinar}&event_types=${workshop}&limit=100`))).toEqual(
      seededTitles((seed) => ['webinar', 'workshop'].includes(seed.type)),
    )
    const online = await termId('modes', 'online')
    const page = await list('es', `modes=${online}&limit=100`)
    expect(titlesOf(page)).toEqual(seededTitles((seed) => seed.mode === 'online'))
    expect(page.items.every((item) => item.mode?.key === 'online')).toBe(true)
  })

  it('combines the filter groups with operator: and = every group, or = any group', async () => {
    const jornadas = await termId('categories', 'jornadas')
    const hybrid = await termId('modes', 'hybrid')
    const query = `categories=${jornadas}&modes=${hybrid}&limit=100`
    const both = seededTitles((seed) => seed.category === 'jornadas' && seed.mode === 'hybrid')
    const either = seededTitles((seed) => seed.category === 'jornadas' || seed.mode === 'hybrid')
    expect(both.length).toBeGreaterThan(0)
    expect(either.length).toBeGreaterThan(both.length)
    expect(titlesOf(await list('es', `${query}&operator=and`))).toEqual(both)
    expect(titlesOf(await list('es', `${query}&operator=or`))).toEqual(either)
    // Without operator, the language's events-config decides (and in the demo).
    expect(titlesOf(await list('es', query))).toEqual(both)
    // Kind always narrows, whatever the operator.
    expect(titlesOf(await list('es', `${query}&operator=or&kind=course`))).toEqual(
      seededTitles(
        (seed) => seed.kind === 'course' && (seed.category === 'jornadas' || seed.mode === 'hybrid'),
      ),
    )
  })

  it('skips empty filters, as a client appending only truthy ones would', async () => {
    const all = await list('es', 'limit=100')
    const blank = await list(
      'es',
      'categories=&event_types=&modes=&kind=&q=&from=&to=&free=&operator=&sort=&limit=100',
    )
    expect(blank.items.map((item) => item.id)).toEqual(all.items.map((item) => item.id))
  })

  it('lists only free items when free is truthy', async () => {
    const page = await list('es', 'free=true&limit=100')
    expect(titlesOf(page)).toEqual(seededTitles((seed) => seed.price === undefined))
    expect(page.items.every((item) => item.price_cents === null)).toBe(true)
    expect((await list('es', 'free=false')).total).toBe(seededTitles(() => true).length)
  })

  it('filters by a range of days: running on or after from, starting on or before to', async () => {
    const all = (await list('es', 'past=true&limit=100')).items
    const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10)
    const from = inDays(40)
    const to = inDays(70)
    const madridDay = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(iso))
    const expected = all
      .filter((item) => madridDay(item.ends_at) >= from && madridDay(item.starts_at) <= to)
      .map((item) => item.title)
      .sort()
    expect(expected.length).toBeGreaterThan(0)
    expect(titlesOf(await list('es', `from=${from}&to=${to}&past=true&limit=100`))).toEqual(expected)
    expect(
      (await list('es', `from=${from}&limit=100`)).items.every((item) => madridDay(item.ends_at) >= from),
    ).toBe(true)
    expect(
      (await list('es', `to=${to}&limit=100`)).items.every((item) => madridDay(item.starts_at) <= to),
    ).toBe(true)
  })

  it('sorts by the sort keys, repeated per item, ties broken by id', async () => {
    const byTitle = (await list('ca', 'sort=title&limit=100')).items.map((item) => item.title)
    expect(byTitle).toEqual([...byTitle].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const byTitleDesc = (await list('ca', 'sort=-title&limit=100')).items.map((item) => item.title)
    expect(byTitleDesc).toEqual([...byTitle].reverse())
    const latest = (await list('es', 'sort=-starts_at&limit=100')).items.map((item) => item.starts_at)
    expect(latest).toEqual([...latest].sort().reverse())
    const published = (await list('es', 'sort=-publish_at&sort=title&limit=100')).items
    for (const [index, item] of published.slice(1).entries()) {
      const previous = published[index]!
      expect(previous.publish_at >= item.publish_at).toBe(true)
      if (previous.publish_at === item.publish_at) expect(previous.title <= item.title).toBe(true)
    }
  })

  it('answers each language with its own texts and terms', async () => {
    for (const lang of locales) {
      const page = await list(lang, 'limit=100&kind=course')
      expect(titlesOf(page)).toEqual(
        demoEvents
          .filter((seed) => running(seed) && seed.kind === 'course')
          .map((seed) => seed.title[lang])
          .sort(),
      )
      const names = (await terms('modes', lang)).map((term) => term.name)
      expect(page.items.every((item) => item.lang === lang && names.includes(item.mode!.name))).toBe(true)
    }
  })

  it('searches title and body in any case and with or without accents', async () => {
    await withEvent(
      {},
      [
        { lang: 'es', slug: 'sesion-de-formacion-sin-tildes', title: 'Sesion de formacion sin tildes' },
        { lang: 'ca', slug: 'sessio-amb-accents', title: 'Sessió', body: '<p>FORMACIÓ en majúscules</p>' },
      ],
      async (id) => {
        const ids = async (lang: string, q: string) =>
          (await list(lang, `q=${encodeURIComponent(q)}&limit=100`)).items.map((item) => item.id)
        expect(await ids('es', 'FORMACIÓN sin')).toContain(id)
        expect(await ids('es', 'formacion')).toContain(id)
        expect(await ids('ca', 'formacio majuscules')).toContain(id)
        expect(await ids('ca', 'Formació')).toContain(id)
        expect(await ids('es', 'formacion inexistente')).not.toContain(id)
      },
    )
    const seeded = await list('es', `q=${encodeURIComponent('PROTECCIÓN DE DATOS')}&limit=100`)
    expect(titlesOf(seeded)).toEqual(
      seededTitles((seed) =>
        [seed.title.es, seed.summary.es].some((text) => /protección de datos/i.test(text)),
      ).filter((title) => title !== undefined),
    )
    expect(seeded.total).toBeGreaterThanOrEqual(2)
  })

  it('hides drafts, archived, discarded and future programmed items; shows programmed ones whose time came', async () => {
    const hidden: Array<EventRow['status']> = ['draft', 'archived', 'discarded']
    for (const status of hidden) {
      await withEvent(
        { status },
        [{ lang: 'es', slug: `oculto-${status}`, title: `Oculto ${status}` }],
        async (id) => {
          expect((await list('es', 'limit=100')).items.map((item) => item.id)).not.toContain(id)
          expect((await api.request(`/api/public/events/es/oculto-${status}`)).status).toBe(404)
        },
      )
    }
    await withEvent(
      { status: 'programmed', publish_at: new Date(Date.now() + day) },
      [{ lang: 'es', slug: 'programado-manana', title: 'Programado para mañana' }],
      async (id) => {
        expect((await list('es', 'limit=100')).items.map((item) => item.id)).not.toContain(id)
        expect((await api.request('/api/public/events/es/programado-manana')).status).toBe(404)
      },
    )
    await withEvent(
      { status: 'programmed', publish_at: new Date(Date.now() - day) },
      [{ lang: 'es', slug: 'programado-ayer', title: 'Programado ayer' }],
      async (id) => {
        expect((await list('es', 'limit=100')).items.map((item) => item.id)).toContain(id)
        expect((await detail('es', 'programado-ayer')).id).toBe(id)
      },
    )
  })

  it.each([
    ['operator=xor', 'operator'],
    ['categories=abc', 'categories'],
    ['categories=1&categories=x', 'categories'],
    ['event_types=0', 'event_types'],
    ['modes=-1', 'modes'],
    ['kind=talk', 'kind'],
    ['from=2026-13-01', 'from'],
    ['to=yesterday', 'to'],
    ['past=maybe', 'past'],
    ['free=yes', 'free'],
    ['sort=price', 'sort'],
    ['sort=title&sort=-date', 'sort'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['skip=-1', 'skip'],
    [`q=${'x'.repeat(201)}`, 'q'],
  ])('answers 422 on the query for %s', async (query, field) => {
    const response = await api.request(`/api/events/es?${query}`)
    expect(response.status).toBe(422)
    const body = await response.json()
    // A repeated parameter's problem names the item too (['query', 'sort', 1]).
    expect(body.detail[0].loc.slice(0, 2)).toEqual(['query', field])
  })

  it('answers 422 on the language for an unknown language', async () => {
    const response = await api.request('/api/events/fr')
    expect(response.status).toBe(422)
    expect((await response.json()).detail[0]).toMatchObject({ loc: ['path', 'lang'] })
  })

  it('runs the list and count queries on indexes, without sequential scans', async () => {
    const config = await getEventsConfig(api.db, 'es')
    const queries = [
      '',
      'kind=course',
      'q=proteccion%20datos',
      'categories=1&categories=2&modes=3&operator=or',
      'event_types=4&modes=3&operator=and&free=true&past=true',
      'from=2026-01-01&to=2026-12-31&sort=-title',
    ]
    for (const query of queries) {
      const parsed = parseEventsQueryString(query)
      const { items, count } = eventListQueries(api.db, 'es', parsed, config)
      for (const statement of [items, count]) {
        expect(await expectIndexedPlan(api.db, statement), query).toMatch(/Index|Bitmap/)
      }
    }
  })
})

describe('availability', () => {
  const seeded = (title: string) => {
    const seed = demoEvents.find((candidate) => candidate.title.es === title)
    if (!seed) throw new Error(title)
    return detail('es', slugOf(seed.title.es))
  }

  it('tells open, planned, standby, full and ended apart on the seeded items', async () => {
    expect((await seeded('Jornada de actualización en protección de datos')).availability).toBe('open')
    expect((await seeded('Congreso Anual del Colegio')).availability).toBe('planned')
    expect((await seeded('Jornada de ética y deontología profesional')).availability).toBe('planned')
    expect((await seeded('Taller de comunicación eficaz y gestión de conflictos')).availability).toBe(
      'standby',
    )
    expect((await seeded('Jornada sobre ejercicio libre y emprendimiento')).availability).toBe('closed_full')
    expect((await seeded('Curso de firma electrónica y administración digital')).availability).toBe(
      'closed_ended',
    )
    expect((await seeded('Jornada sobre la reforma de la ley de colegios profesionales')).availability).toBe(
      'closed_ended',
    )
    const all = await list('es', 'past=true&limit=100')
    expect(new Set(all.items.map((item) => item.availability))).toEqual(
      new Set(['open', 'planned', 'standby', 'closed_full', 'closed_ended']),
    )
  })

  it.each([
    [{}, 'open'],
    [{ enrolment_opens_at: new Date(Date.now() + day) }, 'planned'],
    [{ window_status: 'programmed' as const, enrolment_opens_at: null }, 'planned'],
    [{ window_status: 'programmed' as const, enrolment_opens_at: new Date(Date.now() - day) }, 'open'],
    [{ window_status: 'standby' as const }, 'standby'],
    [{ window_status: 'closed' as const }, 'closed_ended'],
    [{ slots: 10, slots_taken: 10 }, 'closed_full'],
    [{ slots: 10, slots_taken: 10, window_status: 'closed' as const }, 'closed_full'],
    [{ enrolment_closes_at: new Date(Date.now() - 60_000) }, 'closed_ended'],
    [
      {
        starts_at: new Date(Date.now() - 2 * day),
        ends_at: new Date(Date.now() - day),
        slots: 10,
        slots_taken: 10,
      },
      'closed_ended',
    ],
  ] satisfies Array<[EventRow, string]>)('%o is %s', async (row, availability) => {
    await withEvent(row, [{ lang: 'es', slug: 'disponibilidad', title: 'Disponibilidad' }], async () => {
      expect((await detail('es', 'disponibilidad')).availability).toBe(availability)
    })
  })

  it('counts the slots left; none without a limit', async () => {
    await withEvent(
      { slots: 30, slots_taken: 12 },
      [{ lang: 'es', slug: 'plazas', title: 'Plazas' }],
      async () => {
        expect(await detail('es', 'plazas')).toMatchObject({ slots: 30, slots_left: 18 })
      },
    )
    const unlimited = await seeded('Asamblea general ordinaria')
    expect(unlimited).toMatchObject({ slots: null, slots_left: null })
  })
})

describe('GET /api/public/events/{lang}/{slug}', () => {
  it.each(locales)('answers every seeded item in %s with the other languages as alternates', async (lang) => {
    for (const seed of demoEvents) {
      const item = await detail(lang, slugOf(seed.title[lang]))
      expect(item).toMatchObject({
        lang,
        kind: seed.kind,
        slug: slugOf(seed.title[lang]),
        title: seed.title[lang],
        summary: seed.summary[lang],
        max_companions: seed.companions ?? 0,
        price_cents: seed.price ?? null,
        hours: seed.hours ?? null,
      })
      expect(item.category?.key).toBe(seed.category)
      expect(item.type?.key).toBe(seed.type)
      expect(item.mode?.key).toBe(seed.mode)
      expect(item.body).toContain(seed.summary[lang].slice(0, 20))
      expect(item.alternates.map((alternate) => alternate.lang).sort()).toEqual(
        locales.filter((other) => other !== lang).sort(),
      )
    }
  })

  it("answers another language's slug with the item in the requested language and its own slug", async () => {
    const spanish = await detail('es', 'asamblea-general-ordinaria')
    const basque = await detail('eu', 'asamblea-general-ordinaria')
    expect(basque).toMatchObject({ id: spanish.id, lang: 'eu', slug: 'ohiko-batzar-nagusia' })
    expect(basque.alternates).toContainEqual({ lang: 'es', slug: 'asamblea-general-ordinaria' })
  })

  it('answers 404 EVENT_NOT_FOUND for an unknown slug, or one without a translation in the language', async () => {
    const response = await api.request('/api/public/events/es/no-existe')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'EVENT_NOT_FOUND' })
    await withEvent({}, [{ lang: 'es', slug: 'solo-en-espanol', title: 'Solo en español' }], async () => {
      expect((await detail('es', 'solo-en-espanol')).alternates).toEqual([])
      expect((await api.request('/api/public/events/ca/solo-en-espanol')).status).toBe(404)
    })
  })

  it.each(['Bad%20Slug!', 'Asamblea', 'a--b', '-a'])('answers 422 on the slug for %s', async (slug) => {
    const response = await api.request(`/api/public/events/es/${slug}`)
    expect(response.status).toBe(422)
    expect((await response.json()).detail[0]).toMatchObject({ loc: ['path', 'slug'] })
  })

  it('sanitises the body: no scripts, event handlers or javascript: URLs', async () => {
    await withEvent(
      {},
      [
        {
          lang: 'es',
          slug: 'cuerpo-peligroso',
          title: 'Cuerpo peligroso',
          body: '<p>Hola</p><script>alert(1)</script><img src="/x.png" alt="x" onerror="alert(2)"><a href="javascript:alert(3)">enlace</a>',
        },
      ],
      async () => {
        const { body } = await detail('es', 'cuerpo-peligroso')
        expect(body).toContain('<p>Hola</p>')
        expect(body).not.toMatch(/<script|onerror|javascript:/i)
      },
    )
  })
})

describe('event terms and config', () => {
  it('answers the categories, types and modes of each language, in order', async () => {
    expect((await terms('categories')).map((term) => term.key)).toEqual([
      'jornadas',
      'formacion-continua',
      'congresos',
      'institucional',
    ])
    expect((await terms('types')).map((term) => term.key)).toEqual([
      'conference',
      'workshop',
      'course',
      'webinar',
      'congress',
    ])
    expect((await terms('modes', 'en')).map((term) => term.name)).toEqual(['In person', 'Online', 'Hybrid'])
    expect((await terms('modes', 'eu')).map((term) => term.name)).toEqual([
      'Aurrez aurre',
      'Linean',
      'Hibridoa',
    ])
    expect((await api.request('/api/public/events/modes/fr')).status).toBe(422)
  })

  it('answers the events config of each language on both paths', async () => {
    for (const lang of locales) {
      const first = await api.request(`/api/events-config/${lang}`)
      const second = await api.request(`/api/public/events/config/${lang}`)
      expect(first.status).toBe(200)
      const config = EventsConfigSchema.parse(await first.json())
      expect(await second.json()).toEqual(config)
      expect(config).toMatchObject({
        lang,
        page_size: 10,
        default_operator: 'and',
        default_sort: ['starts_at'],
      })
    }
    expect((await api.request('/api/events-config/fr')).status).toBe(422)
  })

  it("uses the config's default sort and operator, and the table's defaults when a language has none", async () => {
    await api.db
      .update(eventsConfig)
      .set({ default_sort: ['-starts_at', 'nonsense'], default_operator: 'or' })
      .where(eq(eventsConfig.lang, 'en'))
    try {
      const starts = (await list('en', 'limit=100')).items.map((item) => item.starts_at)
      expect(starts).toEqual([...starts].sort().reverse())
      const config = await getEventsConfig(api.db, 'en')
      expect(config).toMatchObject({ default_sort: ['-starts_at'], default_operator: 'or' })
    } finally {
      await api.db
        .update(eventsConfig)
        .set({ default_sort: ['starts_at'], default_operator: 'and' })
        .where(eq(eventsConfig.lang, 'en'))
    }
    const [saved] = await api.db.delete(eventsConfig).where(eq(eventsConfig.lang, 'eu')).returning()
    try {
      expect(await getEventsConfig(api.db, 'eu')).toMatchObject({
        page_size: 12,
        default_operator: 'and',
        default_sort: ['starts_at'],
        show_past: false,
      })
    } finally {
      await api.db.insert(eventsConfig).values(saved!)
    }
  })
})

describe('term filters', () => {
  it('answers 422, not 500, for an id larger than any row can have', async () => {
    for (const filter of ['categories', 'event_types', 'modes']) {
      const response = await api.request(`/api/events/es?${filter}=99999999999`)
      expect(response.status, filter).toBe(422)
    }
  })
})
