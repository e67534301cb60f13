import type { Metadata } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { LoansPanel } from '@/components/private-area/loans-panel'
import { getPathname } from '@/lib/i18n/navigation'
import { routing } from '@/lib/i18n/routing'
import { requirePageAccess } from '@/lib/server/page-session'

const path = '/my-resources'

export async function generateMetadata({ params }: PageProps<'/[locale]/my-resources'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Loans' })
  return { title: t('pageTitle'), robots: { index: false } }
}

export default async function MyResourcesPage({ params }: PageProps<'/[locale]/my-resources'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  await requirePageAccess(locale, path, getPathname({ locale, href: path }))
  const [t, messages] = await Promise.all([getTranslations('Loans'), getMessages()])

  return (
    <>
      <h1>{t('pageTitle')}</h1>
      <NextIntlClientProvider messages={{ Loans: messages.Loans, Errors: messages.Errors }}>
        <LoansPanel />
      </NextIntlClientProvider>
    </>
  )
}
