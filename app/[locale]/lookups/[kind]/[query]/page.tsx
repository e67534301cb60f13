import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { CollegiateRegistry } from '@/components/registry/collegiate-registry'
import { SocietyRegistry } from '@/components/registry/society-registry'
import { listQueryOfSegment } from '@/lib/contract/list-pages'
import { isSearchable, registryAddressOf } from '@/lib/contract/registry'
import { notFoundMetadata } from '@/lib/i18n/page-metadata'
import { routing } from '@/lib/i18n/routing'
import { lookUpRegistryCollegiates, lookUpRegistrySocieties } from '@/lib/server/portal'
import { NotFoundResponse } from '../../../_components/not-found-view'
import { registryPage } from '../../../registry/registry-route'

// Reached through the proxy's rewrite of /registry/…?q= (lib/contract/list-pages.ts): one cached page per
// canonical query, like the lists, with the search's answer in its HTML. Static, so that the island's
// useSearchParams renders on the server (empty there) instead of leaving the island to the browser.
export const dynamic = 'force-static'
export const generateStaticParams = () => []

type Props = PageProps<'/[locale]/lookups/[kind]/[query]'>

const registries = {
  collegiates: registryPage('collegiates', () => null),
  societies: registryPage('societies', () => null),
}

const isRegistry = (kind: string): kind is keyof typeof registries => Object.hasOwn(registries, kind)

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { kind, query } = await props.params
  if (!isRegistry(kind) || !listQueryOfSegment(query)) return notFoundMetadata(props)
  const metadata = await registries[kind].generateMetadata({ params: props.params })
  // A page per question says nothing worth indexing.
  return { ...metadata, robots: { index: false, follow: true } }
}

export default async function RegistrySearchPage(props: Props) {
  const { locale, kind, query } = await props.params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const search = listQueryOfSegment(query)
  if (!isRegistry(kind) || !search) return <NotFoundResponse />
  const { q, skip, limit } = registryAddressOf(search)
  const asked = isSearchable(q) ? { q, skip, limit } : null
  // Undefined leaves the search to the browser: a back end answers it there, and so does a failure here.
  const failed = () => undefined
  const rendered = search.toString()
  let route
  if (kind === 'collegiates') {
    const initial = asked ? await lookUpRegistryCollegiates(asked)?.catch(failed) : undefined
    route = registryPage(kind, () => <CollegiateRegistry rendered={rendered} initial={initial} />)
  } else {
    const initial = asked ? await lookUpRegistrySocieties(asked)?.catch(failed) : undefined
    route = registryPage(kind, () => <SocietyRegistry rendered={rendered} initial={initial} />)
  }
  return route.Page({ params: props.params })
}
