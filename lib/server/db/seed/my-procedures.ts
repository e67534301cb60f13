import 'server-only'
import { and, eq, inArray } from 'drizzle-orm'
import type { ApplicationStatus } from '@/lib/contract/applications'
import { madridToday } from '@/lib/contract/profile'
import { addDays } from '@/lib/server/services/charges'
import { inTurn, type Database } from '../client'
import {
  genericProcedureApplicationHistory,
  genericProcedureApplications,
  genericProcedureTranslations,
  registrationApplicationHistory,
  registrationApplications,
  resourceLoans,
  resourceTranslations,
  users,
} from '../schema'
import { demoGenericProcedures } from './procedures'
import { demoResources, slugOf } from './resources'
import { demoAccounts } from './site'

const dayMs = 24 * 60 * 60 * 1000
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * dayMs)
// Days as Spain counts them, as the pages that say how late a loan is do.
const dateOf = (now: Date, days: number) => addDays(madridToday(now), days)

/** The demo references: fixed, so that a second run finds them and adds nothing. */
export const demoApplicationReferences = {
  legalAdvice: 'AJ-DEMO-000101',
  singleWindow: 'VU-DEMO-000102',
  otherProcedures: 'OT-DEMO-000103',
  registration: 'COL-DEMO-000100',
} as const

async function userIdOf(db: Database, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return row?.id
}

async function resourceIdOf(db: Database, index: number) {
  const seed = demoResources[index]
  if (!seed) return undefined
  const [row] = await db
    .select({ id: resourceTranslations.resource_id })
    .from(resourceTranslations)
    .where(and(eq(resourceTranslations.lang, 'es'), eq(resourceTranslations.slug, slugOf(seed.title.es))))
  return row?.id
}

async function procedureIdOf(db: Database, index: number) {
  const seed = demoGenericProcedures[index]
  if (!seed) return undefined
  const [row] = await db
    .select({ id: genericProcedureTranslations.procedure_id })
    .from(genericProcedureTranslations)
    .where(
      and(
        eq(genericProcedureTranslations.lang, 'es'),
        eq(genericProcedureTranslations.slug, seed.translations.es.slug),
      ),
    )
  return row?.id
}

interface ApplicationSeed {
  email: string
  procedure: number
  reference: string
  subject: string
  /** Days before now of each status, oldest first; the last one is the current status. */
  history: Array<{ status: ApplicationStatus; daysAgo: number; note?: string }>
}

/**
 * The demo accounts' loans and applications. Idempotent: loans are added only to a collegiate with none, and
 * applications only when their reference is missing.
 */
