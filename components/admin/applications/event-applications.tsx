'use client'
import {
  BooleanField,
  DataTable,
  DateField,
  DateInput,
  FunctionField,
  NumberField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useCreatePath,
  useRecordContext,
} from 'react-admin'
import { ExportableList, type ExportColumn } from '../list-export'
import { AdminSearchInput } from '../search-input'
import Link from '@mui/material/Link'
import { Link as RouterLink } from 'react-router-dom'
import { applicationStatuses } from '@/lib/contract/applications'
import { eventKinds } from '@/lib/contract/content'
import { EuroField } from '../money/money-fields'
import { StaffActionHistory } from '../staff-action-history'
import { ApplicationDocuments, ApplicationStatusHistory, Word } from './application-parts'
import { StatusChangeButtons } from './status-change'

const statusChoices = applicationStatuses.map((status) => ({ id: status, name: `admin.statuses.${status}` }))
const kindChoices = eventKinds.map((kind) => ({ id: kind, name: `admin.applications.eventKinds.${kind}` }))

const filters = [
  <AdminSearchInput key="q" alwaysOn placeholder="admin.applications.eventSearch" />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={kindChoices} />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
]

interface EventApplicationRecord {
  id: string
  event_kind: string
  status: string
  lang: string
}

const exportColumns: ExportColumn[] = [
  { source: 'event_title' },
  { source: 'event_kind', format: { labels: 'admin.applications.eventKinds' } },
  { source: 'event_starts_at', format: 'dateTime' },
  { source: 'applicant_name' },
  { source: 'applicant_email' },
  { source: 'status', format: { labels: 'admin.statuses' } },
  { source: 'waitlisted', format: 'yesNo' },
  { source: 'amount_due_cents', format: 'euros' },
  { source: 'lang', format: { labels: 'admin.applications.languages' } },
  { source: 'submitted_at', format: 'dateTime' },
]

export function EventApplicationList() {
  return (
    <>
      <ExportableList
        filters={filters}
        sort={{ field: 'submitted_at', order: 'DESC' }}
        exportColumns={exportColumns}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="event_title" disableSort />
          <DataTable.Col<EventApplicationRecord>
            source="event_kind"
            disableSort
            render={(record) => <Word prefix="admin.applications.eventKinds" value={record.event_kind} />}
          />
          <DataTable.Col source="applicant_name" disableSort />
          <DataTable.Col source="applicant_email" disableSort />
          <DataTable.Col<EventApplicationRecord>
            source="status"
            render={(record) => <Word prefix="admin.statuses" value={record.status} />}
          />
          <DataTable.Col source="waitlisted" disableSort field={BooleanField} />
          <DataTable.Col source="submitted_at" field={DateField} />
        </DataTable>
      </ExportableList>
    </>
  )
}

function EventLink() {
  const record = useRecordContext<{ event_id: number; event_title: string }>()
  const createPath = useCreatePath()
  if (!record) return null
  return (
    <Link component={RouterLink} to={createPath({ resource: 'events', id: record.event_id, type: 'show' })}>
      {record.event_title}
    </Link>
  )
}

export function EventApplicationShow() {
  return (
    <>
      <Show>
        <SimpleShowLayout>
          <FunctionField source="event_title" render={() => <EventLink />} />
          <FunctionField<EventApplicationRecord>
            source="event_kind"
            render={(record) => <Word prefix="admin.applications.eventKinds" value={record.event_kind} />}
          />
          <DateField source="event_starts_at" showTime />
          <TextField source="applicant_name" />
          <TextField source="applicant_email" />
          <FunctionField<EventApplicationRecord>
            source="status"
            render={(record) => <Word prefix="admin.statuses" value={record.status} />}
          />
          <BooleanField source="waitlisted" />
          <NumberField source="companions" />
          <EuroField source="amount_due_cents" />
          <FunctionField<EventApplicationRecord>
            source="lang"
            render={(record) => <Word prefix="admin.applications.languages" value={record.lang} />}
          />
          <DateField source="submitted_at" showTime />
          <StatusChangeButtons />
          <ApplicationDocuments />
          <ApplicationStatusHistory />
          <StaffActionHistory entity="event_application" />
        </SimpleShowLayout>
      </Show>
    </>
  )
}
