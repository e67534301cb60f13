import 'server-only'
import { and, asc, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm'
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core'
import type {
  AdminNews,
  AdminNewsListQuery,
  AdminNewsPage,
  AdminNewsValues,
} from '@/lib/contract/admin-content'
import type { ContentStatus } from '@/lib/contract/content'
import { locales, type Locale } from '@/lib/contract/locales'
import type { Database, Transaction } from '@/lib/server/db/client'
import { news, newsTranslations, terms } from '@/lib/server/db/schema'
import { isUniqueViolation } from '@/lib/server/db/violations'
import { ApiError } from '@/lib/server/errors'
import { countAll, matchesSearch } from './content-query'
import { sanitizeRichText } from './rich-text'
import { recordStaffAction, type StaffActor } from './staff-actions'

/** Statuses the public may see (programmed ones once their time has come): a change to such an item is public. */
export const isPublicStatus = (status: ContentStatus) => status === 'published' || status === 'programmed'

/** What a write did, for the route: whether the public pages must be revalidated. */
export interface ContentWrite<T> {
  item: T
  publicChange: boolean
}

type Translated<T> = Record<Locale, T | null>

/** The languages that have a text, in the portal's order. */
const presentLocales = <T>(translations: Translated<T>) =>
  locales.filter((lang) => translations[lang] !== null)

/**
 * Refuses a slug another item of the same kind already has in that language (409 SLUG_TAKEN, the reason names
 * the language), before the unique index would.
 */
async function assertSlugsFree(
  tx: Transaction,
  table: PgTable & { lang: PgColumn; slug: PgColumn },
  owner: PgColumn,
  translations: Translated<{ slug: string }>,
  ownId: number | null,
) {
  for (const lang of presentLocales(translations)) {
    const [taken] = await tx
      .select({ id: owner })
      .from(table as PgTable)
      .where(
        and(
          eq(table.lang, lang),
          eq(table.slug, translations[lang]!.slug),
          ownId === null ? undefined : ne(owner, ownId),
        ),
      )
      .limit(1)
    if (taken) throw new ApiError(409, { code: 'SLUG_TAKEN', reason: lang })
  }
}

/** A unique-index failure that a concurrent write caused between the check and the insert is still a 409. */
async function slugRace<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, { code: 'SLUG_TAKEN', reason: 'unknown' })
    throw error
  }
}

/** Which shared fields and languages differ, for the log. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
}

// ---------------------------------------------------------------------------------------------------------------
// News

async function assertCategory(tx: Transaction, categoryId: number | null) {
  if (categoryId === null) return
  const [found] = await tx
    .select({ id: terms.id })
    .from(terms)
    .where(and(eq(terms.id, categoryId), eq(terms.vocabulary, 'news_category')))
  if (!found) throw new ApiError(422, 'CONTENT_NOT_FOUND')
}

const esTranslation = alias(newsTranslations, 'es_translation')

/** The languages an item has, as one array column. */
const newsLanguages = sql<
  string[]
>`(select coalesce(array_agg(nt.lang::text), '{}') from news_translations nt where nt.news_id = ${news.id})`
const firstTitle = sql<string>`coalesce(${esTranslation.title}, (select nt.title from news_translations nt where nt.news_id = ${news.id} order by nt.lang limit 1), '')`
const firstSlug = sql<string>`coalesce(${esTranslation.slug}, (select nt.slug from news_translations nt where nt.news_id = ${news.id} order by nt.lang limit 1), '')`

const newsSortColumns = {
  publish_at: news.publish_at,
  updated_at: news.updated_at,
  title: esTranslation.title,
  status: news.status,
} as const

/** A page of news for staff, whatever their status: `q` in the title or text of any language. */
export async function adminListNews(db: Database, query: AdminNewsListQuery): Promise<AdminNewsPage> {
  const search = matchesSearch(newsTranslations.search_text, query.q)
  const conditions: Array<SQL | undefined> = [
    query.status ? eq(news.status, query.status) : undefined,
    query.category_id ? eq(news.category_id, query.category_id) : undefined,
    search
      ? inArray(news.id, db.select({ id: newsTranslations.news_id }).from(newsTranslations).where(search))
      : undefined,
  ]
  const where = and(...conditions)
  const direction = query.order === 'asc' ? asc : desc
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: news.id,
        status: news.status,
        publish_at: news.publish_at,
        updated_at: news.updated_at,
        category_id: news.category_id,
        featured: news.featured,
        title: firstTitle,
        slug: firstSlug,
        languages: newsLanguages,
      })
      .from(news)
      .leftJoin(esTranslation, and(eq(esTranslation.news_id, news.id), eq(esTranslation.lang, 'es')))
      .where(where)
      .orderBy(direction(newsSortColumns[query.sort]), direction(news.id))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ total: countAll }).from(news).where(where),
  ])
  return {
    items: rows.map((row) => ({
      ...row,
      publish_at: row.publish_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      languages: locales.filter((lang) => row.languages.includes(lang)),
    })),
    total: Number(count?.total ?? 0),
  }
}

