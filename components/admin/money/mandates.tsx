'use client'
import DownloadIcon from '@mui/icons-material/Download'
import VerifiedIcon from '@mui/icons-material/Verified'
import MuiButton from '@mui/material/Button'
import {
  DataTable,
  DateField,
  List,
  SelectArrayInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { AdminSearchInput } from '../search-input'
import type { AdminMandate } from '@/lib/contract/admin-money'
import { sepaMandateStatuses } from '@/lib/contract/sepa'
import { attachmentDownloadUrl } from '@/lib/client/attachments'
import { moneyActions } from '@/lib/client/admin/money'
import { StaffActionHistory } from '../staff-action-history'
import { ActionDialogButton } from './money-fields'
import { moneyChoices, MoneyStatusField } from './money-status'

const mandateFilters = [
  <AdminSearchInput key="q" alwaysOn />,
  <SelectArrayInput
    key="status"
    source="status"
    label="resources.sepa-mandates.fields.status"
    choices={moneyChoices('mandateStatuses', sepaMandateStatuses)}
    alwaysOn
  />,
]

export function MandateList() {
  return (
    <List sort={{ field: 'generated_at', order: 'DESC' }} filters={mandateFilters}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="reference" />
        <DataTable.Col source="member_name" disableSort />
        <DataTable.Col source="iban" disableSort />
        <DataTable.Col source="status" disableSort>
          <MoneyStatusField source="status" group="mandateStatuses" />
        </DataTable.Col>
        <DataTable.Col source="generated_at" field={DateField} />
        <DataTable.Col source="uploaded_at" field={DateField} />
        <DataTable.Col source="signed_on" field={DateField} disableSort />
      </DataTable>
    </List>
  )
}

function MandateActions() {
  const record = useRecordContext<AdminMandate>()
  const translate = useTranslate()
  if (!record) return null
  const signed =
    record.signed_copy_id !== null && (record.status === 'uploaded' || record.status === 'validated')
  return (
    <TopToolbar>
      {record.signed_copy_id ? (
        <MuiButton
          component="a"
          href={attachmentDownloadUrl('collegiates', record.signed_copy_id)}
          download
          startIcon={<DownloadIcon />}
          size="small"
        >
          {translate('admin.money.mandates.download')}
        </MuiButton>
      ) : null}
      {signed ? (
        <ActionDialogButton
          label="admin.money.mandates.validate"
          title="admin.money.mandates.validateTitle"
          confirmLabel="admin.money.mandates.validate"
          icon={<VerifiedIcon />}
          inputs={[
            {
              name: 'signed_on',
              label: 'admin.money.mandates.signedOn',
              type: 'date',
              defaultValue: record.signed_on ?? record.uploaded_at?.slice(0, 10) ?? '',
              required: true,
            },
          ]}
          submit={(values) => moneyActions.validateMandate(record.id, { signed_on: values.signed_on ?? '' })}
          success="admin.money.mandates.validated"
        />
      ) : null}
    </TopToolbar>
  )
}

export function MandateShow() {
  return (
    <Show actions={false}>
      <MandateActions />
      <SimpleShowLayout>
        <TextField source="reference" />
        <TextField source="member_name" />
        <TextField source="member_email" />
        <TextField source="iban" />
        <MoneyStatusField source="status" group="mandateStatuses" />
        <DateField source="generated_at" showTime />
        <DateField source="uploaded_at" showTime emptyText="—" />
        <TextField source="signed_copy_filename" emptyText="—" />
        <DateField source="signed_on" emptyText="—" />
        <DateField source="validated_at" showTime emptyText="—" />
        <DateField source="revoked_at" showTime emptyText="—" />
        <StaffActionHistory entity="mandate" />
      </SimpleShowLayout>
    </Show>
  )
}
