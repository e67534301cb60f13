'use client'
import CheckIcon from '@mui/icons-material/Check'
import ReplayIcon from '@mui/icons-material/Replay'
import {
  BooleanField,
  DataTable,
  DateField,
  DateInput,
  ReferenceField,
  SelectArrayInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin'
import { ExportableList, type ExportColumn } from '../list-export'
import { AdminSearchInput } from '../search-input'
import { directDebitChargeStatuses, type AdminDirectDebitCharge } from '@/lib/contract/admin-money'
import { centsOf, moneyActions } from '@/lib/client/admin/money'
import { StaffActionHistory } from '../staff-action-history'
import { ActionDialogButton, EuroField, madridDay } from './money-fields'
import { moneyChoices, MoneyStatusField } from './money-status'

const chargeFilters = [
  <AdminSearchInput key="q" alwaysOn />,
  <SelectArrayInput
    key="status"
    source="status"
    label="resources.direct-debit-charges.fields.status"
    choices={moneyChoices('chargeStatuses', directDebitChargeStatuses)}
    alwaysOn
  />,
  <DateInput key="due_from" source="due_from" label="admin.money.filters.dueFrom" />,
  <DateInput key="due_to" source="due_to" label="admin.money.filters.dueTo" />,
]

const exportColumns: ExportColumn<AdminDirectDebitCharge>[] = [
  { source: 'due_on', format: 'date' },
  { source: 'transaction_number' },
  { source: 'sequence' },
  { source: 'member_name' },
  { source: 'member_email' },
  { source: 'mandate_reference' },
  { source: 'amount_cents', format: 'euros' },
  { source: 'status', format: { labels: 'admin.money.chargeStatuses' } },
  { source: 'collected_on', format: 'date' },
  { source: 'presented', format: 'yesNo' },
]

/** Every charge of every direct debit; the status filter `returned` is the list of returned debits. */
export function ChargeList() {
  return (
    <ExportableList
      sort={{ field: 'due_on', order: 'DESC' }}
      filters={chargeFilters}
      exportColumns={exportColumns}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="due_on" field={DateField} />
        <DataTable.Col source="transaction_number" disableSort />
        <DataTable.Col source="sequence" disableSort />
        <DataTable.Col source="member_name" disableSort />
        <DataTable.Col source="mandate_reference" disableSort />
        <DataTable.Col source="amount_cents">
          <EuroField source="amount_cents" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <MoneyStatusField source="status" group="chargeStatuses" />
        </DataTable.Col>
        <DataTable.Col source="presented" disableSort field={BooleanField} />
      </DataTable>
    </ExportableList>
  )
}

function ChargeActions() {
  const record = useRecordContext<AdminDirectDebitCharge>()
  if (!record) return null
  return (
    <TopToolbar>
      {record.status === 'pending' && record.presented ? (
        <ActionDialogButton
          label="admin.money.charges.collected"
          title="admin.money.charges.collectedTitle"
          confirmLabel="admin.money.charges.collectedConfirm"
          icon={<CheckIcon />}
          inputs={[
            {
              name: 'collected_on',
              label: 'admin.money.charges.collectedOn',
              type: 'date',
              defaultValue: madridDay(),
              required: true,
            },
          ]}
          submit={(values) =>
            moneyActions.chargeCollected(record.id, { collected_on: values.collected_on || undefined })
          }
          success="admin.money.charges.collectedDone"
        />
      ) : null}
      {(record.status === 'pending' && record.presented) || record.status === 'collected' ? (
        <ActionDialogButton
          label="admin.money.charges.returned"
          title="admin.money.charges.returnedTitle"
          confirmLabel="admin.money.charges.returnedConfirm"
          icon={<ReplayIcon />}
          inputs={[
            { name: 'commission', label: 'admin.money.charges.commission', type: 'euros', defaultValue: '' },
            { name: 'reason', label: 'admin.money.charges.reason', type: 'text', defaultValue: '' },
          ]}
          submit={(values) =>
            moneyActions.chargeReturned(record.id, {
              commission_cents: centsOf(values.commission ?? ''),
              reason: values.reason || undefined,
            })
          }
          success="admin.money.charges.returnedDone"
        />
      ) : null}
    </TopToolbar>
  )
}

export function ChargeShow() {
  return (
    <Show actions={false}>
      <ChargeActions />
      <SimpleShowLayout>
        <TextField source="transaction_number" />
        <TextField source="sequence" />
        <TextField source="member_name" />
        <TextField source="member_email" />
        <EuroField source="amount_cents" />
        <DateField source="due_on" />
        <MoneyStatusField source="status" group="chargeStatuses" />
        <DateField source="collected_on" emptyText="—" />
        <TextField source="mandate_reference" />
        <TextField source="iban" />
        <BooleanField source="presented" />
        <ReferenceField source="remittance_id" reference="remittances" link="show" emptyText="—">
          <TextField source="message_id" />
        </ReferenceField>
        <ReferenceField source="payment_id" reference="payments" link="show">
          <MoneyStatusField source="status" group="paymentStatuses" />
        </ReferenceField>
        <StaffActionHistory entity="direct_debit_charge" />
      </SimpleShowLayout>
    </Show>
  )
}
