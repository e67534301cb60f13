import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { CurrentUserSchema } from '@/lib/contract/auth'
import { captchaTokenHeader } from '@/lib/contract/captcha'
import type { GenericProcedureSubmission } from '@/lib/contract/generic-procedure-forms'
import type { Locale } from '@/lib/contract/locales'
import {
  GenericProcedureApplicationDetailSchema,
  type ApplicantGroup,
  type GenericProcedureApplicationDetail,
} from '@/lib/contract/procedure-applications'
import { newIdempotencyKey } from './accessibility-feedback'
import { apiFetch } from './api-client'
import { applicationKeys } from './procedure-applications'
import { useLoggedIn } from './session'

const genericProcedureFormKeys = {
  me: ['generic-procedure-form', 'me'] as const,
}

export interface GenericApplicationRequest {
  submission: GenericProcedureSubmission
  files: Record<string, File[]>
}

function submitGenericApplication(
  group: ApplicantGroup,
  lang: Locale,
  { submission, files }: GenericApplicationRequest,
  idempotencyKey: string,
  captchaToken: string | null = null,
): Promise<GenericProcedureApplicationDetail> {
  const body = new FormData()
  body.set('form_data', JSON.stringify(submission))
  for (const [field, list] of Object.entries(files)) for (const file of list) body.append(field, file)
  return apiFetch(
    `/public/${group}/generic-procedures/applications`,
    GenericProcedureApplicationDetailSchema,
    {
      method: 'POST',
      query: { lang },
      formData: body,
      headers: {
        'Idempotency-Key': idempotencyKey,
        ...(captchaToken ? { [captchaTokenHeader]: captchaToken } : {}),
      },
    },
  )
}

const fingerprintOf = ({ submission, files }: GenericApplicationRequest) =>
  JSON.stringify([
    submission,
    Object.entries(files).map(([field, list]) => [field, list.map((file) => [file.name, file.size])]),
  ])

/** Resending the same answers reuses the Idempotency-Key, so the server files it once. */
export function useSubmitGenericApplication({
  group,
  lang,
  captchaToken = async () => null,
}: {
  group: ApplicantGroup
  lang: Locale
  captchaToken?: () => Promise<string | null>
}) {
  const queryClient = useQueryClient()
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null)
  return useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: async (request: GenericApplicationRequest) => {
      const fingerprint = fingerprintOf(request)
      if (attempt.current?.fingerprint !== fingerprint) {
        attempt.current = { fingerprint, key: newIdempotencyKey() }
      }
      return submitGenericApplication(group, lang, request, attempt.current.key, await captchaToken())
    },
    onSuccess: () => {
      attempt.current = null
      return queryClient.invalidateQueries({ queryKey: applicationKeys.all })
    },
    retry: (failureCount, error) => error instanceof TypeError && failureCount < 2,
    retryDelay: (failureCount) => 500 * 2 ** failureCount,
  })
}

export function useApplicantRole() {
  const loggedIn = useLoggedIn()
  const me = useQuery({
    queryKey: genericProcedureFormKeys.me,
    queryFn: () => apiFetch('/user/me', CurrentUserSchema, { cache: 'no-store' }),
    enabled: loggedIn,
    meta: { errorShownInPlace: true },
    retry: false,
  })
  return { loggedIn, me }
}
