'use client'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import type { ApplicationStatus } from '@/lib/contract/applications'
import { formatDateTime } from '@/lib/i18n/format'

interface DocumentsRecord {
  documents: Array<{ attachment: { id: string; filename: string; size: number }; download_path: string }>
}

interface HistoryRecord {
  history: Array<{
    status: ApplicationStatus | null
    changed_at: string
    note?: string | null
    event?: string
  }>
}

export function Word({ prefix, value }: { prefix: string; value: string | null }) {
  const translate = useTranslate()
  return <>{value ? translate(`${prefix}.${value}`, { _: value }) : '—'}</>
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ mt: 3 }}>
        {title}
      </Typography>
      {children}
    </section>
  )
}

export function ApplicationDocuments() {
  const record = useRecordContext<DocumentsRecord>()
  const translate = useTranslate()
  // The list's record stands in until the full one arrives: nothing to show yet.
  if (!record?.documents) return null
  return (
    <Section id="application-documents" title={translate('admin.applications.documents')}>
      {record.documents.length === 0 ? (
        <Typography>{translate('admin.applications.noDocuments')}</Typography>
      ) : (
        <List dense>
          {record.documents.map(({ attachment, download_path }) => (
            <ListItem key={attachment.id} disableGutters>
              <Link
                href={download_path}
                download={attachment.filename}
                aria-label={translate('admin.applications.download', { name: attachment.filename })}
              >
                {attachment.filename}
              </Link>
              <Typography component="span" variant="body2" sx={{ ml: 1 }} color="text.secondary">
                ({Math.max(1, Math.round(attachment.size / 1024))} KB)
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  )
}

export function ApplicationStatusHistory() {
  const record = useRecordContext<HistoryRecord>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (!record?.history) return null
  const when = (iso: string) =>
    formatDateTime(new Date(iso), locale, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <Section id="application-status-history" title={translate('admin.applications.statusHistory')}>
      <List dense component="ol">
        {record.history.map((entry, index) => (
          <ListItem key={index} disableGutters>
            <ListItemText
              primary={
                entry.status && (!entry.event || entry.event === 'status_changed' || entry.event === 'filed')
                  ? translate(`admin.statuses.${entry.status}`)
                  : translate(`admin.applications.societyEvents.${entry.event}`)
              }
              secondary={[when(entry.changed_at), entry.note].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  )
}
