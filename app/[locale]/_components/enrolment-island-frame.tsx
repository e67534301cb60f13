import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

/** The messages of the event page's live enrolment, for whichever of its islands the visitor gets. */
export async function EnrolmentIslandFrame({ children }: { children: ReactNode }) {
  const messages = await getMessages()
  return (
    <NextIntlClientProvider
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
    </NextIntlClientProvider>
  )
}
