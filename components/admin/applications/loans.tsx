'use client'
import {
  BooleanField,
  DataTable,
  DateField,
  DateInput,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin'
import { AdminSearchInput } from '../search-input'
import { loanStatusFilters } from '@/lib/contract/loans'
import { StaffActionHistory } from '../staff-action-history'
import { Word } from './application-parts'
import { StatusChangeButtons } from './status-change'

const statusChoices = loanStatusFilters.map((status) => ({ id: status, name: `admin.statuses.${status}` }))

const filters = [
  <AdminSearchInput key="q" alwaysOn placeholder="admin.applications.loanSearch" />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
]

interface LoanRecord {
  id: string
  status: string
  lang: string
}

export function LoanList() {
  return (
    <>
      <List filters={filters} exporter={false} sort={{ field: 'requested_at', order: 'DESC' }}>
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="resource_title" disableSort />
          <DataTable.Col source="applicant_name" disableSort />
          <DataTable.Col<LoanRecord>
            source="status"
            render={(record) => <Word prefix="admin.statuses" value={record.status} />}
          />
          <DataTable.Col source="overdue" disableSort field={BooleanField} />
          <DataTable.Col source="requested_at" field={DateField} />
          <DataTable.Col source="due_on" field={DateField} />
        </DataTable>
      </List>
    </>
  )
}

export function LoanShow() {
  return (
    <>
      <Show>
        <SimpleShowLayout>
          <TextField source="resource_title" />
          <TextField source="applicant_name" />
          <TextField source="applicant_email" />
          <FunctionField<LoanRecord>
            source="status"
            render={(record) => <Word prefix="admin.statuses" value={record.status} />}
          />
          <BooleanField source="overdue" />
          <DateField source="requested_at" showTime />
          <DateField source="starts_on" emptyText="—" />
          <DateField source="due_on" emptyText="—" />
          <DateField source="returned_on" emptyText="—" />
          <NumberField source="copies" />
          <NumberField source="on_loan" />
          <FunctionField<LoanRecord>
            source="lang"
            render={(record) => <Word prefix="admin.applications.languages" value={record.lang} />}
          />
          <StatusChangeButtons dueDate />
          <StaffActionHistory entity="loan" />
        </SimpleShowLayout>
      </Show>
    </>
  )
}
