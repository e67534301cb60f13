import 'server-only'
import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import { alias, type PgColumn } from 'drizzle-orm/pg-core'
import type {
  AdminResource,
  AdminResourceCard,
  AdminResourceCardListQuery,
  AdminResourceCardPage,
  AdminResourceCardValues,
  AdminResourceListQuery,
  AdminResourcePage,
  AdminResourceValues,
  AdminTerm,
  AdminTermListQuery,
  AdminTermPage,
  AdminTermUpdate,
  AdminTermValues,
  TermUsageKind,
} from '@/lib/contract/admin-resources'
import { locales, type Locale } from '@/lib/contract/locales'
import { starsAverage } from '@/lib/contract/resources'
import { type Database, type Transaction, inTurn } from '@/lib/server/db/client'
import {
  resourceCardCategories,
  resourceCards,
  resourceCardTranslations,
  resourceCategories,
  resourceLoans,
  resources,
  resourceTranslations,
  subscriptions,
  terms,
  termTranslations,
} from '@/lib/server/db/schema'
import { isUniqueViolation } from '@/lib/server/db/violations'
import { ApiError } from '@/lib/server/errors'
import {
  contentWrites,
  listedRow,
  listColumns,
  readTranslations,
  searchCondition,
  titleOf,
  type TranslationTable,
} from './admin-content'
import { countAll, escapeLike, listPage, searchable } from './content-query'
import { recordStaffAction, type StaffActor } from './staff-actions'

const resourceTexts: TranslationTable = {
  table: resourceTranslations,
  owner: resourceTranslations.resource_id,
  ownerKey: 'resource_id',
  sqlName: 'resource_translations',
  fields: ['title', 'slug', 'summary', 'body'],
}

const cardTexts: TranslationTable = {
  table: resourceCardTranslations,
  owner: resourceCardTranslations.card_id,
  ownerKey: 'card_id',
  sqlName: 'resource_card_translations',
  fields: ['title', 'summary'],
}

/** Category ids that are not resource categories are refused (422), as an unknown news category is. */
async function assertResourceCategories(tx: Transaction, ids: number[]) {
  if (ids.length === 0) return
  const found = await tx
    .select({ id: terms.id })
    .from(terms)
    .where(and(inArray(terms.id, ids), eq(terms.vocabulary, 'resource_category')))
  if (found.length !== ids.length) throw new ApiError(422, 'CONTENT_NOT_FOUND')
}

async function categoryIdsOf(
  db: Database | Transaction,
  links: typeof resourceCategories | typeof resourceCardCategories,
  owner: PgColumn,
  id: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: terms.id })
    .from(links)
    .innerJoin(terms, eq(terms.id, links.term_id))
    .where(eq(owner, id))
    .orderBy(asc(terms.position), asc(terms.id))
  return rows.map((row) => row.id)
}

async function saveCategoryLinks(
  tx: Transaction,
  links: typeof resourceCategories | typeof resourceCardCategories,
  owner: PgColumn,
  ownerKey: 'resource_id' | 'card_id',
  id: number,
  ids: number[],
) {
  await tx.delete(links).where(eq(owner, id))
  if (ids.length > 0)
    await tx.insert(links).values(ids.map((term_id) => ({ [ownerKey]: id, term_id }) as never))
}

const categoryCondition = (
  links: typeof resourceCategories | typeof resourceCardCategories,
  owner: PgColumn,
  itemId: PgColumn,
  categoryId: number | undefined,
) =>
  categoryId
    ? sql`exists (select 1 from ${links} where ${owner} = ${itemId} and ${links.term_id} = ${categoryId})`
    : undefined

const esResource = alias(resourceTranslations, 'es_resource')
const resourceSortColumns = {
  publish_at: resources.publish_at,
  updated_at: resources.updated_at,
  title: esResource.title,
  status: resources.status,
  copies: resources.copies,
} as const

