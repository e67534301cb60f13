import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  events,
  eventTranslations,
  jobs,
  jobTranslations,
  news,
  newsTranslations,
} from '@/lib/server/db/schema'
import { listContentAddresses } from '@/lib/server/services/sitemap'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()
const day = 24 * 60 * 60 * 1000

async function addNews(status: 'published' | 'draft' | 'programmed', slug: string, publishAt = new Date()) {
  const [item] = await api.db
    .insert(news)
    .values({ status, publish_at: publishAt })
    .returning({ id: news.id })
  await api.db.insert(newsTranslations).values([
    { news_id: item!.id, lang: 'es', slug, title: slug },
    { news_id: item!.id, lang: 'eu', slug: `${slug}-eu`, title: slug },
  ])
  return item!.id
}

describe('the sitemap addresses', () => {
  it('list every public item in each of its languages, and nothing unpublished', async () => {
    const ids = [
      await addNews('published', 'sitemap-published'),
      await addNews('draft', 'sitemap-draft'),
      await addNews('programmed', 'sitemap-future', new Date(Date.now() + day)),
      await addNews('programmed', 'sitemap-due', new Date(Date.now() - day)),
    ]
    const [course] = await api.db
      .insert(events)
      .values({ kind: 'course', status: 'published', starts_at: new Date(), ends_at: new Date() })
      .returning({ id: events.id })
    await api.db
      .insert(eventTranslations)
      .values({ event_id: course!.id, lang: 'ca', slug: 'sitemap-curs', title: 'Curs' })
    try {
      const addresses = await listContentAddresses(api.db)
      const slugs = addresses.map(({ kind, lang, slug }) => `${kind}:${lang}:${slug}`)
      expect(slugs).toEqual(
        expect.arrayContaining([
          'news:es:sitemap-published',
          'news:eu:sitemap-published-eu',
          'news:es:sitemap-due',
          'course:ca:sitemap-curs',
          'page:es:inicio',
        ]),
      )
      expect(slugs.filter((slug) => /sitemap-(draft|future)/.test(slug))).toEqual([])
      expect(addresses.find((address) => address.slug === 'inicio')?.is_home).toBe(true)
    } finally {
      await api.db.delete(news).where(inArray(news.id, ids))
      await api.db.delete(events).where(eq(events.id, course!.id))
    }
  })

  it('keep a closed job offer, which still has its page, out of the sitemap but in the addresses', async () => {
    const offer = (closesAt: Date) => ({
      status: 'published' as const,
      closes_at: closesAt,
      company: 'Clínica',
      city: 'Bilbao',
      province: 'Bizkaia',
      contract_type: 'permanent' as const,
      working_day: 'full_time' as const,
    })
    const ids = await api.db
      .insert(jobs)
      .values([offer(new Date(Date.now() - day)), offer(new Date(Date.now() + day))])
      .returning({ id: jobs.id })
    await api.db.insert(jobTranslations).values([
      { job_id: ids[0]!.id, lang: 'es', slug: 'sitemap-oferta-cerrada', title: 'Cerrada' },
      { job_id: ids[0]!.id, lang: 'eu', slug: 'sitemap-eskaintza-itxita', title: 'Itxita' },
      { job_id: ids[1]!.id, lang: 'es', slug: 'sitemap-oferta-abierta', title: 'Abierta' },
    ])
    try {
      const listed = (await listContentAddresses(api.db))
        .filter(({ slug }) => slug.startsWith('sitemap-'))
        .map(({ lang, slug, listed }) => `${lang}:${slug}:${listed}`)
      expect(listed.sort()).toEqual([
        'es:sitemap-oferta-abierta:true',
        'es:sitemap-oferta-cerrada:false',
        'eu:sitemap-eskaintza-itxita:false',
      ])
    } finally {
      await api.db.delete(jobs).where(
        inArray(
          jobs.id,
          ids.map(({ id }) => id),
        ),
      )
    }
  })
})
