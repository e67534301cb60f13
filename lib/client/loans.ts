import { useInfiniteQuery } from '@tanstack/react-query'
import { LoanPageSchema, type LoansQuery } from '@/lib/contract/loans'
import type { Locale } from '@/lib/contract/locales'
import { apiFetch } from './api-client'

const pageSize = 50

export const loanKeys = {
  all: ['loans'] as const,
  list: (lang: Locale) => [...loanKeys.all, lang] as const,
}

export const fetchLoans = (query: Partial<LoansQuery>) =>
  apiFetch('/public/collegiates/resources/loans', LoanPageSchema, { query, cache: 'no-store' })

/** The caller's loans, open ones first, a page at a time. */
export function useLoans(lang: Locale) {
  return useInfiniteQuery({
    queryKey: loanKeys.list(lang),
    queryFn: ({ pageParam }) => fetchLoans({ lang, skip: pageParam, limit: pageSize }),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.skip + last.items.length < last.total ? last.skip + last.limit : undefined,
    meta: { errorShownInPlace: true },
  })
}
