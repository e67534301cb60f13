import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { CollegiateRegistry } from '@/components/registry/collegiate-registry'
import { SocietyRegistry } from '@/components/registry/society-registry'
import { TrackingCodeSchema } from '@/lib/contract/complaint-lookup'
import { lookupPages, type LookupPageKind } from '@/lib/contract/list-pages'
import type { Locale } from '@/lib/contract/locales'
import { isSearchable, registryAddressOf } from '@/lib/contract/registry'
import { routing } from '@/lib/i18n/routing'
import { clientAddressOf } from '@/lib/server/api/client-address'
import {
  lookUpComplaintStatus,
  lookUpRegistryCollegiates,
  lookUpRegistrySocieties,
} from '@/lib/server/portal'
import { complaintLookupPage } from '../../complaint-lookup/complaint-lookup-route'
import { registryPage } from '../../registry/registry-route'

// Reached through the proxy's rewrite of /registry/…?q= and /complaint-lookup?code= (lib/contract/list-pages.ts):
// one visitor's question, answered in the HTML, so it is rendered for each request and never cached.
export const dynamic = 'force-dynamic'

type Props = PageProps<'/[locale]/lookups/[kind]'>

async function paramsOf({ params }: Props) {
  const { locale, kind } = await params
  if (!hasLocale(routing.locales, locale) || !Object.hasOwn(lookupPages, kind)) notFound()
  return { locale, kind: kind as LookupPageKind }
}

/** The look-up answered for the address's query; undefined leaves it to the browser (a back end, or a failure). */
async function answeredRoute(kind: LookupPageKind, locale: Locale, search: URLSearchParams) {
  const failed = () => undefined
  switch (kind) {
    case 'collegiates':
    case 'societies': {
      const { q, skip, limit } = registryAddressOf(search)
      if (kind === 'collegiates') {
        const initial = isSearchable(q)
          ? await lookUpRegistryCollegiates({ q, skip, limit })?.catch(failed)
          : undefined
        return registryPage(kind, () => <CollegiateRegistry initial={initial} />)
      }
      const initial = isSearchable(q)
        ? await lookUpRegistrySocieties({ q, skip, limit })?.catch(failed)
        : undefined
      return registryPage(kind, () => <SocietyRegistry initial={initial} />)
    }
    case 'complaints': {
      const code = (search.get('code') ?? '').trim()
      const request = await headers()
      const known = TrackingCodeSchema.safeParse(code).success
        ? await lookUpComplaintStatus(
            code,
            locale,
            clientAddressOf((name) => request.get(name)),
          )?.catch(failed)
        : null
      return complaintLookupPage(known)
    }
  }
}

const withoutData = {
  collegiates: registryPage('collegiates', () => null),
  societies: registryPage('societies', () => null),
  complaints: complaintLookupPage(),
} satisfies Record<LookupPageKind, unknown>

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { kind } = await paramsOf(props)
  const metadata = await withoutData[kind].generateMetadata({ params: props.params })
  // A page per question says nothing worth indexing.
  return { ...metadata, robots: { index: false, follow: true } }
}

export default async function LookupPage(props: Props) {
  const { locale, kind } = await paramsOf(props)
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(await props.searchParams)) {
    if (typeof value === 'string') search.set(name, value)
  }
  const route = await answeredRoute(kind, locale, search)
  return route.Page({ params: props.params })
}
