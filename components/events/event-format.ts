import type { getFormatter, getTranslations } from 'next-intl/server'
import type { EventSummary } from '@/lib/contract/events'
import type { Locale } from '@/lib/contract/locales'
import { formatMoney } from '@/lib/i18n/money'

type Formatter = Awaited<ReturnType<typeof getFormatter>>
type EventsTranslator = Awaited<ReturnType<typeof getTranslations<'Events'>>>

const dayOf = (format: Formatter, date: Date) =>
  format.dateTime(date, { year: 'numeric', month: '2-digit', day: '2-digit' })

/** When an item takes place, in Madrid time: the day and hours, or the first and last day when it spans several. */
export function whenOf(format: Formatter, item: Pick<EventSummary, 'starts_at' | 'ends_at'>): string {
  const start = new Date(item.starts_at)
  const end = new Date(item.ends_at)
  return dayOf(format, start) === dayOf(format, end)
    ? format.dateTimeRange(start, end, { dateStyle: 'long', timeStyle: 'short' })
    : format.dateTimeRange(start, end, { dateStyle: 'long' })
}

export function priceOf(
  locale: Locale,
  t: EventsTranslator,
  item: Pick<EventSummary, 'price_cents' | 'member_price_cents' | 'lang'>,
): string {
  if (item.price_cents === null) return t('free')
  const price = formatMoney(item.price_cents, locale)
  if (item.member_price_cents === item.price_cents) return price
  const memberPrice =
    item.member_price_cents === null
      ? t('free').toLocaleLowerCase(item.lang)
      : formatMoney(item.member_price_cents, locale)
  return t('priceWithMember', { price, memberPrice })
}

/** Where an item takes place, as one line: venue and city (online items: the venue, the virtual classroom). */
export function placeOf(item: Pick<EventSummary, 'venue' | 'city'>): string {
  return [item.venue, item.city].filter(Boolean).join(', ')
}

/** One function for the cached page and the live enrolment island, so that both say the same. */
export function availabilityTextOf(
  format: Formatter,
  t: EventsTranslator,
  item: Pick<EventSummary, 'availability' | 'enrolment_opens_at' | 'enrolment_closes_at'>,
): string {
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long', timeStyle: 'short' })
  switch (item.availability) {
    case 'open':
      return item.enrolment_closes_at
        ? t('availabilityText.openUntil', { date: day(item.enrolment_closes_at) })
        : t('availabilityText.open')
    case 'planned':
      return item.enrolment_opens_at && new Date(item.enrolment_opens_at) > new Date()
        ? t('availabilityText.plannedFrom', { date: day(item.enrolment_opens_at) })
        : t('availabilityText.planned')
    default:
      return t(`availabilityText.${item.availability}`)
  }
}
