'use client'

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useErrorMessage } from '@/lib/client/errors'
import { showError } from '@/lib/client/notices'
import { usePathname } from '@/lib/i18n/navigation'

/**
 * Once per private layout (PageQueryProvider) or public page (QueryIsland), so pages without queries ship none.
 * A failure raises a red notice unless its `meta.errorShownInPlace` says the component shows it itself.
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

/** A new client for each address: a page never shows what another page read up to a minute before. */
export function PageQueryProvider({ children }: { children: ReactNode }) {
  return <QueryProvider key={usePathname()}>{children}</QueryProvider>
}
