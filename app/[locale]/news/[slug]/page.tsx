import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { NewsArticle } from '@/components/news/news-article'
import { contentPaths } from '@/lib/contract/sitemap'
import { notFoundMetadata, pageMetadata } from '@/lib/i18n/page-metadata'
import { detailParams } from '@/lib/i18n/detail-params'
import { loadNews } from '@/lib/server/portal'

type Props = { params: Promise<{ locale: string; slug: string }> }

export const generateStaticParams = () => []

/** The news item of a slug in the page's language; another language's slug shows the item in this language. */
async function resolveNews({ params }: Props) {
  const found = await detailParams(params)
  return found && { locale: found.locale, item: await loadNews(found.locale, found.slug) }
}

/** The item's own address (/news/{its slug in this language}) is canonical, also for /new/* and foreign slugs. */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const resolved = await resolveNews(props)
  return resolved?.item ? pageMetadata(resolved.item, contentPaths.news) : notFoundMetadata(props)
}

export default async function NewsPage(props: Props) {
  const resolved = await resolveNews(props)
  if (!resolved?.item) notFound()
  setRequestLocale(resolved.locale)
  return <NewsArticle item={resolved.item} locale={resolved.locale} />
}
