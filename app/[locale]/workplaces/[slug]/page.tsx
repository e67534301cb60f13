import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { WorkplaceDetail } from '@/components/workplaces/workplace-detail'
import { notFoundMetadata, pageMetadata } from '@/lib/i18n/page-metadata'
import { detailParams } from '@/lib/i18n/detail-params'
import { loadWorkplace } from '@/lib/server/portal'

type Props = PageProps<'/[locale]/workplaces/[slug]'>

export const generateStaticParams = () => []

async function resolve({ params }: Props) {
  const found = await detailParams(params)
  const place = found && (await loadWorkplace(found.locale, found.slug))
  return place ? { locale: found.locale, place } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const resolved = await resolve(props)
  return resolved
    ? pageMetadata({ ...resolved.place, is_home: false }, (slug) => `/workplaces/${slug}`)
    : notFoundMetadata(props)
}

/** /workplaces/{slug}: a workplace's address, contact details and description; the same for every visitor. */
export default async function WorkplacePage(props: Props) {
  const resolved = await resolve(props)
  if (!resolved) notFound()
  setRequestLocale(resolved.locale)
  return <WorkplaceDetail place={resolved.place} locale={resolved.locale} />
}
