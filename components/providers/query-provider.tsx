'use client'

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useErrorMessage } from '@/lib/client/errors'
import { showError } from '@/lib/client/notices'
import { usePathname } from '@/lib/i18n/navigation'

/**
 * TanStack Query for the client components inside it: once in the private area's layout (PageQueryProvider), and
 * on a public page once around the parts that need it (QueryIsland), so pages without them ship none of it. A
 * failed query or mutation raises a red notice, unless its `meta.errorShownInPlace` says the component shows the
 * error itself. Needs the `Errors` messages.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const errorMessage = useErrorMessage()
  const [client] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({
          onError: (error, query) => {
            if (!query.meta?.errorShownInPlace) showError(errorMessage(error))
          },
        }),
        mutationCache: new MutationCache({
          onError: (error, _variables, _context, mutation) => {
            if (!mutation.meta?.errorShownInPlace) showError(errorMessage(error))
          },
        }),
        defaultOptions: {
          queries: { staleTime: 60_000, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  )
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/**
 * A QueryProvider for all the pages under a layout, with a new client for each address, as when every page had
 * its own: a page never shows what another page read up to a minute before.
 */
export function PageQueryProvider({ children }: { children: ReactNode }) {
  return <QueryProvider key={usePathname()}>{children}</QueryProvider>
}
