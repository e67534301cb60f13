'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, type ReactNode } from 'react'
import { ApiError } from '@/lib/client/api-client'
import type { PasswordProblem } from '@/lib/contract/auth'

type Translate = ReturnType<typeof useTranslations<'Profile'>>

export function passwordProblemMessage(t: Translate, problem: PasswordProblem): string {
  return t(`passwordRules.${problem}`)
}

/** What went wrong with a send that no field explains: waiting time, connection, or the error's own text. */
export function useFailureText() {
  const t = useTranslations('Profile')
  const errors = useTranslations('Errors')
  return (error: Error): string => {
    if (error instanceof ApiError) {
      if (error.status === 429) {
        return t('tooManyAttempts', {
          minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 900) / 60)),
        })
      }
      if (error.code) return errors(error.code)
      return errors(error.status >= 500 ? 'serviceUnavailable' : 'unexpected')
    }
    return errors('network')
  }
}

/** A form's outcome: an alert that takes the focus on failure, a polite status on success. */
export function FormOutcome({ failure, success }: { failure?: string; success?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (failure) ref.current?.focus()
  }, [failure])
  if (failure) {
    return (
      <Alert ref={ref} severity="error" tabIndex={-1} sx={{ mb: 2 }}>
        {failure}
      </Alert>
    )
  }
  return (
    <Box role="status" aria-live="polite">
      {success && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {success}
        </Alert>
      )}
    </Box>
  )
}

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={pending}
      sx={{ alignSelf: 'flex-start', minHeight: 44 }}
    >
      {children}
    </Button>
  )
}
