import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MyStarsSchema, StarsResultSchema, type StarsResult } from '@/lib/contract/resources'
import { apiFetch } from './api-client'

export type RatedKind = 'resource' | 'card'

const ratedPath: Record<RatedKind, string> = { resource: '/resources', card: '/resource-cards' }

const resourceKeys = {
  all: ['resources'] as const,
  myStars: (kind: RatedKind, id: number) => [...resourceKeys.all, kind, id, 'my-stars'] as const,
}

const fetchMyStars = (kind: RatedKind, id: number) =>
  apiFetch(`${ratedPath[kind]}/${id}/stars/me`, MyStarsSchema)

const rate = (kind: RatedKind, id: number, stars: number): Promise<StarsResult> =>
  apiFetch(`${ratedPath[kind]}/${id}/stars`, StarsResultSchema, { method: 'PATCH', json: { stars } })

export function useMyStars(kind: RatedKind, id: number, enabled: boolean) {
  return useQuery({
    queryKey: resourceKeys.myStars(kind, id),
    queryFn: () => fetchMyStars(kind, id),
    enabled,
    retry: false,
    meta: { errorShownInPlace: true },
  })
}

/** A refusal because they had already voted asks for their vote again, so the widget can show it. */
export function useRate(kind: RatedKind, id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (stars: number) => rate(kind, id, stars),
    meta: { errorShownInPlace: true },
    onSuccess: (result) => client.setQueryData(resourceKeys.myStars(kind, id), { my_stars: result.my_stars }),
    onError: (error) => {
      if ((error as { code?: string }).code === 'RATING_ALREADY_EXISTS') {
        void client.invalidateQueries({ queryKey: resourceKeys.myStars(kind, id) })
      }
    },
  })
}
