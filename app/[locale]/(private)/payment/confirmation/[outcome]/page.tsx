import type { Metadata } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { PaymentResult } from '@/components/payments/payment-result'
import { getPathname } from '@/lib/i18n/navigation'
import { routing } from '@/lib/i18n/routing'
import { requirePageAccess } from '@/lib/server/page-session'

const outcomes = ['ok', 'ko']

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/payment/confirmation/[outcome]'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'PaymentReturn' })
  return { title: t('pageTitle'), robots: { index: false } }
}

/** The gateway's URLOK and URLKO: display only, since only the gateway's notification changes a payment. */
export default async function PaymentConfirmationPage({
  params,
}: PageProps<'/[locale]/payment/confirmation/[outcome]'>) {
  const { locale, outcome } = await params
  if (!hasLocale(routing.locales, locale) || !outcomes.includes(outcome)) notFound()
  setRequestLocale(locale)
  const path = `/payment/confirmation/${outcome}`
  const user = await requirePageAccess(locale, path, getPathname({ locale, href: path }))
  const [t, messages] = await Promise.all([getTranslations('PaymentReturn'), getMessages()])

  return (
    <>
      <h1>{t('pageTitle')}</h1>
      <NextIntlClientProvider
        messages={{
          PaymentReturn: messages.PaymentReturn,
          PaymentResult: messages.PaymentResult,
          Errors: messages.Errors,
        }}
      >
        <PaymentResult movementsPage={user.role === 'collegiate' ? '/my-movements' : '/my-courses'} />
      </NextIntlClientProvider>
    </>
  )
}