export async function adminListResources(
  db: Database,
  query: AdminResourceListQuery,
): Promise<AdminResourcePage> {
  const where = and(
    query.status ? eq(resources.status, query.status) : undefined,
    query.format ? eq(resources.format, query.format) : undefined,
    categoryCondition(resourceCategories, resourceCategories.resource_id, resources.id, query.category_id),
    searchCondition(resourceTexts, resources.id, query.q),
  )
  const { rows, total } = await listPage(
    db,
    () =>
      db
        .select({
          id: resources.id,
          status: resources.status,
          publish_at: resources.publish_at,
          updated_at: resources.updated_at,
          format: resources.format,
          copies: resources.copies,
          applicable_online: resources.applicable_online,
          stars_total: resources.stars_total,
          stars_count: resources.stars_count,
          ...listColumns(resourceTexts, resources.id),
        })
        .from(resources)
        .leftJoin(esResource, and(eq(esResource.resource_id, resources.id), eq(esResource.lang, 'es')))
        .$dynamic(),
    { id: resources.id, where, sortBy: resourceSortColumns[query.sort] },
    query,
  )
  return {
    items: rows.map(({ stars_total, ...row }) => ({
      ...listedRow(row),
      stars_average: starsAverage(stars_total, row.stars_count),
    })),
    total,
  }
}

const onLoanCount = async (db: Database | Transaction, id: number) => {
  const [row] = await db
    .select({ total: countAll })
    .from(resourceLoans)
    .where(and(eq(resourceLoans.resource_id, id), eq(resourceLoans.status, 'on_loan')))
  return Number(row?.total ?? 0)
}

export async function adminGetResource(db: Database | Transaction, id: number): Promise<AdminResource> {
  const [item] = await db.select().from(resources).where(eq(resources.id, id))
  if (!item) throw new ApiError(404, 'CONTENT_NOT_FOUND')
  const [translations, categoryIds, onLoan] = await inTurn(
    () => readTranslations(db, resourceTexts, id) as Promise<AdminResource['translations']>,
    () => categoryIdsOf(db, resourceCategories, resourceCategories.resource_id, id),
    () => onLoanCount(db, id),
  )
  return {
    id: item.id,
    status: item.status,
    publish_at: item.publish_at.toISOString(),
    format: item.format,
    author: item.author,
    publisher: item.publisher,
    year: item.year,
    isbn: item.isbn,
    copies: item.copies,
    on_loan: onLoan,
    applicable_online: item.applicable_online,
    image_src: item.image_src,
    category_ids: categoryIds,
    stars_average: starsAverage(item.stars_total, item.stars_count),
    stars_count: item.stars_count,
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
    title: titleOf(translations),
    translations,
  }
}

const resourceColumns = (values: AdminResourceValues) => ({
  status: values.status,
  publish_at: values.publish_at ? new Date(values.publish_at) : new Date(),
  format: values.format,
  author: values.author,
  publisher: values.publisher,
  year: values.year,
  isbn: values.isbn,
  copies: values.copies,
  applicable_online: values.applicable_online,
  image_src: values.image_src,
})

/** Locked as lending locks it; an item ever lent is archived, not deleted: members' histories keep it. */
export const {
  create: adminCreateResource,
  update: adminUpdateResource,
  remove: adminDeleteResource,
} = contentWrites({
  entity: 'resource',
  table: resources,
  texts: resourceTexts,
  columns: resourceColumns,
  get: adminGetResource,
  lock: (tx, id) => tx.select({ id: resources.id }).from(resources).where(eq(resources.id, id)).for('update'),
  beforeWrite: async (tx, values, before) => {
    if (before && values.copies < before.on_loan) throw new ApiError(409, 'RESOURCE_COPIES_ON_LOAN')
    await assertResourceCategories(tx, values.category_ids)
  },
  afterWrite: (tx, id, values) =>
    saveCategoryLinks(
      tx,
      resourceCategories,
      resourceCategories.resource_id,
      'resource_id',
      id,
      values.category_ids,
    ),
  beforeDelete: async (tx, found) => {
    const [loan] = await tx
      .select({ id: resourceLoans.id })
      .from(resourceLoans)
      .where(eq(resourceLoans.resource_id, found.id))
      .limit(1)
    if (loan) throw new ApiError(409, 'RESOURCE_HAS_LOANS')
  },
})

