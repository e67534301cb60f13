'use client'

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { pageNumberOf } from '@/components/ui/list-query'
import {
  hasMovementFilters,
  movementFiltersFromQuery,
  movementFiltersValid,
  movementPageSize,
  movementQueryOf,
  type MovementFilterValues,
} from '@/lib/client/movement-query'
import { invoiceCorrectionDownloadUrl, invoiceDownloadUrl, useMovements } from '@/lib/client/movements'
import type { Locale } from '@/lib/contract/locales'
import { feePeriodParts, type Movement, type MovementStatus } from '@/lib/contract/movements'
import { formatMoney } from '@/lib/i18n/money'
import { Link, useRouter } from '@/lib/i18n/navigation'
import { MovementFiltersForm } from './movement-filters-form'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

const path = '/my-movements'

export type MovementAction = (movement: Movement) => ReactNode
const MovementActionContext = createContext<MovementAction | undefined>(undefined)

/** Light backgrounds with dark text, so every chip keeps a 4.5:1 contrast. */
const statusColours: Record<MovementStatus, { bg: string; fg: string }> = {
  paid: { bg: '#e3f1e0', fg: '#1d4a17' },
  pending: { bg: '#fff1d6', fg: '#5c3900' },
  not_paid: { bg: '#fbe3e1', fg: '#6b1a14' },
  rejected: { bg: '#ececec', fg: '#333333' },
}

function useMovementText() {
  const t = useTranslations('Movements')
  const format = useFormatter()
  const locale = useLocale()
  return {
    euros: (cents: number) => formatMoney(cents, locale),
    day: (iso: string | null) =>
      iso ? format.dateTime(new Date(`${iso}T12:00:00Z`), { dateStyle: 'medium' }) : t('table.none'),
    description: (movement: Movement) => {
      const period = movement.fee_period ? feePeriodParts(movement.fee_period) : undefined
      if (period?.quarter)
        return t('description.fee', { year: String(period.year), quarter: String(period.quarter) })
      if (period) return t('description.feeYear', { year: String(period.year) })
      if (movement.course) return t('description.course', { title: movement.course.title })
      if (movement.description) return movement.description
      return movement.type === 'F' ? t('description.training') : t('description.other')
    },
  }
}

function StatusChip({ status }: { status: MovementStatus }) {
  const t = useTranslations('Movements')
  const { bg, fg } = statusColours[status]
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: 4,
        bgcolor: bg,
        color: fg,
        fontWeight: 700,
        fontSize: '0.875rem',
        whiteSpace: 'nowrap',
      }}
    >
      {t(`statuses.${status}`)}
    </Box>
  )
}

const downloadSx = { minHeight: 44, whiteSpace: 'nowrap' } as const

/** The rectificativas in force of the movement's invoice, each with what it changes and its PDF. */
function InvoiceCorrections({ movement, invoiceNumber }: { movement: Movement; invoiceNumber: string }) {
  const t = useTranslations('Movements.corrections')
  const locale = useLocale() as Locale
  const text = useMovementText()
  return (
    <>
      <Box component="span" sx={{ fontWeight: 700 }}>
        {t('rectified')}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {movement.invoice_corrections.map((correction) => (
          <Box component="li" key={correction.number} sx={{ fontSize: '0.875rem' }}>
            <Button
              variant="outlined"
              size="small"
              href={invoiceCorrectionDownloadUrl(movement, correction.number, locale)}
              sx={downloadSx}
              aria-label={t('download', { number: correction.number })}
            >
              {correction.number}
            </Button>
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              {t('corrects', { number: invoiceNumber })}
            </Box>
            <Box component="span" sx={{ display: 'block' }}>
              {t('issued', { date: text.day(correction.issued_on) })}
            </Box>
            <Box component="span" sx={{ display: 'block' }}>
              {t(correction.method, { amount: text.euros(correction.amount_cents) })}
            </Box>
          </Box>
        ))}
      </Box>
    </>
  )
}

