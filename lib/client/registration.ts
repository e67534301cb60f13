import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { CurrentUserSchema } from '@/lib/contract/auth'
import { captchaTokenHeader } from '@/lib/contract/captcha'
import type { Locale } from '@/lib/contract/locales'
import {
  RegistrationReceiptSchema,
  type RegistrationKind,
  type RegistrationReceipt,
} from '@/lib/contract/registration'
import { newIdempotencyKey } from './accessibility-feedback'
import { apiFetch } from './api-client'

const registrationKeys = {
  all: ['registration'] as const,
  me: () => [...registrationKeys.all, 'me'] as const,
  submit: (kind: RegistrationKind) => [...registrationKeys.all, kind, 'submit'] as const,
}

export function useRegistrationApplicant(signedIn: boolean) {
  return useQuery({
    queryKey: registrationKeys.me(),
    queryFn: () => apiFetch('user/me', CurrentUserSchema),
    enabled: signedIn,
    retry: false,
    staleTime: 60_000,
  })
}

export interface RegistrationSubmission {
  answers: unknown
  files: ReadonlyArray<{ field: string; file: File }>
}

function submitRegistration(
  kind: RegistrationKind,
  lang: Locale,
  { answers, files }: RegistrationSubmission,
  idempotencyKey: string,
  captchaToken: string | null = null,
): Promise<RegistrationReceipt> {
  const formData = new FormData()
  formData.set('form_data', JSON.stringify(answers))
  for (const { field, file } of files) formData.append(field, file, file.name)
  return apiFetch(`public/procedures/${kind}/applications`, RegistrationReceiptSchema, {
    method: 'POST',
    query: { lang },
    formData,
    headers: {
      'Idempotency-Key': idempotencyKey,
      ...(captchaToken ? { [captchaTokenHeader]: captchaToken } : {}),
    },
  })
}

/** Resending the same answers and files reuses the Idempotency-Key, so the server files them once. */
export function useSubmitRegistration({
  kind,
  lang,
  captchaToken = async () => null,
}: {
  kind: RegistrationKind
  lang: Locale
  captchaToken?: () => Promise<string | null>
}) {
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null)
  return useMutation({
    mutationKey: registrationKeys.submit(kind),
    meta: { errorShownInPlace: true },
    mutationFn: async (submission: RegistrationSubmission) => {
      const fingerprint = JSON.stringify([
        submission.answers,
        submission.files.map(({ field, file }) => [field, file.name, file.size, file.lastModified]),
      ])
      if (attempt.current?.fingerprint !== fingerprint) {
        attempt.current = { fingerprint, key: newIdempotencyKey() }
      }
      return submitRegistration(kind, lang, submission, attempt.current.key, await captchaToken())
    },
    retry: (failureCount, error) => error instanceof TypeError && failureCount < 2,
    retryDelay: (failureCount) => 500 * 2 ** failureCount,
  })
}
