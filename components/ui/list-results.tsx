import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { Locale } from '@/lib/contract/locales'
import { EmptyState } from './empty-state'
import { isPastTheEnd } from './list-query'
import { Paginator } from './paginator'
import { PastTheEnd } from './past-the-end'

/**
 * A list page's results and its pages: a page past the last one says so, an empty list says whether the search or
 * the list is empty (with `showAll`, the way back to every item), else the count and the items.
 */
export async function ListResults<T extends { id: number | string }>({
  locale,
  path,
  query,
  page,
  pageSize,
  total,
  items,
  filtered,
  showAll,
  renderItem,
}: {
  locale: Locale
  path: string
  /** The list's canonical query, kept by the page links. */
  query: URLSearchParams
  page: number
  pageSize: number
  total: number
  items: readonly T[]
  filtered: boolean
  showAll?: ReactNode
  renderItem: (item: T) => ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'Lists' })
  const pageCount = Math.ceil(total / pageSize)
  return (
    <>
      {isPastTheEnd(page, total, pageSize) ? (
        <PastTheEnd
          locale={locale}
          path={path}
          query={query}
          page={page}
          total={total}
          pageCount={pageCount}
        />
      ) : items.length === 0 ? (
        <EmptyState title={t('emptyTitle')}>
          <p>{filtered ? t('emptySearch') : t('emptyList')}</p>
          {filtered && showAll}
        </EmptyState>
      ) : (
        <>
          <p className="result-count">{t('resultCount', { total })}</p>
          <ul className="content-list">
            {items.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </ul>
        </>
      )}
      <Paginator locale={locale} path={path} query={query} page={page} pageCount={pageCount} />
    </>
  )
}
