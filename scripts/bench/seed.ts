// Seeds an embedded database folder (or a PostgreSQL database, by URL) for the benchmark: migrations, the demo
// content, then the volume, and writes what it holds as JSON to the optional second argument. Run by
// scripts/bench.mjs before the server starts, since PGlite allows one process per folder:
//   node --conditions=react-server --import tsx scripts/bench/seed.ts data/bench|postgres://… [summary.json]
import { writeFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { openDatabase } from '@/lib/server/db/client'
import { seedDemoContent } from '@/lib/server/db/seed'
import { seedVolume } from '@/lib/server/db/seed/volume'

const [dir, summaryFile] = process.argv.slice(2)
if (!dir) throw new Error('Usage: seed.ts <PGlite folder or PostgreSQL URL> [summary.json]')

const handle = await openDatabase(
  /^postgres(ql)?:\/\//.test(dir) ? { engine: 'postgres', url: dir } : { engine: 'pglite', dir },
)
try {
  await seedDemoContent(handle.db)
  const summary = await seedVolume(handle.db, (line) => console.log(`  ${line}`))
  // As the server's daily chore does: PGlite has no autovacuum to gather the planner's statistics or mark the pages
  // whose index entries an index-only scan may trust.
  await handle.db.execute(sql`vacuum analyze`)
  if (summaryFile) writeFileSync(summaryFile, JSON.stringify(summary))
} finally {
  await handle.close()
}
