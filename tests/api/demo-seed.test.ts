import { and, count, eq, inArray } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { seedDemoContent } from '@/lib/server/db/seed'
import {
  demoSeeds,
  events,
  installation,
  jobs,
  news,
  newsTranslations,
  pages,
  pageTranslations,
  resources,
  terms,
  users,
  workplaces,
} from '@/lib/server/db/schema'
import { demoNews, slugify } from '@/lib/server/db/seed/news'
import { demoPages } from '@/lib/server/db/seed/pages'
import { demoAccounts } from '@/lib/server/db/seed/site'
import { login } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

const demoSets = [
  'navbars',
  'pages',
  'one-stop-shop',
  'news',
  'jobs',
  'workplaces',
  'events',
  'procedures',
  'resources',
  'accounts',
  'applications',
  'preferences',
  'profiles',
  'movements',
  'payment-configurations',
  'my-procedures',
  'professional-societies',
  'registry-societies',
  'generic-procedure-forms',
]

const total = async (table: typeof news | typeof pages | typeof events | typeof jobs | typeof workplaces) =>
  (await api.db.select({ total: count() }).from(table))[0]?.total ?? 0

async function newsIdOf(slug: string) {
  const [row] = await api.db
    .select({ id: newsTranslations.news_id })
    .from(newsTranslations)
    .where(and(eq(newsTranslations.lang, 'es'), eq(newsTranslations.slug, slug)))
  return row?.id
}

async function pageIdOf(slug: string) {
  const [row] = await api.db
    .select({ id: pageTranslations.page_id })
    .from(pageTranslations)
    .where(and(eq(pageTranslations.lang, 'es'), eq(pageTranslations.slug, slug)))
  return row?.id
}

async function termOf(vocabulary: 'news_category' | 'resource_category', key: string) {
  const [row] = await api.db
    .select({ id: terms.id })
    .from(terms)
    .where(and(eq(terms.vocabulary, vocabulary), eq(terms.key, key)))
  return row?.id
}

describe('the demo seed', () => {
  it('gives a fresh database every demo set, remembered, and the demo accounts that sign in', async () => {
    const remembered = await api.db.select({ name: demoSeeds.name }).from(demoSeeds)
    expect(remembered.map((row) => row.name).sort()).toEqual([...demoSets].sort())
    for (const table of [news, pages, events, jobs, workplaces]) expect(await total(table)).toBeGreaterThan(0)
    expect((await api.db.select({ total: count() }).from(resources))[0]?.total).toBeGreaterThan(0)
    for (const account of demoAccounts.filter((candidate) => candidate.password !== null)) {
      const response = await login(api.request, account.email, account.password!)
      expect(response.status, account.email).toBe(200)
    }
  })

  it('does not bring back demo content staff deleted, and leaves the rest as it was', async () => {
    const newsSlug = slugify(demoNews[0]!.texts.es[0])
    const pageSlug = demoPages.find((page) => page.key === 'contact')!.translations.es.slug
    const newsItem = await newsIdOf(newsSlug)
    const page = await pageIdOf(pageSlug)
    const category = await termOf('news_category', 'training')
    const [event] = await api.db.select({ id: events.id }).from(events).limit(1)
    expect([newsItem, page, category, event?.id]).not.toContain(undefined)

    await api.db.delete(news).where(eq(news.id, newsItem!))
    await api.db.delete(pages).where(eq(pages.id, page!))
    await api.db.delete(terms).where(eq(terms.id, category!))
    await api.db.delete(events).where(eq(events.id, event!.id))
    const before = await Promise.all([news, pages, events, jobs, workplaces].map(total))

    await seedDemoContent(api.db)
    await seedDemoContent(api.db)

    expect(await newsIdOf(newsSlug)).toBeUndefined()
    expect(await pageIdOf(pageSlug)).toBeUndefined()
    expect(await termOf('news_category', 'training')).toBeUndefined()
    expect(await Promise.all([news, pages, events, jobs, workplaces].map(total))).toEqual(before)
    // The demo accounts are still there to sign in with.
    const staff = demoAccounts.find((account) => account.email === 'personal@demo.colegio.example')!
    expect((await login(api.request, staff.email, staff.password!)).status).toBe(200)
  })

  it('gives a set a database has not had yet (an older one, or a set added later) once', async () => {
    const category = await termOf('resource_category', 'etica')
    expect(category).toBeDefined()
    await api.db.delete(terms).where(eq(terms.id, category!))
    await api.db.delete(demoSeeds).where(inArray(demoSeeds.name, ['resources']))

    await seedDemoContent(api.db)
    expect(await termOf('resource_category', 'etica')).toBeDefined()
    expect(await api.db.select().from(demoSeeds).where(eq(demoSeeds.name, 'resources'))).toHaveLength(1)

    await api.db.delete(terms).where(eq(terms.vocabulary, 'resource_category'))
    await seedDemoContent(api.db)
    expect(await termOf('resource_category', 'etica')).toBeUndefined()
  })

  it('does not bring back a demo account staff deleted', async () => {
    const deleted = demoAccounts.find((account) => account.email === 'visitante@demo.colegio.example')!
    await api.db.delete(users).where(eq(users.email, deleted.email))
    await seedDemoContent(api.db)
    expect(await api.db.select().from(users).where(eq(users.email, deleted.email))).toHaveLength(0)
  })

  it('never stops a start: a set that cannot be seeded leaves nothing behind and is tried again later', async () => {
    const item = demoNews[3]!
    const spanishSlug = slugify(item.texts.es[0])
    const id = await newsIdOf(spanishSlug)
    await api.db
      .update(newsTranslations)
      .set({ slug: `${spanishSlug}-renombrada` })
      .where(and(eq(newsTranslations.news_id, id!), eq(newsTranslations.lang, 'es')))
    await api.db.delete(demoSeeds).where(eq(demoSeeds.name, 'news'))
    const before = await total(news)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})

    // Its Catalan slug is still taken, so the news set fails as a whole: no half-inserted item.
    await seedDemoContent(api.db)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"news" was not seeded'))
    expect(await total(news)).toBe(before)
    expect(await api.db.select().from(demoSeeds).where(eq(demoSeeds.name, 'news'))).toHaveLength(0)
  })

  it('never writes into a database created for production', async () => {
    await api.db.update(installation).set({ mode: 'production' })
    const before = await total(news)
    await api.db.delete(demoSeeds).where(eq(demoSeeds.name, 'jobs'))
    await expect(seedDemoContent(api.db)).rejects.toThrow(/created for production/)
    expect(await total(news)).toBe(before)
    expect(await api.db.select().from(demoSeeds).where(eq(demoSeeds.name, 'jobs'))).toHaveLength(0)
    await api.db.update(installation).set({ mode: 'demo' })
  })
})
