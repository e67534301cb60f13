import 'server-only'
import { eq } from 'drizzle-orm'
import { serverEnv } from '@/lib/env'
import type { Database } from '@/lib/server/db/client'
import { users } from '@/lib/server/db/schema'

/** A party of an invoice as RD 1619/2012 art. 6 c–e asks: full name, tax id and address. */
export interface InvoiceParty {
  name: string
  taxId: string | null
  /** Lines of the postal address; empty when none is recorded. */
  address: string[]
}

/** The association's data when the environment does not say otherwise (INVOICE_ISSUER_* in lib/env.ts). */
export const invoiceIssuerDefaults: InvoiceParty = {
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

/**
 * The member an invoice is made out to. Reads name, surname and DNI from `users`; the address stays empty until
 * the profile (another part of #7) records one — extend this function to read it from there.
 */
export async function invoiceRecipientOf(db: Database, userId: string): Promise<InvoiceParty> {
  const [user] = await db
    .select({ name: users.name, surname: users.surname, dni: users.dni })
    .from(users)
    .where(eq(users.id, userId))
  if (!user) throw new Error(`No user ${userId} to invoice`)
  return {
    name: [user.name, user.surname].filter(Boolean).join(' '),
    taxId: user.dni,
    address: [],
  }
}
