'use client'

import type { ComponentProps } from 'react'
import { EnrolmentForm } from '@/components/events/enrolment-form'
import { EnrolmentLoadFailed } from '@/components/events/enrolment-load-failed'
import { MuiScope } from '@/components/providers/mui-scope'

/** The enrolment island's MUI parts, each in MUI's theme; imported only when shown (page-enrolment-island.tsx). */
export function ScopedEnrolmentForm(props: ComponentProps<typeof EnrolmentForm>) {
  return (
    <MuiScope>
      <EnrolmentForm {...props} />
    </MuiScope>
  )
}

export function ScopedEnrolmentLoadFailed(props: ComponentProps<typeof EnrolmentLoadFailed>) {
  return (
    <MuiScope>
      <EnrolmentLoadFailed {...props} />
    </MuiScope>
  )
}
