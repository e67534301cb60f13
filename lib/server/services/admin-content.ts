import 'server-only'
import { and, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm'
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core'
import type {
  AdminNews,
  AdminNewsListQuery,
  AdminNewsPage,
  AdminNewsValues,
  AdminPage,
  AdminPageListQuery,
  AdminPagePage,
  AdminPageValues,
} from '@/lib/contract/admin-content'
import type { ContentStatus, Vocabulary } from '@/lib/contract/content'
import { locales, type Locale } from '@/lib/contract/locales'
import type { Database, Transaction } from '@/lib/server/db/client'
import { news, newsTranslations, pages, pageTranslations, terms } from '@/lib/server/db/schema'
import { isUniqueViolation } from '@/lib/server/db/violations'
import { ApiError } from '@/lib/server/errors'
import { listPage, matchesSearch } from './content-query'
import { sanitizeRichText } from './rich-text'
import { recordStaffAction, type StaffActor } from './staff-actions'

/** Statuses the public may see (programmed ones once their time has come): a change to such an item is public. */
export const isPublicStatus = (status: ContentStatus) => status === 'published' || status === 'programmed'

export interface ContentWrite<T> {
  item: T
  publicChange: boolean
}

export type Translated<T> = Record<Locale, T | null>

export const presentLocales = <T>(translations: Translated<T>) =>
  locales.filter((lang) => translations[lang] !== null)

/** 409 SLUG_TAKEN, the reason naming the language, before the unique index would. */
export async function assertSlugsFree(
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
export async function slugRace<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, { code: 'SLUG_TAKEN', reason: 'unknown' })
    throw error
  }
}

export async function logEdit<T extends { status: ContentStatus; translations: Translated<unknown> }>(
  tx: Transaction,
  actor: StaffActor,
  entity: string,
  id: number,
  before: T,
  after: T,
) {
  const flat = (item: T): Record<string, unknown> => {
    const { translations, status: _status, ...fields } = item as T & Record<string, unknown>
    const { updated_at: _u, created_at: _c, title: _t, ...shared } = fields
    return { ...shared, ...translations }
  }
  const was = flat(before)
  const now = flat(after)
  const changed = Object.keys(now).filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
  if (changed.length)
    await recordStaffAction(tx, actor, {
      entity,
      entityId: id,
      action: 'updated',
      details: { fields: changed.join(', ') },
    })
  if (after.status !== before.status)
    await recordStaffAction(tx, actor, {
      entity,
      entityId: id,
      action: 'status_changed',
      details: { status: after.status, from: before.status },
    })
}

export interface TranslationTable {
  table: PgTable & { lang: PgColumn }
  owner: PgColumn
  ownerKey: string
  sqlName: string
  fields: readonly string[]
}

const newsTexts: TranslationTable = {
  table: newsTranslations,
  owner: newsTranslations.news_id,
  ownerKey: 'news_id',
  sqlName: 'news_translations',
  fields: ['title', 'slug', 'summary', 'body', 'image_alt'],
}

const pageTexts: TranslationTable = {
  table: pageTranslations,
  owner: pageTranslations.page_id,
  ownerKey: 'page_id',
  sqlName: 'page_translations',
  fields: ['title', 'slug', 'summary', 'body'],
}

export type Texts = Record<string, string>

export async function readTranslations(
  db: Database | Transaction,
  kind: TranslationTable,
  id: number,
): Promise<Translated<Texts>> {
  const rows = (await db
    .select()
    .from(kind.table as PgTable)
    .where(eq(kind.owner, id))) as Array<Record<string, unknown>>
  return Object.fromEntries(
    locales.map((lang) => {
      const row = rows.find((candidate) => candidate.lang === lang)
      return [
        lang,
        row ? Object.fromEntries(kind.fields.map((field) => [field, String(row[field] ?? '')])) : null,
      ]
    }),
  ) as Translated<Texts>
}

