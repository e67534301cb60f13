'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useErrorMessage } from '@/lib/client/errors'
import { isSearchable, registryAddressOf, registryLimits } from '@/lib/contract/registry'
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation'
import { helperTextSx } from '@/components/ui/form-text-field'
import { visiblePages } from '@/components/ui/page-numbers'

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
  return (
    <Stack spacing={3}>
      <Box component="form" role="search" aria-label={t(`${kind}.form`)} noValidate onSubmit={submit}>
        <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            id={fieldId}
            name="q"
            type="search"
            label={t(`${kind}.label`)}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={tooShort}
            helperText={tooShort ? t('common.tooShort') : t(`${kind}.hint`)}
            autoComplete="off"
            slotProps={{
              formHelperText: { sx: helperTextSx },
              htmlInput: { maxLength: registryLimits.query },
            }}
            sx={{ flex: 1, maxWidth: 520 }}
          />
          <Button type="submit" variant="contained" sx={{ minHeight: 56 }}>
            {t('common.search')}
          </Button>
        </Stack>
      </Box>

      <Box component="section" aria-labelledby={`${fieldId}-results`} hidden={!searchable}>
        <Box
          component="h2"
          id={`${fieldId}-results`}
          ref={heading}
          tabIndex={-1}
          sx={{ typography: 'h2', fontSize: '1.5rem', mt: 0, mb: 1 }}
        >
          {t('common.results')}
        </Box>
        <Box component="p" role="status" sx={{ mt: 0, mb: 2 }}>
          {status}
        </Box>
        {searchable && result.isError && (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" onClick={() => void result.refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('common.error')} {errorMessage(result.error)}
          </Alert>
        )}
        {searchable && data && data.items.length > 0 && (
          <Box
            component="ul"
            aria-busy={result.isPlaceholderData}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
          >
            {data.items.map((item) => (
              <Box
                component="li"
                key={itemKey(item)}
                sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 2 }}
              >
                {renderItem(item)}
              </Box>
            ))}
          </Box>
        )}
        {searchable && data && <RegistryPaginator q={q} page={page} pageCount={pageCount} />}
      </Box>
    </Stack>
  )
}