const esCard = alias(resourceCardTranslations, 'es_card')
const cardSortColumns = {
  publish_at: resourceCards.publish_at,
  updated_at: resourceCards.updated_at,
  title: esCard.title,
  status: resourceCards.status,
} as const

export async function adminListResourceCards(
  db: Database,
  query: AdminResourceCardListQuery,
): Promise<AdminResourceCardPage> {
  const where = and(
    query.status ? eq(resourceCards.status, query.status) : undefined,
    categoryCondition(
      resourceCardCategories,
      resourceCardCategories.card_id,
      resourceCards.id,
      query.category_id,
    ),
    searchCondition(cardTexts, resourceCards.id, query.q),
  )
  const { rows, total } = await listPage(
    db,
    () =>
      db
        .select({
          id: resourceCards.id,
          status: resourceCards.status,
          publish_at: resourceCards.publish_at,
          updated_at: resourceCards.updated_at,
          url: resourceCards.url,
          stars_total: resourceCards.stars_total,
          stars_count: resourceCards.stars_count,
          ...listColumns(cardTexts, resourceCards.id),
        })
        .from(resourceCards)
        .leftJoin(esCard, and(eq(esCard.card_id, resourceCards.id), eq(esCard.lang, 'es')))
        .$dynamic(),
    { id: resourceCards.id, where, sortBy: cardSortColumns[query.sort] },
    query,
  )
  return {
    items: rows.map(({ stars_total, ...row }) => ({
      ...listedRow(row),
      stars_average: starsAverage(stars_total, row.stars_count),
    })),
    total,
  }
}

export async function adminGetResourceCard(
  db: Database | Transaction,
  id: number,
): Promise<AdminResourceCard> {
  const [item] = await db.select().from(resourceCards).where(eq(resourceCards.id, id))
  if (!item) throw new ApiError(404, 'CONTENT_NOT_FOUND')
  const [translations, categoryIds] = await inTurn(
    () => readTranslations(db, cardTexts, id) as Promise<AdminResourceCard['translations']>,
    () => categoryIdsOf(db, resourceCardCategories, resourceCardCategories.card_id, id),
  )
  return {
    id: item.id,
    status: item.status,
    publish_at: item.publish_at.toISOString(),
    url: item.url,
    image_src: item.image_src,
    category_ids: categoryIds,
    stars_average: starsAverage(item.stars_total, item.stars_count),
    stars_count: item.stars_count,
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
    title: titleOf(translations),
    translations,
  }
}

const cardColumns = (values: AdminResourceCardValues) => ({
  status: values.status,
  publish_at: values.publish_at ? new Date(values.publish_at) : new Date(),
  url: values.url,
  image_src: values.image_src,
})

export const {
  create: adminCreateResourceCard,
  update: adminUpdateResourceCard,
  remove: adminDeleteResourceCard,
} = contentWrites({
  entity: 'resource_card',
  table: resourceCards,
  texts: cardTexts,
  columns: cardColumns,
  get: adminGetResourceCard,
  beforeWrite: (tx, values) => assertResourceCategories(tx, values.category_ids),
  afterWrite: (tx, id, values) =>
    saveCategoryLinks(
      tx,
      resourceCardCategories,
      resourceCardCategories.card_id,
      'card_id',
      id,
      values.category_ids,
    ),
})

