import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { routing } from '@/lib/i18n/routing'
import { NotFoundResponse } from '../_components/not-found-view'

export { notFoundMetadata as generateMetadata } from '@/lib/i18n/page-metadata'

/** Where the proxy sends addresses that cannot name a page (a stray %, an internal list address). */
export default async function NotFoundRoute({ params }: PageProps<'/[locale]/404'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return <NotFoundResponse />
}
