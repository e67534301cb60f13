import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { ContentPage } from '@/components/content/content-page'
import { decodePathSegment, SlugSchema } from '@/lib/contract/content'
import { notFoundMetadata, pageMetadata } from '@/lib/i18n/page-metadata'
import { routing } from '@/lib/i18n/routing'
import { loadPage } from '@/lib/server/portal'
import { withEnabledAlternates } from '@/lib/server/hreflang'
import { NotFoundResponse } from '../_components/not-found-view'

type Props = PageProps<'/[locale]/[...slug]'>

export const generateStaticParams = () => []

async function resolve({ params }: Props) {
  const { locale, slug } = await params
  if (!hasLocale(routing.locales, locale)) return null
  const main = slug.length === 1 ? decodePathSegment(slug[0] ?? '') : ''
  if (!SlugSchema.safeParse(main).success) return { locale, page: null }
  return { locale, page: await loadPage(locale, main) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const resolved = await resolve(props)
  return resolved?.page
    ? withEnabledAlternates(pageMetadata(resolved.page, (slug) => `/${slug}`))
    : notFoundMetadata(props)
}

export default async function CatchAllPage(props: Props) {
  const resolved = await resolve(props)
  if (!resolved) notFound()
  const { locale, page } = resolved
  setRequestLocale(locale)
  // Addresses with another language's slug or the home page's slug were redirected by the proxy.
  return page ? <ContentPage page={page} /> : <NotFoundResponse />
}
