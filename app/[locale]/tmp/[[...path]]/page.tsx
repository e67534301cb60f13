import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { ContentPage } from '@/components/content/content-page'
import { decodePathSegment, SlugSchema } from '@/lib/contract/content'
import { notFoundMetadata } from '@/lib/i18n/page-metadata'
import { routing } from '@/lib/i18n/routing'
import { currentUser } from '@/lib/server/page-session'
import { loadPage, loadPagePreview } from '@/lib/server/portal'

type Props = PageProps<'/[locale]/tmp/[[...path]]'>

export const generateStaticParams = () => []

/**
 * /tmp/{slug}: a preview of the content page with that slug, kept out of search engines. Staff see it whatever its
 * status (a draft before it is published); everyone else sees published pages only.
 */
async function resolve({ params }: Props) {
  const { locale, path } = await params
  if (!hasLocale(routing.locales, locale) || path?.length !== 1) return null
  const slug = SlugSchema.safeParse(decodePathSegment(path[0] ?? ''))
  if (!slug.success) return null
  const staff = (await currentUser())?.role === 'staff'
  const page = await (staff ? loadPagePreview : loadPage)(locale, slug.data)
  return page ? { locale, page } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const resolved = await resolve(props).catch(() => null)
  if (!resolved) return notFoundMetadata(props)
  const t = await getTranslations({ locale: resolved.locale, namespace: 'Preview' })
  return { title: t('pageTitle', { title: resolved.page.title }), robots: { index: false } }
}

export default async function PreviewPage(props: Props) {
  const resolved = await resolve(props)
  if (!resolved) notFound()
  setRequestLocale(resolved.locale)
  return <ContentPage page={resolved.page} />
}
