'use client'

import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import pageStyles from '@/components/ui/page.module.css'
import { PlainAlert } from '@/components/ui/plain-alert'
import plainStyles from '@/components/ui/plain-form.module.css'
import { LoadingLine } from '@/components/ui/spinner'
import { useErrorMessage } from '@/lib/client/errors'
import { awaitingNotification, notificationWaitMs, usePayment } from '@/lib/client/payments'
import type { PaymentDetail } from '@/lib/contract/payments'
import { Link } from '@/lib/i18n/navigation'
import styles from './payment-result.module.css'

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
    <Link href={movementsPage} className={plainStyles.outlinedButton}>
      {movementsPage === '/my-movements' ? t('toMovements') : t('toCourses')}
    </Link>
  )

  let body: ReactNode
  if (!id) body = <PlainAlert severity="warning">{t('missing')}</PlainAlert>
  else if (error && !payment) {
    body = (
      <PlainAlert
        severity="error"
        action={
          <button type="button" className={plainStyles.textButton} onClick={checkAgain}>
            {t('checkAgain')}
          </button>
        }
      >
        {t('loadFailed')} {failureText(error)}
      </PlainAlert>
    )
  } else if (!shown || shown === 'waiting') {
    body = <LoadingLine>{t('waiting')}</LoadingLine>
  } else {
    body = (
      <PlainAlert
        severity={shown === 'ok' ? 'success' : shown === 'ko' ? 'error' : 'warning'}
        ref={outcome}
        tabIndex={-1}
        className={styles.outcome}
      >
        {result(shown)}
      </PlainAlert>
    )
  }

  return (
    <div className={styles.result}>
      {body}
      <div className={styles.actions}>
        {shown === 'terminalUnavailable' && (
          <button
            type="button"
            className={`${pageStyles.button} ${plainStyles.button}`}
            onClick={checkAgain}
            disabled={isFetching}
          >
            {t('checkAgain')}
          </button>
        )}
        {movementsLink}
      </div>
    </div>
  )
}
