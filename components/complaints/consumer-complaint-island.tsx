'use client'

import CheckCircle from '@mui/icons-material/CheckCircle'
import ContentCopy from '@mui/icons-material/ContentCopy'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import MuiLink from '@mui/material/Link'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { ConsumerComplaintReceipt } from '@/lib/contract/consumer-complaints'
import { Link } from '@/lib/i18n/navigation'
import { ConsumerComplaintForm } from './consumer-complaint-form'

const noSubscription = () => () => undefined

/** The receipt, focused, with the tracking code large and copyable and the way to follow it. */
export function ComplaintReceipt({ receipt, email }: { receipt: ConsumerComplaintReceipt; email: string }) {
  const t = useTranslations('ConsumerComplaint.receipt')
  const ref = useRef<HTMLDivElement>(null)
  const [copied, setCopied] = useState(false)
  useEffect(() => ref.current?.focus(), [])
  return (
    <Box
      ref={ref}
      role="status"
      tabIndex={-1}
      data-testid="complaint-receipt"
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
      <Box component="p">{t('email', { email })}</Box>
      <Box component="p">{t('documents', { count: receipt.documents })}</Box>
      <Box component="p">{t('next')}</Box>
      <Box component="p" sx={{ mb: 0 }}>
        <MuiLink
          component={Link}
          href={{ pathname: '/complaint-lookup', query: { code: receipt.tracking_code } }}
        >
          {t('lookup')}
        </MuiLink>
      </Box>
    </Box>
  )
}

/** The per-visitor part of the public /complaints page: the form, then its receipt. */
export function ConsumerComplaintIsland() {
  const t = useTranslations('ConsumerComplaint')
  const [sent, setSent] = useState<{ receipt: ConsumerComplaintReceipt; email: string }>()
  // The form reads its draft from this browser's storage: it is rendered after hydration only.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  if (sent) return <ComplaintReceipt receipt={sent.receipt} email={sent.email} />
  if (!hydrated) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    )
  }
  return <ConsumerComplaintForm onSent={(receipt, email) => setSent({ receipt, email })} />
}
