import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { ContentPage } from '@/components/content/content-page'
import { pageMetadata } from '@/lib/i18n/page-metadata'
import { routing } from '@/lib/i18n/routing'
import { loadHomePage } from '@/lib/server/portal'
import { withEnabledAlternates } from '@/lib/server/hreflang'

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params
  const page = hasLocale(routing.locales, locale) ? await loadHomePage(locale) : null
  return page ? withEnabledAlternates(pageMetadata(page, () => '/')) : {}
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const page = await loadHomePage(locale)
  if (!page) notFound()
  return <ContentPage page={page} />
}
