import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { EventDetailView } from '@/components/events/event-detail'
import { ofKind } from '@/components/events/event-page'
import { decodePathSegment, SlugSchema } from '@/lib/contract/content'
import { contentPaths } from '@/lib/contract/sitemap'
import { notFoundMetadata, pageMetadata } from '@/lib/i18n/page-metadata'
import { routing } from '@/lib/i18n/routing'
import { loadEvent, loadSettings } from '@/lib/server/portal'

type Props = PageProps<'/[locale]/course/[slug]'>

export const generateStaticParams = () => []

/** A course by its slug in the page's language; another language's slug shows it in this language. */
async function resolve({ params }: Props) {
  const { locale, slug } = await params
  if (!hasLocale(routing.locales, locale)) return null
  const decoded = decodePathSegment(slug)
  if (!SlugSchema.safeParse(decoded).success) return null
  return { locale, item: ofKind(await loadEvent(locale, decoded), 'course') }
}

/** The item's own address in this language is canonical, also when reached by a foreign slug. */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const resolved = await resolve(props)
  return resolved?.item ? pageMetadata(resolved.item, contentPaths.course) : notFoundMetadata(props)
}

export default async function CoursePage(props: Props) {
  const resolved = await resolve(props)
  if (!resolved?.item) notFound()
  const { locale, item } = resolved
  setRequestLocale(locale)
  const settings = await loadSettings(locale)
  return (
    <EventDetailView
      item={item}
      locale={locale}
      organizer={{ name: settings.footer_title, url: settings.public_url }}
    />
  )
}
