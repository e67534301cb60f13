'use client'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import {
  DateField,
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCreatePath,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { Link as RouterLink } from 'react-router-dom'
import type { AdminConsumerComplaint, AdminJobComplaint } from '@/lib/contract/admin-complaints'
import { StaffActionHistory } from '../staff-action-history'
import { AnswerButton, AssignButton, StatusButton } from './complaint-actions'
import { formatDateTime } from '@/lib/i18n/format'

type Resource = 'consumer-complaints' | 'job-complaints'

function ComplaintActions({ resource }: { resource: Resource }) {
  return (
    <TopToolbar>
      <AssignButton resource={resource} />
      <AnswerButton resource={resource} />
      <StatusButton resource={resource} />
    </TopToolbar>
  )
}

/** Downloaded through the staff route, so the session cookie goes along. */
function Documents() {
  const record = useRecordContext<AdminConsumerComplaint>()
  const translate = useTranslate()
  // The list's row stands in for the record until it is read, without its documents.
  if (!record?.documents) return null
  return (
    <section aria-labelledby="complaint-documents">
      <Typography id="complaint-documents" component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('admin.complaints.documents')}
      </Typography>
      {record.documents.length === 0 ? (
        <Typography>{translate('admin.complaints.no_documents')}</Typography>
      ) : (
        <List dense>
          {record.documents.map((document) => (
            <ListItem key={document.id} disableGutters>
              <Link
                href={`/api/admin/consumer-complaints/${record.id}/documents/${document.id}`}
                download={document.filename}
              >
                {document.filename}
              </Link>
              <Typography component="span" variant="body2" sx={{ ml: 1 }}>
                {`(${Math.ceil(document.size / 1024)} KB)`}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </section>
  )
}

function History() {
  const record = useRecordContext<AdminConsumerComplaint>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (!record?.history) return null
  const when = (iso: string) =>
    formatDateTime(new Date(iso), locale, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section aria-labelledby="complaint-history">
      <Typography id="complaint-history" component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('admin.complaints.history')}
      </Typography>
      <List dense>
        {record.history.map((entry, index) => (
          <ListItem key={`${entry.status}-${index}`} disableGutters>
            <ListItemText
              primary={translate(`admin.statuses.${entry.status}`)}
              secondary={when(entry.changed_at)}
            />
          </ListItem>
        ))}
      </List>
    </section>
  )
}

const statusText = (translate: ReturnType<typeof useTranslate>) => (record: { status: string }) =>
  translate(`admin.statuses.${record.status}`)

export function ConsumerComplaintShow() {
  const translate = useTranslate()
  return (
    <Show actions={<ComplaintActions resource="consumer-complaints" />}>
      <SimpleShowLayout>
        <TextField source="tracking_code" />
        <FunctionField<AdminConsumerComplaint> source="status" render={statusText(translate)} />
        <TextField source="assigned_to_email" emptyText={translate('admin.complaints.nobody')} />
        <FunctionField<AdminConsumerComplaint>
          source="complainant"
          render={(record) => translate(`admin.complaints.complainants.${record.complainant}`)}
        />
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="phone" emptyText="—" />
        <FunctionField<AdminConsumerComplaint>
          source="topic"
          render={(record) => translate(`admin.complaints.topics.${record.topic}`)}
        />
        <FunctionField<AdminConsumerComplaint>
          source="subject_kind"
          render={(record) =>
            record.subject_kind ? translate(`admin.complaints.subject_kinds.${record.subject_kind}`) : '—'
          }
        />
        <TextField source="professional" emptyText="—" />
        <TextField
          source="subject_registry_number"
          emptyText={translate('admin.complaints.not_in_registry')}
        />
        <TextField source="lang" />
        <TextField source="description" sx={{ whiteSpace: 'pre-wrap' }} />
        <DateField source="created_at" showTime />
        <TextField source="answer" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <DateField source="answered_at" showTime emptyText="—" />
        <Labeled label={false}>
          <Documents />
        </Labeled>
        <Labeled label={false}>
          <History />
        </Labeled>
        <StaffActionHistory entity="consumer_complaint" />
      </SimpleShowLayout>
    </Show>
  )
}

function JobLink({ record }: { record: AdminJobComplaint }) {
  const createPath = useCreatePath()
  return (
    <Link component={RouterLink} to={createPath({ resource: 'jobs', id: record.job_id, type: 'edit' })}>
      {record.job_title ?? `#${record.job_id}`}
    </Link>
  )
}

export function JobComplaintShow() {
  const translate = useTranslate()
  return (
    <Show actions={<ComplaintActions resource="job-complaints" />}>
      <SimpleShowLayout>
        <TextField source="tracking_code" />
        <FunctionField<AdminJobComplaint> source="status" render={statusText(translate)} />
        <TextField source="assigned_to_email" emptyText={translate('admin.complaints.nobody')} />
        <FunctionField<AdminJobComplaint>
          source="job_title"
          render={(record) => <JobLink record={record} />}
        />
        <FunctionField<AdminJobComplaint>
          source="user_email"
          render={(record) => record.user_email ?? translate('admin.complaints.no_email')}
        />
        <TextField source="lang" />
        <TextField source="description" sx={{ whiteSpace: 'pre-wrap' }} />
        <DateField source="created_at" showTime />
        <DateField source="updated_at" showTime />
        <TextField source="answer" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <DateField source="answered_at" showTime emptyText="—" />
        <StaffActionHistory entity="job_complaint" />
      </SimpleShowLayout>
    </Show>
  )
}
