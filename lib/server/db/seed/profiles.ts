import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../client'
import { memberDiscounts, memberProfiles, users } from '../schema'

const collegiateEmail = 'colegiada@demo.colegio.example'
const precollegiateEmail = 'precolegiado@demo.colegio.example'
const secondCollegiateEmail = 'colegiado@demo.colegio.example'

const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const yearsAgo = (years: number, month: number, day: number) =>
  isoDay(new Date(Date.UTC(new Date().getUTCFullYear() - years, month - 1, day)))

/**
 * The demo collegiate's complete profile (Spanish degree, two specialties, a valid IBAN, a 10 % discount, employed
 * full time), the second collegiate's (number, status and the IBAN of his direct debits, so that he too can ask
 * for a certificate) and the pre-collegiate's student data. Idempotent: only adds what the accounts lack.
 */
export async function seedProfiles(db: Database): Promise<void> {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [collegiateEmail, precollegiateEmail, secondCollegiateEmail]))
  const idOf = (email: string) => accounts.find((account) => account.email === email)?.id

  const collegiate = idOf(collegiateEmail)
  if (collegiate) {
    await db
      .insert(memberProfiles)
      .values({
        user_id: collegiate,
        collegiate_code: '28-41327',
        collegiate_status: 'active',
        phone1: '+34612345678',
        phone2: '914567890',
        gender: 'female',
        nationality: 'ES',
        address: 'Calle de Alcalá 142, 4º B',
        postal_code: '28009',
        city: 'Madrid',
        region: 'Madrid',
        country: 'ES',
        degree_title: 'Grado en Enfermería',
        degree_type: 'bachelor',
        university: 'Universidad Complutense de Madrid',
        degree_origin: 'spanish',
        registry_csv: 'RNT7K2M9Q4X8W1Z5',
        issue_date: yearsAgo(9, 7, 15),
        specialties: ['general_care', 'paediatric'],
        iban: 'ES9121000418450200051332',
        situation: 'employed',
        exercise: 'public',
        working_day: 'full_time',
        epc_number: 'ES2019004127',
        workplace_name: 'Hospital Universitario La Paz',
        workplace_phone: '917277000',
      })
      .onConflictDoNothing()
    const [discount] = await db
      .select({ id: memberDiscounts.id })
      .from(memberDiscounts)
      .where(eq(memberDiscounts.user_id, collegiate))
      .limit(1)
    if (!discount) {
      await db.insert(memberDiscounts).values({
        user_id: collegiate,
        reason: 'Colegiación durante el primer año de ejercicio en la sanidad pública',
        percent: 10,
        valid_from: yearsAgo(0, 1, 1),
        valid_until: yearsAgo(-1, 12, 31),
      })
    }
  }

  const secondCollegiate = idOf(secondCollegiateEmail)
  if (secondCollegiate) {
    await db
      .insert(memberProfiles)
      .values({
        user_id: secondCollegiate,
        collegiate_code: '20-10452',
        collegiate_status: 'active',
        phone1: '+34688112233',
        gender: 'male',
        nationality: 'ES',
        address: 'Calle Easo 27, 3º izq.',
        postal_code: '20006',
        city: 'Donostia / San Sebastián',
        region: 'Gipuzkoa',
        country: 'ES',
        degree_title: 'Grado en Enfermería',
        degree_type: 'bachelor',
        university: 'Universidad del País Vasco / Euskal Herriko Unibertsitatea',
        degree_origin: 'spanish',
        registry_csv: 'RNT3H8D2L6P1V9C4',
        issue_date: yearsAgo(6, 6, 28),
        specialties: ['general_care'],
        iban: 'ES7921000813610123456789',
        situation: 'employed',
        exercise: 'public',
        working_day: 'full_time',
        epc_number: 'ES2020008815',
        workplace_name: 'Hospital Universitario Donostia',
      })
      .onConflictDoNothing()
  }

  const precollegiate = idOf(precollegiateEmail)
  if (precollegiate) {
    await db
      .insert(memberProfiles)
      .values({
        user_id: precollegiate,
        collegiate_status: 'pre_active',
        phone1: '+34655443322',
        gender: 'male',
        nationality: 'ES',
        address: 'Carrer de Provença 210, 2n 1a',
        postal_code: '08036',
        city: 'Barcelona',
        region: 'Barcelona',
        country: 'ES',
        degree_title: 'Grado en Enfermería (4.º curso)',
        degree_type: 'bachelor',
        university: 'Universitat de Barcelona',
        degree_origin: 'spanish',
        specialties: ['general_care'],
      })
      .onConflictDoNothing()
  }
}
