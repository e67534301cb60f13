import { serverEnv, type ServerEnv } from '@/lib/env'

/** The server's configuration as a production start needs it: the association's own money details, no demo. */
export const productionEnv = (): ServerEnv => ({
  ...serverEnv(),
  SEED_DEMO: false,
  ASSOCIATION_IBAN: 'ES7921000813610123456789',
  INVOICE_ISSUER_NAME: 'Colegio Oficial de Pruebas',
  INVOICE_ISSUER_TAX_ID: 'Q2826000H',
  INVOICE_ISSUER_ADDRESS: 'Calle Real, 1|28001 Madrid',
  SEPA_CREDITOR_ID: undefined,
})