function InvoiceLink({ movement }: { movement: Movement }) {
  const t = useTranslations('Movements')
  const locale = useLocale() as Locale
  if (!movement.invoice_number) return <>{t('table.noInvoice')}</>
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        size="small"
        href={invoiceDownloadUrl(movement, locale)}
        sx={downloadSx}
        aria-label={t('table.download', { number: movement.invoice_number })}
      >
        {movement.invoice_number}
      </Button>
      {movement.invoice_corrections.length > 0 && (
        <InvoiceCorrections movement={movement} invoiceNumber={movement.invoice_number} />
      )}
    </Stack>
  )
}

/** In the order of the table's columns. */
function useMovementFields() {
  const t = useTranslations('Movements')
  const text = useMovementText()
  const action = useContext(MovementActionContext)
  return (movement: Movement): Array<{ key: string; label: string; value: ReactNode }> => [
    { key: 'date', label: t('table.date'), value: text.day(movement.date) },
    { key: 'dueDate', label: t('table.dueDate'), value: text.day(movement.due_date) },
    { key: 'type', label: t('table.type'), value: `${movement.type} · ${t(`types.${movement.type}`)}` },
    { key: 'description', label: t('table.description'), value: text.description(movement) },
    { key: 'amount', label: t('table.amount'), value: text.euros(movement.amount_cents) },
    {
      key: 'discount',
      label: t('table.discount'),
      value: `${movement.discount_percent} %`,
    },
    { key: 'total', label: t('table.total'), value: <strong>{text.euros(movement.total_cents)}</strong> },
    {
      key: 'unpaidCommission',
      label: t('table.unpaidCommission'),
      value:
        movement.unpaid_commission_cents > 0 ? text.euros(movement.unpaid_commission_cents) : t('table.none'),
    },
    {
      key: 'status',
      label: t('table.status'),
      value: (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <StatusChip status={movement.status} />
          {movement.open_payment?.direct_debit && (
            <Box component="span" sx={{ fontSize: '0.875rem' }}>
              {t('debitProgress', movement.open_payment.direct_debit)}
            </Box>
          )}
          {action?.(movement)}
        </Stack>
      ),
    },
    { key: 'course', label: t('table.course'), value: movement.course?.title ?? t('table.none') },
    { key: 'invoice', label: t('table.invoice'), value: <InvoiceLink movement={movement} /> },
  ]
}

