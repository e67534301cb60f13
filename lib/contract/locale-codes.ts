// Plain data without zod, so the public shell's client code (links, language menu) does not ship zod.
export const locales = ['es', 'ca', 'en', 'eu'] as const
export const defaultLocale = 'es'

export type Locale = (typeof locales)[number]

export const localeAutonyms: Record<Locale, string> = {
  es: 'Español',
  ca: 'Català',
  en: 'English',
  eu: 'Euskara',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}
