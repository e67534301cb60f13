import type { Locale } from '@/lib/contract/locales'
import {
  MovementFiltersSchema,
  movementStatuses,
  type MovementStatus,
  type MovementType,
} from '@/lib/contract/movements'

// The movements list's filters, address and query key, without React or the session code: the page's server
// reads the same first page as the list.

export const movementPageSize = 10

export interface MovementFilterValues {
  date_from: string
  date_to: string
  type: '' | MovementType
  status: MovementStatus[]
  amount_min: string
  amount_max: string
}

export const emptyMovementFilters: MovementFilterValues = {
  date_from: '',
  date_to: '',
  type: '',
  status: [],
  amount_min: '',
  amount_max: '',
}

const textKeys = ['date_from', 'date_to', 'amount_min', 'amount_max'] as const

export function movementFiltersFromQuery(query: URLSearchParams): MovementFilterValues {
  const type = query.get('type')
  return {
    ...Object.fromEntries(textKeys.map((key) => [key, query.get(key) ?? ''])),
    type: type === 'F' || type === 'C' ? type : '',
    status: movementStatuses.filter((status) => query.getAll('status').includes(status)),
  } as MovementFilterValues
}

export function movementQueryOf(filters: MovementFilterValues, page = 1): URLSearchParams {
  const query = new URLSearchParams()
  for (const key of textKeys) if (filters[key].trim()) query.set(key, filters[key].trim())
  if (filters.type) query.set('type', filters.type)
  for (const status of filters.status) query.append('status', status)
  if (page > 1) query.set('page', String(page))
  return query
}

export function hasMovementFilters(filters: MovementFilterValues): boolean {
  return movementQueryOf(filters).size > 0
}

export function movementFiltersValid(filters: MovementFilterValues): boolean {
  return MovementFiltersSchema.safeParse(filters).success
}

export const movementKeys = {
  all: ['movements'] as const,
  page: (lang: Locale, query: string) => [...movementKeys.all, lang, query] as const,
}

/** What GET /public/collegiate-transactions is asked for one page: by the browser, and by the page's server. */
export function movementRequestQuery(lang: Locale, filters: MovementFilterValues, page: number) {
  const query = movementQueryOf(filters)
  return {
    ...Object.fromEntries([...query.entries()].filter(([key]) => key !== 'status')),
    status: query.getAll('status'),
    lang,
    skip: (page - 1) * movementPageSize,
    limit: movementPageSize,
  }
}

export const movementPageKey = (lang: Locale, filters: MovementFilterValues, page: number) =>
  movementKeys.page(lang, movementQueryOf(filters, page).toString())
