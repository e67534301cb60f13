import { sql, type SQLWrapper } from 'drizzle-orm'
import type { Database } from '@/lib/server/db/client'

/**
 * The plan PostgreSQL (or PGlite) chooses for a query when sequential scans are as good as forbidden: a plan that
 * still shows "Seq Scan" has no index to run on.
 */
export async function planWithoutSeqScans(
  db: Database,
  query: (tx: Database) => SQLWrapper,
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`)
    const result = (await tx.execute(sql`explain ${query(tx)}`)) as { rows?: unknown[] } | unknown[]
    const rows = (Array.isArray(result) ? result : (result.rows ?? [])) as Array<Record<string, string>>
    return rows.map((row) => Object.values(row)[0]).join('\n')
  })
}
