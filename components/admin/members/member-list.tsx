'use client'
import { BooleanField, DataTable, List, SelectInput, useTranslate } from 'react-admin'
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

export function MemberList() {
  const translate = useTranslate()
  return (
    <List filters={filters} sort={{ field: 'surname', order: 'ASC' }}>
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
    </List>
  )
}
