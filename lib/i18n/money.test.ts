import { describe, expect, it, vi } from 'vitest'

async function freshFormatMoney() {
  vi.resetModules()
  return (await import('./money')).formatMoney
}

describe('formatMoney', () => {
  it('writes Basque as Basque does where the browser has no Basque data', async () => {
    const supported = Intl.NumberFormat.supportedLocalesOf
    const spy = vi
      .spyOn(Intl.NumberFormat, 'supportedLocalesOf')
      .mockImplementation((locales, options) =>
        [locales].flat().includes('eu') ? [] : supported(locales, options),
      )
    try {
      expect((await freshFormatMoney())(123_450, 'eu')).toBe('1.234,50\u00a0€')
    } finally {
      spy.mockRestore()
    }
  })

  it('writes euro cents as each language does', async () => {
    const formatMoney = await freshFormatMoney()
    expect(formatMoney(123_450, 'es')).toBe('1234,50\u00a0€')
    expect(formatMoney(123_450, 'ca')).toBe('1.234,50\u00a0€')
    expect(formatMoney(123_450, 'en')).toBe('€1,234.50')
    expect(formatMoney(123_450, 'eu')).toBe('1.234,50\u00a0€')
  })

  it('leaves the cents out of whole euros, keeping the cents of the other amounts', async () => {
    const formatMoney = await freshFormatMoney()
    expect(formatMoney(3_100_000, 'es', { wholeEuros: true })).toBe('31.000\u00a0€')
    expect(formatMoney(3_100_000, 'en', { wholeEuros: true })).toBe('€31,000')
    expect(formatMoney(4500, 'es')).toBe('45,00\u00a0€')
  })

  it('writes nothing owed and cents alone', async () => {
    const formatMoney = await freshFormatMoney()
    expect(formatMoney(0, 'ca')).toBe('0,00\u00a0€')
    expect(formatMoney(5, 'en')).toBe('€0.05')
  })
})
