import { describe, expect, it } from 'vitest'
import { serverEnv, type ServerEnv } from '@/lib/env'
import { associationIban, creditorId, invoiceIssuer, missingProductionSettings } from './association'

const unset: Partial<ServerEnv> = {
  ASSOCIATION_IBAN: undefined,
  INVOICE_ISSUER_NAME: undefined,
  INVOICE_ISSUER_TAX_ID: undefined,
  INVOICE_ISSUER_ADDRESS: undefined,
  SEPA_CREDITOR_ID: undefined,
}
const association: Partial<ServerEnv> = {
  ASSOCIATION_IBAN: 'ES7921000813610123456789',
  INVOICE_ISSUER_NAME: 'Colegio Oficial de Pruebas',
  INVOICE_ISSUER_TAX_ID: 'Q2826000H',
  INVOICE_ISSUER_ADDRESS: 'Calle Real, 1|28001 Madrid',
}
const envWith = (values: Partial<ServerEnv>): ServerEnv => ({ ...serverEnv(), ...unset, ...values })

describe('the association’s money settings', () => {
  it('are the demo’s where a demo sets none', () => {
    const env = envWith({})
    expect(invoiceIssuer(env)).toMatchObject({ taxId: 'Q0000000J' })
    expect(associationIban(env)).toBe('ES9121000418450200051332')
    expect(creditorId(env)).toBe('ES48000Q0000000J')
  })

  it('are the environment’s when set, the creditor id derived from the tax id unless given', () => {
    const env = envWith(association)
    expect(invoiceIssuer(env)).toEqual({
      name: 'Colegio Oficial de Pruebas',
      taxId: 'Q2826000H',
      address: ['Calle Real, 1', '28001 Madrid'],
    })
    expect(associationIban(env)).toBe('ES7921000813610123456789')
    expect(creditorId(env)).toMatch(/^ES\d{2}000Q2826000H$/)
    expect(creditorId(envWith({ ...association, SEPA_CREDITOR_ID: 'ES77000B85626240' }))).toBe(
      'ES77000B85626240',
    )
  })
})

describe('missingProductionSettings', () => {
  it('names every setting that is not set', () => {
    expect(missingProductionSettings(envWith({}))).toEqual([
      'ASSOCIATION_IBAN is not set',
      'INVOICE_ISSUER_NAME is not set',
      'INVOICE_ISSUER_TAX_ID is not set',
      'INVOICE_ISSUER_ADDRESS is not set',
      'SEPA_CREDITOR_ID is not set (nor INVOICE_ISSUER_TAX_ID to derive it from)',
    ])
  })

  it('names every setting that is still the demo’s', () => {
    const demo = envWith({
      ASSOCIATION_IBAN: 'ES9121000418450200051332',
      INVOICE_ISSUER_NAME: 'Colegio Oficial de Profesionales (demostración)',
      INVOICE_ISSUER_TAX_ID: 'q0000000j',
      INVOICE_ISSUER_ADDRESS: 'Calle Mayor, 1 | 28013 Madrid',
    })
    expect(missingProductionSettings(demo)).toEqual([
      'ASSOCIATION_IBAN is still the demo value',
      'INVOICE_ISSUER_NAME is still the demo value',
      'INVOICE_ISSUER_TAX_ID is still the demo value',
      'INVOICE_ISSUER_ADDRESS is still the demo value',
      'SEPA_CREDITOR_ID is still the demo value (or derived from the demo tax id)',
    ])
    expect(
      missingProductionSettings(envWith({ ...association, SEPA_CREDITOR_ID: creditorId(envWith({})) })),
    ).toEqual(['SEPA_CREDITOR_ID is still the demo value (or derived from the demo tax id)'])
  })

  it('names nothing once the association’s own are set', () => {
    expect(missingProductionSettings(envWith(association))).toEqual([])
  })
})
