import type { Locale } from '@/lib/contract/locales'
import { countryCodes } from '@/lib/contract/profile'
import basqueRegionNames from './basque-region-names.json'

/**
 * Basque names come from bundled CLDR data (generated from Node's ICU, checked by a test): browsers without Basque
 * data would name countries and languages in another language once the page hydrates.
 */
const basqueLanguageNames: Record<Locale, string> = {
  es: 'gaztelania',
  ca: 'katalana',
  en: 'ingelesa',
  eu: 'euskara',
}

/** Country names in a language. */
export function regionNamer(locale: string): (code: string) => string {
  if (locale === 'eu') return (code) => (basqueRegionNames as Record<string, string>)[code] ?? code
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  return (code) => names.of(code) ?? code
}

/** The name of one of the portal's languages, in a language. */
export function languageName(lang: Locale, locale: string): string {
  if (locale === 'eu') return basqueLanguageNames[lang]
  return new Intl.DisplayNames([locale], { type: 'language' }).of(lang) ?? lang
}

type CountryOption = Readonly<{ value: string; label: string }>

// Named and sorted once per language: a page that lists countries renders on every request.
const sortedCountries = new Map<string, readonly CountryOption[]>()

/** Every country as a choice, sorted by its name in the language. */
export function countryOptions(locale: string): readonly CountryOption[] {
  const known = sortedCountries.get(locale)
  if (known) return known
  const nameOf = regionNamer(locale)
  const collator = new Intl.Collator(locale)
  const options = Object.freeze(
    countryCodes
      .map((code) => Object.freeze({ value: code, label: nameOf(code) }))
      .sort((a, b) => collator.compare(a.label, b.label)),
  )
  sortedCountries.set(locale, options)
  return options
}
