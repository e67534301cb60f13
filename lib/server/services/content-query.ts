import 'server-only'
import { and, asc, desc, eq, like, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core'
import type { Locale } from '@/lib/contract/locales'
import type { Term } from '@/lib/contract/listing'
import type { Vocabulary } from '@/lib/contract/content'
import type { Database } from '@/lib/server/db/client'
import { terms, termTranslations } from '@/lib/server/db/schema'

/** Published content, and programmed content once its publication time has come (spec §4). */
export function isPublished(table: { status: PgColumn; publish_at: PgColumn }): SQL {
  return or(
    eq(table.status, 'published'),
    and(eq(table.status, 'programmed'), lte(table.publish_at, sql`now()`)),
  )!
}

/** Who reads: the public sees published content only; a staff preview sees an item whatever its status. */
export type Audience = 'public' | 'staff'

export function visibleTo(
  table: { status: PgColumn; publish_at: PgColumn },
  audience: Audience,
): SQL | undefined {
  return audience === 'staff' ? undefined : isPublished(table)
}

/** As portal_search_text() stores it: lower case, without accents. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** `text` as a literal inside a LIKE pattern: its backslashes, % and _ match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/**
 * Every word in one of the texts (each as portal_search_text() stores it). Patterns as parameters, so PostgreSQL
 * can use the trigram index for words of three letters or more.
 */
export function matchesSearch(
  texts: PgColumn | readonly [PgColumn, ...SQL[]],
  q: string | undefined,
): SQL | undefined {
  const words = searchable(q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
  if (words.length === 0) return undefined
  const columns = Array.isArray(texts) ? texts : [texts]
  return and(...words.map((word) => or(...columns.map((column) => like(column, `%${escapeLike(word)}%`)))))
}

export async function pageOf<T>(
  items: Promise<T[]>,
  total: Promise<Array<{ total: number }>>,
  { skip, limit }: { skip: number; limit: number },
) {
  const [rows, [count]] = await Promise.all([items, total])
  return { items: rows, total: Number(count?.total ?? 0), skip, limit }
}

/** `count(*)` as a number (PostgreSQL answers bigint as a string). */
export const countAll = sql<number>`count(*)::int`

/** The page and its count come from the same query, so they cannot drift apart. */
export async function listPage<Rows extends PgSelect>(
  db: Database,
  select: () => Rows,
  by: { where: SQL | undefined; sortBy: PgColumn } & ({ id: PgColumn } | { ties: SQL[] }),
  { order, skip, limit }: { order: 'asc' | 'desc'; skip: number; limit: number },
): Promise<{ rows: Awaited<Rows>; total: number }> {
  const direction = order === 'asc' ? asc : desc
  const ties = 'ties' in by ? by.ties : [direction(by.id)]
  const matches: PgSelect = select().where(by.where)
  const [rows, [count]] = await Promise.all([
    select()
      .where(by.where)
      .orderBy(sql`${direction(by.sortBy)} nulls last`, ...ties)
      .limit(limit)
      .offset(skip),
    db.select({ total: countAll }).from(matches.as('matches')),
  ])
  return { rows, total: Number(count?.total ?? 0) }
}

export const laterOf = (a: Date, b: Date) => (a > b ? a : b).toISOString()

export async function alternatesOf(
  db: Database,
  table: { lang: PgColumn; slug: PgColumn },
  owner: PgColumn,
  id: number,
  lang: Locale,
): Promise<Array<{ lang: Locale; slug: string }>> {
  return db
    .select({ lang: sql<Locale>`${table.lang}`, slug: sql<string>`${table.slug}` })
    .from(table as never)
    .where(and(eq(owner, id), ne(table.lang, lang)))
    .orderBy(asc(table.lang))
}

export async function listTerms(db: Database, vocabulary: Vocabulary, lang: Locale): Promise<Term[]> {
  return db
    .select({ id: terms.id, key: terms.key, name: termTranslations.name, color: terms.color })
    .from(terms)
    .innerJoin(termTranslations, and(eq(termTranslations.term_id, terms.id), eq(termTranslations.lang, lang)))
    .where(eq(terms.vocabulary, vocabulary))
    .orderBy(asc(terms.position), asc(terms.id))
}
