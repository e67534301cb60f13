import { queryOptions, useQuery } from '@tanstack/react-query'
import { ComplaintStatusSchema, type ComplaintStatus } from '@/lib/contract/complaint-lookup'
import type { Locale } from '@/lib/contract/locales'
import { apiFetch } from './api-client'

const complaintKeys = {
  all: ['complaints'] as const,
  byCode: (code: string, lang: Locale) => [...complaintKeys.all, code, lang] as const,
}

const fetchComplaintStatus = (code: string, lang: Locale) =>
  apiFetch(`/public/complaints/${encodeURIComponent(code)}`, ComplaintStatusSchema, {
    cache: 'no-store',
    query: { lang },
  })

const complaintStatusQuery = (code: string, lang: Locale) =>
  queryOptions({
    queryKey: complaintKeys.byCode(code.trim().toUpperCase(), lang),
    queryFn: () => fetchComplaintStatus(code.trim(), lang),
    retry: false,
    // The server's answer is as fresh as an answer from here: asking again at once would count twice.
    staleTime: 60_000,
    meta: { errorShownInPlace: true },
  })

/** `known`: the server's answer for this code (null: no complaint has it), so the browser does not ask again. */
export const useComplaintStatus = (code: string | null, lang: Locale, known?: ComplaintStatus | null) =>
  useQuery({
    ...complaintStatusQuery(code ?? '', lang),
    enabled: Boolean(code?.trim()) && known !== null,
    initialData: known ?? undefined,
  })
