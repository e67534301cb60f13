import { describe, expect, it } from 'vitest'
import {
  discountCents,
  EuroAmountSchema,
  feePeriodParts,
  MovementsQuerySchema,
  totalCents,
} from '@/lib/contract/movements'

describe('money', () => {
  it('rounds the discount half up to the cent', () => {
    expect(discountCents(1235, 15)).toBe(185) // 1,8525 € → 1,85 €
    expect(discountCents(10, 5)).toBe(1) // 0,005 € → 0,01 €
    expect(discountCents(12_345, 15)).toBe(1852) // 18,5175 € → 18,52 €
    expect(discountCents(4500, 0)).toBe(0)
    expect(discountCents(4500, 100)).toBe(4500)
  })

  it('charges the amount less the discount', () => {
    expect(totalCents(12_345, 15)).toBe(10_493)
    expect(totalCents(4500, 0)).toBe(4500)
    expect(totalCents(4500, 100)).toBe(0)
  })

  it('reads euros as people write them, with a point or a comma, into cents', () => {
    expect(EuroAmountSchema.parse('25')).toBe(2500)
    expect(EuroAmountSchema.parse('25,5')).toBe(2550)
    expect(EuroAmountSchema.parse(' 0.07 ')).toBe(7)
    for (const refused of ['0', '0,00', '-5', '1.234', 'abc', '1e3', '', '1.000,00']) {
      expect(EuroAmountSchema.safeParse(refused).success, refused).toBe(false)
    }
  })
})

describe('descriptions', () => {
  it('splits a fee period into its year and quarter, or its year alone', () => {
    expect(feePeriodParts('2026-Q1')).toEqual({ year: 2026, quarter: 1 })
    expect(feePeriodParts('2026')).toEqual({ year: 2026 })
    expect(feePeriodParts('2026-Q5')).toBeUndefined()
    expect(feePeriodParts('26')).toBeUndefined()
  })
})

describe('the list query', () => {
  it('leaves blank filters out and repeats statuses', () => {
    expect(MovementsQuerySchema.parse({ amount_min: '', status: ['paid', 'pending'] })).toMatchObject({
      amount_min: undefined,
      status: ['paid', 'pending'],
      skip: 0,
      limit: 10,
      lang: 'es',
    })
  })

  it('refuses min > max and from > to, naming the later field', () => {
    const result = MovementsQuerySchema.safeParse({
      amount_min: '10',
      amount_max: '9,99',
      date_from: '2026-02-01',
      date_to: '2026-01-31',
    })
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['date_to', 'date_to must not be before date_from'],
      ['amount_max', 'amount_max must not be below amount_min'],
    ])
    expect(MovementsQuerySchema.safeParse({ amount_min: '10', amount_max: '10' }).success).toBe(true)
  })
})
