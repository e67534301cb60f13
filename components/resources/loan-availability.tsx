'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { InlineConfirmation } from '@/components/ui/inline-confirmation'
import { useErrorMessage } from '@/lib/client/errors'
import { useAvailability, useRequestLoan } from '@/lib/client/loans'
import { showSuccess } from '@/lib/client/notices'
import { useLoggedIn } from '@/lib/client/session'
import { useSignInHref } from '@/lib/client/redirect-target'
import type { Loan, ResourceAvailability } from '@/lib/contract/loans'
import type { Locale } from '@/lib/contract/locales'
import { Link } from '@/lib/i18n/navigation'
import { useFormatter } from '@/lib/i18n/format'

/** A calendar date (YYYY-MM-DD) as the page language writes it, without moving it across time zones. */
function useCalendarDate() {
  const format = useFormatter()
  return (day: string) =>
    format.dateTime(new Date(`${day}T12:00:00Z`), { day: 'numeric', month: 'long', timeZone: 'UTC' })
}

function AvailabilityText({ availability }: { availability: ResourceAvailability }) {
  const t = useTranslations('ResourceLoan')
  const calendarDate = useCalendarDate()
  const { available, copies, next_due_on } = availability
  if (available > 0) return <>{t('available', { available, copies })}</>
  return <>{next_due_on ? t('allOnLoan', { date: calendarDate(next_due_on) }) : t('noneAvailable')}</>
}

function MyLoan({ loan }: { loan: Loan }) {
  const t = useTranslations('ResourceLoan')
  const calendarDate = useCalendarDate()
  return (
    <p style={{ margin: 0 }}>
      {loan.status === 'on_loan' && loan.due_on
        ? t('myOnLoan', { date: calendarDate(loan.due_on) })
        : t('myRequested')}{' '}
      <Link href="/my-resources">{t('myLoans')}</Link>
    </p>
  )
}

function RequestLoan({ resourceId, onSent }: { resourceId: number; onSent: (loan: Loan) => void }) {
  const t = useTranslations('ResourceLoan')
  const locale = useLocale() as Locale
  const failureText = useErrorMessage()
  const request = useRequestLoan(resourceId, locale)
  return (
    <InlineConfirmation
      label={t('request')}
      variant="contained"
      question={t('confirmQuestion')}
      yesLabel={t('confirm')}
      pendingLabel={t('sending')}
      backLabel={t('back')}
      pending={request.isPending}
      failure={request.isError ? failureText(request.error) : undefined}
      onOpen={request.reset}
      onConfirm={(failed) => request.mutate(undefined, { onSuccess: onSent, onError: failed })}
    />
  )
}

interface Props {
  resourceId: number
}

/** The page is cached and the same for everyone, so everything here is asked after hydration. */
export function LoanAvailability({ resourceId }: Props) {
  const t = useTranslations('ResourceLoan')
  const locale = useLocale() as Locale
  const signedIn = useLoggedIn()
  const signInHref = useSignInHref()
  const failureText = useErrorMessage()
  const availability = useAvailability(resourceId, locale, signedIn)
  // The loan just requested, shown at once while the availability is asked again.
  const [sent, setSent] = useState<Loan | null>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  // The button pressed is gone: the loan it made takes the focus, so keyboards and screen readers stay in the box.
  useEffect(() => {
    if (sent) outcomeRef.current?.focus()
  }, [sent])

  if (availability.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <span>{t('loading')}</span>
      </Box>
    )
  }
  if (availability.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void availability.refetch()} sx={{ minHeight: 32 }}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')} {failureText(availability.error)}
      </Alert>
    )
  }

  const data = availability.data
  // my_loan comes only to a signed-in collegiate: null when they have no open loan of the item.
  const collegiate = data.my_loan !== undefined || sent !== null
  const myLoan = data.my_loan ?? sent
  let action
  if (myLoan) action = <MyLoan loan={myLoan} />
  else if (!data.applicable_online) action = <p style={{ margin: 0 }}>{t('notOnline')}</p>
  else if (!signedIn)
    action = (
      <Link href={signInHref} prefetch={false}>
        {t('signIn')}
      </Link>
    )
  else if (!collegiate) action = <p style={{ margin: 0 }}>{t('membersOnly')}</p>
  else
    action = (
      <RequestLoan
        resourceId={resourceId}
        onSent={(loan) => {
          showSuccess(t('sent'))
          setSent(loan)
        }}
      />
    )

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      <p style={{ margin: 0 }}>
        <AvailabilityText availability={data} />
      </p>
      <Box ref={outcomeRef} tabIndex={-1}>
        {action}
      </Box>
    </Box>
  )
}
