import 'server-only'
import { madridToday } from '@/lib/contract/profile'
import { aliasedTable, and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm'
import {
  openLoanStatuses,
  type Loan,
  type LoanPage,
  type LoansQuery,
  type LoanStatusFilter,
  type ResourceAvailability,
} from '@/lib/contract/loans'
import type { Locale } from '@/lib/contract/locales'
import type { Database } from '@/lib/server/db/client'
import { resourceLoans, resources, resourceTranslations } from '@/lib/server/db/schema'
import { isUniqueViolation } from '@/lib/server/db/violations'
import { ApiError } from '@/lib/server/errors'
import { countAll, isPublished, pageOf } from './content-query'

// A loan is overdue from the day after its due date, in Madrid.
export { madridToday }

const dayMs = 24 * 60 * 60 * 1000
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs)

function statusCondition(filter: LoanStatusFilter | undefined, today: string): SQL | undefined {
  switch (filter) {
    case undefined:
      return undefined
    case 'overdue':
      return and(eq(resourceLoans.status, 'on_loan'), lt(resourceLoans.due_on, today))
    case 'current':
      return inArray(resourceLoans.status, [...openLoanStatuses])
    case 'past':
      return inArray(resourceLoans.status, ['returned', 'cancelled'])
    default:
      return eq(resourceLoans.status, filter)
  }
}

const text = aliasedTable(resourceTranslations, 'text')
const spanish = aliasedTable(resourceTranslations, 'spanish')
const isOpen = sql`${resourceLoans.status} in ('requested', 'on_loan')`

const selectLoans = (db: Database, lang: Locale) =>
  db
    .select({
      loan: resourceLoans,
      format: resources.format,
      title: sql<string>`coalesce(${text.title}, ${spanish.title}, '')`,
      slug: sql<string>`coalesce(${text.slug}, ${spanish.slug}, '')`,
    })
    .from(resourceLoans)
    .innerJoin(resources, eq(resources.id, resourceLoans.resource_id))
    .leftJoin(text, and(eq(text.resource_id, resourceLoans.resource_id), eq(text.lang, lang)))
    .leftJoin(spanish, and(eq(spanish.resource_id, resourceLoans.resource_id), eq(spanish.lang, 'es')))

export const loansPageQuery = (db: Database, userId: string, query: LoansQuery, today = madridToday()) =>
  selectLoans(db, query.lang)
    .where(and(eq(resourceLoans.user_id, userId), statusCondition(query.status, today)))
    .orderBy(
      desc(isOpen),
      sql`case when ${isOpen} then ${resourceLoans.due_on} end asc nulls last`,
      sql`coalesce(${resourceLoans.returned_on}, ${resourceLoans.starts_on}) desc nulls last`,
      desc(resourceLoans.requested_at),
      desc(resourceLoans.id),
    )
    .offset(query.skip)
    .limit(query.limit)

type LoanRow = Awaited<ReturnType<typeof loansPageQuery>>[number]

function toLoan({ loan, format, title, slug }: LoanRow, today: string): Loan {
  const overdue = loan.status === 'on_loan' && loan.due_on !== null && loan.due_on < today
  return {
    id: loan.id,
    status: loan.status,
    overdue,
    days_overdue: overdue ? daysBetween(loan.due_on!, today) : 0,
    requested_at: loan.requested_at.toISOString(),
    starts_on: loan.starts_on,
    due_on: loan.due_on,
    returned_on: loan.returned_on,
    resource: { id: loan.resource_id, slug, title, format },
  }
}

export async function listLoans(
  db: Database,
  userId: string,
  query: LoansQuery,
  now = new Date(),
): Promise<LoanPage> {
  const today = madridToday(now)
  const page = await pageOf(
    loansPageQuery(db, userId, query, today),
    db
      .select({ total: countAll })
      .from(resourceLoans)
      .where(and(eq(resourceLoans.user_id, userId), statusCondition(query.status, today))),
    query,
  )
  return { ...page, items: page.items.map((row) => toLoan(row, today)) }
}

