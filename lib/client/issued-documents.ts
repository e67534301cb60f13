import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import {
  ContentVerificationSchema,
  formatVerificationCode,
  GoodStandingAvailabilitySchema,
  IssuedDocumentSummarySchema,
  normalizeVerificationCode,
} from '@/lib/contract/issued-documents'
import type { ApplicationGroup } from '@/lib/contract/applications'
import type { Locale } from '@/lib/contract/locales'
import { apiUrl } from './api-url'
import { apiFetch, ApiError } from './api-client'

const issuedDocumentKeys = {
  all: ['issued-documents'] as const,
  byCode: (code: string) => [...issuedDocumentKeys.all, code] as const,
  goodStanding: () => [...issuedDocumentKeys.all, 'good-standing'] as const,
}

const fetchDocumentSummary = (code: string) =>
  apiFetch(`/public/documents/${encodeURIComponent(code)}`, IssuedDocumentSummarySchema, {
    cache: 'no-store',
  })

const documentSummaryQuery = (code: string) =>
  queryOptions({
    queryKey: issuedDocumentKeys.byCode(normalizeVerificationCode(code) ?? code),
    queryFn: () => fetchDocumentSummary(code),
    retry: false,
    meta: { errorShownInPlace: true },
  })

export const useDocumentSummary = (code: string) =>
  useQuery({ ...documentSummaryQuery(code), enabled: normalizeVerificationCode(code) !== undefined })

export const documentFileUrl = (code: string) => apiUrl(`/public/documents/${encodeURIComponent(code)}/file`)

export const documentValidationPath = (code: string) => {
  const normalised = normalizeVerificationCode(code)
  return `/document-validation/${normalised ? formatVerificationCode(normalised) : encodeURIComponent(code.trim())}`
}

function verifyDocumentContent({ file, code }: { file: File; code?: string }) {
  const formData = new FormData()
  formData.set('file', file)
  if (code?.trim()) formData.set('code', code.trim())
  return apiFetch('/public/documents/verify', ContentVerificationSchema, { method: 'POST', formData })
}

export const useVerifyDocumentContent = () =>
  useMutation({ mutationFn: verifyDocumentContent, meta: { errorShownInPlace: true } })

export const attendanceCertificateUrl = (group: ApplicationGroup, applicationId: string, lang: Locale) =>
  apiUrl(`/public/${group}/events/applications/${applicationId}/certificate?lang=${lang}`)

export const goodStandingCertificateUrl = (lang: Locale) =>
  apiUrl(`/public/collegiates/certificates/good-standing?lang=${lang}`)

export const useGoodStandingAvailability = () =>
  useQuery({
    queryKey: issuedDocumentKeys.goodStanding(),
    queryFn: () =>
      apiFetch(
        '/public/collegiates/certificates/good-standing/availability',
        GoodStandingAvailabilitySchema,
        {
          cache: 'no-store',
        },
      ),
    meta: { errorShownInPlace: true },
  })

function filenameOf(header: string | null, fallback: string): string {
  const encoded = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1]
  if (encoded) return decodeURIComponent(encoded)
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? fallback
}

/** Fetched rather than linked, so that a refusal is an ApiError the page can explain in place. */
async function downloadPdf(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' })
  if (!response.ok) {
    const envelope = ErrorEnvelopeSchema.safeParse(await response.json().catch(() => undefined))
    const retryAfter = Number(response.headers.get('Retry-After'))
    throw new ApiError(
      response.status,
      envelope.success ? envelope.data.detail : undefined,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    )
  }
  const blob = await response.blob()
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = filenameOf(response.headers.get('Content-Disposition'), fallbackName)
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

export const useDownloadPdf = () =>
  useMutation({
    mutationFn: ({ url, filename }: { url: string; filename: string }) => downloadPdf(url, filename),
    meta: { errorShownInPlace: true },
  })
