'use client'
import {
  ArrayField,
  DataTable,
  DateField,
  DateInput,
  ResourceContextProvider,
  SelectArrayInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
} from 'react-admin'
import { ExportableList, type ExportColumn } from '../list-export'
import { NoRows } from '../no-rows'
import { AdminSearchInput } from '../search-input'
import type { AdminMovement } from '@/lib/contract/admin-money'
import { movementStatuses, movementTypes } from '@/lib/contract/movements'
import { EuroField } from './money-fields'
import { moneyChoices, MoneyStatusField } from './money-status'
import { PaymentsTable } from './payments'

const movementFilters = [
  <AdminSearchInput key="q" alwaysOn />,
  <SelectArrayInput
    key="status"
    source="status"
    label="resources.movements.fields.status"
    choices={moneyChoices('movementStatuses', movementStatuses)}
    alwaysOn
  />,
  <SelectInput
    key="type"
    source="type"
    label="resources.movements.fields.type"
    choices={moneyChoices('movementTypes', movementTypes)}
  />,
  <DateInput key="date_from" source="date_from" label="admin.money.filters.dateFrom" />,
  <DateInput key="date_to" source="date_to" label="admin.money.filters.dateTo" />,
  // A member's page links here with this filter set.
  <TextInput key="user_id" source="user_id" label="admin.money.filters.member" />,
]

const exportColumns: ExportColumn<AdminMovement>[] = [
  { source: 'date', format: 'date' },
  { source: 'transaction_number' },
  { source: 'member_name' },
  { source: 'member_email' },
  { source: 'type', format: { labels: 'admin.money.movementTypes' } },
  { source: 'fee_period' },
  { source: 'description' },
  { source: 'due_date', format: 'date' },
  { source: 'amount_cents', format: 'euros' },
  { source: 'discount_percent' },
  { source: 'total_cents', format: 'euros' },
  { source: 'status', format: { labels: 'admin.money.movementStatuses' } },
  { source: 'invoice_number' },
]

/** Every member's movements; `?filter={"user_id":…}` shows one member's. */
export function MovementList() {
  return (
    <ExportableList
      sort={{ field: 'date', order: 'DESC' }}
      filters={movementFilters}
      exportColumns={exportColumns}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="date" field={DateField} />
        <DataTable.Col source="transaction_number" />
        <DataTable.Col source="member_name" disableSort />
        <DataTable.Col source="type" disableSort>
          <MoneyStatusField source="type" group="movementTypes" />
        </DataTable.Col>
        <DataTable.Col source="fee_period" disableSort />
        <DataTable.Col source="total_cents">
          <EuroField source="total_cents" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <MoneyStatusField source="status" group="movementStatuses" />
        </DataTable.Col>
        <DataTable.Col source="invoice_number" disableSort />
      </DataTable>
    </ExportableList>
  )
}

export function MovementShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="transaction_number" />
        <TextField source="member_name" />
        <TextField source="member_email" />
        <DateField source="date" />
        <DateField source="due_date" emptyText="—" />
        <MoneyStatusField source="type" group="movementTypes" />
        <TextField source="fee_period" emptyText="—" />
        <TextField source="description" emptyText="—" />
        <EuroField source="amount_cents" />
        <TextField source="discount_percent" />
        <EuroField source="total_cents" />
        <EuroField source="unpaid_commission_cents" />
        <MoneyStatusField source="status" group="movementStatuses" />
        <TextField source="invoice_number" emptyText="—" />
        <ArrayField source="payments">
          <ResourceContextProvider value="payments">
            <PaymentsTable empty={<NoRows message="admin.money.payments.none" />} />
          </ResourceContextProvider>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  )
}
