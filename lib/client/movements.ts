import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Locale } from '@/lib/contract/locales'
import { MovementPageSchema, type Movement } from '@/lib/contract/movements'
import { apiUrl } from './api-url'
import { apiFetch } from './api-client'
import { movementPageKey, movementRequestQuery, type MovementFilterValues } from './movement-query'

const movementsPath = '/public/collegiate-transactions'

const fetchMovements = (lang: Locale, filters: MovementFilterValues, page: number) =>
  apiFetch(movementsPath, MovementPageSchema, {
    cache: 'no-store',
    query: movementRequestQuery(lang, filters, page),
  })

const movementsQuery = (lang: Locale, filters: MovementFilterValues, page: number) =>
  queryOptions({
    queryKey: movementPageKey(lang, filters, page),
    queryFn: () => fetchMovements(lang, filters, page),
    meta: { errorShownInPlace: true },
  })

export function useMovements(lang: Locale, filters: MovementFilterValues, page: number, enabled: boolean) {
  return useQuery({ ...movementsQuery(lang, filters, page), enabled, placeholderData: keepPreviousData })
}

export const invoiceDownloadUrl = (movement: Pick<Movement, 'id'>, lang: Locale) =>
  `${apiUrl(movementsPath)}/${movement.id}/invoice?lang=${lang}`

export const invoiceCorrectionDownloadUrl = (movement: Pick<Movement, 'id'>, number: string, lang: Locale) =>
  `${apiUrl(movementsPath)}/${movement.id}/invoice-corrections/${number}?lang=${lang}`
