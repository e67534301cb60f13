import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { ContentPage } from '@/components/content/content-page'
import { decodePathSegment, SlugSchema } from '@/lib/contract/content'
import { notFoundMetadata } from '@/lib/i18n/page-metadata'
import { routing } from '@/lib/i18n/routing'
import { currentUser } from '@/lib/server/page-session'
import { loadPage } from '@/lib/server/portal'
import { previewedItem } from './previewed-items'

type Props = PageProps<'/[locale]/tmp/[[...path]]'>

export const generateStaticParams = () => []

/** Kept out of search engines; staff see an item whatever its status, everyone else published items only. */
async function resolve({ params }: Props) {
  const { locale, path = [] } = await params
  if (!hasLocale(routing.locales, locale) || path.length < 1 || path.length > 2) return null
  const slug = SlugSchema.safeParse(decodePathSegment(path.at(-1) ?? ''))
  if (!slug.success) return null
  const audience = (await currentUser())?.role === 'staff' ? 'staff' : 'public'
  if (path.length === 2) {
    const item = await previewedItem(locale, path[0] ?? '', slug.data, audience)
    return item && { locale, ...item }
  }
  const page = await loadPage(locale, slug.data, audience)
  return page && { locale, title: page.title, render: () => <ContentPage page={page} /> }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const resolved = await resolve(props).catch(() => null)
  if (!resolved) return notFoundMetadata(props)
  const t = await getTranslations({ locale: resolved.locale, namespace: 'Preview' })
  return { title: t('pageTitle', { title: resolved.title }), robots: { index: false } }
}

export default async function PreviewPage(props: Props) {
  const resolved = await resolve(props)
  if (!resolved) notFound()
  setRequestLocale(resolved.locale)
  return resolved.render()
}
