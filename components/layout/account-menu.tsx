'use client'

import AccountCircle from '@mui/icons-material/AccountCircle'
import Login from '@mui/icons-material/Login'
import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { useTranslations } from 'next-intl'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import { useLoggedIn } from '@/lib/client/session'
import { useSignedInPerson } from '@/lib/client/signed-in-person'
import { useSignInHref } from '@/lib/client/redirect-target'
import { Link } from '@/lib/i18n/navigation'
import { Chevron, itemSx } from './desktop-nav'
import { DisclosureMenu } from './disclosure-menu'

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const

/** Below the extra-large breakpoint the entry is its icon, and its words name it for screen readers only. */
const wordsFromXl = (theme: Theme) => ({
  [theme.breakpoints.down('xl')]: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
})

const iconSx = (theme: Theme) => ({ [theme.breakpoints.up('xl')]: { mr: 0.5 } })

const entrySx = { ...itemSx, minWidth: 40, justifyContent: 'center' } as const

/**
 * Cached pages render it signed out; it changes after hydration within a fixed width (an icon's below the
 * extra-large breakpoint), so the bar does not move.
 */
export function AccountMenu() {
  const t = useTranslations('Navigation')
  const signedIn = useLoggedIn()
  const person = useSignedInPerson(signedIn)
  const signInHref = useSignInHref()
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'flex-end',
        width: { md: 'auto', xl: '10rem' },
        flexShrink: 0,
      }}
    >
      {signedIn ? (
        <DisclosureMenu
          component="div"
          align="right"
          buttonSx={{ ...entrySx, maxWidth: '10rem' }}
          label={(open) => (
            <>
              <AccountCircle fontSize="small" aria-hidden sx={iconSx} />
              <Box component="span" sx={[ellipsis, wordsFromXl]}>
                {person?.name || t('account')}
              </Box>
              <Box component="span" sx={{ display: { md: 'none', xl: 'inline-flex' } }}>
                <Chevron open={open} />
              </Box>
              <ScreenReaderText>{t('accountMenu')}</ScreenReaderText>
            </>
          )}
        >
          {(close) => (
            <>
              <li>
                <Box
                  component={Link}
                  href="/profile"
                  onClick={close}
                  sx={{ ...itemSx, display: 'flex', width: '100%' }}
                >
                  {t('myProfile')}
                </Box>
              </li>
              <li>
                <Box component={Link} href="/logout" sx={{ ...itemSx, display: 'flex', width: '100%' }}>
                  {t('signOut')}
                </Box>
              </li>
            </>
          )}
        </DisclosureMenu>
      ) : (
        <Box component={Link} href={signInHref} sx={entrySx}>
          <Login fontSize="small" aria-hidden sx={iconSx} />
          <Box component="span" sx={wordsFromXl}>
            {t('signIn')}
          </Box>
        </Box>
      )}
    </Box>
  )
}

export function AccountLinks({ linkSx, onNavigate }: { linkSx: SxProps<Theme>; onNavigate: () => void }) {
  const t = useTranslations('Navigation')
  const signedIn = useLoggedIn()
  const person = useSignedInPerson(signedIn)
  const signInHref = useSignInHref()
  if (!signedIn) {
    return (
      <Box component={Link} href={signInHref} onClick={onNavigate} sx={linkSx}>
        <Login fontSize="small" aria-hidden sx={{ mr: 1 }} />
        {t('signIn')}
      </Box>
    )
  }
  const name = person ? `${person.name} ${person.surname}`.trim() : ''
  return (
    <Box component="nav" aria-label={t('accountMenu')}>
      {name && (
        <Box
          component="p"
          sx={{ m: 0, px: 2, pt: 1, color: 'text.secondary', fontSize: '0.875rem', ...ellipsis }}
        >
          {t('signedInAs', { name })}
        </Box>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <li>
          <Box component={Link} href="/profile" onClick={onNavigate} sx={linkSx}>
            {t('myProfile')}
          </Box>
        </li>
        <li>
          <Box component={Link} href="/logout" sx={linkSx}>
            {t('signOut')}
          </Box>
        </li>
      </Box>
    </Box>
  )
}
