'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { useCaptcha } from '@/lib/client/captcha'
import styles from './form-submission.module.css'

function Notice() {
  const t = useTranslations('Captcha')
  const hl = useLocale()
  const link = (href: string) =>
    function GoogleLink(chunks: ReactNode) {
      return (
        <a href={`${href}?hl=${hl}`} className={styles.noticeLink}>
          {chunks}
        </a>
      )
    }
  return (
    <p className={styles.notice}>
      {t.rich('notice', {
        privacy: link('https://policies.google.com/privacy'),
        terms: link('https://policies.google.com/terms'),
      })}
    </p>
  )
}

/** Google requires this notice when reCAPTCHA's badge is hidden. */
export function CaptchaNotice() {
  return useCaptcha().enabled ? <Notice /> : null
}
