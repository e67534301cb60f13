import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import {
  ApplicationDetailSchema,
  ApplicationSchema,
  type ApplicationGroup,
} from '@/lib/contract/applications'
import { AttachmentListSchema, AttachmentSchema } from '@/lib/contract/attachments'
import { EnrolmentStateSchema, type EnrolmentRequest } from '@/lib/contract/enrolment'
import { apiUrl } from './api-url'
import { newIdempotencyKey } from './accessibility-feedback'
import { ApiError, apiFetch } from './api-client'
import { applicationKeys } from './applications'
import { useLoggedIn } from './session'

const applicationsPath = (group: ApplicationGroup) => `/public/${group}/events/applications`
const documentsPath = '/public/events/applications/documents'

const enrolmentKeys = {
  all: ['enrolment'] as const,
  state: (eventId: number, signedIn: boolean) => [...enrolmentKeys.all, 'state', eventId, signedIn] as const,
  documents: (applicationId: string) => [...enrolmentKeys.all, 'documents', applicationId] as const,
}

const fetchEnrolmentState = (eventId: number) =>
  apiFetch(`/public/events/${eventId}/enrolment`, EnrolmentStateSchema, { cache: 'no-store' })

/** One submission attempt: its own Idempotency-Key, so a double click or a network retry does not apply twice. */
const applyToEvent = (group: ApplicationGroup, request: EnrolmentRequest, idempotencyKey: string) =>
  apiFetch(applicationsPath(group), ApplicationSchema, {
    method: 'POST',
    json: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  })

const cancelApplication = (group: ApplicationGroup, id: string) =>
  apiFetch(`${applicationsPath(group)}/${encodeURIComponent(id)}/cancel`, ApplicationDetailSchema, {
    method: 'POST',
  })

export const applicationCalendarUrl = (group: ApplicationGroup, id: string) =>
  `${apiUrl(applicationsPath(group))}/${encodeURIComponent(id)}/calendar`

const fetchApplicationDocuments = (applicationId: string) =>
  apiFetch(documentsPath, AttachmentListSchema, {
    query: { application_id: applicationId },
    cache: 'no-store',
  })

function uploadApplicationDocument({ applicationId, file }: { applicationId: string; file: File }) {
  const formData = new FormData()
  formData.append('application_id', applicationId)
  formData.append('file', file)
  return apiFetch(documentsPath, AttachmentSchema, { method: 'POST', formData })
}

export function refusalOf(error: unknown): { code?: string; reason?: string } {
  if (!(error instanceof ApiError)) return {}
  const { detail } = error
  if (typeof detail === 'string') return { code: detail }
  if (detail && !Array.isArray(detail)) return { code: detail.code, reason: detail.reason }
  return {}
}

const subscribeNothing = () => () => {}

/** False on the server and while hydrating, true after: what a cached page's island must wait for. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}

const inPlace = { errorShownInPlace: true }

/** Where the visitor stands with an event: asked only in the browser, so the page itself stays cacheable. */
export function useEnrolmentState(eventId: number) {
  const hydrated = useHydrated()
  const signedIn = useLoggedIn()
  return useQuery({
    queryKey: enrolmentKeys.state(eventId, signedIn),
    queryFn: () => fetchEnrolmentState(eventId),
    enabled: hydrated,
    staleTime: 0,
    meta: inPlace,
  })
}

function useRefreshAfterChange() {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: applicationKeys.all }),
      client.invalidateQueries({ queryKey: enrolmentKeys.all }),
    ])
}

export function useApply(group: ApplicationGroup) {
  const refresh = useRefreshAfterChange()
  return useMutation({
    mutationFn: (request: EnrolmentRequest) => applyToEvent(group, request, newIdempotencyKey()),
    meta: inPlace,
    onSuccess: () => refresh(),
    // A refusal (closed, full, not admitted, already applied) means the state on screen was out of date.
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 403 || error.status === 409)) void refresh()
    },
  })
}

export function useCancelApplication(group: ApplicationGroup) {
  const refresh = useRefreshAfterChange()
  return useMutation({
    mutationFn: (id: string) => cancelApplication(group, id),
    meta: inPlace,
    onSuccess: () => refresh(),
  })
}

export function useApplicationDocuments(applicationId: string, enabled = true) {
  return useQuery({
    queryKey: enrolmentKeys.documents(applicationId),
    queryFn: () => fetchApplicationDocuments(applicationId),
    enabled,
    meta: inPlace,
  })
}

export function useUploadApplicationDocument() {
  const refresh = useRefreshAfterChange()
  return useMutation({
    mutationFn: uploadApplicationDocument,
    meta: inPlace,
    // pending_documents becomes under_review when a document arrives: the application is read again too.
    onSuccess: () => refresh(),
  })
}
