import { useFormatter as useIntlFormatter, useLocale, useTimeZone } from 'next-intl'
import { useMemo } from 'react'
import { formatBasqueDate, formatBasqueDateRange } from './basque-dates'

/** The association's time zone, as lib/i18n/request.ts gives it to next-intl. */
export const associationTimeZone = 'Europe/Madrid'

type Formatter = ReturnType<typeof useIntlFormatter>
type DateValue = Date | number

const asDate = (value: DateValue) => (typeof value === 'number' ? new Date(value) : value)

/** A date in the page's language, the same on the server and in a browser without that language's data. */
export function formatDateTime(
  value: DateValue,
  locale: string,
  options: Intl.DateTimeFormatOptions,
  timeZone = associationTimeZone,
): string {
  return (
    (locale === 'eu' ? formatBasqueDate(asDate(value), options, timeZone) : undefined) ??
    new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(value)
  )
}

function withBasqueDates(format: Formatter, timeZone: string): Formatter {
  const basque = (options: unknown, overrides: unknown) =>
    typeof options === 'object' && options !== null && overrides === undefined
      ? (options as Intl.DateTimeFormatOptions)
      : undefined
  const dateTime = (value: DateValue, options?: unknown, overrides?: unknown) => {
    const covered = basque(options, overrides)
    return (
      (covered && formatBasqueDate(asDate(value), covered, timeZone)) ??
      format.dateTime(value, options as never, overrides as never)
    )
  }
  const dateTimeRange = (start: DateValue, end: DateValue, options?: unknown, overrides?: unknown) => {
    const covered = basque(options, overrides)
    return (
      (covered && formatBasqueDateRange(asDate(start), asDate(end), covered, timeZone)) ??
      format.dateTimeRange(start, end, options as never, overrides as never)
    )
  }
  return {
    ...format,
    dateTime: dateTime as Formatter['dateTime'],
    dateTimeRange: dateTimeRange as Formatter['dateTimeRange'],
  }
}

/** next-intl's formatter, with Basque dates from bundled data (see basque-dates.ts). */
export function useFormatter(): Formatter {
  const format = useIntlFormatter()
  const locale = useLocale()
  const timeZone = useTimeZone() ?? associationTimeZone
  return useMemo(
    () => (locale === 'eu' ? withBasqueDates(format, timeZone) : format),
    [format, locale, timeZone],
  )
}
