import 'server-only'
import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { contentStatusIds } from '@/lib/contract/content'
import type { Term } from '@/lib/contract/listing'
import { locales, type Locale } from '@/lib/contract/locales'
import type { NewsDetail, NewsListFilter, NewsPage, NewsSummary } from '@/lib/contract/news'
import type { Database } from '@/lib/server/db/client'
import { news, newsTranslations, terms, termTranslations } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import {
  alternatesOf,
  countAll,
  isPublished,
  laterOf,
  listTerms,
  matchesSearch,
  pageOf,
  type Audience,
  visibleTo,
} from './content-query'
import { sanitizeRichText } from './rich-text'

/** What readers see as `status_id`: published news, or only the programmed ones whose time has come. */
function statusCondition(statusId: number): SQL {
  return statusId === contentStatusIds.programmed
    ? and(eq(news.status, 'programmed'), lte(news.publish_at, sql`now()`))!
    : isPublished(news)
}

function categoryCondition(db: Database, category: string | undefined): SQL | undefined {
  if (category === undefined) return undefined
  if (/^\d+$/.test(category)) return eq(news.category_id, Number(category))
  return inArray(
    news.category_id,
    db
      .select({ id: terms.id })
      .from(terms)
      .where(and(eq(terms.vocabulary, 'news_category'), eq(terms.key, category))),
  )
}

const summaryColumns = {
  id: news.id,
  lang: newsTranslations.lang,
  slug: newsTranslations.slug,
  title: newsTranslations.title,
  summary: newsTranslations.summary,
  publish_at: news.publish_at,
  image_src: news.image_src,
  image_alt: newsTranslations.image_alt,
  featured: news.featured,
  category_id: terms.id,
  category_key: terms.key,
  category_name: termTranslations.name,
  category_color: terms.color,
}

function toSummary(row: SummaryRow): NewsSummary {
  const category: Term | null =
    row.category_id === null
      ? null
      : {
          id: row.category_id,
          key: row.category_key ?? '',
          name: row.category_name ?? row.category_key ?? '',
          color: row.category_color,
        }
  return {
    id: row.id,
    lang: row.lang,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    publish_at: row.publish_at.toISOString(),
    category,
    image_src: row.image_src,
    image_alt: row.image_alt,
    featured: row.featured,
  }
}

function selectSummaries(db: Database, lang: Locale) {
  return db
    .select(summaryColumns)
    .from(newsTranslations)
    .innerJoin(news, eq(news.id, newsTranslations.news_id))
    .leftJoin(terms, eq(terms.id, news.category_id))
    .leftJoin(termTranslations, and(eq(termTranslations.term_id, terms.id), eq(termTranslations.lang, lang)))
}
type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number]

const detailColumns = {
  ...summaryColumns,
  body: newsTranslations.body,
  updated_at: newsTranslations.updated_at,
  item_updated_at: news.updated_at,
}

function selectDetails(db: Database, lang: Locale) {
  return db
    .select(detailColumns)
    .from(newsTranslations)
    .innerJoin(news, eq(news.id, newsTranslations.news_id))
    .leftJoin(terms, eq(terms.id, news.category_id))
    .leftJoin(termTranslations, and(eq(termTranslations.term_id, terms.id), eq(termTranslations.lang, lang)))
}

/** Shared with the test that checks they run on indexes. */
export function newsListQueries(db: Database, lang: Locale, filter: NewsListFilter) {
  const where = and(
    eq(newsTranslations.lang, lang),
    statusCondition(filter.status_id),
    matchesSearch(newsTranslations.search_text, filter.q),
    categoryCondition(db, filter.category),
  )
  return {
    items: selectSummaries(db, lang)
      .where(where)
      .orderBy(desc(news.publish_at), desc(news.id))
      .limit(filter.limit)
      .offset(filter.skip),
    total: db
      .select({ total: countAll })
      .from(newsTranslations)
      .innerJoin(news, eq(news.id, newsTranslations.news_id))
      .where(where),
  }
}

export async function listNews(db: Database, lang: Locale, filter: NewsListFilter): Promise<NewsPage> {
  const { items, total } = newsListQueries(db, lang, filter)
  const page = await pageOf(items, total, filter)
  return { ...page, items: page.items.map(toSummary) }
}

/**
 * A slug of another language answers the same item in `lang`, so the language switcher keeps the reader on
 * it.
 */
export async function getNewsItem(
  db: Database,
  lang: Locale,
  slug: string,
  audience: Audience = 'public',
): Promise<NewsDetail> {
  const owners = db
    .select({ id: newsTranslations.news_id })
    .from(newsTranslations)
    .where(and(inArray(newsTranslations.lang, [...locales]), eq(newsTranslations.slug, slug)))
  const [row] = await selectDetails(db, lang)
    .where(and(eq(newsTranslations.lang, lang), inArray(news.id, owners), visibleTo(news, audience)))
    // Slugs are unique per language only: the requested language's own slug wins.
    .orderBy(sql`${newsTranslations.slug} = ${slug} desc`, desc(news.id))
    .limit(1)
  if (!row) throw new ApiError(404, 'PAGE_NOT_FOUND')
  return {
    ...toSummary(row),
    body: sanitizeRichText(row.body),
    updated_at: laterOf(row.updated_at, row.item_updated_at),
    alternates: await alternatesOf(db, newsTranslations, newsTranslations.news_id, row.id, lang),
  }
}

export function listNewsCategories(db: Database, lang: Locale): Promise<Term[]> {
  return listTerms(db, 'news_category', lang)
}
