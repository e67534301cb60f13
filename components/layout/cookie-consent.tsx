'use client'

import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useEffect, useId, useRef } from 'react'
import { applyAnalyticsConsent } from '@/lib/client/analytics'
import {
  acceptAll,
  closeConsentSettings,
  openConsentSettings,
  rejectAll,
  saveConsent,
  useConsent,
  useConsentSettingsOpen,
  type ConsentChoices,
} from '@/lib/client/consent'
import type { NavigationLink } from '@/lib/contract/navigation'
import page from '@/components/ui/page.module.css'
import styles from './cookie-consent.module.css'
import { useSpaceBelow } from './space-below'

// Most visitors never open the settings, so the dialog, MUI and its theme load on demand; the banner is plain.
const CookieConsentDialog = dynamic(
  () => import('./cookie-consent-dialog').then((module) => module.ScopedCookieConsentDialog),
  { ssr: false },
)

interface ConsentBannerProps {
  owner: string
  onChoose: (choices: ConsentChoices) => void
}

function ConsentBanner({ owner, onChoose }: ConsentBannerProps) {
  const t = useTranslations('CookieConsent')
  const titleId = useId()
  const ref = useSpaceBelow<HTMLElement>(true)
  const choices = [
    ['acceptAll', () => onChoose(acceptAll)],
    ['rejectAll', () => onChoose(rejectAll)],
    ['configure', openConsentSettings],
  ] as const
  return (
    <section ref={ref} aria-labelledby={titleId} className={styles.banner}>
      <div className={styles.inner}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {t('banner.title')}
          </h2>
          <p className={styles.text}>{t('banner.text', { owner })}</p>
        </div>
        <div className={styles.choices}>
          {choices.map(([label, onClick]) => (
            <button key={label} type="button" className={`${page.button} ${styles.choice}`} onClick={onClick}>
              {t(label)}
            </button>
          ))}
        </div>
      </div>
    </section>
  )
}

interface CookieConsentProps {
  /** The language's analytics measurement id (settings.google_analytics); analytics stays off without a valid one. */
  analyticsId: string | null
  owner: string
  /** The legal links (privacy, cookie policy…) the settings point to for the whole story. */
  policies: NavigationLink[]
}

/** Rendered in the browser only (cookie-consent-island.tsx), where the stored answer is known. */
export function CookieConsent({ analyticsId, owner, policies }: CookieConsentProps) {
  const consent = useConsent()
  const settingsOpen = useConsentSettingsOpen()
  const known = consent !== undefined
  const analytics = consent?.analytics === true
  // The banner held the focus; once it is gone, the main content is the sensible place to continue from.
  const focusMainOnChange = useRef(false)

  useEffect(() => {
    if (known) applyAnalyticsConsent(analyticsId, analytics)
  }, [analyticsId, analytics, known])

  useEffect(() => {
    if (!focusMainOnChange.current || !consent) return
    focusMainOnChange.current = false
    document.getElementById('main-content')?.focus({ preventScroll: true })
  }, [consent])

  if (!known) return null

  const choose = (choices: ConsentChoices) => {
    focusMainOnChange.current = consent === null
    saveConsent(choices)
    closeConsentSettings()
  }

  return (
    <>
      {consent === null && <ConsentBanner owner={owner} onChoose={choose} />}
      {settingsOpen && (
        <CookieConsentDialog
          current={consent}
          policies={policies}
          onChoose={choose}
          onClose={closeConsentSettings}
        />
      )}
    </>
  )
}
