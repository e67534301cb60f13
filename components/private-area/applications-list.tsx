'use client'

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
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
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

const applicationsPageSize = 10

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
        <Button variant="outlined" onClick={() => setStatus('')} sx={{ minHeight: 44 }}>
          {t('empty.showAll')}
        </Button>
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
        <Box component="p" role="status" sx={{ mt: 0 }}>
          {t('list.count', { total: query.data.total })}
        </Box>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, opacity: query.isFetching ? 0.6 : 1 }}
        >
          {query.data.items.map((application) => (
            <ApplicationItem key={application.id} application={application} />
          ))}
        </Box>
        {pages > 1 && (
          <Stack
            component="nav"
            aria-label={t('list.pagination')}
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', mt: 3, flexWrap: 'wrap' }}
          >
            <Button
              variant="outlined"
              disabled={page === 0}
              onClick={() => setPage(page - 1)}
              sx={{ minHeight: 44 }}
            >
              {t('list.previous')}
            </Button>
            <span>{t('list.page', { page: page + 1, pages })}</span>
            <Button
              variant="outlined"
              disabled={page + 1 >= pages}
              onClick={() => setPage(page + 1)}
              sx={{ minHeight: 44 }}
            >
              {t('list.next')}
            </Button>
          </Stack>
        )}
      </>
    )
  }

  return (
    <>
      <Box component="p" sx={{ mt: 0, mb: 3, maxWidth: '70ch' }}>
        {t(`intro.${kind}`)}
      </Box>
      <Box sx={{ mb: 3, maxWidth: 360 }}>
        <Box component="label" htmlFor={filterId} sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}>
          {t('filter.label')}
        </Box>
        <Box
          component="select"
          id={filterId}
          name="status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ApplicationStatus | '')
            setPage(0)
          }}
          sx={{
            display: 'block',
            width: '100%',
            minHeight: 44,
            px: 1,
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'grey.600',
            borderRadius: 1,
          }}
        >
          <option value="">{t('filter.all')}</option>
          {applicationStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </Box>
      </Box>
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
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box component="h2" sx={{ fontSize: '1.125rem', m: 0 }}>
          <Link href={detailHref}>{event.title}</Link>
        </Box>
        <Box>
          <StatusChip status={application.status} />
          {application.waitlist_position !== null && (
            <Box component="span" sx={{ display: 'inline-block', ml: 1, fontWeight: 700 }}>
              {t('list.waitlist', { position: application.waitlist_position })}
            </Box>
          )}
        </Box>
      </Stack>
      <Box component="p" sx={{ my: 1 }}>
        {eventDates(event.starts_at, event.ends_at)}
        {event.city ? ` · ${event.city}` : ''}
      </Box>
      <Box component="p" sx={{ my: 1, color: 'text.secondary' }}>
        {t('list.applied', {
          date: format.dateTime(new Date(application.created_at), { dateStyle: 'long' }),
        })}
      </Box>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        {event.published && (
          <Link href={publicPathOf(event.kind, event.slug)}>
            {t(`list.publicPage.${event.kind}`)}
            <ScreenReaderText>– {event.title}</ScreenReaderText>
          </Link>
        )}
      </Stack>
    </Box>
  )
}
