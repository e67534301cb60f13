'use client'

import Box from '@mui/material/Box'
import { useTranslations } from 'next-intl'
import type { ApplicationStatus } from '@/lib/contract/applications'
import type { EventKind } from '@/lib/contract/events'
import { contentPaths } from '@/lib/contract/sitemap'
import { useFormatter } from '@/lib/i18n/format'

/** Light backgrounds and dark text: every pair passes WCAG AA; the word, not the colour, carries the meaning. */
const statusColours: Record<ApplicationStatus, { bg: string; fg: string }> = {
  received: { bg: '#e3f2fd', fg: '#0d47a1' },
  under_review: { bg: '#ede7f6', fg: '#4527a0' },
  pending_documents: { bg: '#fff3e0', fg: '#7a3300' },
  accepted: { bg: '#e8f5e9', fg: '#1b5e20' },
  rejected: { bg: '#ffebee', fg: '#b71c1c' },
  cancelled: { bg: '#eeeeee', fg: '#424242' },
  not_processed: { bg: '#eceff1', fg: '#37474f' },
}

export function StatusChip({ status }: { status: ApplicationStatus }) {
  const t = useTranslations('Applications')
  const { bg, fg } = statusColours[status]
  return (
    <Box
      component="span"
      data-status={status}
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: 4,
        border: 1,
        borderColor: fg,
        bgcolor: bg,
        color: fg,
        fontWeight: 700,
        fontSize: '0.875rem',
        whiteSpace: 'nowrap',
      }}
    >
      {t(`status.${status}`)}
    </Box>
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
