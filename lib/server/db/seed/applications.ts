import 'server-only'
import { and, eq, inArray } from 'drizzle-orm'
import type { ApplicationStatus } from '@/lib/contract/applications'
import type { Database } from '../client'
import { eventApplications, eventApplicationStatusChanges, events, eventTranslations, users } from '../schema'
import { slugOf } from './events'

interface Change {
  status: ApplicationStatus
  /** Days from now (negative: in the past). */
  inDays: number
  note?: string
}

interface ApplicationSeed {
  /** The Spanish title of a demo event or course (lib/server/db/seed/events.ts). */
  title: string
  companions?: number
  history: Change[]
}

/** The demo collegiate's applications: attended in the past, and every situation one can be in now. */
const collegiateApplications: ApplicationSeed[] = [
  {
    title: 'Curso de actualización en normativa fiscal',
    history: [
      { status: 'received', inDays: -92 },
      { status: 'under_review', inDays: -88 },
      {
        status: 'accepted',
        inDays: -84,
        note: 'Plaza confirmada. El pago de la matrícula se ha domiciliado.',
      },
    ],
  },
  {
    title: 'Webinar: novedades fiscales para profesionales autónomos',
    history: [
      { status: 'received', inDays: -70 },
      { status: 'accepted', inDays: -69 },
    ],
  },
  {
    title: 'Jornada sobre la reforma de la ley de colegios profesionales',
    companions: 1,
    history: [
      { status: 'received', inDays: -40 },
      { status: 'under_review', inDays: -37 },
      { status: 'accepted', inDays: -35 },
    ],
  },
  {
    title: 'Curso de firma electrónica y administración digital',
    history: [
      { status: 'received', inDays: -30 },
      { status: 'under_review', inDays: -27 },
      {
        status: 'rejected',
        inDays: -22,
        note: 'Las plazas se han cubierto por orden de inscripción. Te avisaremos de la próxima edición.',
      },
    ],
  },
  {
    title: 'Congreso Anual del Colegio',
    companions: 1,
    history: [
      { status: 'received', inDays: -14 },
      { status: 'accepted', inDays: -12 },
      { status: 'cancelled', inDays: -6, note: 'Cancelada a petición de la colegiada.' },
    ],
  },
  {
    title: 'Curso de peritaje judicial',
    history: [
      { status: 'received', inDays: -9 },
      { status: 'under_review', inDays: -7 },
      {
        status: 'pending_documents',
        inDays: -5,
        note: 'Falta la copia del título universitario. Súbela en Mis documentos.',
      },
    ],
  },
  {
    title: 'Jornada de actualización en protección de datos',
    companions: 1,
    history: [
      { status: 'received', inDays: -4 },
      { status: 'under_review', inDays: -2 },
    ],
  },
  {
    title: 'Curso de mediación civil y mercantil',
    history: [{ status: 'received', inDays: -1 }],
  },
]

const precollegiateApplications: ApplicationSeed[] = [
  {
    title: 'Curso de primeros auxilios y soporte vital básico',
    history: [
      { status: 'received', inDays: -12 },
      { status: 'accepted', inDays: -10 },
    ],
  },
  {
    title: 'Curso de inglés profesional (nivel B2)',
    history: [{ status: 'received', inDays: -3 }],
  },
]

const demoApplications: Record<string, ApplicationSeed[]> = {
  'colegiada@demo.colegio.example': collegiateApplications,
  'precolegiado@demo.colegio.example': precollegiateApplications,
}

const day = 24 * 60 * 60 * 1000

/**
 * The demo accounts' applications and their status histories, dated from `now`. Idempotent: an account that
 * already applied to an item keeps its application as it is.
 */
export async function seedApplications(db: Database, now = new Date()): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(demoApplications)))
  const titles = Object.values(demoApplications).flatMap((seeds) => seeds.map((seed) => slugOf(seed.title)))
  const items = await db
    .select({ id: events.id, slug: eventTranslations.slug, max_companions: events.max_companions })
    .from(eventTranslations)
    .innerJoin(events, eq(events.id, eventTranslations.event_id))
    .where(and(eq(eventTranslations.lang, 'es'), inArray(eventTranslations.slug, titles)))
  const itemOf = new Map(items.map((item) => [item.slug, item]))
  const at = (days: number) => new Date(now.getTime() + days * day)

  await db.transaction(async (tx) => {
    for (const person of people) {
      for (const seed of demoApplications[person.email] ?? []) {
        const item = itemOf.get(slugOf(seed.title))
        const first = seed.history[0]
        const last = seed.history.at(-1)
        if (!item || !first || !last) continue
        const [created] = await tx
          .insert(eventApplications)
          .values({
            event_id: item.id,
            user_id: person.id,
            status: last.status,
            companions: Math.min(seed.companions ?? 0, item.max_companions),
            created_at: at(first.inDays),
            updated_at: at(last.inDays),
          })
          .onConflictDoNothing()
          .returning({ id: eventApplications.id })
        if (!created) continue
        await tx.insert(eventApplicationStatusChanges).values(
          seed.history.map((change) => ({
            application_id: created.id,
            status: change.status,
            changed_at: at(change.inDays),
            note: change.note ?? null,
          })),
        )
      }
    }
  })
}
