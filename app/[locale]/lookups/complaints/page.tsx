import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { TrackingCodeSchema } from '@/lib/contract/complaint-lookup'
import { routing } from '@/lib/i18n/routing'
import { clientAddressOf } from '@/lib/server/api/client-address'
import { lookUpComplaintStatus } from '@/lib/server/portal'
import { complaintLookupPage } from '../../complaint-lookup/complaint-lookup-route'

// Reached through the proxy's rewrite of /complaint-lookup?code= (lib/contract/list-pages.ts): one person's
// complaint, whose status staff change, answered in the HTML and so rendered for each request, never cached.
export const dynamic = 'force-dynamic'

type Props = PageProps<'/[locale]/lookups/complaints'>

const withoutAnswer = complaintLookupPage()

export async function generateMetadata(props: Props): Promise<Metadata> {
  const metadata = await withoutAnswer.generateMetadata({ params: props.params })
  return { ...metadata, robots: { index: false, follow: true } }
}

async function ComplaintLookupAnswer({ params, searchParams }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  const asked = (await searchParams).code
  const code = typeof asked === 'string' ? asked.trim() : ''
  const request = await headers()
  // Null: no complaint has it. Undefined leaves the look-up to the browser (a back end, or a refusal here).
  const known = TrackingCodeSchema.safeParse(code).success
    ? await lookUpComplaintStatus(
        code,
        locale,
        clientAddressOf((name) => request.get(name)),
      )?.catch(() => undefined)
    : null
  return complaintLookupPage(known).Page({ params })
}

export default ComplaintLookupAnswer
