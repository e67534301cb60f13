import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { captchaTokenHeader } from '@/lib/contract/captcha'
import {
  JobComplaintReceiptSchema,
  type JobComplaintInput,
  type JobComplaintReceipt,
} from '@/lib/contract/jobs'
import type { Locale } from '@/lib/contract/locales'
import { newIdempotencyKey } from './accessibility-feedback'
import { apiFetch } from './api-client'

const jobKeys = {
  all: ['jobs'] as const,
  complaint: (jobId: number) => [...jobKeys.all, jobId, 'complaint'] as const,
}

function submitJobComplaint(
  jobId: number,
  lang: Locale,
  input: JobComplaintInput,
  idempotencyKey: string,
  captchaToken: string | null = null,
): Promise<JobComplaintReceipt> {
  return apiFetch(`/jobs/${jobId}/${lang}/complaint`, JobComplaintReceiptSchema, {
    method: 'PATCH',
    json: input,
    headers: {
      'Idempotency-Key': idempotencyKey,
      ...(captchaToken ? { [captchaTokenHeader]: captchaToken } : {}),
    },
  })
}

/** The same text reuses its Idempotency-Key; a captcha token is good for one check, so each attempt asks. */
export function useSubmitJobComplaint({
  jobId,
  lang,
  captchaToken = async () => null,
}: {
  jobId: number
  lang: Locale
  captchaToken?: () => Promise<string | null>
}) {
  const attempt = useRef<{ description: string; key: string } | null>(null)
  return useMutation({
    mutationKey: jobKeys.complaint(jobId),
    meta: { errorShownInPlace: true },
    mutationFn: async (input: JobComplaintInput) => {
      if (attempt.current?.description !== input.description) {
        attempt.current = { description: input.description, key: newIdempotencyKey() }
      }
      const { key } = attempt.current
      return submitJobComplaint(jobId, lang, input, key, await captchaToken())
    },
    // Only a lost connection is retried: the key makes it safe, and the server's own answers are final.
    retry: (failureCount, error) => error instanceof TypeError && failureCount < 2,
    retryDelay: (failureCount) => 500 * 2 ** failureCount,
  })
}
