'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import pageStyles from '@/components/ui/page.module.css'
import { PlainAlert } from '@/components/ui/plain-alert'
import plainStyles from '@/components/ui/plain-form.module.css'
import { InlineConfirmation } from '@/components/ui/inline-confirmation'
import { useErrorMessage } from '@/lib/client/errors'
import { useCancelLoan, useLoans } from '@/lib/client/loans'
import { showSuccess } from '@/lib/client/notices'
import type { Loan } from '@/lib/contract/loans'
import type { Locale } from '@/lib/contract/locales'
import { Link } from '@/lib/i18n/navigation'
import styles from './documents.module.css'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

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
    <li className={loan.overdue ? `${styles.loan} ${styles.overdueLoan}` : styles.loan}>
      <p className={styles.loanTitle}>
        <Link href={`/resources/${loan.resource.slug}`}>{loan.resource.title}</Link>
      </p>
      <p className={styles.loanState}>
        {t(`status.${loan.status}`)}
        {loan.due_on && (
          <>
            {' · '}
            {t('dueOn', { date: calendarDate(loan.due_on) })}
          </>
        )}
      </p>
      {loan.overdue && (
        <PlainAlert severity="error" className={styles.overdue}>
          {t('overdue', { days: loan.days_overdue })}
        </PlainAlert>
      )}
      {loan.status === 'requested' && <CancelLoanRequest loan={loan} onCancelled={onCancelled} />}
    </li>
  )
}

function History({ loans }: { loans: Loan[] }) {
  const t = useTranslations('Loans')
  const calendarDate = useCalendarDate()
  const captionId = useId()
  return (
    // Scrolls sideways on narrow screens; the scrolling box takes the focus, so keyboards can scroll it.
    <div className={styles.historyFrame} tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={styles.history}>
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
              <th scope="row" className={styles.rowTitle}>
                <Link href={`/resources/${loan.resource.slug}`}>{loan.resource.title}</Link>
              </th>
              <td>{t(`status.${loan.status}`)}</td>
              <td>{loan.starts_on ? calendarDate(loan.starts_on) : '—'}</td>
              <td>{loan.returned_on ? calendarDate(loan.returned_on) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
        <Link href="/resources" className={`${pageStyles.button} ${plainStyles.button}`}>
          {t('emptyAction')}
        </Link>
      </EmptyState>
    )
  }
  const current = loans.filter((loan) => loan.status === 'requested' || loan.status === 'on_loan')
  const past = loans.filter((loan) => loan.status === 'returned' || loan.status === 'cancelled')
  return (
    <>
      <section aria-labelledby="current-loans">
        <h2
          id="current-loans"
          ref={currentHeading}
          tabIndex={-1}
          className={`${styles.loansTitle} ${styles.firstLoansTitle}`}
        >
          {t('current.title')}
        </h2>
        {current.length === 0 ? (
          <p>{t('current.empty')}</p>
        ) : (
          <ul className={styles.boxList}>
            {current.map((loan) => (
              <CurrentLoan key={loan.id} loan={loan} onCancelled={onCancelled} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="loan-history">
        <h2 id="loan-history" className={styles.loansTitle}>
          {t('history.title')}
        </h2>
        {past.length === 0 ? <p>{t('history.empty')}</p> : <History loans={past} />}
        {query.hasNextPage && (
          <button
            type="button"
            className={`${plainStyles.outlinedButton} ${styles.showMore}`}
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {t('showMore')}
          </button>
        )}
      </section>
    </>
  )
}
