import type { Locale } from '@/lib/contract/locales'

/**
 * Spreadsheets in Spanish, Catalan and Basque read `;` as the column separator (the comma is their decimal mark);
 * English ones read `,`.
 */
export const csvSeparator = (locale: Locale) => (locale === 'en' ? ',' : ';')

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or return first) is kept as text with a
 * leading apostrophe: names and texts in the lists come from the public.
 */
export const inertText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)

const quoted = (cell: string, separator: string) =>
  cell.includes(separator) || /["\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell

/** RFC 4180 lines; the byte order mark makes spreadsheets read the accents as UTF-8. */
export function toCsv(rows: readonly (readonly string[])[], separator: string): string {
  return `\uFEFF${rows.map((row) => row.map((cell) => quoted(cell, separator)).join(separator)).join('\r\n')}\r\n`
}

/** A file name from a list's name and the day: `cargos-domiciliados-2026-11-27`. */
export function csvFileName(listName: string, day: string): string {
  const slug = listName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${slug || 'export'}-${day}`
}
