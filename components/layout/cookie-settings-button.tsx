'use client'

import { useTranslations } from 'next-intl'
import { openConsentSettings } from '@/lib/client/consent'
import styles from './cookie-settings-button.module.css'

/** Reopens the cookie settings: withdrawing consent must be as easy as giving it, from every page. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const t = useTranslations('CookieConsent')
  return (
    <button
      type="button"
      onClick={openConsentSettings}
      className={className ? `${styles.button} ${className}` : styles.button}
    >
      {t('settingsButton')}
    </button>
  )
}
