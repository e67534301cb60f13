import 'server-only'
import { asc, eq } from 'drizzle-orm'
import type { Locale } from '@/lib/contract/locales'
import type { Database } from '@/lib/server/db/client'
import { languages } from '@/lib/server/db/schema'

export async function listEnabledLanguages(db: Database): Promise<Locale[]> {
  const rows = await db
    .select({ code: languages.code })
    .from(languages)
    .where(eq(languages.enabled, true))
    .orderBy(asc(languages.position), asc(languages.code))
  return rows.map((row) => row.code)
}
