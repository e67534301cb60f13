import Box from '@mui/material/Box'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/contract/locales'
import type { Navbar } from '@/lib/contract/navigation'
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
 * 900 px.
 */
export async function SiteHeader({ settings, navbar, languages }: SiteHeaderProps) {
  const t = await getTranslations('Navigation')
  const items = navbar?.items ?? []
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
            <source media="(min-width: 1290px)" srcSet={settings.logo_src} />
            <img
              src={settings.logo_small_src}
              alt={settings.logo_alt}
              height={48}
              style={{ display: 'block', height: 48, width: 'auto' }}
            />
          </picture>
        </Link>
        {/* minWidth 0 lets the menu wrap onto a second row, rather than overflow, when its items do not fit. */}
        <Box
          sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 2, ml: 'auto', minWidth: 0 }}
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
