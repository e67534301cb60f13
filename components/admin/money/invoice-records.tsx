'use client'
import BlockIcon from '@mui/icons-material/Block'
import DownloadIcon from '@mui/icons-material/Download'
import EditNoteIcon from '@mui/icons-material/EditNote'
import MuiButton from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  DataTable,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useListContext,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import {
  type AdminInvoiceRecord,
  correctionMethods,
  correctionTypes,
  type CorrectionMethod,
  type CorrectionType,
  submissionStatuses,
} from '@/lib/contract/invoice-records'
import type { Locale } from '@/lib/contract/locales'
import { centsOf } from '@/lib/client/admin/money'
import {
  correctionPdfUrl,
  invoiceRecordActions,
  invoiceRecordsExportUrl,
  useInvoiceSeries,
} from '@/lib/client/admin/invoice-records'
import { SigningWarning } from './invoicing-events'
import { ActionDialogButton } from './money-fields'
import { VerifyChainButton } from './verify-chain-button'

function SeriesFilter(props: { source: string; alwaysOn?: boolean }) {
  const { data = [] } = useInvoiceSeries()
  return (
    <SelectInput
      {...props}
      label="resources.invoice-records.fields.series"
      choices={data.map(({ series, records }) => ({ id: series, name: `${series} (${records})` }))}
      translateChoice={false}
    />
  )
}

const filters = [
  <SeriesFilter key="series" source="series" alwaysOn />,
  <TextInput
    key="invoice_number"
    source="invoice_number"
    label="resources.invoice-records.fields.invoice_number"
  />,
  <SelectInput
    key="submission_status"
    source="submission_status"
    label="resources.invoice-records.fields.submission_filter"
    choices={submissionStatuses.map((status) => ({
      id: status,
      name: `admin.invoiceRecords.submission.states.${status}`,
    }))}
  />,
]

function CancelHelp() {
  const translate = useTranslate()
  return <Typography variant="body2">{translate('admin.invoiceRecords.cancelHelp')}</Typography>
}

function CancelInvoiceButton() {
  const record = useRecordContext<AdminInvoiceRecord>()
  if (record?.kind !== 'alta') return null
  return (
    <ActionDialogButton
      label="admin.invoiceRecords.cancel"
      title="admin.invoiceRecords.cancelTitle"
      description={<CancelHelp />}
      confirmLabel="admin.invoiceRecords.cancel"
      icon={<BlockIcon />}
      submit={() => invoiceRecordActions.cancelInvoice(record.invoice_number)}
      success="admin.invoiceRecords.cancelled"
    />
  )
}

/** The AEAT's answer to the record: its state, and for an error its code and text, as the AEAT gave them. */
function SubmissionField() {
  const record = useRecordContext<AdminInvoiceRecord>()
  const translate = useTranslate()
  if (!record?.submission_status) return <>—</>
  const details = [
    record.submission_csv && translate('admin.invoiceRecords.submission.csv', { csv: record.submission_csv }),
    translate('admin.invoiceRecords.submission.attempts', { attempts: record.submission_attempts }),
  ].filter(Boolean)
  return (
    <span title={details.join(' · ')}>
      <Typography
        variant="body2"
        component="span"
        color={record.submission_status === 'rejected' ? 'error' : undefined}
      >
        {translate(`admin.invoiceRecords.submission.states.${record.submission_status}`)}
      </Typography>
      {record.submission_error && (
        <Typography variant="caption" component="div" color="text.secondary">
          {[record.submission_error_code, record.submission_error].filter(Boolean).join(' — ')}
        </Typography>
      )}
    </span>
  )
}

/** A difference may lower the total: a leading minus sign is kept. */
const signedCentsOf = (euros: string) =>
  euros.trim().startsWith('-') ? -centsOf(euros.trim().slice(1)) : centsOf(euros)

/** Downloads the records the series filter shows, every field, for an inspection. */
function ExportRecordsButton() {
  const translate = useTranslate()
  const { filterValues } = useListContext()
  const series = typeof filterValues.series === 'string' ? filterValues.series : undefined
  return (
    <MuiButton
      component="a"
      href={invoiceRecordsExportUrl(series)}
      download
      startIcon={<DownloadIcon />}
      size="small"
    >
      {translate('admin.invoiceRecords.export')}
    </MuiButton>
  )
}

function CorrectHelp() {
  const translate = useTranslate()
  return <Typography variant="body2">{translate('admin.invoiceRecords.correctHelp')}</Typography>
}

