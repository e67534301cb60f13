'use client'
import { useMemo } from 'react'
import {
  CreateButton,
  downloadCSV,
  ExportButton,
  FilterButton,
  List,
  TopToolbar,
  useFilterContext,
  useGetResourceLabel,
  useLocale,
  useNotify,
  useResourceDefinition,
  useTranslate,
  type Exporter,
  type ListProps,
  type RaRecord,
  type TranslateFunction,
} from 'react-admin'
import { isLocale, defaultLocale, type Locale } from '@/lib/contract/locales'
import { csvFileName, csvSeparator, inertText, toCsv } from '@/lib/client/admin/csv'
import { formatMoney } from '@/lib/i18n/money'
import { madridDay } from './money/money-fields'
import { formatDateTime } from '@/lib/i18n/format'

/**
 * The rows one export holds at most: the API answers 100 a call, so this is 100 calls in turn. Beyond it staff
 * are told the file holds the first rows only, and to narrow the filters.
 */
export const maxExportRows = 10_000

/** How a column's value is written: in the staff member's language, as the list shows it. */
type ExportFormat =
  | 'text'
  | 'date'
  | 'dateTime'
  | 'euros'
  | 'yesNo'
  /** A code named by the text `<prefix>.<code>`. */
  | { labels: string }

export interface ExportColumn<R extends RaRecord = RaRecord> {
  source: string
  /** A message key; the list's own column name (`resources.<resource>.fields.<source>`) by default. */
  label?: string
  format?: ExportFormat
  /** The value when it is not the record's `source` field. */
  value?: (record: R) => unknown
}

interface CsvContext {
  resource: string
  locale: Locale
  translate: TranslateFunction
}

const numericDay = { year: 'numeric', month: '2-digit', day: '2-digit' } as const

/** A day alone (2026-11-27) is read at UTC midnight, so it is written as that day wherever staff are. */
const dateText = (date: Date, locale: Locale, withTime: boolean) =>
  withTime
    ? `${formatDateTime(date, locale, numericDay)} ${formatDateTime(date, locale, { timeStyle: 'short' })}`
    : formatDateTime(date, locale, numericDay, 'UTC')

function cell(value: unknown, format: ExportFormat, { locale, translate }: CsvContext): string {
  if (value === null || value === undefined || value === '') return ''
  if (format === 'euros') return formatMoney(Number(value), locale)
  if (format === 'yesNo') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false')
  if (format === 'date' || format === 'dateTime') {
    const date = new Date(String(value))
    return Number.isNaN(date.getTime()) ? String(value) : dateText(date, locale, format === 'dateTime')
  }
  if (typeof format === 'object') return translate(`${format.labels}.${String(value)}`, { _: String(value) })
  return inertText(String(value))
}

/** The CSV text of `records`: a header of the columns' names, then one line each. */
function csvOf<R extends RaRecord>(
  records: readonly R[],
  columns: readonly ExportColumn<R>[],
  context: CsvContext,
): string {
  const header = columns.map((column) =>
    context.translate(column.label ?? `resources.${context.resource}.fields.${column.source}`),
  )
  const lines = records.map((record) =>
    columns.map((column) =>
      cell(
        column.value ? column.value(record) : (record as Record<string, unknown>)[column.source],
        column.format ?? 'text',
        context,
      ),
    ),
  )
  return toCsv([header, ...lines], csvSeparator(context.locale))
}

/** react-admin's exporter writing these columns only (never a whole record: no token or hash can slip in). */
function useCsvExporter<R extends RaRecord>(columns: readonly ExportColumn<R>[]): Exporter<R> {
  const translate = useTranslate()
  const current = useLocale()
  const notify = useNotify()
  const getResourceLabel = useGetResourceLabel()
  const locale = isLocale(current) ? current : defaultLocale
  return useMemo<Exporter<R>>(
    () => (records, _fetchRelated, _dataProvider, resource) => {
      const name = resource ?? 'export'
      downloadCSV(
        csvOf(records, columns, { resource: name, locale, translate }),
        csvFileName(getResourceLabel(name, 2), madridDay()),
      )
      if (records.length >= maxExportRows)
        notify('admin.export.truncated', {
          type: 'warning',
          messageArgs: { count: maxExportRows.toLocaleString(locale) },
        })
    },
    [columns, getResourceLabel, locale, notify, translate],
  )
}

/** react-admin's list actions, with an export of every matching row up to maxExportRows. */
function ExportListActions() {
  const { hasCreate } = useResourceDefinition()
  const filters = useFilterContext()
  return (
    <TopToolbar>
      {filters && filters.length > 0 ? <FilterButton /> : null}
      {hasCreate ? <CreateButton /> : null}
      <ExportButton maxResults={maxExportRows} />
    </TopToolbar>
  )
}

/** A list with a CSV export of `exportColumns`, filtered and sorted as the list is. */
export function ExportableList<R extends RaRecord>({
  exportColumns,
  ...props
}: ListProps<R> & { exportColumns: readonly ExportColumn<R>[] }) {
  const exporter = useCsvExporter(exportColumns)
  return <List<R> {...props} exporter={exporter} actions={<ExportListActions />} />
}
