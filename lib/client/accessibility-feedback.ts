import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import {
  AccessibilityFeedbackReceiptSchema,
  type AccessibilityFeedbackInput,
  type AccessibilityFeedbackReceipt,
} from '@/lib/contract/accessibility-feedback'
import { captchaTokenHeader } from '@/lib/contract/captcha'
import { apiFetch } from './api-client'

const accessibilityFeedbackKeys = {
  all: ['accessibility-feedback'] as const,
  submit: () => [...accessibilityFeedbackKeys.all, 'submit'] as const,
}

function submitAccessibilityFeedback(
  input: AccessibilityFeedbackInput,
  idempotencyKey: string,
  captchaToken: string | null = null,
): Promise<AccessibilityFeedbackReceipt> {
  return apiFetch('/public/accessibility-feedback', AccessibilityFeedbackReceiptSchema, {
    method: 'POST',
    json: input,
    headers: {
      'Idempotency-Key': idempotencyKey,
      ...(captchaToken ? { [captchaTokenHeader]: captchaToken } : {}),
    },
  })
}

/** A random UUID v4; crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const fingerprintOf = (input: AccessibilityFeedbackInput) => JSON.stringify(input, Object.keys(input).sort())

/** The same content reuses its Idempotency-Key; a captcha token is good for one check, so each attempt asks. */
export function useSubmitAccessibilityFeedback({
  captchaToken = async () => null,
}: { captchaToken?: () => Promise<string | null> } = {}) {
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null)
  return useMutation({
    mutationKey: accessibilityFeedbackKeys.submit(),
    meta: { errorShownInPlace: true },
    mutationFn: async (input: AccessibilityFeedbackInput) => {
      const fingerprint = fingerprintOf(input)
      if (attempt.current?.fingerprint !== fingerprint) {
        attempt.current = { fingerprint, key: newIdempotencyKey() }
      }
      const { key } = attempt.current
      return submitAccessibilityFeedback(input, key, await captchaToken())
    },
    // Only a lost connection is retried: the key makes it safe, and the server's own answers are final.
    retry: (failureCount, error) => error instanceof TypeError && failureCount < 2,
    retryDelay: (failureCount) => 500 * 2 ** failureCount,
  })
}
