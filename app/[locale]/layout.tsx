import '@fontsource/catamaran/latin-400.css'
import '@fontsource/catamaran/latin-600.css'
import '@fontsource/catamaran/latin-700.css'
import '@fontsource/montserrat/latin-600.css'
import '@fontsource/montserrat/latin-700.css'
import './font-fallbacks.css'
import type { Metadata } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { CookieConsentIsland } from '@/components/layout/cookie-consent-island'
import { SiteFooter } from '@/components/layout/site-footer'
import { NavigationEffects } from '@/components/layout/navigation-effects'
import { NoticeHost } from '@/components/layout/notice-host'
import { RememberSettings } from '@/components/layout/remember-settings'
import { SessionWatch } from '@/components/layout/session-watch'
import { SiteHeader } from '@/components/layout/site-header'
import { ThemeSettingsProvider } from '@/components/providers/theme-settings'
import { publicSiteUrl } from '@/lib/env'
import { routing } from '@/lib/i18n/routing'
import { loadLanguages, loadNavbars, loadSettings } from '@/lib/server/portal'
import { siteStyles } from '@/lib/theme/site-styles'
import styles from './layout.module.css'

// Public pages are the same for every visitor: each is rendered on its first request (never at build time, when
// the database may differ), then served from the cache until content changes (POST /api/cache/revalidate) or, for
// changes nobody announced, for at most five minutes.
export const revalidate = 300
export const generateStaticParams = () => []

const clientNamespaces = ['Navigation', 'ErrorPage', 'Notices', 'CookieConsent'] as const

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const settings = await loadSettings(locale)
  return {
    title: { default: settings.footer_title, template: `%s · ${settings.footer_title}` },
    icons: { icon: '/favicon.svg' },
    metadataBase: new URL(publicSiteUrl()),
  }
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)

  const [settings, navbars, languages, messages, t] = await Promise.all([
    loadSettings(locale),
    loadNavbars(locale),
    loadLanguages(),
    getMessages(),
    getTranslations('Navigation'),
  ])
  const clientMessages = Object.fromEntries(
    clientNamespaces.map((namespace) => [namespace, messages[namespace]]),
  )

  return (
    <html lang={locale}>
      <head>
        {/* The theme as CSS variables and the global styles, from the server: no page needs MUI to look right. */}
        <style dangerouslySetInnerHTML={{ __html: siteStyles(settings) }} />
      </head>
      <body>
        <ThemeSettingsProvider settings={settings}>
          <NextIntlClientProvider messages={clientMessages}>
            <a className="skip-link" href="#main-content">
              {t('skipToContent')}
            </a>
            {/* Early in the page, so keyboard users reach the cookie banner right after the skip link. */}
            <CookieConsentIsland
              analyticsId={settings.google_analytics}
              owner={settings.footer_title}
              policies={navbars.navbar_bottom_black_section?.items.filter((item) => !item.hidden) ?? []}
            />
            <div className={`site-layout ${styles.siteLayout}`}>
              <SiteHeader settings={settings} navbar={navbars.navbar_top} languages={languages} />
              <main id="main-content" tabIndex={-1} className={styles.main}>
                {children}
              </main>
              <SiteFooter settings={settings} navbars={navbars} />
            </div>
            {/* It reads the query, which on cached pages needs a Suspense boundary. */}
            <Suspense fallback={null}>
              <NavigationEffects />
            </Suspense>
            <SessionWatch />
            <NoticeHost />
            <RememberSettings settings={settings} />
          </NextIntlClientProvider>
        </ThemeSettingsProvider>
      </body>
    </html>
  )
}
