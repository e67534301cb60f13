import 'server-only'
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '@/lib/contract/locales'
import type { Term } from '@/lib/contract/listing'
import {
  starsAverage,
  type MyStars,
  type Resource,
  type ResourceCard,
  type ResourceCardListQuery,
  type ResourceCardPage,
  type ResourceCategoryPage,
  type ResourceListItem,
  type ResourceListQuery,
  type ResourcePage,
  type StarsResult,
} from '@/lib/contract/resources'
import type { Database, Transaction } from '@/lib/server/db/client'
import {
  resourceCardCategories,
  resourceCardRatings,
  resourceCards,
  resourceCardTranslations,
  resourceCategories,
  resourceRatings,
  resources,
  resourceTranslations,
  terms,
  termTranslations,
} from '@/lib/server/db/schema'
import { isUniqueViolation } from '@/lib/server/db/violations'
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

/** Only cards that link to a web address; any other scheme (javascript:, data:) would run in the reader's page. */
const linksToTheWeb = or(
  sql`${resourceCards.url} like 'https://%'`,
  sql`${resourceCards.url} like 'http://%'`,
)!

/** Shared with the test that checks the plan uses indexes. */
function resourceListConditions(lang: Locale, query: Omit<ResourceListQuery, 'skip' | 'limit'>): SQL {
  const categories = [...new Set(query.categories)]
  return and(
    eq(resourceTranslations.lang, lang),
    isPublished(resources),
    query.applicable_online ? eq(resources.applicable_online, true) : undefined,
    query.format ? eq(resources.format, query.format) : undefined,
    matchesSearch(resourceTranslations.search_text, query.q),
    categories.length > 0
      ? sql`exists (select 1 from ${resourceCategories} where ${resourceCategories.resource_id} = ${resources.id} and ${inArray(resourceCategories.term_id, categories)})`
      : undefined,
  )!
}

export function resourceListQuery(db: Database, lang: Locale, query: ResourceListQuery) {
  return db
    .select({ resource: resources, translation: resourceTranslations })
    .from(resources)
    .innerJoin(resourceTranslations, eq(resourceTranslations.resource_id, resources.id))
    .where(resourceListConditions(lang, query))
    .orderBy(desc(resources.publish_at), desc(resources.id))
    .limit(query.limit)
    .offset(query.skip)
}

function resourceCardListConditions(lang: Locale, query: Omit<ResourceCardListQuery, 'skip' | 'limit'>): SQL {
  const categories = [...new Set(query.categories)]
  return and(
    eq(resourceCardTranslations.lang, lang),
    isPublished(resourceCards),
    linksToTheWeb,
    matchesSearch(resourceCardTranslations.search_text, query.q),
    categories.length > 0
      ? sql`exists (select 1 from ${resourceCardCategories} where ${resourceCardCategories.card_id} = ${resourceCards.id} and ${inArray(resourceCardCategories.term_id, categories)})`
      : undefined,
  )!
}

export function resourceCardListQuery(db: Database, lang: Locale, query: ResourceCardListQuery) {
  return db
    .select({ card: resourceCards, translation: resourceCardTranslations })
    .from(resourceCards)
    .innerJoin(resourceCardTranslations, eq(resourceCardTranslations.card_id, resourceCards.id))
    .where(resourceCardListConditions(lang, query))
    .orderBy(desc(resourceCards.publish_at), desc(resourceCards.id))
    .limit(query.limit)
    .offset(query.skip)
}

async function categoriesOf(
  db: Database,
  links: typeof resourceCategories | typeof resourceCardCategories,
  ids: number[],
  lang: Locale,
): Promise<Map<number, Term[]>> {
  const byItem = new Map<number, Term[]>(ids.map((id) => [id, []]))
  if (ids.length === 0) return byItem
  const owner = 'resource_id' in links ? links.resource_id : links.card_id
  const rows = await db
    .select({
      owner,
      id: terms.id,
      key: terms.key,
      name: termTranslations.name,
      color: terms.color,
    })
    .from(links)
    .innerJoin(terms, eq(terms.id, links.term_id))
    .innerJoin(termTranslations, and(eq(termTranslations.term_id, terms.id), eq(termTranslations.lang, lang)))
    .where(inArray(owner, ids))
    .orderBy(asc(terms.position), asc(terms.id))
  for (const { owner: id, ...term } of rows) byItem.get(id)?.push(term)
  return byItem
}

