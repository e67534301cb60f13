import 'server-only'
import { sql } from 'drizzle-orm'
import type { ContentAddress, ContentKind } from '@/lib/contract/sitemap'
import type { Locale } from '@/lib/contract/locales'
import type { Database } from '@/lib/server/db/client'

const published = (item: string) =>
  `(${item}.status = 'published' or (${item}.status = 'programmed' and ${item}.publish_at <= now()))`

const sources: Array<{ kind: ContentKind; from: string; where?: string; isHome?: string; listed?: string }> =
  [
    { kind: 'page', from: 'pages i join page_translations t on t.page_id = i.id', isHome: 'i.is_home' },
    { kind: 'news', from: 'news i join news_translations t on t.news_id = i.id' },
    {
      kind: 'job',
      from: 'jobs i join job_translations t on t.job_id = i.id',
      listed: 'i.closes_at is null or i.closes_at >= now()',
    },
    { kind: 'workplace', from: 'workplaces i join workplace_translations t on t.workplace_id = i.id' },
    {
      kind: 'event',
      from: 'events i join event_translations t on t.event_id = i.id',
      where: `${published('i')} and i.kind = 'event'`,
    },
    {
      kind: 'course',
      from: 'events i join event_translations t on t.event_id = i.id',
      where: `${published('i')} and i.kind = 'course'`,
    },
    { kind: 'resource', from: 'resources i join resource_translations t on t.resource_id = i.id' },
  ]

interface Row {
  kind: ContentKind
  id: number
  lang: Locale
  slug: string
  is_home: boolean
  updated_at: Date | string
  listed: boolean
}

export async function listContentAddresses(db: Database): Promise<ContentAddress[]> {
  const union = sources
    .map(
      ({ kind, from, where, isHome, listed }) =>
        `select '${kind}' as kind, i.id, t.lang::text as lang, t.slug, ${isHome ?? 'false'} as is_home,
           greatest(i.updated_at, t.updated_at) as updated_at, ${listed ?? 'true'} as listed
         from ${from} where ${where ?? published('i')}`,
    )
    .join(' union all ')
  // Both drivers answer { rows }.
  const { rows } = (await db.execute(sql.raw(`${union} order by kind, id, lang`))) as unknown as {
    rows: Row[]
  }
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    lang: row.lang,
    slug: row.slug,
    is_home: Boolean(row.is_home),
    updated_at: new Date(row.updated_at).toISOString(),
    listed: Boolean(row.listed),
  }))
}
