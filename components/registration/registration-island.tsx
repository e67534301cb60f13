'use client'

import { useTranslations } from 'next-intl'
import { useState, useSyncExternalStore } from 'react'
import { useRegistrationApplicant } from '@/lib/client/registration'
import { useLoggedIn } from '@/lib/client/session'
import type { RegistrationKind, RegistrationReceipt } from '@/lib/contract/registration'
import { Link } from '@/lib/i18n/navigation'
import { PlainAlert } from '@/components/ui/plain-alert'
import plainStyles from '@/components/ui/plain-form.module.css'
import { LoadingPart } from '@/components/ui/spinner'
import { TrackingCodeReceipt } from '@/components/ui/tracking-code-receipt'
import { RegistrationForm } from './registration-form'

const noSubscription = () => () => undefined

function Confirmation({ receipt, withAccount }: { receipt: RegistrationReceipt; withAccount: boolean }) {
  const t = useTranslations('Registration.success')
  return (
    <TrackingCodeReceipt
      code={receipt.tracking_code}
      labels={{ title: t('title'), code: t('code'), copy: t('copy'), copied: t('copied') }}
      testId="registration-receipt"
    >
      <p>{t('email', { email: receipt.email })}</p>
      <p>{t('next')}</p>
      {!withAccount && <p>{t('password')}</p>}
    </TrackingCodeReceipt>
  )
}

/** A signed-in person applies with their account. */
export function RegistrationIsland({ kind }: { kind: RegistrationKind }) {
  const t = useTranslations('Registration')
  const signedIn = useLoggedIn()
  const applicant = useRegistrationApplicant(signedIn)
  const [receipt, setReceipt] = useState<RegistrationReceipt>()
  // The form reads its draft from this browser's storage: it is rendered after hydration only.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

  if (receipt) return <Confirmation receipt={receipt} withAccount={Boolean(applicant.data)} />

  if (!hydrated || (signedIn && applicant.isPending)) return <LoadingPart label={t('loading')} />
  const role = signedIn ? applicant.data?.role : undefined
  if (role === 'collegiate' || (role === 'precollegiate' && kind === 'precollegiate')) {
    return (
      <PlainAlert severity="info">
        {t(role === 'collegiate' ? 'signedIn.collegiate' : 'signedIn.precollegiate')}{' '}
        <Link href="/profile">{t('signedIn.profile')}</Link>
      </PlainAlert>
    )
  }
  const accountEmail = signedIn ? applicant.data?.email : undefined
  return (
    <>
      {accountEmail && (
        <PlainAlert severity="info" className={plainStyles.spaced}>
          {t('signedIn.applyingAs', { email: accountEmail })}
        </PlainAlert>
      )}
      <RegistrationForm kind={kind} accountEmail={accountEmail} onSent={setReceipt} />
    </>
  )
}
