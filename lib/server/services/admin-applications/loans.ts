import 'server-only'
import { aliasedTable, and, eq, inArray, lt } from 'drizzle-orm'
import {
  defaultLoanDays,
  loanTransitions,
  type AdminLoan,
  type AdminLoanDetail,
  type AdminLoanListQuery,
  type AdminLoanStatusChange,
} from '@/lib/contract/admin-applications'
import { defaultLocale } from '@/lib/contract/locales'
import { madridToday } from '@/lib/contract/profile'
import type { Database, Transaction } from '@/lib/server/db/client'
import { resourceLoans, resources, resourceTranslations, users } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { portalLink } from '../account-emails'
import { addDays } from '../charges'
import { countAll, listPage } from '../content-query'
import { recordStaffAction, type StaffActor } from '../staff-actions'
import {
  applicantSearch,
  assertTransition,
  statusChangeDetails,
  submittedBetween,
  tellStatusChanged,
  titleIn,
  translatorFor,
} from './shared'

const loanTitles = aliasedTable(resourceTranslations, 'loan_title')

const loanColumns = {
  loan: resourceLoans,
  copies: resources.copies,
  resource_title: loanTitles.title,
  name: users.name,
  surname: users.surname,
  email: users.email,
  preferred_lang: users.preferred_lang,
}

const loanRows = (db: Database) =>
  db
    .select(loanColumns)
    .from(resourceLoans)
    .innerJoin(resources, eq(resources.id, resourceLoans.resource_id))
    .innerJoin(users, eq(users.id, resourceLoans.user_id))
    .leftJoin(
      loanTitles,
      and(eq(loanTitles.resource_id, resourceLoans.resource_id), eq(loanTitles.lang, defaultLocale)),
    )
    .$dynamic()

type LoanJoined = Awaited<ReturnType<typeof loanRows>>[number]

function toAdminLoan(row: LoanJoined, today: string): AdminLoan {
  const { loan } = row
  return {
    id: loan.id,
    resource_id: loan.resource_id,
    resource_title: row.resource_title ?? `#${loan.resource_id}`,
    status: loan.status,
    overdue: loan.status === 'on_loan' && loan.due_on !== null && loan.due_on < today,
    requested_at: loan.requested_at.toISOString(),
    starts_on: loan.starts_on,
    due_on: loan.due_on,
    returned_on: loan.returned_on,
    applicant_name: `${row.name} ${row.surname}`.trim(),
    applicant_email: row.email,
    lang: row.preferred_lang,
  }
}

function loanStatusCondition(filter: AdminLoanListQuery['status'], today: string) {
  switch (filter) {
    case undefined:
      return undefined
    case 'overdue':
      return and(eq(resourceLoans.status, 'on_loan'), lt(resourceLoans.due_on, today))
    case 'current':
      return inArray(resourceLoans.status, ['requested', 'on_loan'])
    case 'past':
      return inArray(resourceLoans.status, ['returned', 'cancelled'])
    default:
      return eq(resourceLoans.status, filter)
  }
}

const loanSort = {
  requested_at: resourceLoans.requested_at,
  due_on: resourceLoans.due_on,
  status: resourceLoans.status,
}

export async function listAdminLoans(db: Database, query: AdminLoanListQuery, today = madridToday()) {
  const where = and(
    loanStatusCondition(query.status, today),
    ...submittedBetween(resourceLoans.requested_at, query.from, query.to),
    applicantSearch(query.q, [users.email, users.search_name, loanTitles.search_text]),
  )
  const { rows, total } = await listPage(
    db,
    () => loanRows(db),
    { id: resourceLoans.id, where, sortBy: loanSort[query.sort] },
    query,
  )
  return { items: rows.map((row) => toAdminLoan(row, today)), total }
}

const onLoanCount = (db: Database | Transaction, resourceId: number) =>
  db
    .select({ total: countAll })
    .from(resourceLoans)
    .where(and(eq(resourceLoans.resource_id, resourceId), eq(resourceLoans.status, 'on_loan')))

export async function adminLoanDetail(
  db: Database,
  id: string,
  today = madridToday(),
): Promise<AdminLoanDetail> {
  const [row] = await loanRows(db).where(eq(resourceLoans.id, id))
  if (!row) throw new ApiError(404, 'LOAN_NOT_FOUND')
  const [lent] = await onLoanCount(db, row.loan.resource_id)
  return {
    ...toAdminLoan(row, today),
    copies: row.copies,
    on_loan: Number(lent?.total ?? 0),
    transitions: [...loanTransitions[row.loan.status]],
  }
}

/** The item's row is locked so two lendings cannot take the last copy twice (409 RESOURCE_NOT_AVAILABLE). */
export async function changeLoanStatus(
  db: Database,
  actor: StaffActor,
  id: string,
  { status, message, due_on }: AdminLoanStatusChange,
  now = new Date(),
): Promise<AdminLoanDetail> {
  const today = madridToday(now)
  const note = message?.trim() || undefined
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(resourceLoans).where(eq(resourceLoans.id, id))
    if (!found) throw new ApiError(404, 'LOAN_NOT_FOUND')
    // The item first, as every lending of it does, then the loan.
    const [resource] = await tx
      .select({ copies: resources.copies })
      .from(resources)
      .where(eq(resources.id, found.resource_id))
      .for('update')
    const [loan] = await tx.select().from(resourceLoans).where(eq(resourceLoans.id, id)).for('update')
    if (!loan || !resource) throw new ApiError(404, 'LOAN_NOT_FOUND')
    assertTransition(loanTransitions, loan.status, status)
    let dates: Partial<typeof resourceLoans.$inferInsert> = {}
    if (status === 'on_loan') {
      const [lent] = await onLoanCount(tx, loan.resource_id)
      if (Number(lent?.total ?? 0) >= resource.copies) throw new ApiError(409, 'RESOURCE_NOT_AVAILABLE')
      const due = due_on ?? addDays(today, defaultLoanDays)
      if (due < today) throw new ApiError(422, { code: 'ERROR_ON_CHECK_RULES', reason: 'due_on' })
      dates = { starts_on: today, due_on: due }
    }
    if (status === 'returned') dates = { returned_on: today }
    await tx
      .update(resourceLoans)
      .set({ status, updated_at: now, ...dates })
      .where(eq(resourceLoans.id, id))
    await recordStaffAction(tx, actor, {
      entity: 'loan',
      entityId: id,
      action: 'status_changed',
      details: {
        ...statusChangeDetails(loan.status, status, note),
        ...(dates.due_on ? { due_on: dates.due_on } : {}),
      },
    })
    const detail = await adminLoanDetail(tx, id, today)
    if (status === 'on_loan' || status === 'cancelled') {
      const title = await titleIn(
        tx,
        resourceTranslations,
        resourceTranslations.resource_id,
        detail.resource_id,
        detail.lang,
      )
      const due = detail.due_on
        ? new Intl.DateTimeFormat(detail.lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
            new Date(`${detail.due_on}T00:00:00Z`),
          )
        : undefined
      await tellStatusChanged(tx, {
        to: { email: detail.applicant_email, name: detail.applicant_name, lang: detail.lang },
        subject: title ?? detail.resource_title,
        code: id.slice(0, 8).toUpperCase(),
        status: status === 'on_loan' ? 'accepted' : 'cancelled',
        message:
          [due && translatorFor(detail.lang)('Loans.dueOn', { date: due }), note]
            .filter(Boolean)
            .join('\n') || undefined,
        link: portalLink(detail.lang, '/my-resources'),
      })
    }
    return detail
  })
}
