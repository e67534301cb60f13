'use client'

import Box from '@mui/material/Box'
import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { useCaptcha } from '@/lib/client/captcha'

function Notice() {
  const t = useTranslations('Captcha')
  const hl = useLocale()
  const link = (href: string) =>
    function GoogleLink(chunks: ReactNode) {
      return (
        <Box component="a" href={`${href}?hl=${hl}`} sx={{ color: 'inherit' }}>
          {chunks}
        </Box>
      )
    }
  return (
    <Box component="p" sx={{ m: 0, mt: 1.5, fontSize: '0.875rem', color: 'text.secondary' }}>
      {t.rich('notice', {
        privacy: link('https://policies.google.com/privacy'),
        terms: link('https://policies.google.com/terms'),
      })}
    </Box>
  )
}

/** Google requires this notice when reCAPTCHA's badge is hidden. */
export function CaptchaNotice() {
  return useCaptcha().enabled ? <Notice /> : null
}
