import Box from '@mui/material/Box'
import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import type { Locale } from '@/lib/contract/locales'
import { fixedPageMetadata } from '@/lib/i18n/page-metadata'
import { routing } from '@/lib/i18n/routing'

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
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 4, md: 6 } }}>
      <Box component="h1" sx={{ typography: 'h1', fontSize: { xs: '1.75rem', md: '2.25rem' }, mt: 0 }}>
        {title}
      </Box>
      {intro && (
        <Box component="p" sx={{ mt: 0, mb: 3 }}>
          {intro}
        </Box>
      )}
      {children}
    </Box>
  )
}
