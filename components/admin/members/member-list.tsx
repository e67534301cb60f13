'use client'
import { BooleanField, DataTable, SelectInput, useTranslate } from 'react-admin'
import { ExportableList, type ExportColumn } from '../list-export'
import { AdminSearchInput } from '../search-input'
import type { AdminMemberSummary } from '@/lib/contract/admin-members'
import { collegiateStatusChoices, roleChoices } from './member-choices'

const filters = [
  <AdminSearchInput key="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} label="resources.members.fields.role" />,
  <SelectInput
    key="collegiate_status"
    source="collegiate_status"
    choices={collegiateStatusChoices}
    label="resources.members.fields.collegiate_status"
  />,
]

const exportColumns: ExportColumn<AdminMemberSummary>[] = [
  { source: 'surname' },
  { source: 'name' },
  { source: 'email' },
  { source: 'dni' },
  { source: 'collegiate_code' },
  { source: 'collegiate_status', format: { labels: 'admin.members.collegiate_statuses' } },
  { source: 'role', format: { labels: 'admin.members.roles' } },
  { source: 'is_active', format: 'yesNo' },
  { source: 'created_at', format: 'date' },
]

export function MemberList() {
  const translate = useTranslate()
  return (
    <ExportableList filters={filters} sort={{ field: 'surname', order: 'ASC' }} exportColumns={exportColumns}>
      <DataTable<AdminMemberSummary> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="surname" />
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col source="collegiate_code" />
        <DataTable.Col
          source="collegiate_status"
          disableSort
          render={(record) =>
            record.collegiate_status
              ? translate(`admin.members.collegiate_statuses.${record.collegiate_status}`)
              : ''
          }
        />
        <DataTable.Col
          source="role"
          disableSort
          render={(record) => (record.role ? translate(`admin.members.roles.${record.role}`) : '')}
        />
        <DataTable.Col source="is_active" disableSort field={BooleanField} />
      </DataTable>
    </ExportableList>
  )
}
