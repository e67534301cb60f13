import { describe, expect, it } from 'vitest'
import { locales } from '@/lib/contract/locales'
import { countryCodes } from '@/lib/contract/profile'
import { formatBasqueDate, formatBasqueDateRange } from './basque-dates'
import { languageName, regionNamer } from './display-names'

const zone = 'Europe/Madrid'
const icu = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('eu', { timeZone: zone, ...options })

// Every month and weekday, both sides of the summer-time changes, around midnight and noon.
const instants: Date[] = [
  ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 3 + month, 22, 59))),
  new Date('2026-03-29T00:59:00Z'),
  new Date('2026-03-29T01:00:00Z'),
  new Date('2026-10-25T00:30:00Z'),
  new Date('2026-10-25T01:30:00Z'),
  new Date('2027-01-01T11:05:00Z'),
  new Date('1999-12-31T23:00:00Z'),
]

const optionSets: Intl.DateTimeFormatOptions[] = [
  { dateStyle: 'full' },
  { dateStyle: 'long' },
  { dateStyle: 'medium' },
  { dateStyle: 'short' },
  { timeStyle: 'short' },
  { dateStyle: 'full', timeStyle: 'short' },
  { dateStyle: 'long', timeStyle: 'short' },
  { dateStyle: 'medium', timeStyle: 'short' },
  { dateStyle: 'short', timeStyle: 'short' },
  { year: 'numeric', month: '2-digit', day: '2-digit' },
  { dateStyle: 'long', timeZone: 'UTC' },
]

describe('Basque dates from bundled data', () => {
  it('write what CLDR writes (as the ICU of Node has it) for every option set the portal uses', () => {
    for (const options of optionSets)
      for (const instant of instants)
        expect(formatBasqueDate(instant, options, zone), JSON.stringify(options)).toBe(
          icu(options).format(instant),
        )
  })

  it('write ranges of a long date, with and without hours, as CLDR does', () => {
    const start = new Date('2026-03-01T09:05:00Z')
    const ends = [
      new Date('2026-03-01T11:30:00Z'),
      new Date('2026-03-04T11:30:00Z'),
      new Date('2026-04-04T11:30:00Z'),
      new Date('2027-01-04T11:30:00Z'),
    ]
    for (const options of [{ dateStyle: 'long' }, { dateStyle: 'long', timeStyle: 'short' }] as const)
      for (const end of ends)
        expect(formatBasqueDateRange(start, end, options, zone)).toBe(icu(options).formatRange(start, end))
    expect(formatBasqueDateRange(start, new Date('2026-03-04T11:30:00Z'), { dateStyle: 'long' }, zone)).toBe(
      '2026(e)ko martxoa 1–4',
    )
  })

  it('leave option sets they do not cover to Intl', () => {
    expect(formatBasqueDate(new Date(), { weekday: 'long' }, zone)).toBeUndefined()
    expect(formatBasqueDateRange(new Date(), new Date(), { dateStyle: 'medium' }, zone)).toBeUndefined()
    expect(formatBasqueDate(new Date(Number.NaN), { dateStyle: 'long' }, zone)).toBeUndefined()
  })
})

describe('Basque country names from bundled data', () => {
  it('are the names CLDR gives (as the ICU of Node has it) for every country the forms offer', () => {
    const nameOf = regionNamer('eu')
    const icuNames = new Intl.DisplayNames(['eu'], { type: 'region' })
    for (const code of countryCodes) expect(nameOf(code), code).toBe(icuNames.of(code))
  })
})

describe('Basque language names from bundled data', () => {
  it('are the names CLDR gives for the portal’s languages', () => {
    const icuNames = new Intl.DisplayNames(['eu'], { type: 'language' })
    for (const lang of locales) expect(languageName(lang, 'eu')).toBe(icuNames.of(lang))
  })
})
