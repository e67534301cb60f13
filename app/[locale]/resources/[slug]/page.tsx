import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { QueryProvider } from '@/components/providers/query-provider'
import { ResourceDetail } from '@/components/resources/resource-detail'
import { StarRating } from '@/components/resources/star-rating'
import { contentPaths } from '@/lib/contract/sitemap'
import { notFoundMetadata, pageMetadata } from '@/lib/i18n/page-metadata'
import { detailParams } from '@/lib/i18n/detail-params'
import { loadResource } from '@/lib/server/portal'

type Props = PageProps<'/[locale]/resources/[slug]'>

export const generateStaticParams = () => []

/** An item of the lending library by slug; another language's slug shows the item in this page's language. */
async function resolve({ params }: Props) {
  const found = await detailParams(params)
  const resource = found && (await loadResource(found.locale, found.slug))
  return resource ? { locale: found.locale, resource } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const resolved = await resolve(props)
  return resolved ? pageMetadata(resolved.resource, contentPaths.resource) : notFoundMetadata(props)
}

export default async function ResourcePage(props: Props) {
  const resolved = await resolve(props)
  if (!resolved) notFound()
  const { locale, resource } = resolved
  setRequestLocale(locale)
  const messages = await getMessages()
  return (
    <ResourceDetail
      resource={resource}
      rating={
        <NextIntlClientProvider messages={{ StarRating: messages.StarRating, Errors: messages.Errors }}>
          <QueryProvider>
            <StarRating
              kind="resource"
              id={resource.id}
              average={resource.stars_average}
              count={resource.stars_count}
            />
          </QueryProvider>
        </NextIntlClientProvider>
      }
    />
  )
}
