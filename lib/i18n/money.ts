const formats = new Map<string, Intl.NumberFormat>()

/**
 * Chromium has no Basque data and would write euros in its own default language; Catalan writes them exactly as
 * Basque does (1.234,50 €).
 */
const standIns: Record<string, string> = { eu: 'ca' }

const withData = (locale: string) =>
  Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : (standIns[locale] ?? locale)

export function formatMoney(cents: number, locale: string, { wholeEuros = false } = {}): string {
  const key = wholeEuros ? `${locale} whole` : locale
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(withData(locale), {
      style: 'currency',
      currency: 'EUR',
      ...(wholeEuros ? { maximumFractionDigits: 0 } : {}),
    })
    formats.set(key, format)
  }
  return format.format(cents / 100)
}
