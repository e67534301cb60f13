import 'server-only'
import { creditorIdFromTaxId } from '@/lib/contract/sepa'
import { serverEnv, type ServerEnv } from '@/lib/env'

/** A party of an invoice as RD 1619/2012 art. 6 c–e asks: full name, tax id and address. */
export interface InvoiceParty {
  name: string
  taxId: string | null
  address: string[]
}

/**
 * The demo association's money details. A demo uses them where the environment sets none; a production start
 * refuses to run without the association's own (missingProductionSettings).
 */
const demoAssociation = {
  issuer: {
    name: 'Colegio Oficial de Profesionales (demostración)',
    taxId: 'Q0000000J',
    address: ['Calle Mayor, 1', '28013 Madrid'],
  } satisfies InvoiceParty,
  iban: 'ES9121000418450200051332',
}

const addressLines = (value: string) => value.split('|').map((line) => line.trim())

/** The association as its invoices name it (INVOICE_ISSUER_*). */
export function invoiceIssuer(env: ServerEnv = serverEnv()): InvoiceParty {
  return {
    name: env.INVOICE_ISSUER_NAME ?? demoAssociation.issuer.name,
    taxId: env.INVOICE_ISSUER_TAX_ID ?? demoAssociation.issuer.taxId,
    address: env.INVOICE_ISSUER_ADDRESS
      ? addressLines(env.INVOICE_ISSUER_ADDRESS)
      : demoAssociation.issuer.address,
  }
}

/** The account members' transfers go to and direct debits are collected into. */
export function associationIban(env: ServerEnv = serverEnv()): string {
  return env.ASSOCIATION_IBAN ?? demoAssociation.iban
}

/** SEPA AT-02: SEPA_CREDITOR_ID, or derived from the issuer's tax id. */
export function creditorId(env: ServerEnv = serverEnv()): string {
  return env.SEPA_CREDITOR_ID ?? creditorIdFromTaxId(invoiceIssuer(env).taxId ?? '')
}

/** What a production start lacks: each money setting that is unset or still the demo's, by variable. */
export function missingProductionSettings(env: ServerEnv): string[] {
  const problems: string[] = []
  const demoIssuer = demoAssociation.issuer
  const compare = (name: string, value: string | undefined, demoValue: string) => {
    if (value === undefined) problems.push(`${name} is not set`)
    else if (value.toUpperCase() === demoValue.toUpperCase()) problems.push(`${name} is still the demo value`)
  }
  compare('ASSOCIATION_IBAN', env.ASSOCIATION_IBAN, demoAssociation.iban)
  compare('INVOICE_ISSUER_NAME', env.INVOICE_ISSUER_NAME, demoIssuer.name)
  compare('INVOICE_ISSUER_TAX_ID', env.INVOICE_ISSUER_TAX_ID, demoIssuer.taxId)
  compare(
    'INVOICE_ISSUER_ADDRESS',
    env.INVOICE_ISSUER_ADDRESS && addressLines(env.INVOICE_ISSUER_ADDRESS).join('|'),
    demoIssuer.address.join('|'),
  )
  if (!env.SEPA_CREDITOR_ID && !env.INVOICE_ISSUER_TAX_ID) {
    problems.push('SEPA_CREDITOR_ID is not set (nor INVOICE_ISSUER_TAX_ID to derive it from)')
  } else if (creditorId(env) === creditorIdFromTaxId(demoIssuer.taxId)) {
    problems.push('SEPA_CREDITOR_ID is still the demo value (or derived from the demo tax id)')
  }
  return problems
}
