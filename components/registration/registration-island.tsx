'use client'

import CheckCircle from '@mui/icons-material/CheckCircle'
import ContentCopy from '@mui/icons-material/ContentCopy'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import MuiLink from '@mui/material/Link'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useRegistrationApplicant } from '@/lib/client/registration'
import { useLoggedIn } from '@/lib/client/session'
import type { RegistrationKind, RegistrationReceipt } from '@/lib/contract/registration'
import { Link } from '@/lib/i18n/navigation'
import { RegistrationForm } from './registration-form'

const noSubscription = () => () => undefined

/** The receipt, focused, with the tracking code large and copyable. */
function Confirmation({ receipt, withAccount }: { receipt: RegistrationReceipt; withAccount: boolean }) {
  const t = useTranslations('Registration.success')
  const ref = useRef<HTMLDivElement>(null)
  const [copied, setCopied] = useState(false)
  useEffect(() => ref.current?.focus(), [])
  return (
    <Box
      ref={ref}
      role="status"
      tabIndex={-1}
      data-testid="registration-receipt"
      sx={{ borderLeft: '6px solid', borderColor: 'success.main', bgcolor: '#f1f8ec', p: { xs: 2, md: 3 } }}
    >
      <Box
        component="h2"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0, mb: 1.5, fontSize: '1.5rem' }}
      >
        <CheckCircle aria-hidden sx={{ color: 'success.main' }} />
        {t('title')}
      </Box>
      <Box component="p" sx={{ fontSize: '1.125rem', mt: 0 }}>
        {t('code')}{' '}
        <Box
          component="strong"
          className="tracking-code"
          sx={{
            fontSize: '1.75rem',
            fontFamily: 'monospace',
            letterSpacing: '0.05em',
            overflowWrap: 'anywhere',
          }}
        >
          {receipt.tracking_code}
        </Box>
      </Box>
      <Button
        variant="outlined"
        startIcon={<ContentCopy aria-hidden />}
        onClick={() => {
          void navigator.clipboard?.writeText(receipt.tracking_code).then(
            () => setCopied(true),
            () => undefined,
          )
        }}
      >
        {t('copy')}
      </Button>
      <Box component="span" role="status" sx={{ ml: 2 }}>
        {copied ? t('copied') : ''}
      </Box>
      <Box component="p">{t('email', { email: receipt.email })}</Box>
      <Box component="p">{t('next')}</Box>
      {!withAccount && (
        <Box component="p" sx={{ mb: 0 }}>
          {t('password')}
        </Box>
      )}
    </Box>
  )
}

/**
 * The per-person part of the public /collegiate and /precollegiate pages: a collegiate is told they already are
 * one; anyone else fills in the form (a signed-in person applies with their account).
 */
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
