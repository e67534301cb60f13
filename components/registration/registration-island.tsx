'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import MuiLink from '@mui/material/Link'
import { useTranslations } from 'next-intl'
import { useState, useSyncExternalStore } from 'react'
import { useRegistrationApplicant } from '@/lib/client/registration'
import { useLoggedIn } from '@/lib/client/session'
import type { RegistrationKind, RegistrationReceipt } from '@/lib/contract/registration'
import { Link } from '@/lib/i18n/navigation'
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
      <Box component="p">{t('email', { email: receipt.email })}</Box>
      <Box component="p">{t('next')}</Box>
      {!withAccount && (
        <Box component="p" sx={{ mb: 0 }}>
          {t('password')}
        </Box>
      )}
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

  if (!hydrated || (signedIn && applicant.isPending)) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    )
  }
  const role = signedIn ? applicant.data?.role : undefined
  if (role === 'collegiate' || (role === 'precollegiate' && kind === 'precollegiate')) {
    return (
      <Alert severity="info">
        {t(role === 'collegiate' ? 'signedIn.collegiate' : 'signedIn.precollegiate')}{' '}
        <MuiLink component={Link} href="/profile">
          {t('signedIn.profile')}
        </MuiLink>
      </Alert>
    )
  }
  const accountEmail = signedIn ? applicant.data?.email : undefined
  return (
    <>
      {accountEmail && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('signedIn.applyingAs', { email: accountEmail })}
        </Alert>
      )}
      <RegistrationForm kind={kind} accountEmail={accountEmail} onSent={setReceipt} />
    </>
  )
}
