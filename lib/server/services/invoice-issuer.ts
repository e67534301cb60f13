import 'server-only'
import { eq } from 'drizzle-orm'
import { serverEnv } from '@/lib/env'
import type { Database } from '@/lib/server/db/client'
import { memberProfiles, users } from '@/lib/server/db/schema'

/** A party of an invoice as RD 1619/2012 art. 6 c–e asks: full name, tax id and address. */
export interface InvoiceParty {
  name: string
  taxId: string | null
  address: string[]
}

/** The association's data when the environment does not say otherwise (INVOICE_ISSUER_* in lib/env.ts). */
const invoiceIssuerDefaults: InvoiceParty = {
  name: 'Colegio Oficial de Profesionales (demostración)',
  taxId: 'Q0000000J',
  address: ['Calle Mayor, 1', '28013 Madrid'],
}

export function invoiceIssuer(): InvoiceParty {
  const env = serverEnv()
  return {
    name: env.INVOICE_ISSUER_NAME ?? invoiceIssuerDefaults.name,
    taxId: env.INVOICE_ISSUER_TAX_ID ?? invoiceIssuerDefaults.taxId,
    address: env.INVOICE_ISSUER_ADDRESS
      ? env.INVOICE_ISSUER_ADDRESS.split('|').map((line) => line.trim())
      : invoiceIssuerDefaults.address,
  }
}

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