/** Bodies are sanitised here; languages left empty are removed. */
export async function saveTranslations(
  tx: Transaction,
  kind: TranslationTable,
  id: number,
  translations: Translated<Texts>,
) {
  const present = presentLocales(translations)
  const table = kind.table as typeof newsTranslations
  await tx
    .delete(table)
    .where(present.length ? and(eq(kind.owner, id), notInArray(table.lang, present)) : eq(kind.owner, id))
  for (const lang of present) {
    const texts = translations[lang]!
    const row = Object.fromEntries(
      kind.fields.map((field) => [
        field,
        field === 'body' ? sanitizeRichText(texts[field] ?? '') : (texts[field] ?? ''),
      ]),
    )
    await tx
      .insert(table)
      .values({ [kind.ownerKey]: id, lang, ...row } as never)
      .onConflictDoUpdate({ target: [kind.owner, table.lang], set: { ...row, updated_at: sql`now()` } })
  }
}

export const titleOf = (translations: Translated<Texts>) =>
  (translations.es ?? presentLocales(translations).map((lang) => translations[lang]!)[0])?.title ?? ''

interface ContentValues {
  status: ContentStatus
  translations: Translated<Texts>
}

interface WrittenItem {
  status: ContentStatus
  title: string
  translations: Translated<unknown>
}

/** Create, edit and delete are the same for every kind of content; the hooks carry what differs. */
export interface ContentWriter<Values extends ContentValues, Item extends WrittenItem> {
  entity: string
  table: PgTable & { id: PgColumn }
  texts: TranslationTable
  columns: (values: Values) => Record<string, unknown>
  get: (tx: Transaction, id: number) => Promise<Item>
  /** Locks the item's row before it is edited or deleted, as the writes that count on it (loans…) lock it. */
  lock?: (tx: Transaction, id: number) => Promise<unknown>
  /** Refusals, and writes that must come before the item's; `before` is null when creating. */
  beforeWrite?: (tx: Transaction, values: Values, before: Item | null) => Promise<void> | void
  afterWrite?: (tx: Transaction, id: number, values: Values) => Promise<void>
  /** What an edit's log compares, when the item carries counts staff do not set. */
  comparable?: (item: Item) => WrittenItem
  createdDetails?: (values: Values) => Record<string, unknown>
  beforeDelete?: (tx: Transaction, found: Item) => Promise<void> | void
}

export function contentWrites<Values extends ContentValues, Item extends WrittenItem>(
  kind: ContentWriter<Values, Item>,
) {
  const table = kind.table as unknown as typeof news
  const slugged = kind.texts.fields.includes('slug')
  const guarded = <T>(run: () => Promise<T>) => (slugged ? slugRace(run) : run())
  const comparable = kind.comparable ?? ((item: Item) => item)
  const assertSlugs = async (tx: Transaction, values: Values, ownId: number | null) => {
    if (!slugged) return
    const texts = kind.texts.table as PgTable & { lang: PgColumn; slug: PgColumn }
    await assertSlugsFree(
      tx,
      texts,
      kind.texts.owner,
      values.translations as Translated<{ slug: string }>,
      ownId,
    )
  }

  async function create(db: Database, actor: StaffActor, values: Values): Promise<ContentWrite<Item>> {
    const item = await guarded(() =>
      db.transaction(async (tx) => {
        await kind.beforeWrite?.(tx, values, null)
        await assertSlugs(tx, values, null)
        const [created] = await tx
          .insert(table)
          .values(kind.columns(values) as never)
          .returning({ id: table.id })
        const id = created!.id
        await saveTranslations(tx, kind.texts, id, values.translations)
        await kind.afterWrite?.(tx, id, values)
        await recordStaffAction(tx, actor, {
          entity: kind.entity,
          entityId: id,
          action: 'created',
          details: {
            ...kind.createdDetails?.(values),
            status: values.status,
            languages: presentLocales(values.translations).join(', '),
          },
        })
        return kind.get(tx, id)
      }),
    )
    return { item, publicChange: isPublicStatus(item.status) }
  }

  async function update(
    db: Database,
    actor: StaffActor,
    id: number,
    values: Values,
  ): Promise<ContentWrite<Item>> {
    let before: Item | undefined
    const item = await guarded(() =>
      db.transaction(async (tx) => {
        await kind.lock?.(tx, id)
        before = await kind.get(tx, id)
        await kind.beforeWrite?.(tx, values, before)
        await assertSlugs(tx, values, id)
        await tx
          .update(table)
          .set({ ...kind.columns(values), updated_at: sql`now()` } as never)
          .where(eq(table.id, id))
        await saveTranslations(tx, kind.texts, id, values.translations)
        await kind.afterWrite?.(tx, id, values)
        const after = await kind.get(tx, id)
        await logEdit(tx, actor, kind.entity, id, comparable(before), comparable(after))
        return after
      }),
    )
    return { item, publicChange: isPublicStatus(item.status) || isPublicStatus(before!.status) }
  }

  async function remove(db: Database, actor: StaffActor, id: number): Promise<ContentWrite<Item>> {
    const item = await db.transaction(async (tx) => {
      await kind.lock?.(tx, id)
      const found = await kind.get(tx, id)
      await kind.beforeDelete?.(tx, found)
      await tx.delete(table).where(eq(table.id, id))
      await recordStaffAction(tx, actor, {
        entity: kind.entity,
        entityId: id,
        action: 'deleted',
        details: { title: found.title },
      })
      return found
    })
    return { item, publicChange: isPublicStatus(item.status) }
  }

  return { create, update, remove }
}

