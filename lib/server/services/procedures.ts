import 'server-only'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { ProcedureKind } from '@/lib/contract/content'
import {
  ProcedureFormSchema,
  subjectOnlyForm,
  type ProcedureForm,
} from '@/lib/contract/generic-procedure-forms'
import type { Locale } from '@/lib/contract/locales'
import type {
  GenericProcedure,
  GenericProceduresQuery,
  GenericProcedureSummary,
  ProcedureDescription,
} from '@/lib/contract/procedures'
import type { Database } from '@/lib/server/db/client'
import {
  genericProcedures,
  genericProcedureTranslations,
  procedureDescriptions,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import {
  alternatesOf,
  type Audience,
  countAll,
  isPublished,
  laterOf,
  matchesSearch,
  pageOf,
  visibleTo,
} from './content-query'
import { sanitizeRichText } from './rich-text'

type ProcedureRow = typeof genericProcedures.$inferSelect
type TranslationRow = typeof genericProcedureTranslations.$inferSelect

/** The procedure's form as staff stored it, checked again: null (or none yet) asks only the subject. */
export const formOf = (procedure: Pick<ProcedureRow, 'form'>): ProcedureForm =>
  ProcedureFormSchema.parse(procedure.form ?? subjectOnlyForm)

function canApply(procedure: ProcedureRow, now = new Date()): boolean {
  if (procedure.window_status !== 'published') return false
  if (procedure.opens_at && procedure.opens_at > now) return false
  return !(procedure.closes_at && procedure.closes_at < now)
}

function toSummary(procedure: ProcedureRow, text: TranslationRow): GenericProcedureSummary {
  return {
    id: procedure.id,
    lang: text.lang,
    slug: text.slug,
    title: text.title,
    summary: text.summary,
    publish_at: procedure.publish_at.toISOString(),
    process_type: procedure.process_type,
    window_status: procedure.window_status,
    opens_at: procedure.opens_at?.toISOString() ?? null,
    closes_at: procedure.closes_at?.toISOString() ?? null,
    can_apply: canApply(procedure),
  }
}

const withText = (db: Database) =>
  db
    .select({ procedure: genericProcedures, text: genericProcedureTranslations })
    .from(genericProcedureTranslations)
    .innerJoin(genericProcedures, eq(genericProcedures.id, genericProcedureTranslations.procedure_id))

const listCondition = (lang: Locale, query: GenericProceduresQuery) =>
  and(
    eq(genericProcedureTranslations.lang, lang),
    isPublished(genericProcedures),
    query.process_type ? eq(genericProcedures.process_type, query.process_type) : undefined,
    matchesSearch(genericProcedureTranslations.search_text, query.q),
  )

/** Also what the index test explains. */
export const genericProceduresPageQuery = (db: Database, lang: Locale, query: GenericProceduresQuery) =>
  withText(db)
    .where(listCondition(lang, query))
    .orderBy(desc(genericProcedures.publish_at), desc(genericProcedures.id))
    .offset(query.skip)
    .limit(query.limit)

export async function listGenericProcedures(db: Database, lang: Locale, query: GenericProceduresQuery) {
  const page = await pageOf(
    genericProceduresPageQuery(db, lang, query),
    db
      .select({ total: countAll })
      .from(genericProcedureTranslations)
      .innerJoin(genericProcedures, eq(genericProcedures.id, genericProcedureTranslations.procedure_id))
      .where(listCondition(lang, query)),
    query,
  )
  return { ...page, items: page.items.map(({ procedure, text }) => toSummary(procedure, text)) }
}

export async function getGenericProcedure(
  db: Database,
  lang: Locale,
  slug: string,
  audience: Audience = 'public',
): Promise<GenericProcedure> {
  const [named] = await db
    .select({ id: genericProcedureTranslations.procedure_id, lang: genericProcedureTranslations.lang })
    .from(genericProcedureTranslations)
    .innerJoin(genericProcedures, eq(genericProcedures.id, genericProcedureTranslations.procedure_id))
    .where(and(eq(genericProcedureTranslations.slug, slug), visibleTo(genericProcedures, audience)))
    .orderBy(sql`${genericProcedureTranslations.lang} = ${lang} desc`)
    .limit(1)
  if (!named) throw new ApiError(404, 'Not Found')
  const [row] = await withText(db).where(
    and(eq(genericProcedureTranslations.procedure_id, named.id), eq(genericProcedureTranslations.lang, lang)),
  )
  if (!row) throw new ApiError(404, 'Not Found')
  return {
    ...toSummary(row.procedure, row.text),
    body: sanitizeRichText(row.text.body),
    updated_at: laterOf(row.procedure.updated_at, row.text.updated_at),
    form: formOf(row.procedure),
    alternates: await alternatesOf(
      db,
      genericProcedureTranslations,
      genericProcedureTranslations.procedure_id,
      named.id,
      lang,
    ),
  }
}

export async function getProcedureDescription(
  db: Database,
  kind: ProcedureKind,
  lang: Locale,
): Promise<ProcedureDescription> {
  const [row] = await db
    .select()
    .from(procedureDescriptions)
    .where(and(eq(procedureDescriptions.kind, kind), eq(procedureDescriptions.lang, lang)))
  if (!row) throw new ApiError(404, 'Not Found')
  return {
    kind: row.kind,
    lang: row.lang,
    title: row.title,
    summary: row.summary,
    body: sanitizeRichText(row.body),
    updated_at: row.updated_at.toISOString(),
  }
}
