'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef } from 'react'
import { ButtonLink } from '@/components/ui/button-link'
import { EmptyState } from '@/components/ui/empty-state'
import { InlineConfirmation } from '@/components/ui/inline-confirmation'
import { useErrorMessage } from '@/lib/client/errors'
import { useCancelLoan, useLoans } from '@/lib/client/loans'
import { showSuccess } from '@/lib/client/notices'
import type { Loan } from '@/lib/contract/loans'
import type { Locale } from '@/lib/contract/locales'
import { Link } from '@/lib/i18n/navigation'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

const subheadingSx = { typography: 'h2', fontSize: { xs: '1.25rem', md: '1.5rem' }, mt: 4 } as const

/** A calendar date (YYYY-MM-DD) as the page language writes it, without moving it across time zones. */
function useCalendarDate() {
  const format = useFormatter()
  return (day: string) =>
    format.dateTime(new Date(`${day}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
}

function CancelLoanRequest({ loan, onCancelled }: { loan: Loan; onCancelled: (loan: Loan) => void }) {
  const t = useTranslations('Loans')
  const locale = useLocale() as Locale
  const failureText = useErrorMessage()
  const cancel = useCancelLoan(locale)
  return (
    <InlineConfirmation
      label={t('cancel')}
      question={t('cancelQuestion', { title: loan.resource.title })}
      yesLabel={t('cancelYes')}
      yesColor="error"
      pendingLabel={t('cancelling')}
      backLabel={t('cancelNo')}
      pending={cancel.isPending}
      failure={cancel.isError ? failureText(cancel.error) : undefined}
      onOpen={cancel.reset}
      onConfirm={(failed) => cancel.mutate(loan.id, { onSuccess: onCancelled, onError: failed })}
    />
  )
}

function CurrentLoan({ loan, onCancelled }: { loan: Loan; onCancelled: (loan: Loan) => void }) {
  const t = useTranslations('Loans')
  const calendarDate = useCalendarDate()
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: loan.overdue ? 'error.main' : 'divider', borderRadius: 1, p: 2 }}
    >
      <Box component="p" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
        <Link href={`/resources/${loan.resource.slug}`}>{loan.resource.title}</Link>
      </Box>
      <Box component="p" sx={{ my: 1 }}>
        {t(`status.${loan.status}`)}
        {loan.due_on && (
          <>
            {' · '}
            {t('dueOn', { date: calendarDate(loan.due_on) })}
          </>
        )}
      </Box>
      {loan.overdue && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('overdue', { days: loan.days_overdue })}
        </Alert>
      )}
      {loan.status === 'requested' && <CancelLoanRequest loan={loan} onCancelled={onCancelled} />}
    </Box>
  )
}

function History({ loans }: { loans: Loan[] }) {
  const t = useTranslations('Loans')
  const calendarDate = useCalendarDate()
  const captionId = useId()
  return (
    // Scrolls sideways on narrow screens; the scrolling box takes the focus, so keyboards can scroll it.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={captionId}>
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          width: '100%',
          '& th, & td': { textAlign: 'left', p: 1, borderBottom: 1, borderColor: 'divider' },
          '& caption': { textAlign: 'left', pb: 1, color: 'text.secondary' },
        }}
      >
        <caption id={captionId}>{t('history.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history.resource')}</th>
            <th scope="col">{t('history.status')}</th>
            <th scope="col">{t('history.startsOn')}</th>
            <th scope="col">{t('history.returnedOn')}</th>
          </tr>
        </thead>
        <tbody>
          {loans.map((loan) => (
            <tr key={loan.id}>
              <th scope="row" style={{ fontWeight: 400 }}>
                <Link href={`/resources/${loan.resource.slug}`}>{loan.resource.title}</Link>
              </th>
              <td>{t(`status.${loan.status}`)}</td>
              <td>{loan.starts_on ? calendarDate(loan.starts_on) : '—'}</td>
              <td>{loan.returned_on ? calendarDate(loan.returned_on) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  )
}

export function LoansPanel() {
  const t = useTranslations('Loans')
  const locale = useLocale() as Locale
  const query = useLoans(locale)
  const currentHeading = useRef<HTMLHeadingElement>(null)
  // The cancelled request has left the list with its buttons: the focus goes to the list it left.
  const onCancelled = (loan: Loan) => {
    showSuccess(t('cancelled', { title: loan.resource.title }))
    currentHeading.current?.focus()
  }

  if (!query.isSuccess)
    return <QueryStatus query={query} loading={t('loading')} failed={t('loadFailed')} retry={t('retry')} />
  const loans = query.data.pages.flatMap((page) => page.items)
  if (loans.length === 0) {
    return (
      <EmptyState title={t('empty')}>
        <ButtonLink href="/resources" variant="contained" sx={{ minHeight: 44 }}>
          {t('emptyAction')}
        </ButtonLink>
      </EmptyState>
    )
  }
  const current = loans.filter((loan) => loan.status === 'requested' || loan.status === 'on_loan')
  const past = loans.filter((loan) => loan.status === 'returned' || loan.status === 'cancelled')
  return (
    <>
      <Box component="section" aria-labelledby="current-loans">
        <Box
          component="h2"
          id="current-loans"
          ref={currentHeading}
          tabIndex={-1}
          sx={{ ...subheadingSx, mt: 0 }}
        >
          {t('current.title')}
        </Box>
        {current.length === 0 ? (
          <p>{t('current.empty')}</p>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {current.map((loan) => (
              <CurrentLoan key={loan.id} loan={loan} onCancelled={onCancelled} />
            ))}
          </Box>
        )}
      </Box>
      <Box component="section" aria-labelledby="loan-history">
        <Box component="h2" id="loan-history" sx={subheadingSx}>
          {t('history.title')}
        </Box>
        {past.length === 0 ? <p>{t('history.empty')}</p> : <History loans={past} />}
        {query.hasNextPage && (
          <Button
            variant="outlined"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            sx={{ mt: 2, minHeight: 44 }}
          >
            {t('showMore')}
          </Button>
        )}
      </Box>
    </>
  )
}