export function listColumns(kind: TranslationTable, id: PgColumn) {
  const table = sql.raw(kind.sqlName)
  const owner = sql.raw(kind.ownerKey)
  const first = (field: 'title' | 'slug') =>
    sql<string>`coalesce((select t.${sql.raw(field)} from ${table} t where t.${owner} = ${id} order by t.lang = 'es' desc, t.lang limit 1), '')`
  return {
    languages: sql<
      string[]
    >`(select coalesce(array_agg(t.lang::text), '{}') from ${table} t where t.${owner} = ${id})`,
    title: first('title'),
    // Resource cards have no address of their own.
    slug: kind.fields.includes('slug') ? first('slug') : sql<string>`''`,
  }
}

export function searchCondition(
  kind: TranslationTable,
  id: PgColumn,
  q: string | undefined,
): SQL | undefined {
  const table = kind.table as typeof newsTranslations
  const search = matchesSearch(
    sql`portal_search_text(${table.title}, ${table.summary}, ${table.body})` as never,
    q,
  )
  return search ? inArray(id, sql`(select ${kind.owner} from ${table} where ${search})`) : undefined
}

const inLocaleOrder = (languages: string[]) => locales.filter((lang) => languages.includes(lang))

export const listedRow = <Row extends { publish_at: Date; updated_at: Date; languages: string[] }>(
  row: Row,
) => ({
  ...row,
  publish_at: row.publish_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  languages: inLocaleOrder(row.languages),
})

/** Refuses a term that is not of the vocabulary (422 CONTENT_NOT_FOUND); null is no term. */
export async function assertTerm(tx: Transaction, termId: number | null, vocabulary: Vocabulary) {
  if (termId === null) return
  const [found] = await tx
    .select({ id: terms.id })
    .from(terms)
    .where(and(eq(terms.id, termId), eq(terms.vocabulary, vocabulary)))
  if (!found) throw new ApiError(422, 'CONTENT_NOT_FOUND')
}

const assertCategory = (tx: Transaction, categoryId: number | null) =>
  assertTerm(tx, categoryId, 'news_category')

const esTranslation = alias(newsTranslations, 'es_translation')

const newsSortColumns = {
  publish_at: news.publish_at,
  updated_at: news.updated_at,
  title: esTranslation.title,
  status: news.status,
} as const

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
  const { rows, total } = await listPage(
    db,
    () =>
      db
        .select({
          id: news.id,
          status: news.status,
          publish_at: news.publish_at,
          updated_at: news.updated_at,
          category_id: news.category_id,
          featured: news.featured,
          ...listColumns(newsTexts, news.id),
        })
        .from(news)
        .leftJoin(esTranslation, and(eq(esTranslation.news_id, news.id), eq(esTranslation.lang, 'es')))
        .$dynamic(),
    { id: news.id, where, sortBy: newsSortColumns[query.sort] },
    query,
  )
  return { items: rows.map(listedRow), total }
}

