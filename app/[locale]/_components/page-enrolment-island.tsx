'use client'

import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'
import { EnrolmentIsland, type EnrolmentMuiParts } from '@/components/events/enrolment-island'

// MUI and its theme reach the event page's browser only with the form (a member who may enrol) or a failure.
const parts: EnrolmentMuiParts = {
  Form: dynamic(() => import('./enrolment-mui-parts').then((module) => module.ScopedEnrolmentForm), {
    ssr: false,
  }),
  LoadFailed: dynamic(
    () => import('./enrolment-mui-parts').then((module) => module.ScopedEnrolmentLoadFailed),
    { ssr: false },
  ),
}

export function PageEnrolmentIsland({ eventId, children }: { eventId: number; children: ReactNode }) {
  return (
    <EnrolmentIsland eventId={eventId} parts={parts}>
      {children}
    </EnrolmentIsland>
  )
}
