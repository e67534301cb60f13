import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  ConsentHistorySchema,
  ConsentListSchema,
  SubscriptionListSchema,
  type ConsentUpdate,
  type PreferencesGroup,
  type SubscriptionUpdate,
} from '@/lib/contract/preferences'
import { apiFetch } from './api-client'

const subscriptionsPath = (group: PreferencesGroup) => `/public/${group}/subscriptions`
const consentsPath = '/masters/collegiates/consents/'

const preferenceKeys = {
  subscriptions: (group: PreferencesGroup) => ['subscriptions', group] as const,
  consents: ['consents'] as const,
  consentHistory: ['consents', 'history'] as const,
}

const fetchSubscriptions = (group: PreferencesGroup) =>
  apiFetch(subscriptionsPath(group), SubscriptionListSchema, { cache: 'no-store' })

const saveSubscriptions = (group: PreferencesGroup, update: SubscriptionUpdate) =>
  apiFetch(subscriptionsPath(group), SubscriptionListSchema, { method: 'PUT', json: update })

const fetchConsents = () => apiFetch(consentsPath, ConsentListSchema, { cache: 'no-store' })

const saveConsents = (update: ConsentUpdate) =>
  apiFetch(consentsPath, ConsentListSchema, { method: 'PUT', json: update })

const fetchConsentHistory = () =>
  apiFetch(`${consentsPath}history`, ConsentHistorySchema, { cache: 'no-store' })

const inPlace = { errorShownInPlace: true }

export function useSubscriptions(group: PreferencesGroup) {
  return useQuery({
    queryKey: preferenceKeys.subscriptions(group),
    queryFn: () => fetchSubscriptions(group),
    meta: inPlace,
  })
}

export function useSaveSubscriptions(group: PreferencesGroup) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (update: SubscriptionUpdate) => saveSubscriptions(group, update),
    meta: inPlace,
    onSuccess: (list) => client.setQueryData(preferenceKeys.subscriptions(group), list),
  })
}

export function useConsents() {
  return useQuery({ queryKey: preferenceKeys.consents, queryFn: fetchConsents, meta: inPlace })
}

export function useConsentHistory(enabled: boolean) {
  return useQuery({
    queryKey: preferenceKeys.consentHistory,
    queryFn: fetchConsentHistory,
    enabled,
    meta: inPlace,
  })
}

export function useSaveConsents() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveConsents,
    meta: inPlace,
    onSuccess: (list) => {
      client.setQueryData(preferenceKeys.consents, list)
      void client.invalidateQueries({ queryKey: preferenceKeys.consentHistory })
    },
  })
}
