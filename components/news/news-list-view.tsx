import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ActiveFilters, type ActiveFilter } from '@/components/ui/active-filters'
import { listHref, listLink, pageNumberOf, withParam } from '@/components/ui/list-query'
import { ListPageFrame } from '@/components/ui/list-page-frame'
import { ListSearchForm } from '@/components/ui/list-search-form'
import type { ListView, ListViewProps } from '@/components/ui/list-view'
import { ListResults } from '@/components/ui/list-results'
import { listPages } from '@/lib/contract/list-pages'
import type { Term } from '@/lib/contract/listing'
import type { Locale } from '@/lib/contract/locales'
import type { NewsListQuery, NewsPage } from '@/lib/contract/news'
import type { Template } from '@/lib/contract/templates'
import { Link } from '@/lib/i18n/navigation'
import { everyLanguageAlternates } from '@/lib/i18n/alternates'
import { NewsCard } from './news-card'

const path = listPages.news.path
const pageSize = 10

/** What the news list reads. The app passes the portal's readers: components do not import lib/server. */
export interface NewsListReads {
  newsPage(lang: Locale, query: NewsListQuery): Promise<NewsPage>
  categories(lang: Locale): Promise<Term[]>
  template(lang: Locale, section: string): Promise<Template | null>
}

/** The page's query read leniently: an unknown category or a page that is not a number count as not chosen. */
function choicesOf(query: URLSearchParams, categories: Term[]) {
  const q = (query.get('q') ?? '').trim().slice(0, 200)
  const asked = query.get('category')
  const category = categories.find((term) => term.key === asked || String(term.id) === asked) ?? null
  const page = pageNumberOf(query)
  // The query the page's own links start from: only what was understood, categories by key.
  const canonical = new URLSearchParams()
  if (q) canonical.set('q', q)
  if (category) canonical.set('category', category.key)
  if (page > 1) canonical.set('page', String(page))
  return { q, category, page, canonical }
}

export function newsListView(read: NewsListReads): ListView {
  async function load({ locale, query }: ListViewProps) {
    const [categories, template] = await Promise.all([read.categories(locale), read.template(locale, 'news')])
    const t = await getTranslations({ locale, namespace: 'News' })
    return { ...choicesOf(query, categories), categories, template, heading: template?.title || t('title') }
  }

  return {
    async metadata(props) {
      const { locale } = props
      const { heading, category, page, q, canonical } = await load(props)
      const t = await getTranslations({ locale, namespace: 'News' })
      const title = category ? `${heading}: ${category.name}` : heading
      return {
        title: page > 1 ? t('pageTitle', { title, page }) : title,
        description: t('description'),
        alternates: everyLanguageAlternates(locale, (lang) => listHref(lang, path, canonical)),
        // Search results are for readers, not for search engines; the pages they link to are indexed.
        ...(q ? { robots: { index: false, follow: true } } : {}),
      } satisfies Metadata
    },

    async render(props) {
      const { locale } = props
      const { q, category, page, canonical, categories, template, heading } = await load(props)
      const news = await read.newsPage(locale, {
        skip: (page - 1) * pageSize,
        limit: pageSize,
        q: q || undefined,
        category: category?.key,
      })
      const [t, tLists] = await Promise.all([
        getTranslations({ locale, namespace: 'News' }),
        getTranslations({ locale, namespace: 'Lists' }),
      ])
      const everything = listLink(path, new URLSearchParams())
      const filters: ActiveFilter[] = [
        ...(q
          ? [
              {
                label: tLists('searchFor', { q }),
                removeHref: listLink(path, withParam(canonical, 'q', null)),
              },
            ]
          : []),
        ...(category
          ? [
              {
                label: t('categoryFilter', { name: category.name }),
                removeHref: listLink(path, withParam(canonical, 'category', null)),
              },
            ]
          : []),
      ]
      const filtered = filters.length > 0
      return (
        <ListPageFrame heading={heading} intro={template?.body}>
          <ListSearchForm
            locale={locale}
            path={path}
            label={t('search')}
            q={q}
            selects={[
              {
                name: 'category',
                label: t('category'),
                value: category?.key ?? '',
                options: categories.map((term) => ({ value: term.key, label: term.name })),
              },
            ]}
          />
          <ActiveFilters locale={locale} filters={filters} clearHref={everything} />
          <ListResults
            locale={locale}
            path={path}
            query={canonical}
            page={page}
            pageSize={pageSize}
            total={news.total}
            items={news.items}
            filtered={filtered}
            showAll={<Link href={everything}>{t('showAll')}</Link>}
            renderItem={(item) => <NewsCard item={item} locale={locale} />}
          />
        </ListPageFrame>
      )
    },
  }
}
