'use client'

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { Link } from '@/lib/i18n/navigation'

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useTranslations('ErrorPage')
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 4, md: 8 } }}>
      <Box component="h1" sx={{ typography: 'h1', fontSize: '2rem' }}>
        {t('title')}
      </Box>
      <p>{t('description')}</p>
      {error.digest && <p>{t('reference', { digest: error.digest })}</p>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 3 }}>
        <Button variant="contained" onClick={reset}>
          {t('retry')}
        </Button>
        <Button component={Link} href="/" variant="outlined">
          {t('home')}
        </Button>
      </Box>
    </Box>
  )
}
