import { describe, expect, it } from 'vitest'
import { creditorIdFromTaxId, isValidSpanishCreditorId, mandateReferencePattern } from '@/lib/contract/sepa'

describe('the SEPA creditor identifier', () => {
  it('reproduces the reference’s worked example: B85626240 → ES77000B85626240', () => {
    expect(creditorIdFromTaxId('B85626240')).toBe('ES77000B85626240')
    expect(creditorIdFromTaxId('b-85626240')).toBe('ES77000B85626240')
  })

  it('ignores the business code in the check digits', () => {
    expect(creditorIdFromTaxId('B85626240', 'ZZZ')).toBe('ES77ZZZB85626240')
    expect(isValidSpanishCreditorId('ES77ZZZB85626240')).toBe(true)
  })

  it('refuses wrong check digits, other countries and a short national id', () => {
    expect(isValidSpanishCreditorId('ES77000B85626240')).toBe(true)
    expect(isValidSpanishCreditorId('ES78000B85626240')).toBe(false)
    expect(isValidSpanishCreditorId('ES77000B85626241')).toBe(false)
    expect(isValidSpanishCreditorId('DE77000B85626240')).toBe(false)
    expect(isValidSpanishCreditorId('ES77000B856262')).toBe(false)
  })

  it('derives a valid identifier from the demonstration issuer’s tax id', () => {
    expect(isValidSpanishCreditorId(creditorIdFromTaxId('Q0000000J'))).toBe(true)
  })

  it('knows what a mandate reference may hold', () => {
    expect(mandateReferencePattern.test('COL-12345-001')).toBe(true)
    expect(mandateReferencePattern.test('X'.repeat(36))).toBe(false)
    expect(mandateReferencePattern.test('MAÑANA')).toBe(false)
  })
})
