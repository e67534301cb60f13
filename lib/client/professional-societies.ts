import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  SocietyDetailSchema,
  SocietyListSchema,
  type SocietyComponentInput,
  type SocietyDetail,
  type SocietyInput,
} from '@/lib/contract/professional-societies'
import type { Locale } from '@/lib/contract/locales'
import { apiFetch } from './api-client'

const base = '/public/collegiates/professional-societies'

const societyKeys = {
  all: ['professional-societies'] as const,
  list: () => [...societyKeys.all, 'list'] as const,
  detail: (id: string) => [...societyKeys.all, 'detail', id] as const,
}

const fetchSocieties = () => apiFetch(base, SocietyListSchema, { cache: 'no-store' })

const fetchSociety = (id: string) =>
  apiFetch(`${base}/${encodeURIComponent(id)}`, SocietyDetailSchema, { cache: 'no-store' })

interface SocietyFiling {
  society: SocietyInput
  deed: File
  registryCertificate?: File
  lang: Locale
}

function fileSociety({ society, deed, registryCertificate, lang }: SocietyFiling) {
  const formData = new FormData()
  formData.append('form_data', JSON.stringify(society))
  formData.append('deed', deed)
  if (registryCertificate) formData.append('registry_certificate', registryCertificate)
  return apiFetch(base, SocietyDetailSchema, { method: 'POST', formData, query: { lang } })
}

/** One change to a filed society, each its own request (the server applies it with the society locked). */
export type SocietyChange =
  | { kind: 'add'; component: SocietyComponentInput }
  | { kind: 'remove' | 'administrator'; componentId: string }
  | { kind: 'deactivate' | 'activate' }

function changeSociety(id: string, change: SocietyChange) {
  const path = `${base}/${encodeURIComponent(id)}`
  switch (change.kind) {
    case 'add':
      return apiFetch(`${path}/components`, SocietyDetailSchema, { method: 'POST', json: change.component })
    case 'remove':
    case 'administrator':
      return apiFetch(
        `${path}/components/${encodeURIComponent(change.componentId)}/${change.kind}`,
        SocietyDetailSchema,
        { method: 'POST' },
      )
    default:
      return apiFetch(`${path}/${change.kind}`, SocietyDetailSchema, { method: 'POST' })
  }
}

const inPlace = { errorShownInPlace: true }

export const useSocieties = () =>
  useQuery({ queryKey: societyKeys.list(), queryFn: fetchSocieties, meta: inPlace })

export const useSociety = (id: string) =>
  useQuery({ queryKey: societyKeys.detail(id), queryFn: () => fetchSociety(id), meta: inPlace })

function useStoreDetail() {
  const client = useQueryClient()
  return (detail: SocietyDetail) => {
    client.setQueryData(societyKeys.detail(detail.id), detail)
    void client.invalidateQueries({ queryKey: societyKeys.list() })
  }
}

export function useFileSociety() {
  const store = useStoreDetail()
  return useMutation({ mutationFn: fileSociety, meta: inPlace, onSuccess: store })
}

export function useChangeSociety(id: string) {
  const store = useStoreDetail()
  return useMutation({
    mutationFn: (change: SocietyChange) => changeSociety(id, change),
    meta: inPlace,
    onSuccess: store,
  })
}
