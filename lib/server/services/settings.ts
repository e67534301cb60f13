import 'server-only'
import { eq } from 'drizzle-orm'
import type { Locale } from '@/lib/contract/locales'
import type { Settings } from '@/lib/contract/settings'
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
  return { ...fields, languages: enabledLanguages }
}
