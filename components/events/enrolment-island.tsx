'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import { LoadingLine } from '@/components/ui/spinner'
import { useEnrolmentState } from '@/lib/client/enrolment'
import { showSuccess } from '@/lib/client/notices'
import type { Application } from '@/lib/contract/applications'
import type { EnrolmentState } from '@/lib/contract/enrolment'
import { formatMoney } from '@/lib/i18n/money'
import { Link } from '@/lib/i18n/navigation'
import type { EnrolmentForm } from './enrolment-form'
import type { EnrolmentLoadFailed } from './enrolment-load-failed'
import styles from './events.module.css'
import { canApply, LivePlaces, SignInToEnrol } from './live-places'

/** The parts built of MUI components, which the page loads only when shown (with MUI's theme around them). */
export interface EnrolmentMuiParts {
  Form: ComponentType<ComponentProps<typeof EnrolmentForm>>
  LoadFailed: ComponentType<ComponentProps<typeof EnrolmentLoadFailed>>
}

type Translate = ReturnType<typeof useTranslations<'Enrolment'>>

const applicationPath = (application: Application) =>
  `${application.event.kind === 'course' ? '/my-courses' : '/my-events'}/${application.id}`

/**
 * For a signed-in visitor: the cached page renders `children` (availability at build time); after hydration this
 * asks the API what the visitor may do.
 */
export function EnrolmentIsland({
  eventId,
  parts,
  children,
}: {
  eventId: number
  parts: EnrolmentMuiParts
  children: ReactNode
}) {
  const t = useTranslations('Enrolment')
  const query = useEnrolmentState(eventId)

  if (query.isError) {
    return (
      <>
        {children}
        <parts.LoadFailed onRetry={() => void query.refetch()} />
      </>
    )
  }
  if (!query.data) {
    return (
      <>
        {children}
        {query.fetchStatus === 'fetching' && (
          <LoadingLine className={styles.loading}>{t('loading')}</LoadingLine>
        )}
      </>
    )
  }
  return <LivePlaces state={query.data} action={<Action state={query.data} Form={parts.Form} />} />
}

function Action({ state, Form }: { state: EnrolmentState; Form: EnrolmentMuiParts['Form'] }) {
  const t = useTranslations('Enrolment')
  const [justApplied, setJustApplied] = useState<Application>()
  const { me } = state
  if (!me) return <SignInToEnrol state={state} />
  if (me.refusal || !me.group) {
    return (
      <p className={styles.plain} data-testid="enrolment-refusal">
        {t(`refusal.${me.refusal ?? 'group'}`)}
      </p>
    )
  }
  // Until the state is read again, the answer to the application just sent stands for it.
  const stored = me.application?.status === 'cancelled' ? undefined : me.application
  const application = stored ?? justApplied ?? me.application
  if (application && application.status !== 'cancelled') {
    return <Applied application={application} notice={justApplied?.id === application.id} />
  }
  if (!canApply(state)) return null
  return (
    <>
      {application && <p className={styles.reopen}>{t('applied.reopen')}</p>}
      <Form state={state} me={me} onApplied={setJustApplied} />
    </>
  )
}

function Applied({ application, notice }: { application: Application; notice: boolean }) {
  const t = useTranslations('Enrolment')
  const applications = useTranslations('Applications')
  const locale = useLocale()
  const appliedRef = useRef<HTMLDivElement>(null)
  const noticeText = notice ? successText(t, application, locale) : undefined
  // The form is gone with its button: the notice says what happened, the state of the enrolment takes the focus.
  useEffect(() => {
    if (!noticeText) return
    showSuccess(noticeText)
    appliedRef.current?.focus()
  }, [noticeText])
  const waitlisted = application.waitlist_position !== null
  return (
    <div data-testid="enrolment-applied" ref={appliedRef} tabIndex={-1}>
      <p className={styles.appliedStatus}>
        {t('applied.status', { status: applications(`status.${application.status}`) })}
      </p>
      {waitlisted && (
        <p className={styles.appliedLine}>
          {t('applied.waitlist', { position: application.waitlist_position ?? 0 })}
        </p>
      )}
      {application.companions > 0 && (
        <p className={styles.appliedLine}>{t('applied.companions', { count: application.companions })}</p>
      )}
      {application.amount_due_cents > 0 && (
        <p className={styles.appliedLine}>
          {t('applied.amountDue', {
            amount: formatMoney(application.amount_due_cents, locale),
            state:
              application.movement?.status === 'paid' ? 'paid' : application.movement ? 'due' : 'waiting',
          })}
        </p>
      )}
      <p className={styles.appliedLink}>
        <Link href={applicationPath(application)}>
          {t('applied.link')}
          <ScreenReaderText>– {application.event.title}</ScreenReaderText>
        </Link>
      </p>
    </div>
  )
}

function successText(t: Translate, application: Application, locale: string) {
  if (application.waitlist_position !== null) {
    return t('success.waitlist', { position: application.waitlist_position })
  }
  if (application.status === 'pending_documents') return t('success.documents')
  if (application.status === 'accepted') return t('success.accepted')
  if (application.amount_due_cents > 0) {
    return t('success.payment', { amount: formatMoney(application.amount_due_cents, locale) })
  }
  return t('success.received')
}
