const formats = new Map<string, Intl.NumberFormat>()

/** A browser without a language's data (Chromium has none for Basque) writes it in its own default language. */
export function formatMoney(cents: number, locale: string, { wholeEuros = false } = {}): string {
  const key = wholeEuros ? `${locale} whole` : locale
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      ...(wholeEuros ? { maximumFractionDigits: 0 } : {}),
    })
    formats.set(key, format)
  }
  return format.format(cents / 100)
}
