import { dehydrate, HydrationBoundary, QueryClient, type QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'

export interface Prefetch {
  /** The key of the client hook that shows it. */
  queryKey: QueryKey
  read: () => Promise<unknown>
}

/**
 * The first screen's queries, read while the page renders and handed to the browser's query cache with it: the HTML
 * shows the data, and the browser does not ask for it again. A read that fails is left to the browser, whose hook
 * asks and shows the failure in place.
 */
export async function PrefetchedQueries({ queries, children }: { queries: Prefetch[]; children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await Promise.all(
    queries.map(({ queryKey, read }) =>
      client.fetchQuery({ queryKey, queryFn: read }).catch((error: unknown) => {
        console.warn(`[portal] prefetching ${JSON.stringify(queryKey)} failed; the browser asks again`, error)
      }),
    ),
  )
  return <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>
}
