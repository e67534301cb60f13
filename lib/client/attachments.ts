import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  attachmentContentTypes,
  AttachmentListSchema,
  attachmentMaxBytes,
  AttachmentSchema,
  type Attachment,
  type AttachmentGroup,
  type AttachmentKind,
} from '@/lib/contract/attachments'
import { apiUrl } from './api-url'
import { apiFetch } from './api-client'
import { attachmentKeys } from './query-keys'

const filesPath = (group: AttachmentGroup) => `/public/${group}/files`

export const attachmentDownloadUrl = (group: AttachmentGroup, id: string) =>
  `${apiUrl(filesPath(group))}/${id}`

const fetchAttachments = (group: AttachmentGroup) =>
  apiFetch(filesPath(group), AttachmentListSchema, { cache: 'no-store' })

function uploadAttachment(group: AttachmentGroup, upload: { file: File; kind: AttachmentKind }) {
  const formData = new FormData()
  formData.append('kind', upload.kind)
  formData.append('file', upload.file)
  return apiFetch(`${filesPath(group)}/add`, AttachmentSchema, { method: 'POST', formData })
}

const removeAttachment = (group: AttachmentGroup, id: string) =>
  apiFetch(`${filesPath(group)}/remove`, z.null(), { method: 'POST', json: { id } })

/** The extensions the upload field offers; the server still decides the type by content. */
export const attachmentExtensions = ['.pdf', '.jpg', '.jpeg', '.png'] as const

export const attachmentAccept = [...attachmentExtensions, ...attachmentContentTypes].join(',')

export type AttachmentFileProblem = 'missing' | 'empty' | 'tooLarge' | 'type'

export function attachmentFileProblem(file: File | undefined): AttachmentFileProblem | undefined {
  if (!file) return 'missing'
  if (!attachmentExtensions.some((extension) => file.name.toLowerCase().endsWith(extension))) return 'type'
  if (file.size === 0) return 'empty'
  if (file.size > attachmentMaxBytes) return 'tooLarge'
  return undefined
}

const inPlace = { errorShownInPlace: true }

export function useAttachments(group: AttachmentGroup) {
  return useQuery({
    queryKey: attachmentKeys.list(group),
    queryFn: () => fetchAttachments(group),
    meta: inPlace,
  })
}

export function useUploadAttachment(group: AttachmentGroup) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (upload: { file: File; kind: AttachmentKind }) => uploadAttachment(group, upload),
    meta: inPlace,
    onSuccess: (added) => {
      client.setQueryData<Attachment[]>(attachmentKeys.list(group), (list) => [
        added,
        ...(list ?? []).filter((item) => item.id !== added.id),
      ])
      void client.invalidateQueries({ queryKey: attachmentKeys.list(group) })
    },
  })
}

export function useRemoveAttachment(group: AttachmentGroup) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => removeAttachment(group, id),
    meta: inPlace,
    onSuccess: (_nothing, id) => {
      client.setQueryData<Attachment[]>(attachmentKeys.list(group), (list) =>
        list?.filter((item) => item.id !== id),
      )
      void client.invalidateQueries({ queryKey: attachmentKeys.list(group) })
    },
  })
}
