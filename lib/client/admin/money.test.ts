import { describe, expect, it } from 'vitest'
import { centsOf, remittanceFileUrl } from './money'

describe('centsOf', () => {
  it('reads euros with a comma or a point, up to two decimals', () => {
    expect(centsOf('3,50')).toBe(350)
    expect(centsOf(' 12.5 ')).toBe(1250)
    expect(centsOf('0,07')).toBe(7)
    expect(centsOf('')).toBe(0)
  })

  it('answers NaN for what is not an amount', () => {
    expect(centsOf('3,505')).toBeNaN()
    expect(centsOf('-2')).toBeNaN()
    expect(centsOf('tres')).toBeNaN()
  })
})

it('downloads a remittance file from the admin API', () => {
  expect(remittanceFileUrl('abc')).toMatch(/\/admin\/remittances\/abc\/file$/)
})
