'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { useLocale, useTranslations } from 'next-intl'
import { useRef, type ReactNode } from 'react'
import { ApiError } from '@/lib/client/api-client'
import { useApplication } from '@/lib/client/applications'
import { showSuccess } from '@/lib/client/notices'
import type { ApplicationDetail, ApplicationGroup, ApplicationStatus } from '@/lib/contract/applications'
import type { EventKind } from '@/lib/contract/events'
import type { Locale } from '@/lib/contract/locales'
import { formatMoney } from '@/lib/i18n/money'
import { Link } from '@/lib/i18n/navigation'
import { ApplicationActions } from './application-actions'
import { AttendanceCertificate } from './certificate-download'
import { ApplicationDocuments } from './application-documents'
import { privatePathOf, publicPathOf, StatusChip, useEventDates } from './application-parts'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

const sectionHeadingSx = { fontSize: { xs: '1.25rem', md: '1.375rem' }, mt: 4, mb: 1.5 } as const

const factsSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
  columnGap: 3,
  rowGap: { xs: 0.25, sm: 1 },
  m: 0,
  '& dt': { fontWeight: 700, mt: { xs: 1, sm: 0 } },
  '& dd': { m: 0 },
} as const

/** `kind` is the page's (my courses or my events). */
export function ApplicationDetailView({
  group,
  kind,
  id,
  paymentAction,
}: {
  group: ApplicationGroup
  kind: EventKind
  id: string
  paymentAction?: (application: ApplicationDetail) => ReactNode
}) {
  const t = useTranslations('Applications')
  const lang = useLocale() as Locale
  const query = useApplication(group, id, lang)
  // An application of the other kind answers here as a missing one: each page shows its own kind.
  const found = query.data?.event.kind === kind ? query.data : undefined
  const missing =
    (query.isError && query.error instanceof ApiError && query.error.status === 404) ||
    (query.isSuccess && !found)

  let body
  if (missing) body = <Alert severity="warning">{t('detail.notFound')}</Alert>
  else if (!found) {
    body = (
      <QueryStatus
        query={query}
        loading={t('detail.loading')}
        failed={t('detail.error')}
        retry={t('list.retry')}
      />
    )
  } else body = <Details group={group} application={found} paymentAction={paymentAction} />

  return (
    <>
      <Box component="p" sx={{ mt: 0 }}>
        <Link href={privatePathOf(kind)}>{t(`detail.back.${kind}`)}</Link>
      </Box>
      <h1>{found?.event.title ?? t(`detail.heading.${kind}`)}</h1>
      {body}
    </>
  )
}

const documentsShownIn = new Set<ApplicationStatus>(['pending_documents', 'under_review'])

function Details({
  group,
  application,
  paymentAction,
}: {
  group: ApplicationGroup
  application: ApplicationDetail
  paymentAction?: (application: ApplicationDetail) => ReactNode
}) {
  const t = useTranslations('Applications')
  const statusHeadingRef = useRef<HTMLHeadingElement>(null)
  const format = useFormatter()
  const locale = useLocale()
  const eventDates = useEventDates()
  const { event } = application
  const money = (cents: number | null) => (cents === null ? t('detail.free') : formatMoney(cents, locale))
  const place = [event.venue, event.address, event.city].filter(Boolean).join(', ')
  const dateTime = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long', timeStyle: 'short' })

  const where: Array<[string, ReactNode]> = [
    [t('detail.dates'), eventDates(event.starts_at, event.ends_at)],
    ...(event.mode ? [[t('detail.mode'), event.mode.name] as [string, ReactNode]] : []),
    [t('detail.place'), place || t('detail.online')],
    ...(event.hours
      ? [[t('detail.hours'), t('detail.hoursValue', { hours: event.hours })] as [string, ReactNode]]
      : []),
  ]
  const facts: Array<[string, ReactNode]> = [
    [t('detail.applied'), dateTime(application.created_at)],
    [
      t('detail.companions'),
      application.companions === 0
        ? t('detail.noCompanions')
        : t('detail.companionsValue', { count: application.companions }),
    ],
    [t('detail.price'), money(event.price_cents)],
    ...(event.price_cents === null
      ? []
      : [[t('detail.memberPrice'), money(event.member_price_cents)] as [string, ReactNode]]),
    ...(application.amount_due_cents > 0
      ? [
          [
            t('detail.amountDue'),
            t('detail.amountDueValue', { amount: money(application.amount_due_cents) }),
          ] as [string, ReactNode],
        ]
      : []),
  ]

  return (
    <>
      <Box component="section" aria-labelledby="application-status">
        <Box
          component="h2"
          id="application-status"
          ref={statusHeadingRef}
          tabIndex={-1}
          sx={{ ...sectionHeadingSx, mt: 2 }}
        >
          {t('detail.status')}
        </Box>
        <StatusChip status={application.status} />
        {application.waitlist_position !== null && (
          <Box component="p" sx={{ fontWeight: 700, mb: 0 }} data-testid="waitlist-position">
            {t('detail.waitlist', { position: application.waitlist_position })}
          </Box>
        )}
        <Box component="p" sx={{ maxWidth: '70ch' }}>
          {t(`meaning.${application.status}`)}
        </Box>
        {paymentAction?.(application)}
        <ApplicationActions
          group={group}
          application={application}
          onCancelled={() => {
            showSuccess(t('cancel.done'))
            statusHeadingRef.current?.focus()
          }}
        />
        <AttendanceCertificate group={group} application={application} />
        {event.published && (
          <Box component="p">
            <Link href={publicPathOf(event.kind, event.slug)}>{t(`list.publicPage.${event.kind}`)}</Link>
          </Box>
        )}
      </Box>

      {documentsShownIn.has(application.status) && (
        <Box component="section" aria-labelledby="application-documents">
          <Box component="h2" id="application-documents" sx={sectionHeadingSx}>
            {t('documents.title')}
          </Box>
          <ApplicationDocuments group={group} applicationId={application.id} />
        </Box>
      )}

      <Box component="section" aria-labelledby="application-where">
        <Box component="h2" id="application-where" sx={sectionHeadingSx}>
          {t('detail.where')}
        </Box>
        <Facts rows={where} />
      </Box>

      <Box component="section" aria-labelledby="application-facts">
        <Box component="h2" id="application-facts" sx={sectionHeadingSx}>
          {t('detail.facts')}
        </Box>
        <Facts rows={facts} />
      </Box>

      <Box component="section" aria-labelledby="application-history">
        <Box component="h2" id="application-history" sx={sectionHeadingSx}>
          {t('detail.history')}
        </Box>
        <Box component="p" sx={{ mt: 0, color: 'text.secondary' }}>
          {t('detail.historyCaption')}
        </Box>
        <Box
          component="ol"
          aria-label={t('detail.history')}
          sx={{ listStyle: 'none', p: 0, m: 0, borderLeft: 3, borderColor: 'divider', pl: 2.5 }}
        >
          {application.history.map((change, index) => (
            <Box component="li" key={`${change.changed_at}-${index}`} sx={{ mb: 2, position: 'relative' }}>
              <StatusChip status={change.status} />{' '}
              <Box component="time" dateTime={change.changed_at} sx={{ ml: 1 }}>
                {dateTime(change.changed_at)}
              </Box>
              {change.note && (
                <Box component="p" sx={{ my: 0.5, maxWidth: '70ch' }}>
                  {change.note}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      </Box>
    </>
  )
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box component="dl" sx={factsSx}>
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  )
}
