'use client'

import Close from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import { useTheme } from '@mui/material/styles'
import Switch from '@mui/material/Switch'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTranslations } from 'next-intl'
import { Fragment, useId, useState } from 'react'
import { acceptAll, consentCookieName, rejectAll, type ConsentChoices } from '@/lib/client/consent'
import type { NavigationLink } from '@/lib/contract/navigation'
import { localeCookieName } from '@/lib/i18n/routing'
import { MuiScope } from '@/components/providers/mui-scope'
import { NavLink } from './nav-link'

/** The three choices as the banner shows them (cookie-consent.module.css): side by side, equal in size and style. */
const consentButtonsSx = {
  display: 'grid',
  gap: 1,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '& .MuiButton-root': { minHeight: 44, px: { xs: 1, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } },
} as const

interface CategoryProps {
  title: string
  description: string
  switchLabel: string
  checked: boolean
  onChange?: (checked: boolean) => void
  cookies?: { name: string; purpose: string }[]
}

function Category({ title, description, switchLabel, checked, onChange, cookies }: CategoryProps) {
  const headingId = useId()
  const descriptionId = useId()
  const alwaysOn = !onChange
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Box component="h3" id={headingId} sx={{ fontSize: '1.0625rem', mt: 0, mb: 1 }}>
        {title}
      </Box>
      <FormControlLabel
        label={switchLabel}
        disabled={alwaysOn}
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange?.(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': descriptionId } }}
          />
        }
        // An always-on category is still information to read, so its label keeps the normal text colour.
        sx={{ ml: -1, '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' } }}
      />
      <Box component="p" id={descriptionId} sx={{ mt: 1, mb: cookies ? 1 : 0 }}>
        {description}
      </Box>
      {cookies && (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {cookies.map(({ name, purpose }) => (
            <li key={name}>
              <code>{name}</code>: {purpose}
            </li>
          ))}
        </Box>
      )}
    </Box>
  )
}

interface CookieConsentDialogProps {
  /** The stored answer, if any: the switches start from it, and are off otherwise. */
  current: ConsentChoices | null
  policies: NavigationLink[]
  onChoose: (choices: ConsentChoices) => void
  onClose: () => void
}

function CookieConsentDialog({ current, policies, onChoose, onClose }: CookieConsentDialogProps) {
  const t = useTranslations('CookieConsent')
  const [analytics, setAnalytics] = useState(current?.analytics ?? false)
  const [functional, setFunctional] = useState(current?.functional ?? false)
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const introId = useId()

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      scroll="paper"
      aria-describedby={introId}
    >
      <DialogTitle sx={{ pr: 7, fontWeight: 700 }}>{t('dialog.title')}</DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={t('dialog.close')}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <Close />
      </IconButton>
      <DialogContent dividers>
        <Box component="p" id={introId} sx={{ mt: 0 }}>
          {t('dialog.intro')}
        </Box>
        <Category
          title={t('necessary.title')}
          description={t('necessary.description')}
          switchLabel={t('necessary.switch')}
          checked
          cookies={[
            { name: localeCookieName, purpose: t('necessary.language') },
            { name: consentCookieName, purpose: t('necessary.consent') },
          ]}
        />
        <Category
          title={t('analytics.title')}
          description={t('analytics.description')}
          switchLabel={t('analytics.switch')}
          checked={analytics}
          onChange={setAnalytics}
          cookies={[
            { name: '_ga', purpose: t('analytics.ga') },
            { name: '_gid', purpose: t('analytics.gid') },
            { name: '_gat', purpose: t('analytics.gat') },
          ]}
        />
        <Category
          title={t('functional.title')}
          description={t('functional.description')}
          switchLabel={t('functional.switch')}
          checked={functional}
          onChange={setFunctional}
        />
        {policies.length > 0 && (
          <Box component="p" sx={{ mb: 0, pt: 2, borderTop: 1, borderColor: 'divider' }}>
            {t('dialog.policies')}{' '}
            {policies.map((policy, index) => (
              <Fragment key={policy.url}>
                {index > 0 && ' · '}
                <NavLink item={policy} />
              </Fragment>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ display: 'block', p: 2 }}>
        <Box sx={consentButtonsSx}>
          <Button variant="contained" onClick={() => onChoose({ analytics, functional })}>
            {t('dialog.save')}
          </Button>
          <Button variant="contained" onClick={() => onChoose(acceptAll)}>
            {t('acceptAll')}
          </Button>
          <Button variant="contained" onClick={() => onChoose(rejectAll)}>
            {t('rejectAll')}
          </Button>
        </Box>
      </DialogActions>
    </Dialog>
  )
}

/** The dialog is MUI's, with the site's theme, loaded when opened: the page around it does not load MUI. */
export function ScopedCookieConsentDialog(props: CookieConsentDialogProps) {
  return (
    <MuiScope>
      <CookieConsentDialog {...props} />
    </MuiScope>
  )
}
