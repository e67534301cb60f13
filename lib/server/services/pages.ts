import 'server-only'
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '@/lib/contract/locales'
import type { Page } from '@/lib/contract/pages'
import type { Database } from '@/lib/server/db/client'
import { pages, pageTranslations } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import type { PageSlug } from '@/lib/server/page-redirects'
import { isPublished, visibleTo, type Audience } from './content-query'
import { sanitizeRichText } from './rich-text'

const isPublic = isPublished(pages)

async function findPage(db: Database, lang: Locale, where: SQL | undefined): Promise<Page | null> {
  const [row] = await db
    .select({ page: pages, translation: pageTranslations })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.page_id))
    .where(and(eq(pageTranslations.lang, lang), where))
    .limit(1)
  if (!row) return null
  const alternates = await db
    .select({ lang: pageTranslations.lang, slug: pageTranslations.slug })
    .from(pageTranslations)
    .where(and(eq(pageTranslations.page_id, row.page.id), sql`${pageTranslations.lang} <> ${lang}`))
    .orderBy(asc(pageTranslations.lang))
  const updatedAt =
    row.translation.updated_at > row.page.updated_at ? row.translation.updated_at : row.page.updated_at
  return {
    id: row.page.id,
    lang,
    slug: row.translation.slug,
    title: row.translation.title,
    summary: row.translation.summary,
    body: sanitizeRichText(row.translation.body),
    is_home: row.page.is_home,
    updated_at: updatedAt.toISOString(),
    alternates,
  }
}

export async function getPage(
  db: Database,
  lang: Locale,
  slug: string,
  audience: Audience = 'public',
): Promise<Page> {
  const page = await findPage(db, lang, and(eq(pageTranslations.slug, slug), visibleTo(pages, audience)))
  if (!page) throw new ApiError(404, 'PAGE_NOT_FOUND')
  return page
}

export async function getHomePage(db: Database, lang: Locale): Promise<Page> {
  const page = await findPage(db, lang, and(eq(pages.is_home, true), isPublic))
  if (!page) throw new ApiError(404, 'PAGE_NOT_FOUND')
  return page
}

/** What the proxy needs to send old or foreign addresses home. */
export async function listPublicSlugs(db: Database): Promise<PageSlug[]> {
  return db
    .select({
      page_id: pageTranslations.page_id,
      lang: pageTranslations.lang,
      slug: pageTranslations.slug,
      is_home: pages.is_home,
    })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.page_id))
    .where(isPublic)
}
