import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { routing } from '@/lib/i18n/routing'
import { StatusPage } from './status-page'

type StatusNamespace = 'NoPermission' | 'UnderConstruction'
type Props = { params: Promise<{ locale: string }> }

export function statusRoute(namespace: StatusNamespace) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params
    if (!hasLocale(routing.locales, locale)) return {}
    const t = await getTranslations({ locale, namespace })
    return { title: t('title'), robots: { index: false } }
  }

  async function Page({ params }: Props) {
    const { locale } = await params
    if (!hasLocale(routing.locales, locale)) notFound()
    setRequestLocale(locale)
    const t = await getTranslations({ locale, namespace })
    return (
      <StatusPage title={t('title')} homeLabel={t('home')}>
        <p>{t('description')}</p>
        <p>{t('help')}</p>
      </StatusPage>
    )
  }

  return { generateMetadata, Page }
}
