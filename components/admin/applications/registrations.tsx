'use client'
import {
  DataTable,
  DateField,
  DateInput,
  FunctionField,
  Link,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { ExportableList, type ExportColumn } from '../list-export'
import { AdminSearchInput } from '../search-input'
import { applicationStatuses } from '@/lib/contract/applications'
import { registrationTypes } from '@/lib/contract/registration'
import { StaffActionHistory } from '../staff-action-history'
import { ApplicationDocuments, ApplicationStatusHistory, Word } from './application-parts'
import { RegistrationAnswers } from './registration-answers'
import { StatusChangeButtons } from './status-change'

const statusChoices = applicationStatuses.map((status) => ({ id: status, name: `admin.statuses.${status}` }))
const kindChoices = ['collegiate', 'precollegiate'].map((kind) => ({
  id: kind,
  name: `admin.applications.kinds.${kind}`,
}))
const typeChoices = registrationTypes.map((type) => ({
  id: type,
  name: `admin.applications.registrationTypes.${type}`,
}))

const filters = [
  <AdminSearchInput key="q" alwaysOn placeholder="admin.applications.search" />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={kindChoices} />,
  <SelectInput key="registration_type" source="registration_type" choices={typeChoices} />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
]

interface RegistrationRecord {
  id: string
  kind: string
  registration_type: string | null
  status: string
  lang: string
  user_id?: string
}

/** The applicant's record among the members (their collegiate number, status and log once accepted). */
function MemberLink() {
  const record = useRecordContext<RegistrationRecord>()
  const translate = useTranslate()
  const createPath = useCreatePath()
  if (!record?.user_id) return null
  return (
    <Link to={createPath({ resource: 'members', id: record.user_id, type: 'show' })}>
      {translate('admin.applications.openMember')}
    </Link>
  )
}

const exportColumns: ExportColumn[] = [
  { source: 'tracking_code' },
  { source: 'applicant_name' },
  { source: 'applicant_email' },
  { source: 'kind', format: { labels: 'admin.applications.kinds' } },
  { source: 'registration_type', format: { labels: 'admin.applications.registrationTypes' } },
  { source: 'status', format: { labels: 'admin.statuses' } },
  { source: 'lang', format: { labels: 'admin.applications.languages' } },
  { source: 'submitted_at', format: 'dateTime' },
  { source: 'updated_at', format: 'dateTime' },
  { source: 'collegiate_code' },
]

export function RegistrationList() {
  return (
    <>
      <ExportableList
        filters={filters}
        sort={{ field: 'submitted_at', order: 'DESC' }}
        exportColumns={exportColumns}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="tracking_code" />
          <DataTable.Col source="applicant_name" disableSort />
          <DataTable.Col source="applicant_email" disableSort />
          <DataTable.Col<RegistrationRecord>
            source="kind"
            disableSort
            render={(record) => <Word prefix="admin.applications.kinds" value={record.kind} />}
          />
          <DataTable.Col<RegistrationRecord>
            source="status"
            render={(record) => <Word prefix="admin.statuses" value={record.status} />}
          />
          <DataTable.Col source="submitted_at" field={DateField} />
        </DataTable>
      </ExportableList>
    </>
  )
}

export function RegistrationShow() {
  return (
    <>
      <Show>
        <SimpleShowLayout>
          <TextField source="tracking_code" />
          <TextField source="applicant_name" />
          <TextField source="applicant_email" />
          <FunctionField<RegistrationRecord>
            source="kind"
            render={(record) => <Word prefix="admin.applications.kinds" value={record.kind} />}
          />
          <FunctionField<RegistrationRecord>
            source="registration_type"
            render={(record) => (
              <Word prefix="admin.applications.registrationTypes" value={record.registration_type} />
            )}
          />
          <FunctionField<RegistrationRecord>
            source="status"
            render={(record) => <Word prefix="admin.statuses" value={record.status} />}
          />
          <FunctionField<RegistrationRecord>
            source="lang"
            render={(record) => <Word prefix="admin.applications.languages" value={record.lang} />}
          />
          <DateField source="submitted_at" showTime />
          <DateField source="updated_at" showTime />
          <TextField source="collegiate_code" emptyText="—" />
          <MemberLink />
          <StatusChangeButtons />
          <ApplicationDocuments />
          <RegistrationAnswers />
          <ApplicationStatusHistory />
          <StaffActionHistory entity="registration" />
        </SimpleShowLayout>
      </Show>
    </>
  )
}
