'use client'

import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useErrorMessage } from '@/lib/client/errors'
import { awaitingNotification, notificationWaitMs, usePayment } from '@/lib/client/payments'
import type { PaymentDetail } from '@/lib/contract/payments'
import { Link } from '@/lib/i18n/navigation'

/** Where the member finds what they paid: collegiates their movements, pre-collegiates (who have none) their courses. */
export type MovementsPage = '/my-movements' | '/my-courses'

type Shown = 'waiting' | 'ok' | 'ko' | 'terminalUnavailable'

function shownOf(payment: PaymentDetail, waitedTooLong: boolean): Shown {
  if (payment.status === 'paid') return 'ok'
  if (awaitingNotification(payment)) return waitedTooLong ? 'terminalUnavailable' : 'waiting'
  // Expired with no word from the gateway: it never answered.
  if (payment.status === 'not_paid' && !payment.notified) return 'terminalUnavailable'
  return 'ko'
}

/** The gateway's notification decides it, not the page the browser came back to; asked again until it arrives. */
export function PaymentResult({ movementsPage = '/my-movements' }: { movementsPage?: MovementsPage } = {}) {
  const t = useTranslations('PaymentReturn')
  const result = useTranslations('PaymentResult')
  const failureText = useErrorMessage()
  const id = useSearchParams().get('payment') ?? undefined
  const [waitedTooLong, setWaitedTooLong] = useState(false)
  const [round, setRound] = useState(0)
  const { data: payment, error, refetch, isFetching } = usePayment(id, !waitedTooLong)
  const outcome = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const timer = setTimeout(() => setWaitedTooLong(true), notificationWaitMs)
    return () => clearTimeout(timer)
  }, [round])

  const shown = payment ? shownOf(payment, waitedTooLong) : undefined
  const settled = shown !== undefined && shown !== 'waiting'
  useEffect(() => {
    if (settled) outcome.current?.focus()
  }, [settled, shown])

  const checkAgain = () => {
    setWaitedTooLong(false)
    setRound((value) => value + 1)
    void refetch()
  }

  const movementsLink = (
    <Button component={Link} href={movementsPage} variant="outlined" sx={{ minHeight: 44 }}>
      {movementsPage === '/my-movements' ? t('toMovements') : t('toCourses')}
    </Button>
  )

  let body: ReactNode
  if (!id) body = <Alert severity="warning">{t('missing')}</Alert>
  else if (error && !payment) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={checkAgain}>
            {t('checkAgain')}
          </Button>
        }
      >
        {t('loadFailed')} {failureText(error)}
      </Alert>
    )
  } else if (!shown || shown === 'waiting') {
    body = (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <span>{t('waiting')}</span>
      </Stack>
    )
  } else {
    body = (
      <Alert
        severity={shown === 'ok' ? 'success' : shown === 'ko' ? 'error' : 'warning'}
        ref={outcome}
        tabIndex={-1}
        sx={{ '&:focus-visible': { outline: '3px solid', outlineOffset: 2 } }}
      >
        {result(shown)}
      </Alert>
    )
  }

  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start', my: 2 }}>
      {body}
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {shown === 'terminalUnavailable' && (
          <Button variant="contained" onClick={checkAgain} disabled={isFetching} sx={{ minHeight: 44 }}>
            {t('checkAgain')}
          </Button>
        )}
        {movementsLink}
      </Stack>
    </Stack>
  )
}
