'use client'

import { useTranslations } from 'next-intl'
import type { ApplicationStatus } from '@/lib/contract/applications'
import type { EventKind } from '@/lib/contract/events'
import { contentPaths } from '@/lib/contract/sitemap'
import { useFormatter } from '@/lib/i18n/format'
import styles from './applications.module.css'

/** Coloured by its status (applications.module.css); the word, not the colour, carries the meaning. */
export function StatusChip({ status }: { status: ApplicationStatus }) {
  const t = useTranslations('Applications')
  return (
    <span data-status={status} className={`${styles.status} ${styles[status]}`}>
      {t(`status.${status}`)}
    </span>
  )
}

/** From the first to the last day, in the page's language and Madrid time; one date when it fits in a day. */
export function useEventDates() {
  const format = useFormatter()
  const t = useTranslations('Applications')
  return (startsAt: string, endsAt: string) => {
    const start = new Date(startsAt)
    const end = new Date(endsAt)
    const day = (date: Date) => format.dateTime(date, { dateStyle: 'long' })
    if (day(start) === day(end)) {
      return `${day(start)}, ${format.dateTime(start, { timeStyle: 'short' })}–${format.dateTime(end, { timeStyle: 'short' })}`
    }
    return t('list.dates', { start: day(start), end: day(end) })
  }
}

export const publicPathOf = (kind: EventKind, slug: string) => contentPaths[kind](slug)

export const privatePathOf = (kind: EventKind) => (kind === 'course' ? '/my-courses' : '/my-events')
