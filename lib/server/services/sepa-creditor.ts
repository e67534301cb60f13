import 'server-only'
import { associationIban, creditorId, invoiceIssuer } from './association'

export interface SepaCreditor {
  /** AT-02, `ES77000B85626240`. */
  id: string
  name: string
  address: string[]
  /** The account the direct debits are collected into: the association's (ASSOCIATION_IBAN). */
  iban: string
}

export function sepaCreditor(): SepaCreditor {
  const issuer = invoiceIssuer()
  return { id: creditorId(), name: issuer.name, address: issuer.address, iban: associationIban() }
}
