import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { StatusPage } from '@/components/status/status-page'
import { routing } from '@/lib/i18n/routing'

type Props = PageProps<'/[locale]/no-permission'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'NoPermission' })
  return { title: t('title'), robots: { index: false } }
}

/** Where a visitor lands when their account may not open what they asked for. */
export default async function NoPermissionPage({ params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations('NoPermission')
  return (
    <StatusPage title={t('title')} homeLabel={t('home')}>
      <p>{t('description')}</p>
      <p>{t('help')}</p>
    </StatusPage>
  )
}
