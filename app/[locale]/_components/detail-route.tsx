import 'server-only'
import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import type { Locale } from '@/lib/contract/locales'
import { detailParams } from '@/lib/i18n/detail-params'
import { notFoundMetadata, pageMetadata, type LocalisedItem } from '@/lib/i18n/page-metadata'
import { routing } from '@/lib/i18n/routing'
import type { Audience } from '@/lib/server/services/content-query'
import { enabledAlternatesOf } from '@/lib/server/hreflang'
import { NotFoundResponse } from './not-found-view'

/** One module per kind (./details), so that a page ships only its own kind's client components. */
export interface Detail<T extends LocalisedItem> {
  path(slug: string): string
  /** By its slug in `locale` or another language's (answered in `locale`); null when there is none. */
  load(locale: Locale, slug: string, audience: Audience): Promise<T | null>
  render(item: T, locale: Locale): Promise<ReactNode>
}

export const detail = <T extends LocalisedItem>(definition: Detail<T>) => definition

type Props = { params: Promise<{ locale: string; slug: string }> }

/** Published items only; the item's address in the page's language is canonical, whatever slug reached it. */
export function detailRoute<T extends LocalisedItem>({ path, load, render }: Detail<T>) {
  async function resolve({ params }: Props) {
    const found = await detailParams(params)
    const item = found && (await load(found.locale, found.slug, 'public'))
    return item ? { locale: found.locale, item } : null
  }

  async function generateMetadata(props: Props): Promise<Metadata> {
    const resolved = await resolve(props)
    return resolved ? pageMetadata(resolved.item, path) : notFoundMetadata(props)
  }

  async function Page(props: Props) {
    const { locale } = await props.params
    if (!hasLocale(routing.locales, locale)) notFound()
    setRequestLocale(locale)
    const resolved = await resolve(props)
    return resolved ? render(resolved.item, resolved.locale) : <NotFoundResponse />
  }

  return { generateMetadata: enabledAlternatesOf(generateMetadata), Page }
}
