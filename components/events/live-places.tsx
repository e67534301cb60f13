'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { useSignInHref } from '@/lib/client/redirect-target'
import type { PublicEnrolment } from '@/lib/client/public-enrolment'
import { useFormatter } from '@/lib/i18n/format'
import { Link } from '@/lib/i18n/navigation'
import { AvailabilityBadge } from './availability-badge'
import { availabilityTextOf } from './event-format'
import styles from './events.module.css'

/** Whether the form is offered: while enrolment is open, and when full, for the waiting list. */
export const canApply = (state: Pick<PublicEnrolment, 'availability'>) =>
  state.availability === 'open' || state.availability === 'closed_full'

/** The enrolment as it is now: its availability, its places and, below them, what the visitor may do (`action`). */
export function LivePlaces({ state, action }: { state: PublicEnrolment; action: ReactNode }) {
  const t = useTranslations('Enrolment')
  const events = useTranslations('Events')
  const format = useFormatter()

  return (
    <>
      <AvailabilityBadge
        availability={state.availability}
        label={events(`availability.${state.availability}`)}
      />
      <p className={styles.availabilityText} data-testid="event-availability">
        {availabilityTextOf(format, events, state)}
      </p>
      <ul className={styles.places} data-testid="event-places">
        <li>
          {state.slots === null || state.slots_left === null
            ? events('unlimitedSlots')
            : events('slotsLeft', { left: state.slots_left, total: state.slots })}
        </li>
        {state.waiting > 0 && <li>{t('waiting', { count: state.waiting })}</li>}
      </ul>
      <div className={styles.action}>{action}</div>
    </>
  )
}

/** For a visitor who is not signed in, while one may apply. */
export function SignInToEnrol({ state }: { state: Pick<PublicEnrolment, 'availability'> }) {
  const t = useTranslations('Enrolment')
  const signInHref = useSignInHref()
  if (!canApply(state)) return null
  return (
    <Link href={signInHref} prefetch={false}>
      {t('signIn')}
    </Link>
  )
}