export async function seedMyProcedures(db: Database, now = new Date()): Promise<void> {
  const collegiate = await userIdOf(db, demoAccounts[0].email)
  const precollegiate = await userIdOf(db, demoAccounts[1].email)
  if (!collegiate || !precollegiate) return

  const [anyLoan] = await db
    .select({ id: resourceLoans.id })
    .from(resourceLoans)
    .where(eq(resourceLoans.user_id, collegiate))
    .limit(1)
  if (!anyLoan) {
    // One after the other: the seed runs in a transaction, one connection.
    const ids = await inTurn(...[0, 1, 2, 3].map((index) => () => resourceIdOf(db, index)))
    if (ids.every((id) => id !== undefined)) {
      const [first, second, third, fourth] = ids as number[]
      await db.insert(resourceLoans).values([
        {
          user_id: collegiate,
          resource_id: first!,
          status: 'returned',
          requested_at: daysFrom(now, -210),
          starts_on: dateOf(now, -208),
          due_on: dateOf(now, -178),
          returned_on: dateOf(now, -181),
        },
        {
          user_id: collegiate,
          resource_id: second!,
          status: 'returned',
          requested_at: daysFrom(now, -95),
          starts_on: dateOf(now, -92),
          due_on: dateOf(now, -62),
          returned_on: dateOf(now, -60),
        },
        {
          user_id: collegiate,
          resource_id: third!,
          status: 'on_loan',
          requested_at: daysFrom(now, -24),
          starts_on: dateOf(now, -23),
          due_on: dateOf(now, 7),
        },
        {
          user_id: collegiate,
          resource_id: fourth!,
          status: 'on_loan',
          requested_at: daysFrom(now, -40),
          starts_on: dateOf(now, -38),
          due_on: dateOf(now, -8),
        },
      ])
    }
  }

  const applications: ApplicationSeed[] = [
    {
      email: demoAccounts[0].email,
      procedure: 0,
      reference: demoApplicationReferences.legalAdvice,
      subject: 'Reclamación de honorarios impagados a una mutua',
      history: [
        { status: 'received', daysAgo: 45 },
        { status: 'under_review', daysAgo: 41, note: 'Asignada a la asesoría jurídica del colegio.' },
        {
          status: 'pending_documents',
          daysAgo: 38,
          note: 'Adjunte las facturas emitidas y la correspondencia con la mutua.',
        },
        { status: 'accepted', daysAgo: 30, note: 'La asesoría le llamará para concertar una cita.' },
      ],
    },
    {
      email: demoAccounts[0].email,
      procedure: 1,
      reference: demoApplicationReferences.singleWindow,
      subject: 'Certificado de colegiación para una oposición',
      history: [
        { status: 'received', daysAgo: 3 },
        { status: 'under_review', daysAgo: 2 },
      ],
    },
    {
      email: demoAccounts[1].email,
      procedure: 2,
      reference: demoApplicationReferences.otherProcedures,
      subject: 'Paso de precolegiado a colegiado al terminar el grado',
      history: [{ status: 'received', daysAgo: 1 }],
    },
  ]
  const existing = await db
    .select({ reference: genericProcedureApplications.reference })
    .from(genericProcedureApplications)
    .where(
      inArray(
        genericProcedureApplications.reference,
        applications.map((application) => application.reference),
      ),
    )
  for (const application of applications) {
    if (existing.some((row) => row.reference === application.reference)) continue
    const userId = application.email === demoAccounts[0].email ? collegiate : precollegiate
    const procedureId = await procedureIdOf(db, application.procedure)
    if (!procedureId) continue
    const first = application.history[0]!
    const last = application.history.at(-1)!
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(genericProcedureApplications)
        .values({
          user_id: userId,
          generic_procedure_id: procedureId,
          reference: application.reference,
          subject: application.subject,
          status: last.status,
          submitted_at: daysFrom(now, -first.daysAgo),
          updated_at: daysFrom(now, -last.daysAgo),
        })
        .onConflictDoNothing()
        .returning({ id: genericProcedureApplications.id })
      if (!created) return
      await tx.insert(genericProcedureApplicationHistory).values(
        application.history.map((entry) => ({
          application_id: created.id,
          status: entry.status,
          note: entry.note ?? null,
          changed_at: daysFrom(now, -entry.daysAgo),
        })),
      )
    })
  }

  // The collegiate's own registration, with the statuses it went through and what the association said.
  await db.transaction(async (tx) => {
    const [registration] = await tx
      .insert(registrationApplications)
      .values({
        user_id: collegiate,
        kind: 'collegiate',
        status: 'accepted',
        tracking_code: demoApplicationReferences.registration,
        submitted_at: daysFrom(now, -730),
        updated_at: daysFrom(now, -715),
      })
      .onConflictDoNothing()
      .returning({ id: registrationApplications.id })
    if (!registration) return
    await tx.insert(registrationApplicationHistory).values([
      { application_id: registration.id, status: 'received', changed_at: daysFrom(now, -730) },
      {
        application_id: registration.id,
        status: 'pending_documents',
        note: 'Envíe una copia compulsada del título.',
        changed_at: daysFrom(now, -724),
      },
      {
        application_id: registration.id,
        status: 'accepted',
        note: 'Bienvenida al Colegio.',
        changed_at: daysFrom(now, -715),
      },
    ])
  })
}
