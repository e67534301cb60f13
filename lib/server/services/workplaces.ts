import 'server-only'
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '@/lib/contract/locales'
import type {
  Workplace,
  WorkplaceList,
  WorkplaceListQuery,
  WorkplaceSummary,
} from '@/lib/contract/workplaces'
import type { Database } from '@/lib/server/db/client'
import { workplaces, workplaceTranslations } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import {
  alternatesOf,
  countAll,
  isPublished,
  laterOf,
  matchesSearch,
  pageOf,
  type Audience,
  visibleTo,
} from './content-query'
import { sanitizeRichText } from './rich-text'

function listConditions(lang: Locale, query: WorkplaceListQuery): SQL {
  return and(
    eq(workplaceTranslations.lang, lang),
    isPublished(workplaces),
    // Visitors look a centre up by its town as often as by its name.
    matchesSearch(
      [
        workplaceTranslations.search_text,
        sql`portal_search_text(${workplaces.city}, ${workplaces.province}, '')`,
      ],
      query.q,
    ),
    query.province ? eq(workplaces.province, query.province) : undefined,
  )!
}

const summaryColumns = {
  id: workplaces.id,
  lang: workplaceTranslations.lang,
  slug: workplaceTranslations.slug,
  title: workplaceTranslations.title,
  summary: workplaceTranslations.summary,
  publish_at: workplaces.publish_at,
  address: workplaces.address,
  postal_code: workplaces.postal_code,
  city: workplaces.city,
  province: workplaces.province,
  phone: workplaces.phone,
  email: workplaces.email,
  website: workplaces.website,
}

type SummaryRow = Awaited<ReturnType<typeof workplaceListQuery>>[number]

const httpOnly = (address: string | null) => (address && /^https?:\/\//i.test(address) ? address : null)

const summaryOf = (row: SummaryRow): WorkplaceSummary => ({
  ...row,
  publish_at: row.publish_at.toISOString(),
  website: httpOnly(row.website),
})

/** By name whatever the accents and case; shared with the test that checks the plan uses indexes. */
export function workplaceListQuery(db: Database, lang: Locale, query: WorkplaceListQuery) {
  return db
    .select(summaryColumns)
    .from(workplaceTranslations)
    .innerJoin(workplaces, eq(workplaces.id, workplaceTranslations.workplace_id))
    .where(listConditions(lang, query))
    .orderBy(asc(sql`portal_search_text(${workplaceTranslations.title})`), asc(workplaces.id))
    .limit(query.limit)
    .offset(query.skip)
}

export async function listWorkplaces(
  db: Database,
  lang: Locale,
  query: WorkplaceListQuery,
): Promise<WorkplaceList> {
  const total = db
    .select({ total: countAll })
    .from(workplaceTranslations)
    .innerJoin(workplaces, eq(workplaces.id, workplaceTranslations.workplace_id))
    .where(listConditions(lang, query))
  const page = await pageOf(workplaceListQuery(db, lang, query), total, query)
  return { ...page, items: page.items.map(summaryOf) }
}

/** Another language's slug answers the workplace in `lang`. */
export async function getWorkplace(
  db: Database,
  lang: Locale,
  slug: string,
  audience: Audience = 'public',
): Promise<Workplace> {
  const named = db
    .select({
      workplace_id: workplaceTranslations.workplace_id,
      exact: sql<boolean>`${workplaceTranslations.lang} = ${lang}`.as('exact'),
    })
    .from(workplaceTranslations)
    .where(eq(workplaceTranslations.slug, slug))
    .as('named')
  const [row] = await db
    .select({
      ...summaryColumns,
      body: workplaceTranslations.body,
      place_updated_at: workplaces.updated_at,
      text_updated_at: workplaceTranslations.updated_at,
    })
    .from(named)
    .innerJoin(workplaces, eq(workplaces.id, named.workplace_id))
    .innerJoin(
      workplaceTranslations,
      and(eq(workplaceTranslations.workplace_id, workplaces.id), eq(workplaceTranslations.lang, lang)),
    )
    .where(visibleTo(workplaces, audience))
    .orderBy(desc(named.exact), desc(workplaces.id))
    .limit(1)
  if (!row) throw new ApiError(404, 'Not Found')
  const { body, place_updated_at, text_updated_at, ...summary } = row
  return {
    ...summaryOf(summary),
    body: sanitizeRichText(body),
    updated_at: laterOf(place_updated_at, text_updated_at),
    alternates: await alternatesOf(
      db,
      workplaceTranslations,
      workplaceTranslations.workplace_id,
      row.id,
      lang,
    ),
  }
}
