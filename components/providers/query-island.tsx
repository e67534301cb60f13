import { NextIntlClientProvider } from 'next-intl'
import type { ComponentProps, ReactNode } from 'react'
import { QueryProvider } from './query-provider'

/** One per page, around all the parts that read through TanStack Query, so that they share one client. */
export function QueryIsland({
  messages,
  children,
}: {
  messages: ComponentProps<typeof NextIntlClientProvider>['messages']
  children: ReactNode
}) {
  return (
    <NextIntlClientProvider messages={messages}>
      <QueryProvider>{children}</QueryProvider>
    </NextIntlClientProvider>
  )
}
