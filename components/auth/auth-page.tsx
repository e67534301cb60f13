import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import pageStyles from '@/components/ui/page.module.css'
import type { Locale } from '@/lib/contract/locales'
import { fixedPageMetadata } from '@/lib/i18n/page-metadata'
import { routing } from '@/lib/i18n/routing'
import styles from './auth-page.module.css'

export type AuthNamespace =
  | 'Login'
  | 'Logout'
  | 'Redirect'
  | 'PasswordRecovery'
  | 'ResetPassword'
  | 'FirstPassword'
  | 'RequestVerifyToken'
  | 'NewVerification'
  | 'VerifyTmpEmail'

type Params = { params: Promise<{ locale: string }> }

/** Pages reached by an e-mailed link (the token in their address) send no Referer, so the token never leaves. */
export function authPageMetadata(namespace: AuthNamespace, path: string, { tokenInAddress = false } = {}) {
  return async function generateMetadata({ params }: Params): Promise<Metadata> {
    const { locale } = await params
    if (!hasLocale(routing.locales, locale)) return {}
    const t = await getTranslations({ locale, namespace })
    return {
      ...fixedPageMetadata(locale, path, { title: t('title'), description: t('description') }),
      robots: { index: false },
      ...(tokenInAddress ? { referrer: 'no-referrer' as const } : {}),
    }
  }
}

/** The page's language, for an account page; unknown languages are not found. */
export async function authPageLocale({ params }: Params): Promise<Locale> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return locale
}

export function AuthPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={pageStyles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  )
}
