import 'server-only'
import { desc, eq } from 'drizzle-orm'
import { isValidDni, normaliseDni } from '@/lib/contract/auth'
import type { Database, Transaction } from '@/lib/server/db/client'
import { memberProfiles, registrationApplications, users } from '@/lib/server/db/schema'

/** The Destinatarios columns of an alta record. */
export interface RecordRecipient {
  recipient_name: string
  recipient_tax_id: string | null
  recipient_id_country: string | null
  recipient_id_type: string | null
  recipient_id: string | null
}

/** IDType of IDOtro for a passport (SuministroInformacion.xsd, PersonaFisicaJuridicaIDTypeType). */
const passportIdType = '03'

/**
 * Who an invoice to this person is addressed to, as the AEAT identifies a recipient: a Spanish DNI or NIE is a NIF;
 * a passport given at registration is IDOtro with the country that issued it (the member's nationality). None
 * when neither is known: the invoice is then simplified (F2), which names no recipient.
 */
export async function recordRecipientOf(
  db: Database | Transaction,
  userId: string,
): Promise<RecordRecipient | null> {
  const [person] = await db
    .select({
      name: users.name,
      surname: users.surname,
      dni: users.dni,
      nationality: memberProfiles.nationality,
    })
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.user_id, users.id))
    .where(eq(users.id, userId))
  if (!person) return null
  const name = [person.name, person.surname].filter(Boolean).join(' ').slice(0, 120)
  const none = {
    recipient_tax_id: null,
    recipient_id_country: null,
    recipient_id_type: null,
    recipient_id: null,
  }
  if (person.dni && isValidDni(person.dni))
    return { ...none, recipient_name: name, recipient_tax_id: normaliseDni(person.dni) }

  const [application] = await db
    .select({ form: registrationApplications.form })
    .from(registrationApplications)
    .where(eq(registrationApplications.user_id, userId))
    .orderBy(desc(registrationApplications.submitted_at))
    .limit(1)
  const personal = (application?.form as { personal?: Record<string, unknown> } | null)?.personal
  const country =
    person.nationality ?? (typeof personal?.nationality === 'string' ? personal.nationality : null)
  const passport = personal?.document_type === 'passport' ? personal.document_number : null
  if (typeof passport !== 'string' || !passport || !country) return null
  return {
    ...none,
    recipient_name: name,
    recipient_id_country: country,
    recipient_id_type: passportIdType,
    recipient_id: passport.slice(0, 20),
  }
}