/** Only an ordinary invoice is corrected; a rectificativa is corrected by correcting its original again. */
function CorrectInvoiceButton() {
  const record = useRecordContext<AdminInvoiceRecord>()
  if (record?.kind !== 'alta' || record.corrected_invoice_number) return null
  return (
    <ActionDialogButton
      label="admin.invoiceRecords.correct"
      title="admin.invoiceRecords.correctTitle"
      description={<CorrectHelp />}
      confirmLabel="admin.invoiceRecords.correctConfirm"
      icon={<EditNoteIcon />}
      inputs={[
        {
          name: 'type',
          label: 'admin.invoiceRecords.correctionType',
          type: 'select',
          defaultValue: 'R1',
          required: true,
          choices: correctionTypes.map((value) => ({
            value,
            label: `admin.invoiceRecords.correctionTypes.${value}`,
          })),
        },
        {
          name: 'method',
          label: 'admin.invoiceRecords.correctionMethod',
          type: 'select',
          defaultValue: 'differences',
          required: true,
          choices: correctionMethods.map((value) => ({
            value,
            label: `admin.invoiceRecords.correctionMethods.${value}`,
          })),
        },
        { name: 'amount', label: 'admin.invoiceRecords.correctionAmount', type: 'euros', required: true },
        { name: 'reason', label: 'admin.invoiceRecords.correctionReason', type: 'text', required: true },
      ]}
      submit={(values) =>
        invoiceRecordActions.correctInvoice({
          invoice_number: record.invoice_number,
          type: values.type as CorrectionType,
          method: values.method as CorrectionMethod,
          amount_cents: signedCentsOf(values.amount ?? ''),
          reason: values.reason ?? '',
        })
      }
      success="admin.invoiceRecords.corrected"
    />
  )
}

function CorrectionPdfLink() {
  const record = useRecordContext<AdminInvoiceRecord>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (record?.kind !== 'alta' || !record.corrected_invoice_number) return null
  return (
    <MuiButton
      component="a"
      href={correctionPdfUrl(record.invoice_number, locale as Locale)}
      download
      startIcon={<DownloadIcon />}
      size="small"
    >
      {translate('admin.invoiceRecords.correctionPdf')}
    </MuiButton>
  )
}

/** The start of a Huella is enough to follow the chain by eye; the whole value is in its title. */
const shortHash = (hash: string | null) => (hash ? `${hash.slice(0, 12)}…` : '—')

export function InvoiceRecordList() {
  const translate = useTranslate()
  return (
    <List
      empty={false}
      sort={{ field: 'position', order: 'DESC' }}
      filters={filters}
      actions={
        <TopToolbar>
          <ExportRecordsButton />
          <VerifyChainButton messages="admin.invoiceRecords" verifyChain={invoiceRecordActions.verifyChain} />
        </TopToolbar>
      }
    >
      <SigningWarning />
      <Typography variant="body2" sx={{ px: 2, pt: 1 }}>
        {translate('admin.invoiceRecords.help')} {translate('admin.invoiceRecords.submission.help')}
      </Typography>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="position" />
        <DataTable.Col source="kind" disableSort>
          <FunctionField
            source="kind"
            render={(record: AdminInvoiceRecord) => translate(`admin.invoiceRecords.kinds.${record.kind}`)}
          />
        </DataTable.Col>
        <DataTable.Col source="invoice_number" disableSort />
        <DataTable.Col source="invoice_type" disableSort>
          <TextField source="invoice_type" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="recipient_name" disableSort>
          <FunctionField
            source="recipient_name"
            render={(record: AdminInvoiceRecord) =>
              record.recipient_name
                ? `${record.recipient_name} · ${record.recipient_tax_id ?? `${record.recipient_id_country ?? ''} ${record.recipient_id ?? ''}`.trim()}`
                : '—'
            }
          />
        </DataTable.Col>
        <DataTable.Col source="corrected_invoice_number" disableSort>
          <TextField source="corrected_invoice_number" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="invoice_date" disableSort />
        <DataTable.Col source="amount_total" disableSort>
          <TextField source="amount_total" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="generated_at" disableSort />
        <DataTable.Col source="hash" disableSort>
          <FunctionField
            source="hash"
            render={(record: AdminInvoiceRecord) => <span title={record.hash}>{shortHash(record.hash)}</span>}
          />
        </DataTable.Col>
        <DataTable.Col source="previous_hash" disableSort>
          <FunctionField
            source="previous_hash"
            render={(record: AdminInvoiceRecord) => (
              <span title={record.previous_hash ?? undefined}>{shortHash(record.previous_hash)}</span>
            )}
          />
        </DataTable.Col>
        <DataTable.Col source="created_by_email" disableSort>
          <TextField source="created_by_email" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="submission_status" disableSort>
          <SubmissionField />
        </DataTable.Col>
        <DataTable.Col label="resources.invoice-records.fields.actions">
          <Stack direction="row" spacing={1}>
            <CorrectionPdfLink />
            <CorrectInvoiceButton />
            <CancelInvoiceButton />
          </Stack>
        </DataTable.Col>
      </DataTable>
    </List>
  )
}