export async function adminGetNews(db: Database | Transaction, id: number): Promise<AdminNews> {
  const [item] = await db.select().from(news).where(eq(news.id, id))
  if (!item) throw new ApiError(404, 'CONTENT_NOT_FOUND')
  const translations = (await readTranslations(db, newsTexts, id)) as AdminNews['translations']
  return {
    id: item.id,
    status: item.status,
    publish_at: item.publish_at.toISOString(),
    category_id: item.category_id,
    featured: item.featured,
    image_src: item.image_src,
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
    title: titleOf(translations),
    translations,
  }
}

const newsColumns = (values: AdminNewsValues) => ({
  status: values.status,
  publish_at: values.publish_at ? new Date(values.publish_at) : new Date(),
  category_id: values.category_id,
  featured: values.featured,
  image_src: values.image_src,
})

export const {
  create: adminCreateNews,
  update: adminUpdateNews,
  remove: adminDeleteNews,
} = contentWrites({
  entity: 'news',
  table: news,
  texts: newsTexts,
  columns: newsColumns,
  get: adminGetNews,
  beforeWrite: (tx, values) => assertCategory(tx, values.category_id),
})

const esPage = alias(pageTranslations, 'es_page')
const pageSortColumns = {
  publish_at: pages.publish_at,
  updated_at: pages.updated_at,
  title: esPage.title,
  status: pages.status,
} as const

export async function adminListPages(db: Database, query: AdminPageListQuery): Promise<AdminPagePage> {
  const where = and(
    query.status ? eq(pages.status, query.status) : undefined,
    searchCondition(pageTexts, pages.id, query.q),
  )
  const { rows, total } = await listPage(
    db,
    () =>
      db
        .select({
          id: pages.id,
          status: pages.status,
          publish_at: pages.publish_at,
          updated_at: pages.updated_at,
          is_home: pages.is_home,
          ...listColumns(pageTexts, pages.id),
        })
        .from(pages)
        .leftJoin(esPage, and(eq(esPage.page_id, pages.id), eq(esPage.lang, 'es')))
        .$dynamic(),
    { id: pages.id, where, sortBy: pageSortColumns[query.sort] },
    query,
  )
  return {
    items: rows.map((row) => ({
      ...row,
      publish_at: row.publish_at?.toISOString() ?? null,
      updated_at: row.updated_at.toISOString(),
      languages: inLocaleOrder(row.languages),
    })),
    total,
  }
}

export async function adminGetPage(db: Database | Transaction, id: number): Promise<AdminPage> {
  const [item] = await db.select().from(pages).where(eq(pages.id, id))
  if (!item) throw new ApiError(404, 'CONTENT_NOT_FOUND')
  const translations = (await readTranslations(db, pageTexts, id)) as AdminPage['translations']
  return {
    id: item.id,
    status: item.status,
    publish_at: item.publish_at?.toISOString() ?? null,
    is_home: item.is_home,
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
    title: titleOf(translations),
    translations,
  }
}

const pageColumns = (values: AdminPageValues) => ({
  status: values.status,
  publish_at: values.publish_at ? new Date(values.publish_at) : null,
  is_home: values.is_home,
})

/** There is one home page: making a page the home page unmakes the former one. */
async function clearHome(tx: Transaction, values: AdminPageValues, ownId: number | null) {
  if (!values.is_home) return
  await tx
    .update(pages)
    .set({ is_home: false, updated_at: sql`now()` })
    .where(and(eq(pages.is_home, true), ownId === null ? undefined : ne(pages.id, ownId)))
}

export const {
  create: adminCreatePage,
  update: adminUpdatePage,
  remove: adminDeletePage,
} = contentWrites({
  entity: 'page',
  table: pages,
  texts: pageTexts,
  columns: pageColumns,
  get: adminGetPage,
  beforeWrite: (tx, values, before) => clearHome(tx, values, before ? before.id : null),
})
