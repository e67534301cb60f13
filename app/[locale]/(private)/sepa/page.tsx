import type { Metadata } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { SepaMandatePanel } from '@/components/private-area/sepa-mandate-panel'
import { getPathname } from '@/lib/i18n/navigation'
import { routing } from '@/lib/i18n/routing'
import { requirePageAccess } from '@/lib/server/page-session'

const path = '/sepa'

export async function generateMetadata({ params }: PageProps<'/[locale]/sepa'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Sepa' })
  return { title: t('pageTitle'), robots: { index: false } }
}

export default async function SepaPage({ params }: PageProps<'/[locale]/sepa'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  await requirePageAccess(locale, path, getPathname({ locale, href: path }))
  const [t, messages] = await Promise.all([getTranslations('Sepa'), getMessages()])

  return (
    <>
      <h1>{t('pageTitle')}</h1>
      <p>{t('intro')}</p>
      <NextIntlClientProvider
        messages={{ Sepa: messages.Sepa, Attachments: messages.Attachments, Errors: messages.Errors }}
      >
        <SepaMandatePanel />
      </NextIntlClientProvider>
    </>
  )
}
