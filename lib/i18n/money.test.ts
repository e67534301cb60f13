import { describe, expect, it } from 'vitest'
import { formatMoney } from './money'

describe('formatMoney', () => {
  it('writes euro cents as each language does', () => {
    expect(formatMoney(123_450, 'es')).toBe('1234,50\u00a0€')
    expect(formatMoney(123_450, 'ca')).toBe('1.234,50\u00a0€')
    expect(formatMoney(123_450, 'en')).toBe('€1,234.50')
    expect(formatMoney(123_450, 'eu')).toBe('1.234,50\u00a0€')
  })

  it('leaves the cents out of whole euros, keeping the cents of the other amounts', () => {
    expect(formatMoney(3_100_000, 'es', { wholeEuros: true })).toBe('31.000\u00a0€')
    expect(formatMoney(3_100_000, 'en', { wholeEuros: true })).toBe('€31,000')
    expect(formatMoney(4500, 'es')).toBe('45,00\u00a0€')
  })

  it('writes nothing owed and cents alone', () => {
    expect(formatMoney(0, 'ca')).toBe('0,00\u00a0€')
    expect(formatMoney(5, 'en')).toBe('€0.05')
  })
})
