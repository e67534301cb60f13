'use client'
import BlockIcon from '@mui/icons-material/Block'
import PreviewIcon from '@mui/icons-material/Preview'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { createContext, useContext, useState, type ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import {
  ArrayField,
  Button,
  Create,
  DataTable,
  DateField,
  FunctionField,
  List,
  RecordContextProvider,
  required,
  SaveButton,
  SelectArrayInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import type {
  AdminFeeRun,
  AdminFeeRunInput,
  AdminFeeRunPreview,
  AdminFeeRunSkip,
} from '@/lib/contract/admin-fee-runs'
import { feeRunStatuses } from '@/lib/contract/admin-fee-runs'
import { collegiateStatuses } from '@/lib/contract/profile'
import { feeRunActions } from '@/lib/client/admin/fee-runs'
import { useSaveErrorNotifier } from '../content/content-form'
import { StaffActionHistory } from '../staff-action-history'
import { ActionDialogButton, ChargeFields, EuroField, madridDay } from './money-fields'
import { moneyChoices, MoneyStatusField } from './money-status'

const statusChoices = collegiateStatuses.map((status) => ({
  id: status,
  name: `admin.members.collegiate_statuses.${status}`,
}))

function StatusesField({ source }: { source: string }) {
  const translate = useTranslate()
  return (
    <FunctionField
      source={source}
      render={(record: AdminFeeRun) =>
        record.statuses.map((status) => translate(`admin.members.collegiate_statuses.${status}`)).join(', ')
      }
    />
  )
}

const feeRunFilters = [
  <SelectInput
    key="status"
    source="status"
    label="resources.fee-runs.fields.status"
    choices={moneyChoices('feeRunStatuses', feeRunStatuses)}
    alwaysOn
  />,
]

export function FeeRunList() {
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }} filters={feeRunFilters} empty={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="created_at" field={DateField} />
        <DataTable.Col source="period" />
        <DataTable.Col source="statuses" disableSort>
          <StatusesField source="statuses" />
        </DataTable.Col>
        <DataTable.Col source="charge_count" disableSort />
        <DataTable.Col source="total_cents" disableSort>
          <EuroField source="total_cents" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <MoneyStatusField source="status" group="feeRunStatuses" />
        </DataTable.Col>
      </DataTable>
    </List>
  )
}

/** A run's rows (or a preview's) in a table, under a heading that counts them. */
function RunRows({
  source,
  idKey,
  title,
  children,
}: {
  source: string
  idKey: string
  title: string
  children: ReactNode
}) {
  const record = useRecordContext<Record<string, unknown>>()
  const rows = ((record?.[source] as Array<Record<string, unknown>> | undefined) ?? []).map((row) => ({
    ...row,
    id: row[idKey] as string,
  }))
  return (
    // On the run's own screen the tables sit straight under the page's h1.
    <PreviewTable title={title} rows={rows} heading="h2">
      {children}
    </PreviewTable>
  )
}

function FeeRunActions() {
  const record = useRecordContext<AdminFeeRun>()
  const translate = useTranslate()
  if (!record || record.status !== 'issued') return null
  return (
    <TopToolbar>
      <ActionDialogButton
        label="admin.money.feeRuns.cancel"
        title="admin.money.feeRuns.cancelTitle"
        description={<Typography variant="body2">{translate('admin.money.feeRuns.cancelHelp')}</Typography>}
        confirmLabel="admin.money.feeRuns.cancelConfirm"
        icon={<BlockIcon />}
        submit={() => feeRunActions.cancel(record.id)}
        success="admin.money.feeRuns.cancelled"
      />
    </TopToolbar>
  )
}

export function FeeRunShow() {
  const translate = useTranslate()
  const skipReason = (skip: AdminFeeRunSkip) => translate(`admin.money.feeRuns.skip.${skip.reason}`)
  return (
    <Show actions={false}>
      <FeeRunActions />
      <SimpleShowLayout>
        <TextField source="period" />
        <StatusesField source="statuses" />
        <EuroField source="amount_cents" />
        <MoneyStatusField source="vat_treatment" group="vatTreatments" />
        <DateField source="due_date" />
        <TextField source="charge_count" />
        <EuroField source="total_cents" />
        <MoneyStatusField source="status" group="feeRunStatuses" />
        <DateField source="created_at" showTime />
        <TextField source="created_by_email" emptyText="—" />
        <DateField source="cancelled_at" showTime emptyText="—" />
        <RunRows source="charges" idKey="movement_id" title="admin.money.feeRuns.charged">
          <DataTable.Col source="transaction_number" disableSort />
          <DataTable.Col source="member_name" disableSort />
          <DataTable.Col source="discount_percent" disableSort />
          <DataTable.Col source="total_cents" disableSort>
            <EuroField source="total_cents" />
          </DataTable.Col>
          <DataTable.Col source="direct_debit" disableSort>
            <DirectDebitField />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <MoneyStatusField source="status" group="movementStatuses" />
          </DataTable.Col>
        </RunRows>
        <RunRows source="skipped" idKey="user_id" title="admin.money.feeRuns.skipped">
          <DataTable.Col source="member_name" disableSort />
          <DataTable.Col source="collegiate_code" disableSort />
          <DataTable.Col source="reason" disableSort render={skipReason} />
        </RunRows>
        <StaffActionHistory entity="fee_run" />
      </SimpleShowLayout>
    </Show>
  )
}

function DirectDebitField() {
  const translate = useTranslate()
  const record = useRecordContext<{ direct_debit: boolean }>()
  return (
    <>
      {translate(record?.direct_debit ? 'admin.money.feeRuns.byDirectDebit' : 'admin.money.feeRuns.byMember')}
    </>
  )
}

