import { NextIntlClientProvider } from 'next-intl'
import type { ComponentProps, ReactNode } from 'react'
import { QueryProvider } from './query-provider'

/**
 * What the client parts of a cached public page that read through TanStack Query need: their messages (with
 * `Errors` when a failure raises a notice) and the query client. One per page, around all such parts, so that
 * they share one client.
 */
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
