'use client'

import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import plainStyles from '@/components/ui/plain-form.module.css'
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
import styles from './movements.module.css'
import areaStyles from './private-area.module.css'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

const path = '/my-movements'

export type MovementAction = (movement: Movement) => ReactNode
const MovementActionContext = createContext<MovementAction | undefined>(undefined)

const downloadClass = `${plainStyles.outlinedButton} ${plainStyles.smallButton} ${styles.download}`

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
  return <span className={`${styles.status} ${styles[status]}`}>{t(`statuses.${status}`)}</span>
}

/** The rectificativas in force of the movement's invoice, each with what it changes and its PDF. */
function InvoiceCorrections({ movement, invoiceNumber }: { movement: Movement; invoiceNumber: string }) {
  const t = useTranslations('Movements.corrections')
  const locale = useLocale() as Locale
  const text = useMovementText()
  return (
    <>
      <span className={styles.strong}>{t('rectified')}</span>
      <ul className={styles.corrections}>
        {movement.invoice_corrections.map((correction) => (
          <li key={correction.number} className={styles.note}>
            <a
              href={invoiceCorrectionDownloadUrl(movement, correction.number, locale)}
              className={downloadClass}
              aria-label={t('download', { number: correction.number })}
            >
              {correction.number}
            </a>
            <span className={styles.correctionLine}>{t('corrects', { number: invoiceNumber })}</span>
            <span className={styles.correctionLine}>
              {t('issued', { date: text.day(correction.issued_on) })}
            </span>
            <span className={styles.correctionLine}>
              {t(correction.method, { amount: text.euros(correction.amount_cents) })}
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}

function InvoiceLink({ movement }: { movement: Movement }) {
  const t = useTranslations('Movements')
  const locale = useLocale() as Locale
  if (!movement.invoice_number) return <>{t('table.noInvoice')}</>
  return (
    <div className={styles.cellStack}>
      <a
        href={invoiceDownloadUrl(movement, locale)}
        className={downloadClass}
        aria-label={t('table.download', { number: movement.invoice_number })}
      >
        {movement.invoice_number}
      </a>
      {movement.invoice_corrections.length > 0 && (
        <InvoiceCorrections movement={movement} invoiceNumber={movement.invoice_number} />
      )}
    </div>
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
        <div className={styles.cellStack}>
          <StatusChip status={movement.status} />
          {movement.open_payment?.direct_debit && (
            <span className={styles.note}>{t('debitProgress', movement.open_payment.direct_debit)}</span>
          )}
          {action?.(movement)}
        </div>
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
    <div className={styles.tableFrame}>
      <table className={styles.table}>
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
      </table>
    </div>
  )
}

function MovementCards({ items }: { items: Movement[] }) {
  const fields = useMovementFields()
  const text = useMovementText()
  return (
    <ul className={styles.cards}>
      {items.map((movement) => (
        <li key={movement.id} className={styles.card}>
          <h3 className={styles.cardTitle}>
            {movement.transaction_number} · {text.description(movement)}
          </h3>
          <dl className={styles.cardFields}>
            {fields(movement).map((field) => (
              <div key={field.key} className={styles.cardField}>
                <dt>{field.label}</dt>
                <dd>{field.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
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
    <nav aria-label={t('paging.label')} className={areaStyles.paging}>
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
    </nav>
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
  if (!valid) body = <p>{t('list.fixFilters')}</p>
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
        <dl aria-label={t('summary.title')} className={styles.summary}>
          <div>
            <dt>{t('summary.paid')}</dt>
            <dd>{text.euros(summary.paid_cents)}</dd>
          </div>
          <div>
            <dt>{t('summary.pending')}</dt>
            <dd>{text.euros(summary.pending_cents)}</dd>
          </div>
        </dl>
        <p role="status" className={styles.count}>
          {t('summary.count', { total })}
        </p>
        {items.length === 0 ? (
          <EmptyState title={hasMovementFilters(filters) ? t('list.emptyFiltered') : t('list.empty')}>
            {hasMovementFilters(filters) && <Link href={path}>{t('filters.clear')}</Link>}
          </EmptyState>
        ) : (
          <div
            className={query.isPlaceholderData ? styles.refreshing : undefined}
            aria-busy={query.isPlaceholderData}
          >
            <MovementActionContext value={movementAction}>
              <MovementsTable items={items} />
              <MovementCards items={items} />
            </MovementActionContext>
          </div>
        )}
        <Paging page={page} pageCount={pageCount} filters={filters} />
      </>
    )
  }

  return (
    <>
      <p className={areaStyles.intro}>{t('intro')}</p>
      <MovementFiltersForm initial={filters} onApply={apply} />
      <section aria-labelledby="movements-results-title">
        <h2 id="movements-results-title" className={areaStyles.panelTitle}>
          {t('list.title')}
        </h2>
        {body}
      </section>
    </>
  )
}
