import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { ContentPage } from '@/components/content/content-page'
import { SlugSchema } from '@/lib/contract/content'
import { redirect } from '@/lib/i18n/navigation'
import { notFoundMetadata, pageMetadata } from '@/lib/i18n/page-metadata'
import { routing } from '@/lib/i18n/routing'
import { loadPage, loadTranslatedSlug } from '@/lib/server/portal'

type Props = PageProps<'/[locale]/[...slug]'>

/** The catch-all /{main}: a content page by slug. Deeper unknown paths are not found. */
async function resolve({ params }: Props) {
  const { locale, slug } = await params
  if (!hasLocale(routing.locales, locale) || slug.length !== 1) return null
  const main = safeDecode(slug[0] ?? '')
  if (!SlugSchema.safeParse(main).success) return null
  return { locale, main, page: await loadPage(locale, main) }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const resolved = await resolve(props)
  return resolved?.page ? pageMetadata(resolved.page, (slug) => `/${slug}`) : notFoundMetadata()
}

export default async function CatchAllPage(props: Props) {
  const resolved = await resolve(props)
  if (!resolved) notFound()
  const { locale, main, page } = resolved
  setRequestLocale(locale)
  if (!page) {
    // A link kept from another language (after switching) finds the same page under this language's slug.
    const translated = await loadTranslatedSlug(locale, main)
    if (translated) redirect({ href: `/${translated}`, locale })
    notFound()
  }
  if (page.is_home) redirect({ href: '/', locale })
  return <ContentPage page={page} />
}
