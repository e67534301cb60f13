'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { MouseEvent } from 'react'
import { localeAutonyms, type Locale } from '@/lib/contract/locale-codes'
import { usePathname } from '@/lib/i18n/navigation'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import { DisclosureMenu } from './disclosure-menu'
import { Chevron } from './icons'
import styles from './shell.module.css'

/**
 * Always prefixed, Spanish included: an unprefixed link would send a visitor whose language cookie says
 * otherwise back to that language, while /es/… redirects to the unprefixed page and updates the cookie.
 */
function localisedPath(pathname: string, locale: Locale): string {
  return pathname === '/' ? `/${locale}` : `/${locale}${pathname}`
}

/**
 * The page's own address in another language when its head names one (hreflang alternates: a news item has another
 * slug in each language), always prefixed as above.
 */
function alternatePath(locale: Locale): string | null {
  const link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${locale}"]`)
  if (!link) return null
  const { pathname } = new URL(link.href, window.location.href)
  return pathname.startsWith(`/${locale}/`) || pathname === `/${locale}`
    ? pathname
    : localisedPath(pathname, locale)
}

const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey

function LanguageLinks({ languages, full }: { languages: Locale[]; full: boolean }) {
  const current = useLocale()
  const pathname = usePathname()
  return languages.map((language) => (
    <li key={language}>
      <a
        href={localisedPath(pathname, language)}
        onClick={(event) => {
          if (language === current || !isPlainClick(event)) return
          event.preventDefault()
          const href = alternatePath(language) ?? event.currentTarget.href
          // Loaded on the first click: it validates settings with the contract, which pages need not load.
          import('@/lib/client/settings').then(
            ({ changeLanguage }) => changeLanguage({ lang: language, href }),
            () => window.location.assign(href),
          )
        }}
        hrefLang={language}
        lang={language}
        aria-current={language === current ? 'true' : undefined}
        className={full ? `${styles.languageLink} ${styles.languageLinkFull}` : styles.languageLink}
      >
        {localeAutonyms[language]}
      </a>
    </li>
  ))
}

/**
 * Real links, each named in its own language; a click changes language as spec §4 says (see changeLanguage). The
 * header shows one button with the current language's code that opens them, so the menu keeps the row; the drawer
 * lists them.
 */
export function LanguageSwitcher({
  languages,
  variant = 'compact',
}: {
  languages: Locale[]
  variant?: 'compact' | 'full'
}) {
  const t = useTranslations('Navigation')
  const current = useLocale() as Locale
  if (languages.length < 2) return null
  return (
    <nav aria-label={t('languages')} data-keeps-menu>
      {variant === 'full' ? (
        <ul className={styles.languageList}>
          <LanguageLinks languages={languages} full />
        </ul>
      ) : (
        <DisclosureMenu
          component="div"
          align="right"
          buttonClassName={styles.item}
          label={
            <>
              {current.toUpperCase()}
              <Chevron />
              <ScreenReaderText>{t('languageMenu', { language: localeAutonyms[current] })}</ScreenReaderText>
            </>
          }
        >
          <LanguageLinks languages={languages} full={false} />
        </DisclosureMenu>
      )}
    </nav>
  )
}
