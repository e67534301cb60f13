import 'server-only'
import { and, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from '@/lib/server/db/client'
import { users } from '@/lib/server/db/schema'
import { escapeLike, searchable } from '../content-query'

export type Db = Database | Transaction

/** Names as search_name keeps them (lower case, no accents); `codes` as typed. */
export function memberSearch(q: string | undefined, codes: PgColumn[]): SQL | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)
  if (words.length === 0) return undefined
  return and(
    ...words.map((word) =>
      or(
        sql`${users.search_name} like ${`%${escapeLike(searchable(word))}%`}`,
        ...codes.map((column) => ilike(column, `%${escapeLike(word)}%`)),
      )!,
    ),
  )
}

export const iso = (date: Date | null) => date?.toISOString() ?? null
export const memberName = (row: { name: string; surname: string }) => `${row.name} ${row.surname}`.trim()
