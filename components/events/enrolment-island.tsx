'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import { useLocale, useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import { useEnrolmentState } from '@/lib/client/enrolment'
import { showSuccess } from '@/lib/client/notices'
import { useSignInHref } from '@/lib/client/redirect-target'
import type { Application } from '@/lib/contract/applications'
import type { EnrolmentState } from '@/lib/contract/enrolment'
import { formatMoney } from '@/lib/i18n/money'
import { Link } from '@/lib/i18n/navigation'
import { AvailabilityBadge } from './availability-badge'
import { availabilityTextOf } from './event-format'
import { useFormatter } from '@/lib/i18n/format'

const EnrolmentForm = dynamic(() => import('./enrolment-form').then((module) => module.EnrolmentForm), {
  ssr: false,
})

type Translate = ReturnType<typeof useTranslations<'Enrolment'>>

const applicationPath = (application: Application) =>
  `${application.event.kind === 'course' ? '/my-courses' : '/my-events'}/${application.id}`

/** Whether the form is offered: while enrolment is open, and when full, for the waiting list. */
const canApply = (state: EnrolmentState) =>
  state.availability === 'open' || state.availability === 'closed_full'

/** The cached page renders `children` (availability at build time); after hydration this asks the API. */
export function EnrolmentIsland({ eventId, children }: { eventId: number; children: ReactNode }) {
  const t = useTranslations('Enrolment')
  const query = useEnrolmentState(eventId)

  if (query.isError) {
    return (
      <>
        {children}
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      </>
    )
  }
  if (!query.data) {
    return (
      <>
        {children}
        {query.fetchStatus === 'fetching' && (
          <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', mt: 2 }}>
            <CircularProgress size={20} aria-hidden />
            <span>{t('loading')}</span>
          </Stack>
        )}
      </>
    )
  }
  return <LiveEnrolment state={query.data} />
}

function LiveEnrolment({ state }: { state: EnrolmentState }) {
  const t = useTranslations('Enrolment')
  const events = useTranslations('Events')
  const format = useFormatter()
  const availabilityText = availabilityTextOf(format, events, state)

  return (
    <>
      <AvailabilityBadge
        availability={state.availability}
        label={events(`availability.${state.availability}`)}
      />
      <Box component="p" sx={{ mt: 1, mb: 0 }} data-testid="event-availability">
        {availabilityText}
      </Box>
      <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5 }} data-testid="event-places">
        <li>
          {state.slots === null || state.slots_left === null
            ? events('unlimitedSlots')
            : events('slotsLeft', { left: state.slots_left, total: state.slots })}
        </li>
        {state.waiting > 0 && <li>{t('waiting', { count: state.waiting })}</li>}
      </Box>
      <Box sx={{ mt: 2 }}>
        <Action state={state} />
      </Box>
    </>
  )
}

function Action({ state }: { state: EnrolmentState }) {
  const t = useTranslations('Enrolment')
  const signInHref = useSignInHref()
  const [justApplied, setJustApplied] = useState<Application>()
  const { me } = state
  if (!me) {
    if (!canApply(state)) return null
    return (
      <Link href={signInHref} prefetch={false}>
        {t('signIn')}
      </Link>
    )
  }
  if (me.refusal || !me.group) {
    return (
      <Box component="p" sx={{ m: 0 }} data-testid="enrolment-refusal">
        {t(`refusal.${me.refusal ?? 'group'}`)}
      </Box>
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
      {application && (
        <Box component="p" sx={{ mt: 0 }}>
          {t('applied.reopen')}
        </Box>
      )}
      <EnrolmentForm state={state} me={me} onApplied={setJustApplied} />
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
    <Box data-testid="enrolment-applied" ref={appliedRef} tabIndex={-1}>
      <Box component="p" sx={{ mt: 0, mb: 1, fontWeight: 700 }}>
        {t('applied.status', { status: applications(`status.${application.status}`) })}
      </Box>
      {waitlisted && (
        <Box component="p" sx={{ my: 1 }}>
          {t('applied.waitlist', { position: application.waitlist_position ?? 0 })}
        </Box>
      )}
      {application.companions > 0 && (
        <Box component="p" sx={{ my: 1 }}>
          {t('applied.companions', { count: application.companions })}
        </Box>
      )}
      {application.amount_due_cents > 0 && (
        <Box component="p" sx={{ my: 1 }}>
          {t('applied.amountDue', {
            amount: formatMoney(application.amount_due_cents, locale),
            state:
              application.movement?.status === 'paid' ? 'paid' : application.movement ? 'due' : 'waiting',
          })}
        </Box>
      )}
      <Box component="p" sx={{ mb: 0 }}>
        <Link href={applicationPath(application)}>
          {t('applied.link')}
          <ScreenReaderText>– {application.event.title}</ScreenReaderText>
        </Link>
      </Box>
    </Box>
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
