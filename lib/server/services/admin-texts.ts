import 'server-only'
import { and, eq, notInArray, sql } from 'drizzle-orm'
import type {
  AdminProcedureDescription,
  AdminProcedureDescriptionListQuery,
  AdminProcedureDescriptionPage,
  AdminProcedureDescriptionValues,
  AdminTemplate,
  AdminTemplateListQuery,
  AdminTemplatePage,
  AdminTemplateValues,
} from '@/lib/contract/admin-texts'
import { procedureKinds, type ProcedureKind } from '@/lib/contract/content'
import { locales, type Locale } from '@/lib/contract/locales'
import { templateSections } from '@/lib/contract/templates'
import type { Database, Transaction } from '@/lib/server/db/client'
import { procedureDescriptions, templates } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { type ContentWrite, presentLocales, type Texts, titleOf, type Translated } from './admin-content'
import { searchable } from './content-query'
import { sanitizeRichText } from './rich-text'
import { recordStaffAction, type StaffActor } from './staff-actions'

interface KeyedRow {
  key: string
  lang: Locale
  texts: Texts
  updated_at: Date
}

function assemble(key: string, rows: KeyedRow[]) {
  const own = rows.filter((row) => row.key === key)
  const translations = Object.fromEntries(
    locales.map((lang) => [lang, own.find((row) => row.lang === lang)?.texts ?? null]),
  ) as Translated<Texts>
  const latest = own.reduce<Date | null>((at, row) => (at && at > row.updated_at ? at : row.updated_at), null)
  return {
    id: key,
    updated_at: latest?.toISOString() ?? null,
    title: titleOf(translations) || key,
    languages: presentLocales(translations),
    translations,
  }
}

function pageOfKeys<T extends ReturnType<typeof assemble>>(
  items: T[],
  query: { q?: string; sort: string; order: 'asc' | 'desc'; skip: number; limit: number },
) {
  const words = searchable(query.q ?? '')
    .split(/\s+/)
    .filter(Boolean)
  const haystack = (item: T) =>
    searchable([item.id, ...locales.map((lang) => item.translations[lang]?.title ?? '')].join(' '))
  const found = items.filter((item) => words.every((word) => haystack(item).includes(word)))
  const sign = query.order === 'asc' ? 1 : -1
  found.sort((a, b) =>
    query.sort === 'updated_at'
      ? sign * (a.updated_at ?? '').localeCompare(b.updated_at ?? '') || a.id.localeCompare(b.id)
      : sign * a.id.localeCompare(b.id),
  )
  return {
    items: found
      .slice(query.skip, query.skip + query.limit)
      .map(({ translations: _translations, ...summary }) => summary),
    total: found.length,
  }
}

const changedLanguages = (before: Translated<Texts>, after: Translated<Texts>) =>
  locales.filter((lang) => JSON.stringify(before[lang]) !== JSON.stringify(after[lang]))

async function templateRows(db: Database | Transaction, section?: string): Promise<KeyedRow[]> {
  const rows = await db
    .select()
    .from(templates)
    .where(section === undefined ? undefined : eq(templates.section, section))
  return rows.map((row) => ({
    key: row.section,
    lang: row.lang,
    texts: { title: row.title, body: row.body },
    updated_at: row.updated_at,
  }))
}

const templateOf = (section: string, rows: KeyedRow[]) => {
  const { translations, ...rest } = assemble(section, rows)
  return { ...rest, section, translations: translations as AdminTemplate['translations'] }
}

export async function adminListTemplates(
  db: Database,
  query: AdminTemplateListQuery,
): Promise<AdminTemplatePage> {
  const rows = await templateRows(db)
  const sections = [...new Set<string>([...templateSections, ...rows.map((row) => row.key)])]
  return pageOfKeys(
    sections.map((section) => templateOf(section, rows)),
    query,
  )
}

