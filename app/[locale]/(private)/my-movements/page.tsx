import type { Metadata } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { getPathname } from '@/lib/i18n/navigation'
import { routing } from '@/lib/i18n/routing'
import { requirePageAccess } from '@/lib/server/page-session'
import { MovementsWithPayment } from './_components/movements-with-payment'

const path = '/my-movements'

export async function generateMetadata({ params }: PageProps<'/[locale]/my-movements'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Movements' })
  return { title: t('pageTitle'), robots: { index: false } }
}

export default async function MyMovementsPage({ params }: PageProps<'/[locale]/my-movements'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  await requirePageAccess(locale, path, getPathname({ locale, href: path }))
  const [t, messages] = await Promise.all([getTranslations('Movements'), getMessages()])

  return (
    <>
      <h1>{t('pageTitle')}</h1>
      <NextIntlClientProvider
        messages={{ Movements: messages.Movements, Payments: messages.Payments, Errors: messages.Errors }}
      >
        <MovementsWithPayment />
      </NextIntlClientProvider>
    </>
  )
}
