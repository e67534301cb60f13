import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { QueryIsland } from '@/components/providers/query-island'

export async function RatingIsland({ children }: { children: ReactNode }) {
  const messages = await getMessages()
  return (
    <QueryIsland messages={{ StarRating: messages.StarRating, Errors: messages.Errors }}>
      {children}
    </QueryIsland>
  )
}
