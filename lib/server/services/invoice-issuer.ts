import 'server-only'
import { eq } from 'drizzle-orm'
import type { Database } from '@/lib/server/db/client'
import { memberProfiles, users } from '@/lib/server/db/schema'
import type { InvoiceParty } from './association'

const spanishCountryNames = new Intl.DisplayNames(['es'], { type: 'region' })

export async function invoiceRecipientOf(db: Database, userId: string): Promise<InvoiceParty> {
  const [row] = await db
    .select({
      name: users.name,
      surname: users.surname,
      dni: users.dni,
      address: memberProfiles.address,
      postalCode: memberProfiles.postal_code,
      city: memberProfiles.city,
      region: memberProfiles.region,
      country: memberProfiles.country,
    })
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.user_id, users.id))
    .where(eq(users.id, userId))
  if (!row) throw new Error(`No user ${userId} to invoice`)
  const town = [row.postalCode, row.city].filter(Boolean).join(' ')
  const region = row.region && row.region !== row.city ? row.region : undefined
  const country = row.country && row.country !== 'ES' ? spanishCountryNames.of(row.country) : undefined
  return {
    name: [row.name, row.surname].filter(Boolean).join(' '),
    taxId: row.dni,
    address: [row.address, [town, region].filter(Boolean).join(', '), country].filter(
      (line): line is string => Boolean(line),
    ),
  }
}
