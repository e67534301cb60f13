'use client'

import type { ComponentProps } from 'react'
import { EnrolmentIsland } from '@/components/events/enrolment-island'
import { QueryProvider } from '@/components/providers/query-provider'

/** A signed-in visitor's enrolment island with its own TanStack Query client, loaded only for them. */
export function MemberEnrolmentIsland(props: ComponentProps<typeof EnrolmentIsland>) {
  return (
    <QueryProvider>
      <EnrolmentIsland {...props} />
    </QueryProvider>
  )
}
