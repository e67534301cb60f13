import 'server-only'
import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { AdminSummary } from '@/lib/contract/admin'
import type { Database } from '@/lib/server/db/client'
import {
  consumerComplaints,
  directDebitCharges,
  eventApplications,
  genericProcedureApplications,
  jobComplaints,
  payments,
  professionalSocieties,
  registrationApplications,
  resourceLoans,
  sepaMandates,
} from '@/lib/server/db/schema'

const waiting = ['received', 'under_review'] as const
const undecided = ['received', 'under_review', 'pending_documents'] as const

async function countOf(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where)
  return row?.n ?? 0
}

export async function adminSummary(db: Database): Promise<AdminSummary> {
  const openComplaint = (table: typeof consumerComplaints | typeof jobComplaints, unassigned: boolean) =>
    countOf(
      db,
      table,
      and(inArray(table.status, undecided), unassigned ? isNull(table.assigned_to) : undefined),
    )
  const [
    registrations,
    event_applications,
    procedure_applications,
    professional_societies,
    loans,
    consumer,
    job,
    consumerUnassigned,
    jobUnassigned,
    mandates_to_validate,
    payments_to_review,
    charges_to_present,
  ] = await Promise.all([
    countOf(db, registrationApplications, inArray(registrationApplications.status, undecided)),
    countOf(db, eventApplications, inArray(eventApplications.status, waiting)),
    countOf(db, genericProcedureApplications, inArray(genericProcedureApplications.status, waiting)),
    countOf(db, professionalSocieties, inArray(professionalSocieties.status, undecided)),
    countOf(db, resourceLoans, eq(resourceLoans.status, 'requested')),
    openComplaint(consumerComplaints, false),
    openComplaint(jobComplaints, false),
    openComplaint(consumerComplaints, true),
    openComplaint(jobComplaints, true),
    countOf(db, sepaMandates, eq(sepaMandates.status, 'uploaded')),
    countOf(db, payments, eq(payments.needs_review, true)),
    countOf(
      db,
      directDebitCharges,
      and(eq(directDebitCharges.status, 'pending'), isNull(directDebitCharges.remittance_id)),
    ),
  ])
  return {
    registrations,
    event_applications,
    procedure_applications,
    professional_societies,
    loans,
    complaints: consumer + job,
    unassigned_complaints: consumerUnassigned + jobUnassigned,
    mandates_to_validate,
    payments_to_review,
    charges_to_present,
  }
}
