'use client'

import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { useTranslations } from 'next-intl'
import { openConsentSettings } from '@/lib/client/consent'

/** Reopens the cookie settings: withdrawing consent must be as easy as giving it, from every page. */
export function CookieSettingsButton({ sx }: { sx?: SxProps<Theme> }) {
  const t = useTranslations('CookieConsent')
  return (
    <Box
      component="button"
      type="button"
      onClick={openConsentSettings}
      sx={[
        {
          p: 0,
          border: 0,
          background: 'none',
          font: 'inherit',
          textDecoration: 'underline',
          cursor: 'pointer',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {t('settingsButton')}
    </Box>
  )
}
