import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Locale } from '@/lib/contract/locales'
import { SepaMandateSchema, type SepaMandate } from '@/lib/contract/sepa'
import { apiUrl } from './api-url'
import { ApiError, apiFetch } from './api-client'
import { attachmentKeys, sepaKeys } from './query-keys'

const mandatePath = '/public/collegiates/sepa-mandate'

export const mandateDocumentUrl = () => `${apiUrl(mandatePath)}/document`

async function fetchMandate(): Promise<SepaMandate | null> {
  try {
    return await apiFetch(mandatePath, SepaMandateSchema, { cache: 'no-store' })
  } catch (error) {
    if (error instanceof ApiError && error.code === 'SEPA_MANDATE_NOT_FOUND') return null
    throw error
  }
}

const generateMandate = (lang: Locale) =>
  apiFetch(mandatePath, SepaMandateSchema, { method: 'POST', query: { lang } })

function uploadSignedMandate(file: File) {
  const formData = new FormData()
  formData.append('file', file)
  return apiFetch(`${mandatePath}/signed`, SepaMandateSchema, { method: 'POST', formData })
}

const inPlace = { errorShownInPlace: true }

/** `enabled: false` where the caller may not be a collegiate (the mandate is theirs only). */
export function useSepaMandate({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: sepaKeys.all, queryFn: fetchMandate, meta: inPlace, enabled })
}

export function useGenerateMandate() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: generateMandate,
    meta: inPlace,
    onSuccess: (mandate) => client.setQueryData(sepaKeys.all, mandate),
  })
}

export function useUploadSignedMandate() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: uploadSignedMandate,
    meta: inPlace,
    onSuccess: (mandate) => {
      client.setQueryData(sepaKeys.all, mandate)
      // The signed copy is one of the member's attachments, and may have replaced another.
      void client.invalidateQueries({ queryKey: attachmentKeys.all })
    },
  })
}