type ResourceRow = {
  resource: typeof resources.$inferSelect
  translation: typeof resourceTranslations.$inferSelect
}

function toListItem({ resource, translation }: ResourceRow, categories: Term[]): ResourceListItem {
  return {
    id: resource.id,
    lang: translation.lang,
    slug: translation.slug,
    title: translation.title,
    summary: translation.summary,
    publish_at: resource.publish_at.toISOString(),
    format: resource.format,
    author: resource.author,
    publisher: resource.publisher,
    year: resource.year,
    applicable_online: resource.applicable_online,
    image_src: resource.image_src,
    categories,
    stars_average: starsAverage(resource.stars_total, resource.stars_count),
    stars_count: resource.stars_count,
  }
}

export async function listResources(
  db: Database,
  lang: Locale,
  query: ResourceListQuery,
): Promise<ResourcePage> {
  const page = await pageOf(
    resourceListQuery(db, lang, query),
    db
      .select({ total: countAll })
      .from(resources)
      .innerJoin(resourceTranslations, eq(resourceTranslations.resource_id, resources.id))
      .where(resourceListConditions(lang, query)),
    query,
  )
  const categories = await categoriesOf(
    db,
    resourceCategories,
    page.items.map((row) => row.resource.id),
    lang,
  )
  return {
    ...page,
    items: page.items.map((row) => toListItem(row, categories.get(row.resource.id) ?? [])),
  }
}

export async function listResourceCards(
  db: Database,
  lang: Locale,
  query: ResourceCardListQuery,
): Promise<ResourceCardPage> {
  const page = await pageOf(
    resourceCardListQuery(db, lang, query),
    db
      .select({ total: countAll })
      .from(resourceCards)
      .innerJoin(resourceCardTranslations, eq(resourceCardTranslations.card_id, resourceCards.id))
      .where(resourceCardListConditions(lang, query)),
    query,
  )
  const categories = await categoriesOf(
    db,
    resourceCardCategories,
    page.items.map((row) => row.card.id),
    lang,
  )
  return {
    ...page,
    items: page.items.map(({ card, translation }): ResourceCard => ({
      id: card.id,
      lang: translation.lang,
      title: translation.title,
      summary: translation.summary,
      publish_at: card.publish_at.toISOString(),
      url: card.url,
      image_src: card.image_src,
      categories: categories.get(card.id) ?? [],
      stars_average: starsAverage(card.stars_total, card.stars_count),
      stars_count: card.stars_count,
    })),
  }
}

const resourceCategoryConditions = (lang: Locale) =>
  and(eq(terms.vocabulary, 'resource_category'), eq(termTranslations.lang, lang))

export async function listResourceCategories(
  db: Database,
  lang: Locale,
  paging: { skip: number; limit: number },
): Promise<ResourceCategoryPage> {
  const from = () =>
    db
      .select({ id: terms.id, key: terms.key, name: termTranslations.name, color: terms.color })
      .from(terms)
      .innerJoin(termTranslations, eq(termTranslations.term_id, terms.id))
  return pageOf(
    from()
      .where(resourceCategoryConditions(lang))
      .orderBy(asc(terms.position), asc(terms.id))
      .limit(paging.limit)
      .offset(paging.skip),
    db
      .select({ total: countAll })
      .from(terms)
      .innerJoin(termTranslations, eq(termTranslations.term_id, terms.id))
      .where(resourceCategoryConditions(lang)),
    paging,
  )
}

