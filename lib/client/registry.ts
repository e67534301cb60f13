import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  RegistryCollegiatePageSchema,
  RegistrySocietyPageSchema,
  isSearchable,
  type CollegiateSearchQuery,
  type RegistryCollegiatePage,
  type RegistrySocietyPage,
  type SocietySearchQuery,
} from '@/lib/contract/registry'
import { apiFetch } from './api-client'

const registryKeys = {
  all: ['registry'] as const,
  collegiates: (query: CollegiateSearchQuery) => [...registryKeys.all, 'collegiates', query] as const,
  societies: (query: SocietySearchQuery) => [...registryKeys.all, 'societies', query] as const,
}

const fetchRegistryCollegiates = ({ q, skip, limit }: CollegiateSearchQuery) =>
  apiFetch('/public/registry/collegiates', RegistryCollegiatePageSchema, { query: { q, skip, limit } })

const fetchRegistrySocieties = ({ q, skip, limit }: SocietySearchQuery) =>
  apiFetch('/public/registry/societies', RegistrySocietyPageSchema, { query: { q, skip, limit } })

const registryQueryDefaults = {
  // The registry may be a minute old (the API says so too); paging keeps the last page shown until the next arrives.
  staleTime: 60_000,
  placeholderData: keepPreviousData,
  retry: false,
  meta: { errorShownInPlace: true },
} as const

const registryCollegiatesQuery = (query: CollegiateSearchQuery) =>
  queryOptions({
    queryKey: registryKeys.collegiates(query),
    queryFn: () => fetchRegistryCollegiates(query),
    ...registryQueryDefaults,
  })

const registrySocietiesQuery = (query: SocietySearchQuery) =>
  queryOptions({
    queryKey: registryKeys.societies(query),
    queryFn: () => fetchRegistrySocieties(query),
    ...registryQueryDefaults,
  })

/** `initial`: the page the server rendered for this query, so the browser does not ask for it again. */
export const useRegistryCollegiates = (query: CollegiateSearchQuery, initial?: RegistryCollegiatePage) =>
  useQuery({ ...registryCollegiatesQuery(query), enabled: isSearchable(query.q), initialData: initial })

export const useRegistrySocieties = (query: SocietySearchQuery, initial?: RegistrySocietyPage) =>
  useQuery({ ...registrySocietiesQuery(query), enabled: isSearchable(query.q), initialData: initial })
