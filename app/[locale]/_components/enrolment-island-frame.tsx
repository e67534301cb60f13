import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { QueryIsland } from '@/components/providers/query-island'

export async function EnrolmentIslandFrame({ children }: { children: ReactNode }) {
  const messages = await getMessages()
  return (
    <QueryIsland
      messages={{
        Enrolment: messages.Enrolment,
        Events: {
          availability: messages.Events.availability,
          availabilityText: messages.Events.availabilityText,
          slotsLeft: messages.Events.slotsLeft,
          unlimitedSlots: messages.Events.unlimitedSlots,
        },
        Applications: { status: messages.Applications.status },
        Errors: messages.Errors,
      }}
    >
      {children}
    </QueryIsland>
  )
}
