'use client'
import DownloadIcon from '@mui/icons-material/Download'
import FileUploadIcon from '@mui/icons-material/FileUpload'
import UndoIcon from '@mui/icons-material/Undo'
import MuiButton from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import {
  ArrayField,
  DataTable,
  DateField,
  List,
  ResourceContextProvider,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useRedirect,
  useTranslate,
  useCreatePath,
} from 'react-admin'
import type {
  AdminRemittance,
  AdminRemittanceDetail,
  AdminRemittanceExclusion,
} from '@/lib/contract/admin-money'
import { moneyActions, remittanceFileUrl } from '@/lib/client/admin/money'
import { NoRows } from '../no-rows'
import { StaffActionHistory } from '../staff-action-history'
import { ActionDialogButton, EuroField, madridDay } from './money-fields'
import { moneyChoices, MoneyStatusField } from './money-status'

const remittanceFilters = [
  <SelectInput
    key="status"
    source="status"
    label="resources.remittances.fields.status"
    choices={moneyChoices('remittanceStatuses', ['live', 'withdrawn'])}
    alwaysOn
  />,
]

function ExportRemittanceButton() {
  const redirect = useRedirect()
  return (
    <ActionDialogButton
      label="admin.money.remittances.export"
      title="admin.money.remittances.exportTitle"
      description={<ExportHelp />}
      confirmLabel="admin.money.remittances.exportConfirm"
      icon={<FileUploadIcon />}
      inputs={[
        {
          name: 'due_on',
          label: 'admin.money.remittances.dueOn',
          type: 'date',
          defaultValue: madridDay(14),
          required: true,
        },
      ]}
      submit={(values) => moneyActions.exportRemittance({ due_on: values.due_on ?? '' })}
      success="admin.money.remittances.exported"
      onDone={(answer) => redirect('show', 'remittances', (answer as AdminRemittanceDetail).id)}
    />
  )
}

function ExportHelp() {
  const translate = useTranslate()
  return <Typography variant="body2">{translate('admin.money.remittances.exportHelp')}</Typography>
}

export function RemittanceList() {
  return (
    // Without a file yet, the list (and its export button) shows all the same.
    <List
      empty={false}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={remittanceFilters}
      actions={
        <TopToolbar>
          <ExportRemittanceButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="created_at" field={DateField} />
        <DataTable.Col source="message_id" disableSort />
        <DataTable.Col source="due_on" field={DateField} />
        <DataTable.Col source="number_of_transactions" disableSort />
        <DataTable.Col source="control_sum_cents" disableSort>
          <EuroField source="control_sum_cents" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <MoneyStatusField source="status" group="remittanceStatuses" />
        </DataTable.Col>
        <DataTable.Col source="created_by_email" disableSort />
      </DataTable>
    </List>
  )
}

function RemittanceActions() {
  const record = useRecordContext<AdminRemittance>()
  const translate = useTranslate()
  if (!record) return null
  return (
    <TopToolbar>
      <MuiButton
        component="a"
        href={remittanceFileUrl(record.id)}
        download
        startIcon={<DownloadIcon />}
        size="small"
      >
        {translate('admin.money.remittances.download')}
      </MuiButton>
      {record.status === 'live' ? (
        <ActionDialogButton
          label="admin.money.remittances.withdraw"
          title="admin.money.remittances.withdrawTitle"
          description={
            <Typography variant="body2">{translate('admin.money.remittances.withdrawHelp')}</Typography>
          }
          confirmLabel="admin.money.remittances.withdraw"
          icon={<UndoIcon />}
          submit={() => moneyActions.withdrawRemittance(record.id)}
          success="admin.money.remittances.withdrawn"
        />
      ) : null}
    </TopToolbar>
  )
}

export function RemittanceShow() {
  return (
    <Show actions={false}>
      <RemittanceActions />
      <SimpleShowLayout>
        <TextField source="message_id" />
        <DateField source="created_at" showTime />
        <TextField source="created_by_email" emptyText="—" />
        <DateField source="due_on" />
        <TextField source="number_of_transactions" />
        <EuroField source="control_sum_cents" />
        <MoneyStatusField source="status" group="remittanceStatuses" />
        <DateField source="withdrawn_at" showTime emptyText="—" />
        <ArrayField source="charges">
          <ResourceContextProvider value="direct-debit-charges">
            <ChargesTable />
          </ResourceContextProvider>
        </ArrayField>
        <ArrayField source="excluded">
          <ExcludedChargesTable />
        </ArrayField>
        <StaffActionHistory entity="remittance" />
      </SimpleShowLayout>
    </Show>
  )
}

/** What a bank would have refused, kept out of the file with the reason; the charges stay pending for a later one. */
export function ExcludedChargesTable() {
  const translate = useTranslate()
  return (
    <DataTable
      bulkActionButtons={false}
      rowClick={false}
      empty={<NoRows message="admin.money.remittances.noneExcluded" />}
    >
      <DataTable.Col source="end_to_end_id" disableSort />
      <DataTable.Col source="member_name" disableSort />
      <DataTable.Col source="collection_on" field={DateField} disableSort />
      <DataTable.Col source="amount_cents" disableSort>
        <EuroField source="amount_cents" />
      </DataTable.Col>
      <DataTable.Col
        source="reason"
        disableSort
        render={(exclusion: AdminRemittanceExclusion) =>
          translate(`admin.money.remittances.exclusion.${exclusion.reason}`)
        }
      />
    </DataTable>
  )
}

export function ChargesTable({ empty }: { empty?: React.ReactElement }) {
  // A path inside the back-office (react-admin adds its basename), wherever the table is shown.
  const createPath = useCreatePath()
  return (
    <DataTable
      rowClick={(id) => createPath({ resource: 'direct-debit-charges', id, type: 'show' })}
      bulkActionButtons={false}
      empty={empty}
    >
      <DataTable.Col source="transaction_number" disableSort />
      <DataTable.Col source="sequence" disableSort />
      <DataTable.Col source="member_name" disableSort />
      <DataTable.Col source="mandate_reference" disableSort />
      <DataTable.Col source="iban" disableSort />
      <DataTable.Col source="due_on" field={DateField} disableSort />
      <DataTable.Col source="amount_cents" disableSort>
        <EuroField source="amount_cents" />
      </DataTable.Col>
      <DataTable.Col source="status" disableSort>
        <MoneyStatusField source="status" group="chargeStatuses" />
      </DataTable.Col>
    </DataTable>
  )
}