/** Written out as correlated subqueries: drizzle leaves a lone table's columns unqualified. */
const usageColumns = {
  news: sql<number>`(select count(*)::int from news n where n.category_id = terms.id)`,
  events: sql<number>`(select count(*)::int from events e where terms.id in (e.category_id, e.type_id, e.mode_id))`,
  resources: sql<number>`(select count(*)::int from resource_category_links l where l.term_id = terms.id)`,
  resource_cards: sql<number>`(select count(*)::int from resource_card_category_links l where l.term_id = terms.id)`,
} satisfies Record<TermUsageKind, SQL>

const esTerm = alias(termTranslations, 'es_term')
const termSortColumns = {
  position: terms.position,
  key: terms.key,
  name: esTerm.name,
  vocabulary: terms.vocabulary,
} as const

type TermRow = typeof terms.$inferSelect & Record<TermUsageKind, number>

async function namesOf(db: Database | Transaction, ids: number[]) {
  const byTerm = new Map<number, AdminTerm['names']>(
    ids.map((id) => [id, Object.fromEntries(locales.map((lang) => [lang, null])) as AdminTerm['names']]),
  )
  if (ids.length === 0) return byTerm
  const rows = await db.select().from(termTranslations).where(inArray(termTranslations.term_id, ids))
  for (const row of rows) byTerm.get(row.term_id)![row.lang as Locale] = row.name
  return byTerm
}

function toAdminTerm(row: TermRow, names: AdminTerm['names']): AdminTerm {
  const usage = row.news + row.events + row.resources + row.resource_cards
  return {
    id: row.id,
    vocabulary: row.vocabulary,
    key: row.key,
    position: row.position,
    color: row.color,
    name: names.es ?? locales.map((lang) => names[lang]).find((name) => name !== null) ?? row.key,
    names,
    usage,
  }
}

export async function adminListTerms(db: Database, query: AdminTermListQuery): Promise<AdminTermPage> {
  const words = searchable(query.q ?? '').trim()
  const search = words
    ? or(
        sql`terms.key ilike ${`%${escapeLike(words)}%`}`,
        sql`exists (select 1 from term_translations n where n.term_id = terms.id and portal_search_text(n.name, '', '') like ${`%${escapeLike(words)}%`})`,
      )
    : undefined
  const where = and(query.vocabulary ? eq(terms.vocabulary, query.vocabulary) : undefined, search)
  const { rows, total } = await listPage(
    db,
    () =>
      db
        .select({
          id: terms.id,
          vocabulary: terms.vocabulary,
          key: terms.key,
          position: terms.position,
          color: terms.color,
          ...usageColumns,
        })
        .from(terms)
        .leftJoin(esTerm, and(eq(esTerm.term_id, terms.id), eq(esTerm.lang, 'es')))
        .$dynamic(),
    { id: terms.id, where, sortBy: termSortColumns[query.sort] },
    query,
  )
  const names = await namesOf(
    db,
    rows.map((row) => row.id),
  )
  return {
    items: rows.map((row) => toAdminTerm(row, names.get(row.id)!)),
    total,
  }
}

export async function adminGetTerm(db: Database | Transaction, id: number): Promise<AdminTerm> {
  const [row] = await db
    .select({
      id: terms.id,
      vocabulary: terms.vocabulary,
      key: terms.key,
      position: terms.position,
      color: terms.color,
      ...usageColumns,
    })
    .from(terms)
    .where(eq(terms.id, id))
  if (!row) throw new ApiError(404, 'TERM_NOT_FOUND')
  const names = await namesOf(db, [id])
  return toAdminTerm(row, names.get(id)!)
}

async function assertKeyFree(
  tx: Transaction,
  vocabulary: AdminTerm['vocabulary'],
  key: string,
  ownId: number | null,
) {
  const [taken] = await tx
    .select({ id: terms.id })
    .from(terms)
    .where(
      and(
        eq(terms.vocabulary, vocabulary),
        eq(terms.key, key),
        ownId === null ? undefined : ne(terms.id, ownId),
      ),
    )
    .limit(1)
  if (taken) throw new ApiError(409, 'TERM_KEY_TAKEN')
}