async function loanOf(
  db: Database,
  condition: SQL | undefined,
  lang: Locale,
  now: Date,
): Promise<Loan | undefined> {
  const today = madridToday(now)
  const [row] = await selectLoans(db, lang).where(condition).limit(1)
  return row && toLoan(row, today)
}

const publishedResource = async (db: Database, resourceId: number) => {
  const [resource] = await db
    .select({ copies: resources.copies, applicable_online: resources.applicable_online })
    .from(resources)
    .where(and(eq(resources.id, resourceId), isPublished(resources)))
  if (!resource) throw new ApiError(404, 'RESOURCE_NOT_FOUND')
  return resource
}

/** The partial unique index decides, so two simultaneous requests leave one loan and one 409. */
export async function requestLoan(
  db: Database,
  userId: string,
  resourceId: number,
  lang: Locale,
  now = new Date(),
): Promise<Loan> {
  const resource = await publishedResource(db, resourceId)
  if (!resource.applicable_online) throw new ApiError(409, 'RESOURCE_NOT_LOANABLE')
  let id: string
  try {
    const [created] = await db
      .insert(resourceLoans)
      .values({ user_id: userId, resource_id: resourceId, requested_at: now })
      .returning({ id: resourceLoans.id })
    id = created!.id
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'RESOURCE_APPLICATION_IN_COURSE')
    throw error
  }
  return (await loanOf(db, eq(resourceLoans.id, id), lang, now))!
}

export async function cancelLoan(
  db: Database,
  userId: string,
  loanId: string,
  lang: Locale,
  now = new Date(),
): Promise<Loan> {
  const mine = and(eq(resourceLoans.id, loanId), eq(resourceLoans.user_id, userId))
  const [cancelled] = await db
    .update(resourceLoans)
    .set({ status: 'cancelled', updated_at: now })
    .where(and(mine, eq(resourceLoans.status, 'requested')))
    .returning({ id: resourceLoans.id })
  const loan = await loanOf(db, mine, lang, now)
  if (!loan) throw new ApiError(404, 'LOAN_NOT_FOUND')
  if (!cancelled) throw new ApiError(409, 'LOAN_NOT_CANCELLABLE')
  return loan
}

export const loanCountsQuery = (db: Database, resourceId: number) =>
  db
    .select({
      on_loan: sql<number>`count(*) filter (where ${resourceLoans.status} = 'on_loan')`.mapWith(Number),
      requested: sql<number>`count(*) filter (where ${resourceLoans.status} = 'requested')`.mapWith(Number),
      next_due_on: sql<
        string | null
      >`min(${resourceLoans.due_on}) filter (where ${resourceLoans.status} = 'on_loan')`,
    })
    .from(resourceLoans)
    .where(
      and(eq(resourceLoans.resource_id, resourceId), inArray(resourceLoans.status, [...openLoanStatuses])),
    )

/** Other callers get no `my_loan` at all, so the answer says nothing about who asks. */
export async function resourceAvailability(
  db: Database,
  resourceId: number,
  viewer: { userId: string; lang: Locale } | undefined,
  now = new Date(),
): Promise<ResourceAvailability> {
  const resource = await publishedResource(db, resourceId)
  const [counts] = await loanCountsQuery(db, resourceId)
  const onLoan = counts?.on_loan ?? 0
  const availability: ResourceAvailability = {
    copies: resource.copies,
    on_loan: onLoan,
    requested: counts?.requested ?? 0,
    available: Math.max(0, resource.copies - onLoan),
    next_due_on: counts?.next_due_on ? String(counts.next_due_on).slice(0, 10) : null,
    applicable_online: resource.applicable_online,
  }
  if (!viewer) return availability
  const myLoan = await loanOf(
    db,
    and(
      eq(resourceLoans.user_id, viewer.userId),
      eq(resourceLoans.resource_id, resourceId),
      inArray(resourceLoans.status, [...openLoanStatuses]),
    ),
    viewer.lang,
    now,
  )
  return { ...availability, my_loan: myLoan ?? null }
}
