'use client'
import {
  AutocompleteInput,
  DataTable,
  DateField,
  ReferenceInput,
  SelectInput,
  useTranslate,
} from 'react-admin'
import { ExportableList, type ExportColumn } from '../list-export'
import { AdminSearchInput } from '../search-input'
import { applicationStatuses } from '@/lib/contract/applications'
import { complaintSubjectKinds } from '@/lib/contract/consumer-complaints'

const statusChoices = applicationStatuses.map((status) => ({ id: status, name: `admin.statuses.${status}` }))

function filtersOf(resource: string) {
  return [
    <AdminSearchInput key="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      choices={statusChoices}
      label={`resources.${resource}.fields.status`}
    />,
    <SelectInput
      key="assigned"
      source="assigned"
      label={`resources.${resource}.fields.assigned`}
      choices={[
        { id: 'me', name: 'admin.complaints.assigned.me' },
        { id: 'nobody', name: 'admin.complaints.assigned.nobody' },
      ]}
    />,
    ...(resource === 'consumer-complaints'
      ? [
          <SelectInput
            key="subject_kind"
            source="subject_kind"
            label={`resources.${resource}.fields.subject_kind`}
            choices={[...complaintSubjectKinds, 'none'].map((kind) => ({
              id: kind,
              name: `admin.complaints.subject_kinds.${kind}`,
            }))}
          />,
        ]
      : []),
    // Complaints about one offer (its edit page links here so); the offer is found by its title.
    ...(resource === 'job-complaints'
      ? [
          <ReferenceInput key="job_id" source="job_id" reference="jobs">
            <AutocompleteInput optionText="title" label={`resources.${resource}.fields.job_id`} />
          </ReferenceInput>,
        ]
      : []),
  ]
}

/** Whom a complaint is about: `Society: Clínica Norte SLP (SP-2024-0117)`. */
function subjectText(
  translate: ReturnType<typeof useTranslate>,
  record: {
    subject_kind?: string | null
    professional?: string | null
    subject_registry_number?: string | null
  },
): string {
  const name = record.subject_registry_number
    ? `${record.professional} (${record.subject_registry_number})`
    : (record.professional ?? '')
  return record.subject_kind
    ? `${translate(`admin.complaints.subject_kinds.${record.subject_kind}`)}: ${name}`
    : name
}

type ComplaintRow = {
  id: string
  status: string
  assigned_to_email: string | null
  topic?: string
  name?: string
  subject_kind?: string | null
  professional?: string | null
  subject_registry_number?: string | null
  job_title?: string | null
}

const handlingColumns: ExportColumn[] = [
  { source: 'status', format: { labels: 'admin.statuses' } },
  { source: 'assigned_to_email' },
  { source: 'lang', format: { labels: 'admin.applications.languages' } },
  { source: 'created_at', format: 'dateTime' },
  { source: 'answered_at', format: 'dateTime' },
]

const exportColumns: Record<'consumer-complaints' | 'job-complaints', ExportColumn[]> = {
  'consumer-complaints': [
    { source: 'tracking_code' },
    { source: 'complainant', format: { labels: 'admin.complaints.complainants' } },
    { source: 'name' },
    { source: 'email' },
    { source: 'phone' },
    { source: 'topic', format: { labels: 'admin.complaints.topics' } },
    { source: 'professional' },
    ...handlingColumns,
  ],
  'job-complaints': [
    { source: 'tracking_code' },
    { source: 'job_title' },
    { source: 'user_email' },
    ...handlingColumns,
  ],
}

function ComplaintList({ resource }: { resource: 'consumer-complaints' | 'job-complaints' }) {
  const translate = useTranslate()
  return (
    <ExportableList
      resource={resource}
      filters={filtersOf(resource)}
      sort={{ field: 'created_at', order: 'DESC' }}
      exportColumns={exportColumns[resource]}
    >
      <DataTable<ComplaintRow> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="tracking_code" disableSort />
        {resource === 'consumer-complaints' ? (
          <DataTable.Col source="name" disableSort />
        ) : (
          <DataTable.Col source="job_title" disableSort />
        )}
        {resource === 'consumer-complaints' ? (
          <DataTable.Col
            source="topic"
            disableSort
            render={(record) => translate(`admin.complaints.topics.${record.topic}`)}
          />
        ) : null}
        {resource === 'consumer-complaints' ? (
          <DataTable.Col
            source="professional"
            disableSort
            render={(record) => (record.professional ? subjectText(translate, record) : '—')}
          />
        ) : null}
        <DataTable.Col source="status" render={(record) => translate(`admin.statuses.${record.status}`)} />
        <DataTable.Col
          source="assigned_to_email"
          disableSort
          render={(record) => record.assigned_to_email ?? translate('admin.complaints.nobody')}
        />
        <DataTable.Col source="created_at" field={DateField} />
      </DataTable>
    </ExportableList>
  )
}

export const ConsumerComplaintList = () => <ComplaintList resource="consumer-complaints" />
export const JobComplaintList = () => <ComplaintList resource="job-complaints" />
