'use client'

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useEffect, useId, useRef } from 'react'
import { MuiScope } from '@/components/providers/mui-scope'
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
import { consentButtonsSx } from './consent-buttons'
import { useSpaceBelow } from './space-below'

// Most visitors never open the settings, so the dialog (and MUI's Dialog and Switch) load on demand.
const CookieConsentDialog = dynamic(
  () => import('./cookie-consent-dialog').then((module) => module.CookieConsentDialog),
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
  return (
    <Box
      component="section"
      ref={ref}
      aria-labelledby={titleId}
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderTop: '4px solid var(--portal-color-primary)',
        boxShadow: 8,
      }}
    >
      <Box
        sx={{
          maxWidth: 1500,
          mx: 'auto',
          px: { xs: 2, lg: 3 },
          py: { xs: 1.5, md: 2 },
          display: 'grid',
          gap: { xs: 1.5, md: 3 },
          gridTemplateColumns: { md: 'minmax(0, 1fr) auto' },
          alignItems: 'center',
        }}
      >
        <div>
          <Box
            component="h2"
            id={titleId}
            sx={{ fontSize: { xs: '1rem', sm: '1.125rem' }, lineHeight: 1.3, mt: 0, mb: 0.5 }}
          >
            {t('banner.title')}
          </Box>
          <Box component="p" sx={{ m: 0, fontSize: { xs: '0.875rem', sm: '1rem' } }}>
            {t('banner.text', { owner })}
          </Box>
        </div>
        <Box sx={consentButtonsSx}>
          <Button variant="contained" onClick={() => onChoose(acceptAll)}>
            {t('acceptAll')}
          </Button>
          <Button variant="contained" onClick={() => onChoose(rejectAll)}>
            {t('rejectAll')}
          </Button>
          <Button variant="contained" onClick={openConsentSettings}>
            {t('configure')}
          </Button>
        </Box>
      </Box>
    </Box>
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

/** The banner and the dialog are MUI's, with the site's theme: the page around them does not load MUI. */
export function ScopedCookieConsent(props: CookieConsentProps) {
  return (
    <MuiScope>
      <CookieConsent {...props} />
    </MuiScope>
  )
}