export async function adminGetTemplate(db: Database | Transaction, section: string): Promise<AdminTemplate> {
  const rows = await templateRows(db, section)
  if (rows.length === 0 && !(templateSections as readonly string[]).includes(section))
    throw new ApiError(404, 'CONTENT_NOT_FOUND')
  return templateOf(section, rows)
}

/** A language sent as null is removed (the list page then shows its own words). */
export async function adminUpdateTemplate(
  db: Database,
  actor: StaffActor,
  section: string,
  values: AdminTemplateValues,
): Promise<ContentWrite<AdminTemplate>> {
  let changed: Locale[] = []
  const item = await db.transaction(async (tx) => {
    const before = await adminGetTemplate(tx, section)
    const present = presentLocales(values.translations)
    await tx.delete(templates).where(and(eq(templates.section, section), notInArray(templates.lang, present)))
    for (const lang of present) {
      const texts = values.translations[lang]!
      const row = { title: texts.title, body: sanitizeRichText(texts.body) }
      await tx
        .insert(templates)
        .values({ section, lang, ...row })
        .onConflictDoUpdate({
          target: [templates.section, templates.lang],
          set: { ...row, updated_at: sql`now()` },
        })
    }
    const after = await adminGetTemplate(tx, section)
    changed = changedLanguages(before.translations, after.translations)
    if (changed.length)
      await recordStaffAction(tx, actor, {
        entity: 'template',
        entityId: section,
        action: 'updated',
        details: { fields: changed.join(', ') },
      })
    return after
  })
  return { item, publicChange: changed.length > 0 }
}

async function descriptionRows(db: Database | Transaction, kind?: ProcedureKind): Promise<KeyedRow[]> {
  const rows = await db
    .select()
    .from(procedureDescriptions)
    .where(kind === undefined ? undefined : eq(procedureDescriptions.kind, kind))
  return rows.map((row) => ({
    key: row.kind,
    lang: row.lang,
    texts: { title: row.title, summary: row.summary, body: row.body },
    updated_at: row.updated_at,
  }))
}

const descriptionOf = (kind: ProcedureKind, rows: KeyedRow[]) => {
  const { translations, id: _id, ...rest } = assemble(kind, rows)
  return { ...rest, id: kind, kind, translations: translations as AdminProcedureDescription['translations'] }
}

export async function adminListProcedureDescriptions(
  db: Database,
  query: AdminProcedureDescriptionListQuery,
): Promise<AdminProcedureDescriptionPage> {
  const rows = await descriptionRows(db)
  const page = pageOfKeys(
    procedureKinds.map((kind) => descriptionOf(kind, rows)),
    query,
  )
  return { ...page, items: page.items.map((item) => ({ ...item, id: item.kind })) }
}

export async function adminGetProcedureDescription(
  db: Database | Transaction,
  kind: ProcedureKind,
): Promise<AdminProcedureDescription> {
  return descriptionOf(kind, await descriptionRows(db, kind))
}

export async function adminUpdateProcedureDescription(
  db: Database,
  actor: StaffActor,
  kind: ProcedureKind,
  values: AdminProcedureDescriptionValues,
): Promise<ContentWrite<AdminProcedureDescription>> {
  let changed: Locale[] = []
  const item = await db.transaction(async (tx) => {
    const before = await adminGetProcedureDescription(tx, kind)
    for (const lang of locales) {
      const texts = values.translations[lang]
      const row = { title: texts.title, summary: texts.summary, body: sanitizeRichText(texts.body) }
      await tx
        .insert(procedureDescriptions)
        .values({ kind, lang, ...row })
        .onConflictDoUpdate({
          target: [procedureDescriptions.kind, procedureDescriptions.lang],
          set: { ...row, updated_at: sql`now()` },
        })
    }
    const after = await adminGetProcedureDescription(tx, kind)
    changed = changedLanguages(before.translations, after.translations)
    if (changed.length)
      await recordStaffAction(tx, actor, {
        entity: 'procedure_description',
        entityId: kind,
        action: 'updated',
        details: { fields: changed.join(', ') },
      })
    return after
  })
  return { item, publicChange: changed.length > 0 }
}
