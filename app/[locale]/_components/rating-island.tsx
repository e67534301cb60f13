import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { QueryProvider } from '@/components/providers/query-provider'

/** What star ratings (components/resources/star-rating) need on a cached page: their messages and a query client. */
export async function RatingIsland({ children }: { children: ReactNode }) {
  const messages = await getMessages()
  return (
    <NextIntlClientProvider messages={{ StarRating: messages.StarRating, Errors: messages.Errors }}>
      <QueryProvider>{children}</QueryProvider>
    </NextIntlClientProvider>
  )
}