function MovementsTable({ items }: { items: Movement[] }) {
  const t = useTranslations('Movements')
  const fields = useMovementFields()
  const columns = items.length > 0 ? fields(items[0]!) : []
  return (
    <Box sx={{ display: { xs: 'none', lg: 'block' }, overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: '0.9375rem',
          '& caption': { textAlign: 'left', fontWeight: 700, mb: 1 },
          '& th, & td': {
            textAlign: 'left',
            p: 1,
            borderBottom: 1,
            borderColor: 'divider',
            verticalAlign: 'top',
          },
          '& thead th': { whiteSpace: 'nowrap' },
        }}
      >
        <caption>{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.number')}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((movement) => (
            <tr key={movement.id}>
              <th scope="row">{movement.transaction_number}</th>
              {fields(movement).map((field) => (
                <td key={field.key}>{field.value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  )
}

function MovementCards({ items }: { items: Movement[] }) {
  const fields = useMovementFields()
  const text = useMovementText()
  return (
    <Box component="ul" sx={{ display: { xs: 'grid', lg: 'none' }, listStyle: 'none', p: 0, m: 0, gap: 2 }}>
      {items.map((movement) => (
        <Box
          component="li"
          key={movement.id}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
        >
          <Box component="h3" sx={{ fontSize: '1.0625rem', mt: 0, mb: 1, overflowWrap: 'anywhere' }}>
            {movement.transaction_number} · {text.description(movement)}
          </Box>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              rowGap: 0.75,
              m: 0,
              '& dt': { fontWeight: 700 },
              '& dd': { m: 0, overflowWrap: 'anywhere' },
            }}
          >
            {fields(movement).map((field) => (
              <Box key={field.key} sx={{ display: 'contents' }}>
                <dt>{field.label}</dt>
                <dd>{field.value}</dd>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  )
}

function Paging({
  page,
  pageCount,
  filters,
}: {
  page: number
  pageCount: number
  filters: MovementFilterValues
}) {
  const t = useTranslations('Movements')
  if (pageCount <= 1) return null
  const href = (n: number) => {
    const query = movementQueryOf(filters, n).toString()
    return `${path}${query ? `?${query}` : ''}`
  }
  return (
    <Box component="nav" aria-label={t('paging.label')} sx={{ mt: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {page > 1 && (
          <Link href={href(page - 1)} rel="prev">
            {t('paging.previous')}
          </Link>
        )}
        <span aria-current="page">{t('paging.page', { page, pages: pageCount })}</span>
        {page < pageCount && (
          <Link href={href(page + 1)} rel="next">
            {t('paging.next')}
          </Link>
        )}
      </Stack>
    </Box>
  )
}

/** The filters live in the page address, so a reload or a shared link keeps them. */
export function MovementsPanel({ movementAction }: { movementAction?: MovementAction } = {}) {
  const t = useTranslations('Movements')
  const locale = useLocale() as Locale
  const router = useRouter()
  const searchParams = useSearchParams()
  const search = searchParams.toString()
  const { filters, page } = useMemo(() => {
    const query = new URLSearchParams(search)
    return { filters: movementFiltersFromQuery(query), page: pageNumberOf(query) }
  }, [search])
  const valid = movementFiltersValid(filters)
  const query = useMovements(locale, filters, page, valid)
  const text = useMovementText()

  const apply = (next: MovementFilterValues) => {
    const nextQuery = movementQueryOf(next).toString()
    router.push(`${path}${nextQuery ? `?${nextQuery}` : ''}`, { scroll: false })
  }

  let body: ReactNode
  if (!valid) body = <Box component="p">{t('list.fixFilters')}</Box>
  else if (!query.isSuccess)
    body = (
      <QueryStatus
        query={query}
        loading={t('list.loading')}
        failed={t('list.loadFailed')}
        retry={t('list.retry')}
      />
    )
  else {
    const { items, total, summary } = query.data
    const pageCount = Math.max(1, Math.ceil(total / movementPageSize))
    body = (
      <>
        <Box
          component="dl"
          aria-label={t('summary.title')}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: { xs: 2, sm: 4 },
            m: 0,
            mb: 3,
            '& dt': { fontWeight: 700 },
            '& dd': { m: 0, fontSize: '1.25rem' },
          }}
        >
          <div>
            <dt>{t('summary.paid')}</dt>
            <dd>{text.euros(summary.paid_cents)}</dd>
          </div>
          <div>
            <dt>{t('summary.pending')}</dt>
            <dd>{text.euros(summary.pending_cents)}</dd>
          </div>
        </Box>
        <Box component="p" role="status" sx={{ mt: 0 }}>
          {t('summary.count', { total })}
        </Box>
        {items.length === 0 ? (
          <EmptyState title={hasMovementFilters(filters) ? t('list.emptyFiltered') : t('list.empty')}>
            {hasMovementFilters(filters) && <Link href={path}>{t('filters.clear')}</Link>}
          </EmptyState>
        ) : (
          <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isPlaceholderData}>
            <MovementActionContext value={movementAction}>
              <MovementsTable items={items} />
              <MovementCards items={items} />
            </MovementActionContext>
          </Box>
        )}
        <Paging page={page} pageCount={pageCount} filters={filters} />
      </>
    )
  }

  return (
    <>
      <Box component="p" sx={{ mt: 0, mb: 3, maxWidth: '70ch' }}>
        {t('intro')}
      </Box>
      <MovementFiltersForm initial={filters} onApply={apply} />
      <Box component="section" aria-labelledby="movements-results-title">
        <Box component="h2" id="movements-results-title" sx={{ fontSize: '1.25rem', mt: 0, mb: 2 }}>
          {t('list.title')}
        </Box>
        {body}
      </Box>
    </>
  )
}
