import { sql, type SQLWrapper } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Database } from '@/lib/server/db/client'

/**
 * Asserts that PostgreSQL can answer a query without reading a whole table. With sequential scans priced out, any
 * usable index wins; a "Seq Scan" left in the plan means a table has no index the query can use.
 */
export async function expectIndexedPlan(db: Database, query: SQLWrapper) {
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`)
    const { rows } = (await tx.execute(sql`explain ${query}`)) as unknown as {
      rows: Array<{ 'QUERY PLAN': string }>
    }
    return rows.map((row) => row['QUERY PLAN']).join('\n')
  })
  expect(plan, plan).not.toContain('Seq Scan')
  return plan
}
