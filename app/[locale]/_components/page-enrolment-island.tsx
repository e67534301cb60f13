'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState, type ReactNode } from 'react'
import type { EnrolmentIsland, EnrolmentMuiParts } from '@/components/events/enrolment-island'

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

/**
 * What the cached page says (`children`) until the live island's code has loaded, after hydration: it reads the
 * API through the contract's schemas, and zod is too heavy for the page's first load.
 */
export function PageEnrolmentIsland({ eventId, children }: { eventId: number; children: ReactNode }) {
  const [Island, setIsland] = useState<typeof EnrolmentIsland>()
  useEffect(() => {
    let current = true
    void import('@/components/events/enrolment-island').then((module) => {
      if (current) setIsland(() => module.EnrolmentIsland)
    })
    return () => {
      current = false
    }
  }, [])
  if (!Island) return children
  return (
    <Island eventId={eventId} parts={parts}>
      {children}
    </Island>
  )
}
