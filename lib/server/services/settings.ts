import 'server-only'
import { eq } from 'drizzle-orm'
import type { Locale } from '@/lib/contract/locales'
import type { Settings } from '@/lib/contract/settings'
import { publicSiteUrl } from '@/lib/env'
import type { Database } from '@/lib/server/db/client'
import { settings } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { listEnabledLanguages } from './languages'

export async function getSettings(db: Database, lang: Locale): Promise<Settings> {
  const [row, enabledLanguages] = await Promise.all([
    db.query.settings.findFirst({ where: eq(settings.lang, lang) }),
    listEnabledLanguages(db),
  ])
  if (!row) throw new ApiError(404, 'Not Found')
  const { created_at: _created, updated_at: _updated, ...fields } = row
  // The deployment's own address, whatever the row says (the demo seed's is http://localhost:3000).
  return { ...fields, public_url: publicSiteUrl(), languages: enabledLanguages }
}

/** The association's name in one language, as its footer shows it; undefined when the settings leave it empty. */
export async function associationName(db: Database, lang: Locale): Promise<string | undefined> {
  const [row] = await db.select({ name: settings.footer_title }).from(settings).where(eq(settings.lang, lang))
  return row?.name.trim() || undefined
}
