'use client'

import Button from '@mui/material/Button'
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import type { FailureWords } from '@/lib/client/form-failure'
import type { PasswordProblem } from '@/lib/contract/auth'

type Translate = ReturnType<typeof useTranslations<'Profile'>>

export function passwordProblemMessage(t: Translate, problem: PasswordProblem): string {
  return t(`passwordRules.${problem}`)
}

/** The private area's words for a send that no field explains: how long to wait, else the shared words. */
export function useAccountFailures(): FailureWords {
  const t = useTranslations('Profile')
  const errors = useTranslations('Errors')
  return {
    network: errors('network'),
    rateLimited: { text: (minutes) => t('tooManyAttempts', { minutes }), defaultSeconds: 900 },
  }
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
