/**
 * Basque dates from bundled CLDR data. Browsers without Basque locale data (Chromium among them) format `eu` in
 * another language, so a page rendered in Basque on the server would turn Spanish when it hydrates. Both sides use
 * these functions instead, for the option sets the portal uses; any other set is left to `Intl`.
 */

/** CLDR `eu` format-context month names; a long date adds the genitive `-ren` (martxoaren). */
const months = [
  'urtarrila',
  'otsaila',
  'martxoa',
  'apirila',
  'maiatza',
  'ekaina',
  'uztaila',
  'abuztua',
  'iraila',
  'urria',
  'azaroa',
  'abendua',
]
const shortMonths = [
  'urt.',
  'ots.',
  'mar.',
  'api.',
  'mai.',
  'eka.',
  'uzt.',
  'abu.',
  'ira.',
  'urr.',
  'aza.',
  'abe.',
]
const weekdays = ['igandea', 'astelehena', 'asteartea', 'asteazkena', 'osteguna', 'ostirala', 'larunbata']

type DateStyle = 'full' | 'long' | 'medium' | 'short'

interface Parts {
  year: number
  month: number
  day: number
  weekday: number
  time: string
}

const weekdayIndex: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 }

/** The wall-clock parts of an instant in a time zone; `en-US` and time zones are in every browser's data. */
function partsOf(date: Date, timeZone: string): Parts {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  )
  return {
    year: Number(parts.year),
    month: Number(parts.month) - 1,
    day: Number(parts.day),
    weekday: weekdayIndex[parts.weekday ?? ''] ?? 0,
    time: `${(parts.hour ?? '').padStart(2, '0')}:${parts.minute}`,
  }
}

/** CLDR separates the two ends of a range by an en dash between thin spaces. */
const rangeDash = '\u2009–\u2009'

const twoDigits = (value: number) => String(value).padStart(2, '0')

function dateOf({ year, month, day, weekday }: Parts, style: DateStyle): string {
  switch (style) {
    case 'full':
      return `${year}(e)ko ${months[month]}ren ${day}(a), ${weekdays[weekday]}`
    case 'long':
      return `${year}(e)ko ${months[month]}ren ${day}(a)`
    case 'medium':
      return `${year}(e)ko ${shortMonths[month]} ${day}(a)`
    case 'short':
      return `${twoDigits(year % 100)}/${month + 1}/${day}`
  }
}

const only = (options: Intl.DateTimeFormatOptions, keys: string[]) =>
  Object.keys(options).every((key) => keys.includes(key))

/** The option sets these data cover: date and time styles (times only short), or the numeric day. */
const handled = (options: Intl.DateTimeFormatOptions) =>
  (only(options, ['dateStyle', 'timeStyle', 'timeZone']) &&
    (options.timeStyle === undefined || options.timeStyle === 'short')) ||
  (only(options, ['year', 'month', 'day', 'timeZone']) &&
    options.year === 'numeric' &&
    options.month === '2-digit' &&
    options.day === '2-digit')

/** The date in Basque as CLDR writes it, or undefined for an option set these data do not cover. */
export function formatBasqueDate(
  date: Date,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
): string | undefined {
  if (!handled(options) || Number.isNaN(date.getTime())) return undefined
  const parts = partsOf(date, options.timeZone ?? timeZone)
  if (options.year) return `${parts.year}/${twoDigits(parts.month + 1)}/${twoDigits(parts.day)}`
  const { dateStyle, timeStyle } = options
  if (!dateStyle) return timeStyle ? parts.time : undefined
  return timeStyle ? `${dateOf(parts, dateStyle)} (${parts.time})` : dateOf(parts, dateStyle)
}

/** A range of two instants in Basque, for a long date with or without its hours. */
export function formatBasqueDateRange(
  start: Date,
  end: Date,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
): string | undefined {
  const zone = options.timeZone ?? timeZone
  const keys = Object.keys(options).filter((key) => key !== 'timeZone')
  if (options.dateStyle !== 'long' || keys.some((key) => key !== 'dateStyle' && key !== 'timeStyle'))
    return undefined
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return undefined
  const from = partsOf(start, zone)
  const to = partsOf(end, zone)
  const sameDay = from.year === to.year && from.month === to.month && from.day === to.day
  if (options.timeStyle) {
    if (sameDay)
      return from.time === to.time
        ? `${dateOf(from, 'long')} (${from.time})`
        : `${dateOf(from, 'long')} (${from.time}–${to.time})`
    return `${dateOf(from, 'long')} (${from.time})${rangeDash}${dateOf(to, 'long')} (${to.time})`
  }
  if (sameDay) return dateOf(from, 'long')
  if (from.year !== to.year)
    return `${from.year}(e)ko ${months[from.month]} ${from.day}(a)${rangeDash}${to.year}(e)ko ${months[to.month]} ${to.day}(a)`
  if (from.month !== to.month)
    return `${from.year}(e)ko ${months[from.month]} ${from.day}(a)${rangeDash}${months[to.month]} ${to.day}(a)`
  return `${from.year}(e)ko ${months[from.month]} ${from.day}–${to.day}`
}
