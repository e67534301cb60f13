import { useQuery } from '@tanstack/react-query'
import type { ProcessType } from '@/lib/contract/content'
import type { Locale } from '@/lib/contract/locales'
import {
  GenericProcedureApplicationDetailSchema,
  GenericProcedureApplicationPageSchema,
  RegistrationApplicationPageSchema,
  type ApplicantGroup,
} from '@/lib/contract/procedure-applications'
import { GenericProceduresPageSchema } from '@/lib/contract/procedures'
import { apiFetch } from './api-client'

const inPlace = { errorShownInPlace: true }

export const applicationKeys = {
  all: ['procedure-applications'] as const,
  list: (group: ApplicantGroup, type: ProcessType, lang: Locale) =>
    [...applicationKeys.all, group, 'generic', type, lang] as const,
  detail: (group: ApplicantGroup, id: string, lang: Locale) =>
    [...applicationKeys.all, group, 'detail', id, lang] as const,
  registration: (group: ApplicantGroup) => [...applicationKeys.all, group, 'registration'] as const,
  procedures: (type: ProcessType, lang: Locale) => ['generic-procedures', type, lang] as const,
}

const fetchGenericApplications = (group: ApplicantGroup, type: ProcessType, lang: Locale) =>
  apiFetch(`/public/${group}/generic-procedures/applications`, GenericProcedureApplicationPageSchema, {
    query: { type, lang, limit: 100 },
    cache: 'no-store',
  })

const fetchGenericApplication = (group: ApplicantGroup, id: string, lang: Locale) =>
  apiFetch(
    `/public/${group}/generic-procedures/applications/${encodeURIComponent(id)}`,
    GenericProcedureApplicationDetailSchema,
    { query: { lang }, cache: 'no-store' },
  )

const fetchRegistrationApplications = (group: ApplicantGroup) =>
  apiFetch(`/public/${group}/procedures/applications`, RegistrationApplicationPageSchema, {
    query: { limit: 100 },
    cache: 'no-store',
  })

export function useGenericApplications(group: ApplicantGroup, type: ProcessType, lang: Locale) {
  return useQuery({
    queryKey: applicationKeys.list(group, type, lang),
    queryFn: () => fetchGenericApplications(group, type, lang),
    meta: inPlace,
  })
}

export function useGenericApplication(group: ApplicantGroup, id: string, lang: Locale) {
  return useQuery({
    queryKey: applicationKeys.detail(group, id, lang),
    queryFn: () => fetchGenericApplication(group, id, lang),
    meta: inPlace,
  })
}

export function useRegistrationApplications(group: ApplicantGroup) {
  return useQuery({
    queryKey: applicationKeys.registration(group),
    queryFn: () => fetchRegistrationApplications(group),
    meta: inPlace,
  })
}

export function useGenericProcedures(type: ProcessType, lang: Locale) {
  return useQuery({
    queryKey: applicationKeys.procedures(type, lang),
    queryFn: () =>
      apiFetch(`/public/generic-procedures/${lang}`, GenericProceduresPageSchema, {
        query: { process_type: type, limit: 20 },
      }),
    meta: inPlace,
  })
}
