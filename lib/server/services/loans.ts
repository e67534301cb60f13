import 'server-only'
import { aliasedTable, and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm'
import {
  openLoanStatuses,
  type Loan,
  type LoanPage,
  type LoansQuery,
  type LoanStatusFilter,
} from '@/lib/contract/loans'
import type { Database } from '@/lib/server/db/client'
import { resourceLoans, resources, resourceTranslations } from '@/lib/server/db/schema'
import { countAll, pageOf } from './content-query'

/** Today's date in Madrid (YYYY-MM-DD): a loan is overdue from the day after its due date. */
export function madridToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

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

/** One page of a person's loans: open ones first, soonest due first, then the history, latest first. */
export const loansPageQuery = (db: Database, userId: string, query: LoansQuery, today = madridToday()) =>
  db
    .select({
      loan: resourceLoans,
      format: resources.format,
      title: sql<string>`coalesce(${text.title}, ${spanish.title}, '')`,
      slug: sql<string>`coalesce(${text.slug}, ${spanish.slug}, '')`,
    })
    .from(resourceLoans)
    .innerJoin(resources, eq(resources.id, resourceLoans.resource_id))
    .leftJoin(text, and(eq(text.resource_id, resourceLoans.resource_id), eq(text.lang, query.lang)))
    .leftJoin(spanish, and(eq(spanish.resource_id, resourceLoans.resource_id), eq(spanish.lang, 'es')))
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
