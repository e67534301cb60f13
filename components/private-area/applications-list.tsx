'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import plainStyles from '@/components/ui/plain-form.module.css'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import { useApplications } from '@/lib/client/applications'
import {
  applicationStatuses,
  type Application,
  type ApplicationGroup,
  type ApplicationStatus,
} from '@/lib/contract/applications'
import type { EventKind } from '@/lib/contract/events'
import type { Locale } from '@/lib/contract/locales'
import { Link } from '@/lib/i18n/navigation'
import { privatePathOf, publicPathOf, StatusChip, useEventDates } from './application-parts'
import styles from './applications.module.css'
import areaStyles from './private-area.module.css'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

const applicationsPageSize = 10

const pageButtonClass = plainStyles.outlinedButton

export function ApplicationsList({ group, kind }: { group: ApplicationGroup; kind: EventKind }) {
  const t = useTranslations('Applications')
  const lang = useLocale() as Locale
  const filterId = useId()
  const [status, setStatus] = useState<ApplicationStatus | ''>('')
  const [page, setPage] = useState(0)
  const query = useApplications(group, {
    kind,
    lang,
    status: status || undefined,
    skip: page * applicationsPageSize,
    limit: applicationsPageSize,
  })

  let body
  if (!query.isSuccess)
    body = (
      <QueryStatus
        query={query}
        loading={t('list.loading')}
        failed={t('list.error')}
        retry={t('list.retry')}
      />
    )
  else if (query.data.total === 0) {
    body = status ? (
      <EmptyState title={t('empty.filtered', { status: t(`status.${status}`) })}>
        <button type="button" className={plainStyles.outlinedButton} onClick={() => setStatus('')}>
          {t('empty.showAll')}
        </button>
      </EmptyState>
    ) : (
      <EmptyState title={t(`empty.${kind}`)}>
        <Link href={kind === 'course' ? '/courses' : '/events'}>{t(`empty.browse.${kind}`)}</Link>
      </EmptyState>
    )
  } else {
    const pages = Math.ceil(query.data.total / applicationsPageSize)
    body = (
      <>
        <p role="status" className={styles.count}>
          {t('list.count', { total: query.data.total })}
        </p>
        <ul className={query.isFetching ? `${styles.items} ${styles.refreshing}` : styles.items}>
          {query.data.items.map((application) => (
            <ApplicationItem key={application.id} application={application} />
          ))}
        </ul>
        {pages > 1 && (
          <nav aria-label={t('list.pagination')} className={areaStyles.paging}>
            <button
              type="button"
              className={pageButtonClass}
              disabled={page === 0}
              onClick={() => setPage(page - 1)}
            >
              {t('list.previous')}
            </button>
            <span>{t('list.page', { page: page + 1, pages })}</span>
            <button
              type="button"
              className={pageButtonClass}
              disabled={page + 1 >= pages}
              onClick={() => setPage(page + 1)}
            >
              {t('list.next')}
            </button>
          </nav>
        )}
      </>
    )
  }

  return (
    <>
      <p className={areaStyles.intro}>{t(`intro.${kind}`)}</p>
      {/* The browser's own choice list, drawn as the attachments' kind. */}
      <div className={styles.statusFilter}>
        <label htmlFor={filterId} className={areaStyles.blockLabel}>
          {t('filter.label')}
        </label>
        <select
          id={filterId}
          name="status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ApplicationStatus | '')
            setPage(0)
          }}
          className={areaStyles.nativeSelect}
        >
          <option value="">{t('filter.all')}</option>
          {applicationStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {body}
    </>
  )
}

function ApplicationItem({ application }: { application: Application }) {
  const t = useTranslations('Applications')
  const format = useFormatter()
  const eventDates = useEventDates()
  const { event } = application
  const detailHref = `${privatePathOf(event.kind)}/${application.id}`
  return (
    <li className={styles.item}>
      <div className={styles.itemHeader}>
        <h2 className={styles.itemTitle}>
          <Link href={detailHref}>{event.title}</Link>
        </h2>
        <div>
          <StatusChip status={application.status} />
          {application.waitlist_position !== null && (
            <span className={styles.itemWaitlist}>
              {t('list.waitlist', { position: application.waitlist_position })}
            </span>
          )}
        </div>
      </div>
      <p className={styles.itemLine}>
        {eventDates(event.starts_at, event.ends_at)}
        {event.city ? ` · ${event.city}` : ''}
      </p>
      <p className={`${styles.itemLine} ${styles.secondary}`}>
        {t('list.applied', {
          date: format.dateTime(new Date(application.created_at), { dateStyle: 'long' }),
        })}
      </p>
      <div className={styles.itemLinks}>
        {event.published && (
          <Link href={publicPathOf(event.kind, event.slug)}>
            {t(`list.publicPage.${event.kind}`)}
            <ScreenReaderText>– {event.title}</ScreenReaderText>
          </Link>
        )}
      </div>
    </li>
  )
}