/** A unique-index failure a concurrent write caused between the check and the write is still a 409. */
async function keyRace<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'TERM_KEY_TAKEN')
    throw error
  }
}

async function saveNames(tx: Transaction, id: number, names: AdminTermValues['names']) {
  await tx.delete(termTranslations).where(eq(termTranslations.term_id, id))
  const rows = locales.flatMap((lang) => (names[lang] ? [{ term_id: id, lang, name: names[lang] }] : []))
  await tx.insert(termTranslations).values(rows)
}

export async function adminCreateTerm(
  db: Database,
  actor: StaffActor,
  values: AdminTermValues,
): Promise<AdminTerm> {
  return keyRace(() =>
    db.transaction(async (tx) => {
      await assertKeyFree(tx, values.vocabulary, values.key, null)
      const [created] = await tx
        .insert(terms)
        .values({
          vocabulary: values.vocabulary,
          key: values.key,
          position: values.position,
          color: values.color,
        })
        .returning({ id: terms.id })
      const id = created!.id
      await saveNames(tx, id, values.names)
      await recordStaffAction(tx, actor, {
        entity: 'term',
        entityId: id,
        action: 'created',
        details: { vocabulary: values.vocabulary, key: values.key },
      })
      return adminGetTerm(tx, id)
    }),
  )
}

export async function adminUpdateTerm(
  db: Database,
  actor: StaffActor,
  id: number,
  values: AdminTermUpdate,
): Promise<AdminTerm> {
  return keyRace(() =>
    db.transaction(async (tx) => {
      const before = await adminGetTerm(tx, id)
      await assertKeyFree(tx, before.vocabulary, values.key, id)
      await tx
        .update(terms)
        .set({ key: values.key, position: values.position, color: values.color })
        .where(eq(terms.id, id))
      await saveNames(tx, id, values.names)
      const after = await adminGetTerm(tx, id)
      const changed = [
        ...(['key', 'position', 'color'] as const).filter((field) => before[field] !== after[field]),
        ...locales.filter((lang) => before.names[lang] !== after.names[lang]),
      ]
      if (changed.length)
        await recordStaffAction(tx, actor, {
          entity: 'term',
          entityId: id,
          action: 'updated',
          details: { fields: changed.join(', ') },
        })
      return after
    }),
  )
}

/** 409 TERM_IN_USE names where; a subscription left with no category is turned off rather than widened. */
export async function adminDeleteTerm(db: Database, actor: StaffActor, id: number): Promise<AdminTerm> {
  return db.transaction(async (tx) => {
    await tx.select({ id: terms.id }).from(terms).where(eq(terms.id, id)).for('update')
    const found = await adminGetTerm(tx, id)
    const [usage] = await tx.select(usageColumns).from(terms).where(eq(terms.id, id))
    const uses = Object.entries(usage ?? {}).filter(([, count]) => Number(count) > 0)
    if (uses.length > 0)
      throw new ApiError(409, {
        code: 'TERM_IN_USE',
        reason: uses.map(([kind, count]) => `${kind}=${count}`).join(','),
      })
    await tx
      .update(subscriptions)
      .set({
        categories: sql`array_remove(${subscriptions.categories}, ${id})`,
        subscribed: sql`${subscriptions.subscribed} and cardinality(array_remove(${subscriptions.categories}, ${id})) > 0`,
        updated_at: sql`now()`,
      })
      .where(sql`${id} = any(${subscriptions.categories})`)
    await tx.delete(terms).where(eq(terms.id, id))
    await recordStaffAction(tx, actor, {
      entity: 'term',
      entityId: id,
      action: 'deleted',
      details: { vocabulary: found.vocabulary, key: found.key, name: found.name },
    })
    return found
  })
}
