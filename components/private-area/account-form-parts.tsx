'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import pageStyles from '@/components/ui/page.module.css'
import plainStyles from '@/components/ui/plain-form.module.css'
import type { FailureWords } from '@/lib/client/form-failure'
import type { PasswordProblem } from '@/lib/contract/auth'
import styles from './private-area.module.css'

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

/** A private form's send button (MUI's contained one), at the start of its row, disabled while it sends. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={`${pageStyles.button} ${plainStyles.button} ${styles.submit}`}
      disabled={pending}
    >
      {children}
    </button>
  )
}
