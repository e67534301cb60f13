import 'server-only'
import { and, eq } from 'drizzle-orm'
import type { Locale } from '@/lib/contract/locales'
import type { Template } from '@/lib/contract/templates'
import type { Database } from '@/lib/server/db/client'
import { templates } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { sanitizeRichText } from './rich-text'

export async function getTemplate(db: Database, section: string, lang: Locale): Promise<Template> {
  const [row] = await db
    .select({
      section: templates.section,
      lang: templates.lang,
      title: templates.title,
      body: templates.body,
    })
    .from(templates)
    .where(and(eq(templates.section, section), eq(templates.lang, lang)))
  if (!row) throw new ApiError(404, 'Not Found')
  return { ...row, body: sanitizeRichText(row.body) }
}
