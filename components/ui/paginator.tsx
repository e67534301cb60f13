import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/contract/locales'
import { Link } from '@/lib/i18n/navigation'
import { listLink, withParam } from './list-query'
import { visiblePages } from './page-numbers'

export async function Paginator({
  locale,
  path,
  query,
  page,
  pageCount,
}: {
  locale: Locale
  path: string
  query: URLSearchParams
  page: number
  pageCount: number
}) {
  if (pageCount <= 1) return null
  const t = await getTranslations({ locale, namespace: 'Lists' })
  const href = (n: number) => listLink(path, withParam(query, 'page', String(n)))
  return (
    <nav className="paginator" aria-label={t('pagination')}>
      <ul>
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} rel="prev">
              {t('previous')}
            </Link>
          </li>
        )}
        {visiblePages(page, pageCount).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className="paginator__current">
                  <span className="visually-hidden">{t('page')} </span>
                  {n}
                </span>
              ) : (
                <Link href={href(n)}>
                  <span className="visually-hidden">{t('page')} </span>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link href={href(page + 1)} rel="next">
              {t('next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
