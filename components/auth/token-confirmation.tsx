'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import { ApiError } from '@/lib/client/api-client'
import { useConfirmToken, type TokenConfirmationEndpoint } from '@/lib/client/auth'
import { AuthLink } from './auth-links'
import { useFailureMessage } from './failure-message'
import { FormOutcome } from './form-outcome'

/** Pages whose `confirmation` messages (checking, doneTitle, done, doneLink, failureTitle, askAgain) word it. */
type ConfirmationNamespace = 'NewVerification' | 'VerifyTmpEmail'

export function TokenConfirmation({
  endpoint,
  namespace,
  token,
  doneHref,
  askAgainHref,
}: {
  endpoint: TokenConfirmationEndpoint
  namespace: ConfirmationNamespace
  token: string
  doneHref: string
  askAgainHref: string
}) {
  // Both namespaces word the same messages.
  const t = useTranslations(`${namespace}.confirmation` as 'NewVerification.confirmation')
  const tf = useTranslations('AuthForms')
  const failureMessage = useFailureMessage()
  const confirmation = useConfirmToken(endpoint)
  const { mutate } = confirmation
  // A token works once: Strict Mode's second effect must not send it again.
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    mutate(token)
  }, [mutate, token])

  if (confirmation.isSuccess) {
    return (
      <FormOutcome
        severity="success"
        title={t('doneTitle')}
        action={<AuthLink href={doneHref}>{t('doneLink')}</AuthLink>}
      >
        {t('done', { email: confirmation.data.email })}
      </FormOutcome>
    )
  }
  if (confirmation.isError) {
    const alreadyVerified =
      confirmation.error instanceof ApiError && confirmation.error.code === 'VERIFY_USER_ALREADY_VERIFIED'
    return (
      <FormOutcome
        severity={alreadyVerified ? 'info' : 'error'}
        title={t('failureTitle')}
        action={
          alreadyVerified ? (
            <AuthLink href="/login">{tf('signIn')}</AuthLink>
          ) : (
            <AuthLink href={askAgainHref}>{t('askAgain')}</AuthLink>
          )
        }
      >
        {failureMessage(confirmation.error)}
      </FormOutcome>
    )
  }
  return <p role="status">{t('checking')}</p>
}
