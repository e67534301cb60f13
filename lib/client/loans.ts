import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { LoanPageSchema, LoanSchema, ResourceAvailabilitySchema, type LoansQuery } from '@/lib/contract/loans'
import type { Locale } from '@/lib/contract/locales'
import { apiFetch } from './api-client'

const pageSize = 50

const loanKeys = {
  all: ['loans'] as const,
  list: (lang: Locale) => [...loanKeys.all, lang] as const,
  availability: (resourceId: number, lang: Locale, signedIn: boolean) =>
    [...loanKeys.all, 'availability', resourceId, lang, signedIn] as const,
}

const fetchLoans = (query: Partial<LoansQuery>) =>
  apiFetch('/public/collegiates/resources/loans', LoanPageSchema, { query, cache: 'no-store' })

const fetchAvailability = (resourceId: number, lang: Locale) =>
  apiFetch(`/public/resources/${resourceId}/availability`, ResourceAvailabilitySchema, {
    query: { lang },
    cache: 'no-store',
  })

const requestLoan = (resourceId: number, lang: Locale) =>
  apiFetch('/public/collegiates/resources/loans', LoanSchema, {
    method: 'POST',
    query: { lang },
    json: { resource_id: resourceId },
  })

const cancelLoan = (loanId: string, lang: Locale) =>
  apiFetch(`/public/collegiates/resources/loans/${encodeURIComponent(loanId)}/cancel`, LoanSchema, {
    method: 'POST',
    query: { lang },
  })

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

/** Asked after hydration (the page is cached); `signedIn` in the key asks again on sign-in or out. */
export function useAvailability(resourceId: number, lang: Locale, signedIn: boolean) {
  return useQuery({
    queryKey: loanKeys.availability(resourceId, lang, signedIn),
    queryFn: () => fetchAvailability(resourceId, lang),
    meta: { errorShownInPlace: true },
  })
}

export function useRequestLoan(resourceId: number, lang: Locale) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => requestLoan(resourceId, lang),
    meta: { errorShownInPlace: true },
    onSettled: () => client.invalidateQueries({ queryKey: loanKeys.all }),
  })
}

export function useCancelLoan(lang: Locale) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (loanId: string) => cancelLoan(loanId, lang),
    meta: { errorShownInPlace: true },
    onSettled: () => client.invalidateQueries({ queryKey: loanKeys.all }),
  })
}
