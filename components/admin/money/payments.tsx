'use client'
import AccountBalanceIcon from '@mui/icons-material/AccountBalance'
import DoneAllIcon from '@mui/icons-material/DoneAll'
import {
  ArrayField,
  BooleanField,
  DataTable,
  DateField,
  NullableBooleanInput,
  ReferenceField,
  ResourceContextProvider,
  SelectArrayInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useCreatePath,
} from 'react-admin'
import { ExportableList, type ExportColumn } from '../list-export'
import { AdminSearchInput } from '../search-input'
import type { AdminPayment } from '@/lib/contract/admin-money'
import { paymentStatuses, paymentTypes } from '@/lib/contract/payments'
import { moneyActions } from '@/lib/client/admin/money'
import { NoRows } from '../no-rows'
import { StaffActionHistory } from '../staff-action-history'
import { ChargesTable } from './remittances'
import { ActionDialogButton, EuroField, madridDay } from './money-fields'
import { moneyChoices, MoneyStatusField } from './money-status'
import { NotificationOutcomeField } from './notification-outcome'

const paymentFilters = [
  <AdminSearchInput key="q" alwaysOn />,
  <NullableBooleanInput
    key="needs_review"
    source="needs_review"
    label="resources.payments.fields.needs_review"
    alwaysOn
  />,
  <SelectArrayInput
    key="status"
    source="status"
    label="resources.payments.fields.status"
    choices={moneyChoices('paymentStatuses', paymentStatuses)}
  />,
  <SelectArrayInput
    key="type"
    source="type"
    label="resources.payments.fields.type"
    choices={moneyChoices('paymentTypes', paymentTypes)}
  />,
]

const exportColumns: ExportColumn<AdminPayment>[] = [
  { source: 'created_at', format: 'dateTime' },
  { source: 'transaction_number' },
  { source: 'member_name' },
  { source: 'member_email' },
  { source: 'type', format: { labels: 'admin.money.paymentTypes' } },
  { source: 'amount_cents', format: 'euros' },
  { source: 'status', format: { labels: 'admin.money.paymentStatuses' } },
  { source: 'settled_at', format: 'dateTime' },
  { source: 'transfer_reference' },
  { source: 'gateway_order' },
  { source: 'mandate_reference' },
  { source: 'needs_review', format: 'yesNo' },
]

export function PaymentList() {
  return (
    <ExportableList
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={paymentFilters}
      exportColumns={exportColumns}
    >
      <PaymentsTable />
    </ExportableList>
  )
}

/** `empty`: what to say when a record's table has none (a list says react-admin's own). */
export function PaymentsTable({ empty }: { empty?: React.ReactElement }) {
  // A path inside the back-office (react-admin adds its basename), wherever the table is shown.
  const createPath = useCreatePath()
  return (
    <DataTable
      rowClick={(id) => createPath({ resource: 'payments', id, type: 'show' })}
      bulkActionButtons={false}
      empty={empty}
    >
      <DataTable.Col source="created_at" field={DateField} />
      <DataTable.Col source="transaction_number" disableSort />
      <DataTable.Col source="member_name" disableSort />
      <DataTable.Col source="type" disableSort>
        <MoneyStatusField source="type" group="paymentTypes" />
      </DataTable.Col>
      <DataTable.Col source="amount_cents">
        <EuroField source="amount_cents" />
      </DataTable.Col>
      <DataTable.Col source="status" disableSort>
        <MoneyStatusField source="status" group="paymentStatuses" />
      </DataTable.Col>
      <DataTable.Col source="needs_review" field={BooleanField} disableSort />
    </DataTable>
  )
}

function PaymentActions() {
  const record = useRecordContext<AdminPayment>()
  if (!record) return null
  return (
    <TopToolbar>
      {record.type === 'bank_transfer' && record.status === 'pending' ? (
        <ActionDialogButton
          label="admin.money.payments.received"
          title="admin.money.payments.receivedTitle"
          confirmLabel="admin.money.payments.receivedConfirm"
          icon={<AccountBalanceIcon />}
          inputs={[
            {
              name: 'received_on',
              label: 'admin.money.payments.receivedOn',
              type: 'date',
              defaultValue: madridDay(),
              required: true,
            },
          ]}
          submit={(values) =>
            moneyActions.transferReceived(record.id, { received_on: values.received_on || undefined })
          }
          success="admin.money.payments.receivedDone"
        />
      ) : null}
      {record.needs_review ? (
        <ActionDialogButton
          label="admin.money.payments.reviewed"
          title="admin.money.payments.reviewedTitle"
          confirmLabel="admin.money.payments.reviewed"
          icon={<DoneAllIcon />}
          submit={() => moneyActions.paymentReviewed(record.id)}
          success="admin.money.payments.reviewedDone"
        />
      ) : null}
    </TopToolbar>
  )
}

export function PaymentShow() {
  return (
    <Show actions={false}>
      <PaymentActions />
      <SimpleShowLayout>
        <ReferenceField source="movement_id" reference="movements" link="show">
          <TextField source="transaction_number" />
        </ReferenceField>
        <TextField source="member_name" />
        <TextField source="member_email" />
        <MoneyStatusField source="type" group="paymentTypes" />
        <EuroField source="amount_cents" />
        <MoneyStatusField source="status" group="paymentStatuses" />
        <BooleanField source="needs_review" />
        <DateField source="created_at" showTime />
        <DateField source="settled_at" showTime emptyText="—" />
        <TextField source="transfer_reference" emptyText="—" />
        <TextField source="gateway_order" emptyText="—" />
        <TextField source="response_code" emptyText="—" />
        <TextField source="mandate_reference" emptyText="—" />
        <ArrayField source="notifications">
          <DataTable
            bulkActionButtons={false}
            rowClick={false}
            empty={<NoRows message="admin.money.notifications.none" />}
          >
            <DataTable.Col
              source="received_at"
              field={DateField}
              disableSort
              label="admin.money.notifications.received_at"
            />
            <DataTable.Col
              source="response_code"
              disableSort
              label="admin.money.notifications.response_code"
            />
            <DataTable.Col
              source="signature_valid"
              field={BooleanField}
              disableSort
              label="admin.money.notifications.signature_valid"
            />
            <DataTable.Col
              source="outcome"
              field={NotificationOutcomeField}
              disableSort
              label="admin.money.notifications.outcome"
            />
          </DataTable>
        </ArrayField>
        <ArrayField source="charges">
          <ResourceContextProvider value="direct-debit-charges">
            <ChargesTable empty={<NoRows message="admin.money.charges.none" />} />
          </ResourceContextProvider>
        </ArrayField>
        <StaffActionHistory entity="payment" />
      </SimpleShowLayout>
    </Show>
  )
}