/** Another language's slug answers the item in `lang`, so the language switcher keeps the reader on it. */
export async function getResource(
  db: Database,
  lang: Locale,
  slug: string,
  audience: Audience = 'public',
): Promise<Resource> {
  const select = () =>
    db
      .select({ resource: resources, translation: resourceTranslations })
      .from(resources)
      .innerJoin(resourceTranslations, eq(resourceTranslations.resource_id, resources.id))
  let [row] = await select()
    .where(
      and(
        eq(resourceTranslations.lang, lang),
        eq(resourceTranslations.slug, slug),
        visibleTo(resources, audience),
      ),
    )
    .limit(1)
  if (!row) {
    const [foreign] = await db
      .select({ id: resourceTranslations.resource_id })
      .from(resourceTranslations)
      .innerJoin(resources, eq(resources.id, resourceTranslations.resource_id))
      .where(and(eq(resourceTranslations.slug, slug), visibleTo(resources, audience)))
      .orderBy(asc(resourceTranslations.lang))
      .limit(1)
    if (foreign) {
      ;[row] = await select()
        .where(and(eq(resourceTranslations.lang, lang), eq(resources.id, foreign.id)))
        .limit(1)
    }
  }
  if (!row) throw new ApiError(404, 'Not Found')
  const { resource, translation } = row
  const [categories, alternates] = await Promise.all([
    categoriesOf(db, resourceCategories, [resource.id], lang),
    alternatesOf(db, resourceTranslations, resourceTranslations.resource_id, resource.id, lang),
  ])
  return {
    ...toListItem(row, categories.get(resource.id) ?? []),
    body: sanitizeRichText(translation.body),
    updated_at: laterOf(translation.updated_at, resource.updated_at),
    alternates,
    isbn: resource.isbn,
    copies: resource.copies,
  }
}

export type RatedKind = 'resource' | 'card'

const rated = {
  resource: {
    items: resources,
    votes: resourceRatings,
    owner: resourceRatings.resource_id,
    addVote: (tx: Transaction, id: number, user_id: string, stars: number) =>
      tx.insert(resourceRatings).values({ resource_id: id, user_id, stars }),
  },
  card: {
    items: resourceCards,
    votes: resourceCardRatings,
    owner: resourceCardRatings.card_id,
    addVote: (tx: Transaction, id: number, user_id: string, stars: number) =>
      tx.insert(resourceCardRatings).values({ card_id: id, user_id, stars }),
  },
}

/** The item's row is updated first so votes queue; a second vote by one person breaks the primary key. */
export async function rate(
  db: Database,
  kind: RatedKind,
  id: number,
  userId: string,
  stars: number,
): Promise<StarsResult> {
  const { items, addVote } = rated[kind]
  try {
    return await db.transaction(async (tx) => {
      const [item] = await tx
        .update(items)
        .set({
          stars_total: sql`${items.stars_total} + ${stars}`,
          stars_count: sql`${items.stars_count} + 1`,
        })
        .where(and(eq(items.id, id), isPublished(items)))
        .returning({ stars_total: items.stars_total, stars_count: items.stars_count })
      if (!item) throw new ApiError(404, 'Not Found')
      await addVote(tx, id, userId, stars)
      return {
        stars_average: starsAverage(item.stars_total, item.stars_count),
        stars_count: item.stars_count,
        my_stars: stars,
      }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'RATING_ALREADY_EXISTS')
    throw error
  }
}

export async function myStars(db: Database, kind: RatedKind, id: number, userId: string): Promise<MyStars> {
  const { items, votes, owner } = rated[kind]
  const [item] = await db
    .select({ stars_total: items.stars_total, stars_count: items.stars_count })
    .from(items)
    .where(and(eq(items.id, id), isPublished(items)))
  if (!item) throw new ApiError(404, 'Not Found')
  const [vote] = await db
    .select({ stars: votes.stars })
    .from(votes)
    .where(and(eq(owner, id), eq(votes.user_id, userId)))
  return {
    stars_average: starsAverage(item.stars_total, item.stars_count),
    stars_count: item.stars_count,
    my_stars: vote?.stars ?? null,
  }
}
