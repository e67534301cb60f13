'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import type { EnrolmentMuiParts } from '@/components/events/enrolment-island'
import { isSignedIn, useLoggedIn } from '@/lib/client/session'

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

type Island = ComponentType<{ eventId: number; parts: EnrolmentMuiParts; children: ReactNode }>

/** A visitor who is not signed in reads the places without zod; a member, what they may do, through the contract. */
const islandFor = (signedIn: boolean): Promise<Island> =>
  signedIn
    ? import('./member-enrolment-island').then((module) => module.MemberEnrolmentIsland)
    : import('@/components/events/public-enrolment-island').then((module) => module.PublicEnrolmentIsland)

/** What the cached page says (`children`) until the live island's code has loaded, after hydration. */
export function PageEnrolmentIsland({ eventId, children }: { eventId: number; children: ReactNode }) {
  const [Island, setIsland] = useState<Island>()
  // useLoggedIn says false while hydrating, so the cookie itself decides; the hook runs this again when it changes.
  const loginState = useLoggedIn()
  useEffect(() => {
    let current = true
    void islandFor(isSignedIn()).then((island) => {
      if (current) setIsland(() => island)
    })
    return () => {
      current = false
    }
  }, [loginState])
  if (!Island) return children
  return (
    <Island eventId={eventId} parts={parts}>
      {children}
    </Island>
  )
}
