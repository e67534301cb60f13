import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  ApplicationDetailSchema,
  ApplicationPageSchema,
  type ApplicationGroup,
  type ApplicationStatus,
} from '@/lib/contract/applications'
import type { EventKind } from '@/lib/contract/events'
import type { Locale } from '@/lib/contract/locales'
import { apiFetch } from './api-client'

const applicationsPath = (group: ApplicationGroup) => `/public/${group}/events/applications`

export interface ApplicationListRequest {
  kind: EventKind
  lang: Locale
  status?: ApplicationStatus
  skip: number
  limit: number
}

export const applicationKeys = {
  all: ['applications'] as const,
  list: (group: ApplicationGroup, request: ApplicationListRequest) =>
    [...applicationKeys.all, group, 'list', request] as const,
  detail: (group: ApplicationGroup, id: string, lang: Locale) =>
    [...applicationKeys.all, group, 'detail', id, lang] as const,
}

const fetchApplications = (group: ApplicationGroup, request: ApplicationListRequest) =>
  apiFetch(applicationsPath(group), ApplicationPageSchema, {
    query: { ...request },
    cache: 'no-store',
  })

const fetchApplication = (group: ApplicationGroup, id: string, lang: Locale) =>
  apiFetch(`${applicationsPath(group)}/${encodeURIComponent(id)}`, ApplicationDetailSchema, {
    query: { lang },
    cache: 'no-store',
  })

const inPlace = { errorShownInPlace: true }

const applicationListOptions = (group: ApplicationGroup, request: ApplicationListRequest) =>
  queryOptions({
    queryKey: applicationKeys.list(group, request),
    queryFn: () => fetchApplications(group, request),
    meta: inPlace,
  })

const applicationDetailOptions = (group: ApplicationGroup, id: string, lang: Locale) =>
  queryOptions({
    queryKey: applicationKeys.detail(group, id, lang),
    queryFn: () => fetchApplication(group, id, lang),
    meta: inPlace,
  })

export function useApplications(group: ApplicationGroup, request: ApplicationListRequest) {
  return useQuery({ ...applicationListOptions(group, request), placeholderData: (previous) => previous })
}

export function useApplication(group: ApplicationGroup, id: string, lang: Locale) {
  return useQuery(applicationDetailOptions(group, id, lang))
}
