import { NewsArticle } from '@/components/news/news-article'
import { contentPaths } from '@/lib/contract/sitemap'
import { loadNews } from '@/lib/server/portal'
import { detail } from '../detail-route'

export const newsDetail = detail({
  path: contentPaths.news,
  load: loadNews,
  render: async (item, locale) => <NewsArticle item={item} locale={locale} />,
})
