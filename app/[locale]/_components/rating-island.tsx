import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { QueryIsland } from '@/components/providers/query-island'

/** What star ratings (components/resources/star-rating) need on a cached page: their messages and a query client. */
export async function RatingIsland({ children }: { children: ReactNode }) {
  const messages = await getMessages()
  return (
    <QueryIsland messages={{ StarRating: messages.StarRating, Errors: messages.Errors }}>
      {children}
    </QueryIsland>
  )
}
