'use client'

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useErrorMessage } from '@/lib/client/errors'
import { showError } from '@/lib/client/notices'

/**
 * TanStack Query for the client components inside it. Mounted only around what needs it for now, so pages
 * without forms ship none of it; it can move up to the layout unchanged. A failed query or mutation raises a red
 * notice, unless its `meta.errorShownInPlace` says the component shows the error itself. Needs the `Errors`
 * messages.
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
