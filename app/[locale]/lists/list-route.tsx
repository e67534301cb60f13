import 'server-only'
import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { ListView } from '@/components/ui/list-view'
import { listQueryOfSegment, type ListPageKind } from '@/lib/contract/list-pages'
import { notFoundMetadata } from '@/lib/i18n/page-metadata'
import { routing } from '@/lib/i18n/routing'
import { enabledAlternatesOf } from '@/lib/server/hreflang'
import { NotFoundResponse } from '../_components/not-found-view'

type Props = { params: Promise<{ locale: string; query: string; kind?: string }> }

/** Reached through the proxy's rewrite of /news, /jobs… to /{locale}/lists/{kind}/{canonical query}. */
export function listRoute(views: Partial<Record<ListPageKind, ListView>>, fixedKind?: ListPageKind) {
  async function resolve({ params }: Props) {
    const { locale, query, kind = fixedKind } = await params
    const view = kind === undefined ? undefined : views[kind as ListPageKind]
    const search = listQueryOfSegment(query)
    if (!hasLocale(routing.locales, locale) || !view || !search) return null
    return { view, props: { locale, query: search } }
  }

  async function generateMetadata(props: Props): Promise<Metadata> {
    const resolved = await resolve(props)
    return resolved ? resolved.view.metadata(resolved.props) : notFoundMetadata(props)
  }

  async function Page(props: Props) {
    const { locale } = await props.params
    if (!hasLocale(routing.locales, locale)) notFound()
    setRequestLocale(locale)
    const resolved = await resolve(props)
    return resolved ? resolved.view.render(resolved.props) : <NotFoundResponse />
  }

  return { generateMetadata: enabledAlternatesOf(generateMetadata), Page }
}