/** The preview last asked for, and the values it was made with: issuing needs one of the values as they are. */
const PreviewContext = createContext<{
  preview: { key: string; result: AdminFeeRunPreview } | null
  setPreview: (preview: { key: string; result: AdminFeeRunPreview } | null) => void
}>({ preview: null, setPreview: () => {} })

const fields = ['period', 'statuses', 'amount', 'vat_treatment', 'due_date'] as const

function useRunValues(): AdminFeeRunInput {
  const values = useWatch({ name: [...fields] }) as unknown[]
  return Object.fromEntries(fields.map((field, index) => [field, values[index]])) as AdminFeeRunInput
}

function PreviewButton() {
  const { setPreview } = useContext(PreviewContext)
  const { trigger } = useFormContext()
  const values = useRunValues()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const show = async () => {
    if (!(await trigger())) return
    setBusy(true)
    try {
      setPreview({ key: JSON.stringify(values), result: await feeRunActions.preview(values) })
    } catch (error) {
      setPreview(null)
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      label="admin.money.feeRuns.preview"
      onClick={() => void show()}
      disabled={busy}
      variant="outlined"
    >
      <PreviewIcon />
    </Button>
  )
}

function FeeRunToolbar() {
  const { preview } = useContext(PreviewContext)
  const values = useRunValues()
  const current =
    preview !== null && preview.key === JSON.stringify(values) && preview.result.charge_count > 0
  return (
    <Toolbar sx={{ gap: 2 }}>
      <PreviewButton />
      <SaveButton label="admin.money.feeRuns.issue" alwaysEnable={current} disabled={!current} />
    </Toolbar>
  )
}

function PreviewPanel() {
  const { preview } = useContext(PreviewContext)
  const values = useRunValues()
  const translate = useTranslate()
  if (!preview) return <Alert severity="info">{translate('admin.money.feeRuns.previewFirst')}</Alert>
  const { result } = preview
  const stale = preview.key !== JSON.stringify(values)
  return (
    <Stack component="section" aria-labelledby="fee-run-preview" spacing={2} sx={{ width: '100%' }}>
      <Typography id="fee-run-preview" component="h2" variant="h6">
        {translate('admin.money.feeRuns.previewTitle')}
      </Typography>
      {stale ? <Alert severity="warning">{translate('admin.money.feeRuns.previewStale')}</Alert> : null}
      <Typography role="status">
        {translate('admin.money.feeRuns.previewSummary', {
          smart_count: result.charge_count,
          total: new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(
            result.total_cents / 100,
          ),
          skipped: result.skipped.length,
        })}
      </Typography>
      <PreviewTable title="admin.money.feeRuns.charged" rows={withIds(result.lines)}>
        <DataTable.Col source="member_name" disableSort />
        <DataTable.Col source="collegiate_code" disableSort />
        <DataTable.Col source="discount_percent" disableSort />
        <DataTable.Col source="total_cents" disableSort>
          <EuroField source="total_cents" />
        </DataTable.Col>
        <DataTable.Col source="direct_debit" disableSort>
          <DirectDebitField />
        </DataTable.Col>
      </PreviewTable>
      <PreviewTable title="admin.money.feeRuns.skipped" rows={withIds(result.skipped)}>
        <DataTable.Col source="member_name" disableSort />
        <DataTable.Col source="collegiate_code" disableSort />
        <DataTable.Col
          source="reason"
          disableSort
          render={(skip: AdminFeeRunSkip) => translate(`admin.money.feeRuns.skip.${skip.reason}`)}
        />
      </PreviewTable>
    </Stack>
  )
}

const withIds = (rows: Array<{ user_id: string }>) => rows.map((row) => ({ ...row, id: row.user_id }))

function PreviewTable({
  title,
  rows,
  heading = 'h3',
  children,
}: {
  title: string
  rows: object[]
  heading?: 'h2' | 'h3'
  children: ReactNode
}) {
  const translate = useTranslate()
  return (
    <div>
      <Typography component={heading} variant="subtitle1">
        {translate(title, { smart_count: rows.length })}
      </Typography>
      {rows.length > 0 ? (
        <RecordContextProvider value={{ id: title, rows }}>
          <ArrayField source="rows" resource="fee-runs">
            <DataTable bulkActionButtons={false} rowClick={false}>
              {children}
            </DataTable>
          </ArrayField>
        </RecordContextProvider>
      ) : null}
    </div>
  )
}

/** Staff choose the period, the group and the fee, look at the preview, then issue exactly what it showed. */
export function FeeRunCreate() {
  const notifyRefused = useSaveErrorNotifier()
  const [preview, setPreview] = useState<{ key: string; result: AdminFeeRunPreview } | null>(null)
  const translate = useTranslate()
  return (
    <PreviewContext.Provider value={{ preview, setPreview }}>
      <Create redirect="show" mutationOptions={{ onError: notifyRefused }}>
        <SimpleForm
          toolbar={<FeeRunToolbar />}
          defaultValues={{
            period: `${new Date().getFullYear() + 1}`,
            statuses: ['active'],
            vat_treatment: 'exempt',
            due_date: madridDay(30),
          }}
        >
          <Typography color="text.secondary">{translate('admin.money.feeRuns.help')}</Typography>
          <TextInput source="period" validate={required()} helperText="admin.money.feeRuns.periodHelp" />
          <SelectArrayInput source="statuses" choices={statusChoices} validate={required()} />
          <ChargeFields amountLabel="admin.money.feeRuns.amount" />
          <PreviewPanel />
        </SimpleForm>
      </Create>
    </PreviewContext.Provider>
  )
}
