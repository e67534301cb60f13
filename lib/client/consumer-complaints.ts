import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { captchaTokenHeader } from '@/lib/contract/captcha'
import {
  consumerComplaintDocumentField,
  ConsumerComplaintReceiptSchema,
  type ConsumerComplaintForm,
  type ConsumerComplaintReceipt,
} from '@/lib/contract/consumer-complaints'
import type { Locale } from '@/lib/contract/locales'
import { newIdempotencyKey } from './accessibility-feedback'
import { apiFetch } from './api-client'

const consumerComplaintKeys = {
  all: ['consumer-complaints'] as const,
  submit: () => [...consumerComplaintKeys.all, 'submit'] as const,
}

export interface ConsumerComplaintSubmission {
  form: ConsumerComplaintForm
  files: readonly File[]
}

function submitConsumerComplaint(
  lang: Locale,
  { form, files }: ConsumerComplaintSubmission,
  idempotencyKey: string,
  captchaToken: string | null = null,
): Promise<ConsumerComplaintReceipt> {
  const formData = new FormData()
  formData.set('form_data', JSON.stringify(form))
  for (const file of files) formData.append(consumerComplaintDocumentField, file, file.name)
  return apiFetch('public/complaints', ConsumerComplaintReceiptSchema, {
    method: 'POST',
    query: { lang },
    formData,
    headers: {
      'Idempotency-Key': idempotencyKey,
      ...(captchaToken ? { [captchaTokenHeader]: captchaToken } : {}),
    },
  })
}

/** Resending the same complaint and files reuses the Idempotency-Key, so the server files it once. */
export function useSubmitConsumerComplaint({
  lang,
  captchaToken = async () => null,
}: {
  lang: Locale
  captchaToken?: () => Promise<string | null>
}) {
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null)
  return useMutation({
    mutationKey: consumerComplaintKeys.submit(),
    meta: { errorShownInPlace: true },
    mutationFn: async (submission: ConsumerComplaintSubmission) => {
      const fingerprint = JSON.stringify([
        submission.form,
        submission.files.map((file) => [file.name, file.size, file.lastModified]),
      ])
      if (attempt.current?.fingerprint !== fingerprint) {
        attempt.current = { fingerprint, key: newIdempotencyKey() }
      }
      return submitConsumerComplaint(lang, submission, attempt.current.key, await captchaToken())
    },
    retry: (failureCount, error) => error instanceof TypeError && failureCount < 2,
    retryDelay: (failureCount) => 500 * 2 ** failureCount,
  })
}
