import 'server-only'
import { creditorIdFromTaxId } from '@/lib/contract/sepa'
import { serverEnv } from '@/lib/env'
import { invoiceIssuer } from './invoice-issuer'

export interface SepaCreditor {
  /** AT-02, `ES77000B85626240`. */
  id: string
  name: string
  address: string[]
  /** The account the direct debits are collected into: the association's (ASSOCIATION_IBAN). */
  iban: string
}

export function sepaCreditor(): SepaCreditor {
  const env = serverEnv()
  const issuer = invoiceIssuer()
  return {
    id: env.SEPA_CREDITOR_ID ?? creditorIdFromTaxId(issuer.taxId ?? ''),
    name: issuer.name,
    address: issuer.address,
    iban: env.ASSOCIATION_IBAN,
  }
}
