import 'server-only'
import { and, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { createTranslator } from 'next-intl'
import type { ApplicationStatus } from '@/lib/contract/applications'
import { defaultLocale, type Locale } from '@/lib/contract/locales'
import type { Database } from '@/lib/server/db/client'
import { ApiError } from '@/lib/server/errors'
import { queueMail } from '@/lib/server/jobs/queue'
import ca from '@/messages/ca.json'
import en from '@/messages/en.json'
import es from '@/messages/es.json'
import eu from '@/messages/eu.json'
import { composeAccountEmail } from '../account-emails'
import { escapeLike, searchable } from '../content-query'
import { associationName } from '../settings'

const messages = { es, ca, en, eu }

export const translatorFor = (lang: Locale) => createTranslator({ locale: lang, messages: messages[lang] })

/** Every word of `q` in one of the columns (case and accents aside for names, which are stored searchable). */
export function applicantSearch(q: string | undefined, columns: Parameters<typeof ilike>[0][]) {
  const words = searchable(q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
  if (words.length === 0) return undefined
  return and(...words.map((word) => or(...columns.map((column) => ilike(column, `%${escapeLike(word)}%`)))))
}

/** Submitted between two days (both included), in UTC. */
export function submittedBetween(
  column: Parameters<typeof gte>[0],
  from: string | undefined,
  to: string | undefined,
) {
  const conditions: SQL[] = []
  if (from) conditions.push(gte(column, new Date(`${from}T00:00:00Z`)))
  if (to) conditions.push(lt(column, new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000)))
  return conditions
}

/** Refuses a move the current status does not allow (409), so a closed application stays closed. */
export function assertTransition<Status extends string>(
  transitions: Record<Status, readonly Status[]>,
  from: Status,
  to: Status,
): void {
  if (!transitions[from].includes(to)) throw new ApiError(409, 'APPLICATION_STATUS_NOT_ALLOWED')
}

export function procedureTitle(lang: Locale, key: string): string {
  return translatorFor(lang)(key as never)
}

export async function titleIn(
  db: Database,
  translations: PgTable & { title: PgColumn; lang: PgColumn },
  owner: PgColumn,
  id: number,
  lang: Locale,
): Promise<string | undefined> {
  const [titled] = await db
    .select({ title: sql<string>`${translations.title}` })
    .from(translations)
    .where(and(eq(owner, id), inArray(translations.lang, [lang, defaultLocale])))
    .orderBy(sql`${translations.lang} = ${lang} desc`)
    .limit(1)
  return titled?.title
}

/** The statuses that close an application without accepting it: what it holds is given back. */
export const closingStatuses: readonly ApplicationStatus[] = ['rejected', 'cancelled', 'not_processed']

export const downloadPath = (attachmentId: string) => `/api/public/collegiates/files/${attachmentId}`

export const statusChangeDetails = (from: string, status: string, note?: string) => ({
  from,
  status,
  ...(note ? { message: note } : {}),
})

export interface StatusEmail {
  to: { email: string; name: string; lang: Locale }
  subject: string
  code: string
  status: ApplicationStatus
  message?: string
  link?: string
  collegiateNumber?: string
}

/** Queued in the transaction of the change. */
export async function tellStatusChanged(db: Database, email: StatusEmail): Promise<void> {
  const { to, ...content } = email
  await queueMail(
    db,
    composeAccountEmail(
      { kind: 'statusChanged', ...content, message: content.message || undefined },
      to,
      await associationName(db, to.lang),
    ),
  )
}
