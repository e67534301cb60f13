import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { EventDetailView } from '@/components/events/event-detail'
import { ofKind } from '@/components/events/event-page'
import type { EventKind } from '@/lib/contract/events'
import { contentPaths } from '@/lib/contract/sitemap'
import { detailParams } from '@/lib/i18n/detail-params'
import { notFoundMetadata, pageMetadata } from '@/lib/i18n/page-metadata'
import { loadEvent, loadSettings } from '@/lib/server/portal'

type Props = { params: Promise<{ locale: string; slug: string }> }

/** The detail route of events (/events/*) or courses (/course/*): each shows only items of its own kind. */
export function eventDetailRoute(kind: EventKind) {
  async function resolve({ params }: Props) {
    const found = await detailParams(params)
    const item = found && ofKind(await loadEvent(found.locale, found.slug), kind)
    return item ? { locale: found.locale, item } : null
  }

  /** The item's own address in this language is canonical, also when reached by a foreign slug. */
  async function generateMetadata(props: Props): Promise<Metadata> {
    const resolved = await resolve(props)
    return resolved ? pageMetadata(resolved.item, contentPaths[kind]) : notFoundMetadata(props)
  }

  async function Page(props: Props) {
    const resolved = await resolve(props)
    if (!resolved) notFound()
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

  return { generateMetadata, Page }
}
