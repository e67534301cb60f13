'use client'
import Typography from '@mui/material/Typography'
import {
  DataTable,
  DateField,
  DateInput,
  FunctionField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { ExportableList, type ExportColumn } from '../list-export'
import { AdminSearchInput } from '../search-input'
import { applicationStatuses } from '@/lib/contract/applications'
import { processTypes } from '@/lib/contract/content'
import { defaultLocale, isLocale, type Locale } from '@/lib/contract/locales'
import { formatMoney } from '@/lib/i18n/money'
import { StaffActionHistory } from '../staff-action-history'
import { ApplicationDocuments, ApplicationStatusHistory, Word } from './application-parts'
import { StatusChangeButtons } from './status-change'

const statusChoices = applicationStatuses.map((status) => ({ id: status, name: `admin.statuses.${status}` }))
const typeChoices = processTypes.map((type) => ({
  id: type,
  name: `admin.applications.processTypes.${type}`,
}))

const filters = [
  <AdminSearchInput key="q" alwaysOn placeholder="admin.applications.procedureSearch" />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="type" source="type" choices={typeChoices} />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
]

interface ProcedureApplicationRecord {
  id: string
  process_type: string
  status: string
  lang: string
  answers: Array<{
    name: string
    label: string
    value: unknown
    option_label: string | null
    labels?: Partial<Record<Locale, string>>
    option_labels?: Partial<Record<Locale, string>> | null
  }>
  procedure_fee_cents?: number | null
  payment?: { amount_cents: number; method: string; status: string } | null
}

const exportColumns: ExportColumn[] = [
  { source: 'tracking_code' },
  { source: 'procedure_title' },
  { source: 'process_type', format: { labels: 'admin.applications.processTypes' } },
  { source: 'subject' },
  { source: 'applicant_name' },
  { source: 'applicant_email' },
  { source: 'status', format: { labels: 'admin.statuses' } },
  { source: 'lang', format: { labels: 'admin.applications.languages' } },
  { source: 'submitted_at', format: 'dateTime' },
]

export function ProcedureApplicationList() {
  return (
    <>
      <ExportableList
        filters={filters}
        sort={{ field: 'submitted_at', order: 'DESC' }}
        exportColumns={exportColumns}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="tracking_code" />
          <DataTable.Col source="procedure_title" disableSort />
          <DataTable.Col source="subject" disableSort />
          <DataTable.Col source="applicant_name" disableSort />
          <DataTable.Col<ProcedureApplicationRecord>
            source="status"
            render={(record) => <Word prefix="admin.statuses" value={record.status} />}
          />
          <DataTable.Col source="submitted_at" field={DateField} />
        </DataTable>
      </ExportableList>
    </>
  )
}

function ProcedureFee() {
  const record = useRecordContext<ProcedureApplicationRecord>()
  const translate = useTranslate()
  const locale = useLocale()
  if (!record || record.procedure_fee_cents === undefined) return null
  const euros = (cents: number) => formatMoney(cents, locale)
  const { payment } = record
  const rows: Array<[string, string]> = [
    [
      'admin.procedures.procedureFee',
      record.procedure_fee_cents === null
        ? translate('admin.procedures.free')
        : euros(record.procedure_fee_cents),
    ],
    ...(payment
      ? ([
          ['admin.procedures.paymentAmount', euros(payment.amount_cents)],
          ['admin.procedures.paymentMethod', translate(`admin.procedures.paymentMethods.${payment.method}`)],
          ['admin.procedures.paymentStatus', translate(`admin.money.movementStatuses.${payment.status}`)],
        ] as Array<[string, string]>)
      : []),
  ]
  return (
    <section aria-labelledby="procedure-fee">
      <Typography id="procedure-fee" component="h2" variant="h6" sx={{ mt: 3 }}>
        {translate('admin.procedures.feeTitle')}
      </Typography>
      <Typography component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { ml: 2 } }}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{translate(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Typography>
      {payment ? null : <Typography>{translate('admin.procedures.noPayment')}</Typography>}
    </section>
  )
}

function ProcedureAnswers() {
  const record = useRecordContext<ProcedureApplicationRecord>()
  const translate = useTranslate()
  const locale = useLocale()
  const lang: Locale = isLocale(locale) ? locale : defaultLocale
  if (!record?.answers) return null
  return (
    <section aria-labelledby="procedure-answers">
      <Typography id="procedure-answers" component="h2" variant="h6" sx={{ mt: 3 }}>
        {translate('admin.applications.answers')}
      </Typography>
      <Typography component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { ml: 2 } }}>
        {record.answers.map((answer) => (
          <div key={answer.name}>
            <dt>{answer.labels?.[lang] ?? answer.label}</dt>
            <dd>
              {answer.option_labels?.[lang] ??
                answer.option_label ??
                (typeof answer.value === 'boolean'
                  ? translate(answer.value ? 'ra.boolean.true' : 'ra.boolean.false')
                  : Array.isArray(answer.value)
                    ? answer.value.join(', ')
                    : String(answer.value))}
            </dd>
          </div>
        ))}
      </Typography>
    </section>
  )
}

export function ProcedureApplicationShow() {
  return (
    <>
      <Show>
        <SimpleShowLayout>
          <TextField source="tracking_code" />
          <TextField source="procedure_title" />
          <FunctionField<ProcedureApplicationRecord>
            source="process_type"
            render={(record) => <Word prefix="admin.applications.processTypes" value={record.process_type} />}
          />
          <TextField source="subject" />
          <TextField source="applicant_name" />
          <TextField source="applicant_email" />
          <FunctionField<ProcedureApplicationRecord>
            source="status"
            render={(record) => <Word prefix="admin.statuses" value={record.status} />}
          />
          <FunctionField<ProcedureApplicationRecord>
            source="lang"
            render={(record) => <Word prefix="admin.applications.languages" value={record.lang} />}
          />
          <DateField source="submitted_at" showTime />
          <StatusChangeButtons />
          <ProcedureFee />
          <ApplicationDocuments />
          <ProcedureAnswers />
          <ApplicationStatusHistory />
          <StaffActionHistory entity="procedure_application" />
        </SimpleShowLayout>
      </Show>
    </>
  )
}
