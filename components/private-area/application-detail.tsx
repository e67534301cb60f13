'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRef, type ReactNode } from 'react'
import { PlainAlert } from '@/components/ui/plain-alert'
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
import styles from './applications.module.css'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

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
  if (missing) body = <PlainAlert severity="warning">{t('detail.notFound')}</PlainAlert>
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
      <p className={styles.back}>
        <Link href={privatePathOf(kind)}>{t(`detail.back.${kind}`)}</Link>
      </p>
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
      <section aria-labelledby="application-status">
        <h2
          id="application-status"
          ref={statusHeadingRef}
          tabIndex={-1}
          className={`${styles.sectionTitle} ${styles.statusTitle}`}
        >
          {t('detail.status')}
        </h2>
        <StatusChip status={application.status} />
        {application.waitlist_position !== null && (
          <p className={styles.waitlist} data-testid="waitlist-position">
            {t('detail.waitlist', { position: application.waitlist_position })}
          </p>
        )}
        <p className={styles.readable}>{t(`meaning.${application.status}`)}</p>
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
          <p>
            <Link href={publicPathOf(event.kind, event.slug)}>{t(`list.publicPage.${event.kind}`)}</Link>
          </p>
        )}
      </section>

      {documentsShownIn.has(application.status) && (
        <section aria-labelledby="application-documents">
          <h2 id="application-documents" className={styles.sectionTitle}>
            {t('documents.title')}
          </h2>
          <ApplicationDocuments group={group} applicationId={application.id} />
        </section>
      )}

      <section aria-labelledby="application-where">
        <h2 id="application-where" className={styles.sectionTitle}>
          {t('detail.where')}
        </h2>
        <Facts rows={where} />
      </section>

      <section aria-labelledby="application-facts">
        <h2 id="application-facts" className={styles.sectionTitle}>
          {t('detail.facts')}
        </h2>
        <Facts rows={facts} />
      </section>

      <section aria-labelledby="application-history">
        <h2 id="application-history" className={styles.sectionTitle}>
          {t('detail.history')}
        </h2>
        <p className={styles.historyCaption}>{t('detail.historyCaption')}</p>
        <ol aria-label={t('detail.history')} className={styles.history}>
          {application.history.map((change, index) => (
            <li key={`${change.changed_at}-${index}`} className={styles.historyItem}>
              <StatusChip status={change.status} />{' '}
              <time dateTime={change.changed_at} className={styles.historyTime}>
                {dateTime(change.changed_at)}
              </time>
              {change.note && <p className={styles.historyNote}>{change.note}</p>}
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className={styles.eventFacts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.factRow}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
