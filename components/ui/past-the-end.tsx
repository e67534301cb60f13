import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/contract/locales'
import { Link } from '@/lib/i18n/navigation'
import { EmptyState } from './empty-state'
import { listLink, withParam } from './list-query'

/** In place of the count and the empty list when the page asked for is past the last one (see isPastTheEnd). */
export async function PastTheEnd({
  locale,
  path,
  query,
  page,
  total,
  pageCount,
}: {
  locale: Locale
  path: string
  query: URLSearchParams
  page: number
  total: number
  pageCount: number
}) {
  const t = await getTranslations({ locale, namespace: 'Lists' })
  return (
    <EmptyState title={t('pastEndTitle', { page })}>
      <p>{t('pastEndText', { total, pages: pageCount })}</p>
      <ul>
        <li>
          <Link href={listLink(path, withParam(query, 'page', String(pageCount)))}>
            {t('lastPage', { page: pageCount })}
          </Link>
        </li>
        {pageCount > 1 && (
          <li>
            <Link href={listLink(path, withParam(query, 'page', null))}>{t('firstPage')}</Link>
          </li>
        )}
      </ul>
    </EmptyState>
  )
}