/** A news item with every translation, as staff edit it; 404 CONTENT_NOT_FOUND when there is none. */
export async function adminGetNews(db: Database | Transaction, id: number): Promise<AdminNews> {
  const [item] = await db.select().from(news).where(eq(news.id, id))
  if (!item) throw new ApiError(404, 'CONTENT_NOT_FOUND')
  const rows = await db.select().from(newsTranslations).where(eq(newsTranslations.news_id, id))
  const translations = Object.fromEntries(
    locales.map((lang) => {
      const row = rows.find((candidate) => candidate.lang === lang)
      return [
        lang,
        row
          ? {
              title: row.title,
              slug: row.slug,
              summary: row.summary,
              body: row.body,
              image_alt: row.image_alt,
            }
          : null,
      ]
    }),
  ) as AdminNews['translations']
  const named = translations.es ?? presentLocales(translations).map((lang) => translations[lang]!)[0]
  return {
    id: item.id,
    status: item.status,
    publish_at: item.publish_at.toISOString(),
    category_id: item.category_id,
    featured: item.featured,
    image_src: item.image_src,
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
    title: named?.title ?? '',
    translations,
  }
}

/** Writes the translations present and removes the languages left empty; bodies are sanitised here. */
async function saveNewsTranslations(tx: Transaction, id: number, values: AdminNewsValues) {
  const present = presentLocales(values.translations)
  await tx
    .delete(newsTranslations)
    .where(
      present.length
        ? and(eq(newsTranslations.news_id, id), notInArray(newsTranslations.lang, present))
        : eq(newsTranslations.news_id, id),
    )
  for (const lang of present) {
    const text = values.translations[lang]!
    const row = { ...text, body: sanitizeRichText(text.body) }
    await tx
      .insert(newsTranslations)
      .values({ news_id: id, lang, ...row })
      .onConflictDoUpdate({
        target: [newsTranslations.news_id, newsTranslations.lang],
        set: { ...row, updated_at: sql`now()` },
      })
  }
}

const newsColumns = (values: AdminNewsValues) => ({
  status: values.status,
  publish_at: values.publish_at ? new Date(values.publish_at) : new Date(),
  category_id: values.category_id,
  featured: values.featured,
  image_src: values.image_src,
})

/** Creates a news item in the languages given, logged as `created`. */
export async function adminCreateNews(
  db: Database,
  actor: StaffActor,
  values: AdminNewsValues,
): Promise<ContentWrite<AdminNews>> {
  const item = await slugRace(() =>
    db.transaction(async (tx) => {
      await assertCategory(tx, values.category_id)
      await assertSlugsFree(tx, newsTranslations, newsTranslations.news_id, values.translations, null)
      const [created] = await tx.insert(news).values(newsColumns(values)).returning({ id: news.id })
      await saveNewsTranslations(tx, created!.id, values)
      await recordStaffAction(tx, actor, {
        entity: 'news',
        entityId: created!.id,
        action: 'created',
        details: { status: values.status, languages: presentLocales(values.translations).join(', ') },
      })
      return adminGetNews(tx, created!.id)
    }),
  )
  return { item, publicChange: isPublicStatus(item.status) }
}

/** Replaces a news item's fields and texts; logs `updated` (what changed) and `status_changed` when it did. */
export async function adminUpdateNews(
  db: Database,
  actor: StaffActor,
  id: number,
  values: AdminNewsValues,
): Promise<ContentWrite<AdminNews>> {
  let before: AdminNews | undefined
  const item = await slugRace(() =>
    db.transaction(async (tx) => {
      before = await adminGetNews(tx, id)
      await assertCategory(tx, values.category_id)
      await assertSlugsFree(tx, newsTranslations, newsTranslations.news_id, values.translations, id)
      await tx
        .update(news)
        .set({ ...newsColumns(values), updated_at: sql`now()` })
        .where(eq(news.id, id))
      await saveNewsTranslations(tx, id, values)
      const after = await adminGetNews(tx, id)
      const changed = changedFields(
        { ...before, ...before.translations, publish_at: before.publish_at },
        { ...after, ...after.translations, publish_at: after.publish_at },
      ).filter((field) => !['updated_at', 'created_at', 'title', 'translations', 'status'].includes(field))
      if (changed.length)
        await recordStaffAction(tx, actor, {
          entity: 'news',
          entityId: id,
          action: 'updated',
          details: { fields: changed.join(', ') },
        })
      if (after.status !== before.status)
        await recordStaffAction(tx, actor, {
          entity: 'news',
          entityId: id,
          action: 'status_changed',
          details: { status: after.status, from: before.status },
        })
      return after
    }),
  )
  return { item, publicChange: isPublicStatus(item.status) || isPublicStatus(before!.status) }
}

/** Deletes a news item and its texts, logged as `deleted` with its title. */
export async function adminDeleteNews(
  db: Database,
  actor: StaffActor,
  id: number,
): Promise<ContentWrite<AdminNews>> {
  const item = await db.transaction(async (tx) => {
    const found = await adminGetNews(tx, id)
    await tx.delete(news).where(eq(news.id, id))
    await recordStaffAction(tx, actor, {
      entity: 'news',
      entityId: id,
      action: 'deleted',
      details: { title: found.title },
    })
    return found
  })
  return { item, publicChange: isPublicStatus(item.status) }
}
