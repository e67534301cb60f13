'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { LoadingLine } from '@/components/ui/spinner'
import { usePublicEnrolment } from '@/lib/client/public-enrolment'
import type { EnrolmentMuiParts } from './enrolment-island'
import styles from './events.module.css'
import { LivePlaces, SignInToEnrol } from './live-places'

/** For a visitor who is not signed in: the cached page's `children` until the places as they are now arrive. */
export function PublicEnrolmentIsland({
  eventId,
  parts,
  children,
}: {
  eventId: number
  parts: Pick<EnrolmentMuiParts, 'LoadFailed'>
  children: ReactNode
}) {
  const t = useTranslations('Enrolment')
  const { state, failed, retry } = usePublicEnrolment(eventId)
  if (failed) {
    return (
      <>
        {children}
        <parts.LoadFailed onRetry={retry} />
      </>
    )
  }
  if (!state) {
    return (
      <>
        {children}
        <LoadingLine className={styles.loading}>{t('loading')}</LoadingLine>
      </>
    )
  }
  return <LivePlaces state={state} action={<SignInToEnrol state={state} />} />
}
