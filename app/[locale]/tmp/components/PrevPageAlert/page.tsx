import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { StatusPage } from '@/components/status/status-page'
import { routing } from '@/lib/i18n/routing'

type Props = PageProps<'/[locale]/tmp/components/PrevPageAlert'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Preview' })
  return { title: t('alertPageTitle'), robots: { index: false } }
}

export default async function PreviewAlertPage({ params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations('Preview')
  return (
    <StatusPage title={t('alertPageTitle')} homeLabel={t('home')}>
      <p>{t('alertPageText')}</p>
    </StatusPage>
  )
}
