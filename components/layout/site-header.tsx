import Box from '@mui/material/Box'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/contract/locales'
import type { Navbar } from '@/lib/contract/navigation'
import { logoSizes } from '@/lib/contract/logo-sizes'
import type { Settings } from '@/lib/contract/settings'
import { Link } from '@/lib/i18n/navigation'
import { AccountMenu } from './account-menu'
import { DesktopNav } from './desktop-nav'
import { LanguageSwitcher } from './language-switcher'
import { MobileDrawer } from './mobile-drawer'

interface SiteHeaderProps {
  settings: Settings
  navbar: Navbar | null
  languages: Locale[]
}

/**
 * Top bar: large variant from 1290 px, small below, and a drawer instead of the menu (with the account entries) below
 * 900 px. The languages and the account entry are compact buttons so that the menu keeps one row (see DesktopNav).
 */
export async function SiteHeader({ settings, navbar, languages }: SiteHeaderProps) {
  const t = await getTranslations('Navigation')
  const items = navbar?.items ?? []
  const logo = logoSizes(settings)
  return (
    <Box
      component="header"
      sx={{ bgcolor: 'background.paper', borderTop: '4px solid var(--portal-color-primary)', boxShadow: 1 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          maxWidth: 1500,
          minHeight: 60,
          mx: 'auto',
          px: { xs: 2, lg: 3 },
        }}
      >
        <Link href="/" aria-label={t('home', { name: settings.logo_alt })} style={{ display: 'inline-flex' }}>
          <picture>
            {/* Each picture's own size gives it its room (its aspect ratio) before it loads: no shift. */}
            <source
              media="(min-width: 1290px)"
              srcSet={settings.logo_src}
              width={logo.logo_width}
              height={logo.logo_height}
            />
            <img
              src={settings.logo_small_src}
              alt={settings.logo_alt}
              width={logo.logo_small_width}
              height={logo.logo_small_height}
              style={{ display: 'block', height: 48, width: 'auto' }}
            />
          </picture>
        </Link>
        {/* minWidth 0 lets a menu too long for the window wrap onto a second row rather than overflow. */}
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            alignItems: 'center',
            gap: { md: 1, xl: 2 },
            ml: 'auto',
            minWidth: 0,
          }}
        >
          <DesktopNav items={items} label={t('main')} />
          <LanguageSwitcher languages={languages} />
          <AccountMenu />
        </Box>
        <Box sx={{ display: { xs: 'flex', md: 'none' }, ml: 'auto' }}>
          <MobileDrawer items={items} languages={languages} label={t('main')} />
        </Box>
      </Box>
    </Box>
  )
}
