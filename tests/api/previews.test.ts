import { and, eq, ne, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import type { Locale } from '@/lib/contract/locales'
import {
  eventTranslations,
  events,
  jobTranslations,
  jobs,
  news,
  newsTranslations,
  pages,
  pageTranslations,
  resources,
  resourceTranslations,
  workplaces,
  workplaceTranslations,
} from '@/lib/server/db/schema'
import type { Database } from '@/lib/server/db/client'
import type { Audience } from '@/lib/server/services/content-query'
import { getEvent } from '@/lib/server/services/events'
import { getJob } from '@/lib/server/services/jobs'
import { getNewsItem } from '@/lib/server/services/news'
import { getPage } from '@/lib/server/services/pages'
import { getResource } from '@/lib/server/services/resources'
import { getWorkplace } from '@/lib/server/services/workplaces'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

type Items = PgTable & { id: PgColumn; status: PgColumn; publish_at: PgColumn; is_home?: PgColumn }
type Texts = PgTable & { slug: PgColumn; lang: PgColumn }
type Read = (db: Database, lang: Locale, slug: string, audience?: Audience) => Promise<{ id: number }>
type Kind = { kind: string; items: Items; texts: Texts; owner: PgColumn; read: Read }

/** Each kind with a detail page: its items, their translations (and the column naming the item) and its read. */
const kinds: Kind[] = [
  { kind: 'page', items: pages, texts: pageTranslations, owner: pageTranslations.page_id, read: getPage },
  {
    kind: 'news item',
    items: news,
    texts: newsTranslations,
    owner: newsTranslations.news_id,
    read: getNewsItem,
  },
  {
    kind: 'event',
    items: events,
    texts: eventTranslations,
    owner: eventTranslations.event_id,
    read: getEvent,
  },
  { kind: 'job offer', items: jobs, texts: jobTranslations, owner: jobTranslations.job_id, read: getJob },
  {
    kind: 'workplace',
    items: workplaces,
    texts: workplaceTranslations,
    owner: workplaceTranslations.workplace_id,
    read: getWorkplace,
  },
  {
    kind: 'resource',
    items: resources,
    texts: resourceTranslations,
    owner: resourceTranslations.resource_id,
    read: getResource,
  },
]

describe('staff previews read an item whatever its status; the public reads published items only', () => {
  it.each(kinds)('$kind', async ({ items, texts, owner, read }) => {
    const slug = sql<string>`${texts.slug}`
    const lang = texts.lang
    const [named] = await api.db
      .select({ id: owner, slug })
      .from(texts)
      .innerJoin(items, eq(items.id, owner))
      .where(
        and(
          eq(lang, 'es'),
          eq(items.status, 'published'),
          items.is_home ? ne(items.is_home, true) : undefined,
        ),
      )
      .limit(1)
    if (!named) throw new Error('The demo content has no published item of this kind')
    const [english] = await api.db
      .select({ slug })
      .from(texts)
      .where(and(eq(owner, named.id), eq(lang, 'en')))
    const setStatus = (status: string, publishAt = new Date()) =>
      api.db.execute(
        sql`update ${items} set status = ${status}, publish_at = ${publishAt} where id = ${named.id}`,
      )

    expect(await read(api.db, 'es', named.slug)).toMatchObject({ id: named.id })
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000)
    for (const [status, publishAt] of [['draft'], ['archived'], ['programmed', tomorrow]] as const) {
      await setStatus(status, publishAt)
      try {
        await expect(read(api.db, 'es', named.slug), status).rejects.toMatchObject({ status: 404 })
        await expect(read(api.db, 'es', named.slug, 'public'), status).rejects.toMatchObject({ status: 404 })
        expect(await read(api.db, 'es', named.slug, 'staff'), status).toMatchObject({
          id: named.id,
          lang: 'es',
        })
        // Another language's slug answers the same item in the asked language, as on the public site (pages are
        // redirected by the proxy instead).
        if (english && items !== pages)
          expect(await read(api.db, 'es', english.slug, 'staff')).toMatchObject({ id: named.id, lang: 'es' })
      } finally {
        await setStatus('published')
      }
    }
    await expect(read(api.db, 'es', 'no-such-item-anywhere', 'staff')).rejects.toMatchObject({ status: 404 })
  })
})
