import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { StatusPage } from '@/components/status/status-page'
import { routing } from '@/lib/i18n/routing'

type Props = PageProps<'/[locale]/en-construccion'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'UnderConstruction' })
  return { title: t('title'), robots: { index: false } }
}

/** A section that is not ready yet; menus may link here until it is. */
export default async function UnderConstructionPage({ params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations('UnderConstruction')
  return (
    <StatusPage title={t('title')} homeLabel={t('home')}>
      <p>{t('description')}</p>
      <p>{t('help')}</p>
    </StatusPage>
  )
}
