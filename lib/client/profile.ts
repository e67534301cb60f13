import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { AttachmentGroup } from '@/lib/contract/attachments'
import {
  type CollegiateProfilePatchSchema,
  CollegiateProfileSchema,
  type MemberProfile,
  PrecollegiateProfileSchema,
} from '@/lib/contract/profile'
import { apiFetch } from './api-client'
import { profileKeys } from './query-keys'

export type ProfilePatch = z.input<typeof CollegiateProfilePatchSchema>

const profilePath = (group: AttachmentGroup) => `/public/${group}`
const schemaOf = (group: AttachmentGroup) =>
  group === 'collegiates' ? CollegiateProfileSchema : PrecollegiateProfileSchema

const fetchProfile = (group: AttachmentGroup): Promise<MemberProfile> =>
  apiFetch(profilePath(group), schemaOf(group), { cache: 'no-store' })

const updateProfile = (group: AttachmentGroup, patch: ProfilePatch): Promise<MemberProfile> =>
  apiFetch(profilePath(group), schemaOf(group), { method: 'PATCH', json: patch })

const inPlace = { errorShownInPlace: true }

export function useProfile(group: AttachmentGroup) {
  return useQuery({ queryKey: profileKeys.detail(group), queryFn: () => fetchProfile(group), meta: inPlace })
}

export function useUpdateProfile(group: AttachmentGroup) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (patch: ProfilePatch) => updateProfile(group, patch),
    meta: inPlace,
    onSuccess: (profile) => client.setQueryData(profileKeys.detail(group), profile),
  })
}
