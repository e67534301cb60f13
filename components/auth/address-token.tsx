'use client'

import { useTranslations } from 'next-intl'
import { useSearchParams } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'
import { AuthLink } from './auth-links'
import { FormOutcome } from './form-outcome'

function ReadToken({ children }: { children: (token: string | undefined) => ReactNode }) {
  return children(useSearchParams().get('token') || undefined)
}

/** Read in the browser, so the page itself is the same for every address and can be cached. */
export function WithAddressToken({ children }: { children: (token: string | undefined) => ReactNode }) {
  return (
    <Suspense fallback={null}>
      <ReadToken>{children}</ReadToken>
    </Suspense>
  )
}

export function MissingToken({
  askAgainHref,
  askAgainLabel,
}: {
  askAgainHref: string
  askAgainLabel: string
}) {
  const t = useTranslations('AuthForms')
  return (
    <FormOutcome
      severity="error"
      title={t('missingTokenTitle')}
      takesFocus={false}
      action={<AuthLink href={askAgainHref}>{askAgainLabel}</AuthLink>}
    >
      {t('missingToken')}
    </FormOutcome>
  )
}
