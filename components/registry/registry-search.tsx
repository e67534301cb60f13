'use client'

import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useErrorMessage } from '@/lib/client/errors'
import { isSearchable, registryAddressOf, registryLimits } from '@/lib/contract/registry'
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation'
import { visiblePages } from '@/components/ui/page-numbers'
import styles from './registry.module.css'

export type RegistryKind = 'collegiates' | 'societies'

interface RegistryPage<T> {
  items: T[]
  total: number
  more: boolean
}

/** The question and the page the address holds (`?q=…&page=2`), so results can be shared and the back button works. */
/**
 * `rendered`: the query the server rendered the page for. A cached page is rendered without the address's query
 * (useSearchParams is empty there), so the server's answer is drawn for the query it was given.
 */
export function useRegistryAddress(rendered?: string) {
  const params = useSearchParams()
  return registryAddressOf(params.has('q') || rendered === undefined ? params : new URLSearchParams(rendered))
}

function RegistryPaginator({ q, page, pageCount }: { q: string; page: number; pageCount: number }) {
  const t = useTranslations('Registry.common')
  const pathname = usePathname()
  if (pageCount <= 1) return null
  const href = (n: number) => ({ pathname, query: n === 1 ? { q } : { q, page: String(n) } })
  return (
    <nav className="paginator" aria-label={t('pages')}>
      <ul>
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} rel="prev" scroll={false}>
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
                <span aria-current="page" className="paginator__current" aria-label={t('page', { page: n })}>
                  {n}
                </span>
              ) : (
                <Link href={href(n)} scroll={false} aria-label={t('page', { page: n })}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link href={href(page + 1)} rel="next" scroll={false}>
              {t('next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}

/** Too short a question is refused here, before the API is asked. */
export function RegistrySearch<T>({
  kind,
  rendered,
  result,
  itemKey,
  renderItem,
}: {
  kind: RegistryKind
  rendered?: string
  result: UseQueryResult<RegistryPage<T>>
  itemKey: (item: T) => string
  renderItem: (item: T) => ReactNode
}) {
  const t = useTranslations('Registry')
  const errorMessage = useErrorMessage()
  const router = useRouter()
  const pathname = usePathname()
  const { q, page, limit } = useRegistryAddress(rendered)
  const searchable = isSearchable(q)
  const [typed, setTyped] = useState(q)
  const [shownQ, setShownQ] = useState(q)
  const [tooShort, setTooShort] = useState(Boolean(q) && !searchable)
  // The back button changes the address: the field follows it.
  if (q !== shownQ) {
    setShownQ(q)
    setTyped(q)
    setTooShort(Boolean(q) && !searchable)
  }

  const field = useRef<HTMLInputElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const shownPage = useRef(page)
  useEffect(() => {
    if (shownPage.current !== page) heading.current?.focus()
    shownPage.current = page
  }, [page])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const question = typed.trim()
    if (!isSearchable(question)) {
      setTooShort(true)
      // Back in the field, a screen reader reads the refusal with it.
      field.current?.focus()
      return
    }
    setTooShort(false)
    router.push({ pathname, query: { q: question } }, { scroll: false })
  }

  const data = result.data
  const pageCount = data ? Math.max(1, Math.ceil(data.total / limit)) : 1
  let status = ''
  if (searchable && (result.isPending || result.isPlaceholderData)) status = t('common.searching')
  else if (searchable && data && data.total === 0) status = t(`${kind}.empty`, { q })
  else if (searchable && data) {
    status = data.more
      ? t(`${kind}.more`, { cap: registryLimits.countCap })
      : t(`${kind}.count`, { total: data.total })
    if (pageCount > 1) status += ` ${t('common.pageOf', { page, pages: pageCount })}`
  }

  const fieldId = `registry-${kind}-q`
  const hintId = `${fieldId}-hint`
  return (
    <div className={styles.registry}>
      <form className={styles.form} role="search" aria-label={t(`${kind}.form`)} noValidate onSubmit={submit}>
        <label className={styles.label} htmlFor={fieldId}>
          {t(`${kind}.label`)}
        </label>
        <input
          ref={field}
          className={styles.field}
          id={fieldId}
          name="q"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={hintId}
          aria-invalid={tooShort || undefined}
          autoComplete="off"
          maxLength={registryLimits.query}
        />
        <p id={hintId} className={tooShort ? `${styles.hint} ${styles.hintError}` : styles.hint}>
          {tooShort ? t('common.tooShort') : t(`${kind}.hint`)}
        </p>
        <button className={styles.submit} type="submit">
          {t('common.search')}
        </button>
      </form>

      <section aria-labelledby={`${fieldId}-results`} hidden={!searchable}>
        <h2 className={styles.resultsTitle} id={`${fieldId}-results`} ref={heading} tabIndex={-1}>
          {t('common.results')}
        </h2>
        <p className={styles.status} role="status">
          {status}
        </p>
        {searchable && result.isError && (
          <div className={styles.alert} role="alert">
            <p>
              {t('common.error')} {errorMessage(result.error)}
            </p>
            <button className={styles.retry} type="button" onClick={() => void result.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        )}
        {searchable && data && data.items.length > 0 && (
          <ul className={styles.list} aria-busy={result.isPlaceholderData}>
            {data.items.map((item) => (
              <li className={styles.item} key={itemKey(item)}>
                {renderItem(item)}
              </li>
            ))}
          </ul>
        )}
        {searchable && data && <RegistryPaginator q={q} page={page} pageCount={pageCount} />}
      </section>
    </div>
  )
}
