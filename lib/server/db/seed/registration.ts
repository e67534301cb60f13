import 'server-only'
import { eq } from 'drizzle-orm'
import type { PrecollegiateRegistrationForm } from '@/lib/contract/registration'
import type { Database } from '../client'
import { registrationApplicationHistory, registrationApplications, users } from '../schema'

const dayMs = 24 * 60 * 60 * 1000

/** The demo pre-collegiate's online application, accepted: fixed code, so that a second run adds nothing. */
export const demoRegistrationReference = 'PRE-DEMO-000200'

/** The application the demo pre-collegiate (Jordi) filed online a year ago, and its history. */
export async function seedRegistration(db: Database, now = new Date()): Promise<void> {
  const [jordi] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, 'precolegiado@demo.colegio.example'))
  if (!jordi) return
  const submitted = new Date(now.getTime() - 380 * dayMs)
  const accepted = new Date(now.getTime() - 372 * dayMs)
  const form: PrecollegiateRegistrationForm = {
    studies: {
      university: 'Universitat de Barcelona',
      degree: 'Grau en Infermeria',
      graduation_year: now.getUTCFullYear() + 1,
    },
    personal: {
      name: 'Jordi',
      surname: 'Puig Ramos',
      document_type: 'dni',
      document_number: '47112233E',
      birth_date: '2004-09-21',
      gender: 'male',
      nationality: 'ES',
      email: jordi.email,
      phone1: '634112233',
      phone2: null,
    },
    address: {
      address: 'Carrer de Provença, 212, 4t 1a',
      postal_code: '08036',
      city: 'Barcelona',
      region: 'Barcelona',
      country: 'ES',
    },
    consents: { privacy: true, communications: false },
  }
  await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(registrationApplications)
      .values({
        user_id: jordi.id,
        kind: 'precollegiate',
        status: 'accepted',
        tracking_code: demoRegistrationReference,
        submitted_at: submitted,
        updated_at: accepted,
        registration_type: 'student',
        lang: 'ca',
        form,
        email: jordi.email,
        document_number: form.personal.document_number,
      })
      .onConflictDoNothing()
      .returning({ id: registrationApplications.id })
    if (!inserted) return
    await tx.insert(registrationApplicationHistory).values([
      { application_id: inserted.id, status: 'received', changed_at: submitted },
      { application_id: inserted.id, status: 'accepted', changed_at: accepted },
    ])
  })
}
