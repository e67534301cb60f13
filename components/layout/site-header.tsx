import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/contract/locales'
import type { Navbar } from '@/lib/contract/navigation'
import { logoSizes } from '@/lib/contract/logo-sizes'
import type { Settings } from '@/lib/contract/settings'
import { Link } from '@/lib/i18n/navigation'
import { AccountMenu } from './account-menu'
import { DesktopNav } from './desktop-nav'
import { LanguageSwitcher } from './language-switcher'
import { MobileMenu } from './mobile-menu'
import styles from './shell.module.css'

interface SiteHeaderProps {
  settings: Settings
  navbar: Navbar | null
  languages: Locale[]
}

/**
 * Top bar: large variant from 1290 px, small below, and a drawer instead of the menu (with the account entries) below
 * 900 px. The languages and the account entry are compact buttons so that the menu keeps one row (see DesktopNav).
 * Server HTML; the menus, the drawer and the account entry are small islands.
 */
export async function SiteHeader({ settings, navbar, languages }: SiteHeaderProps) {
  const t = await getTranslations('Navigation')
  const items = navbar?.items ?? []
  const logo = logoSizes(settings)
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" aria-label={t('home', { name: settings.logo_alt })} className={styles.logoLink}>
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
              className={styles.logo}
            />
          </picture>
        </Link>
        <div className={styles.desktop}>
          <DesktopNav items={items} label={t('main')} />
          <LanguageSwitcher languages={languages} />
          <AccountMenu />
        </div>
        <div className={styles.mobile}>
          <MobileMenu items={items} languages={languages} label={t('main')} />
        </div>
      </div>
    </header>
  )
}
