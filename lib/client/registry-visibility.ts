import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { RegistryVisibilitySchema, type RegistryVisibility } from '@/lib/contract/registry'
import { apiFetch } from './api-client'

const path = '/public/collegiates/registry-visibility'

const registryVisibilityKeys = { mine: ['registry-visibility'] as const }

const fetchRegistryVisibility = () => apiFetch(path, RegistryVisibilitySchema, { cache: 'no-store' })

const saveRegistryVisibility = (visibility: RegistryVisibility) =>
  apiFetch(path, RegistryVisibilitySchema, { method: 'PUT', json: visibility })

const registryVisibilityQuery = () => ({
  queryKey: registryVisibilityKeys.mine,
  queryFn: fetchRegistryVisibility,
  meta: { errorShownInPlace: true },
})

export function useRegistryVisibility() {
  return useQuery(registryVisibilityQuery())
}

export function useSaveRegistryVisibility() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveRegistryVisibility,
    meta: { errorShownInPlace: true },
    onSuccess: (visibility) => client.setQueryData(registryVisibilityKeys.mine, visibility),
  })
}
