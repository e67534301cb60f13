'use client'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import {
  HttpError,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin'
import { z } from 'zod'
import type { AdminStatusChange } from '@/lib/contract/admin'
import type { ApplicationStatus } from '@/lib/contract/applications'
import { adminFetch, adminPath } from '@/lib/client/admin/data-provider'

interface ApplicationRecord {
  id: string | number
  tracking_code?: string
  applicant_name?: string
  transitions: ApplicationStatus[]
}

/** Both buttons open one dialog that posts to `/api/admin/<resource>/{id}/status`. */
export function StatusChangeButtons({ dueDate = false }: { dueDate?: boolean }) {
  const record = useRecordContext<ApplicationRecord>()
  const translate = useTranslate()
  const [open, setOpen] = useState<ApplicationStatus | 'any' | null>(null)
  // The list's record stands in until the full one arrives: it has no transitions yet.
  if (!record?.transitions) return null
  if (record.transitions.length === 0) {
    return <Alert severity="info">{translate('admin.applications.closed')}</Alert>
  }
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" onClick={() => setOpen('any')}>
        {translate('admin.applications.changeStatus')}
      </Button>
      {record.transitions.includes('pending_documents') && (
        <Button variant="outlined" onClick={() => setOpen('pending_documents')}>
          {translate('admin.applications.requestDocuments')}
        </Button>
      )}
      {open && (
        <StatusChangeDialog
          record={record}
          initial={open === 'any' ? record.transitions[0]! : open}
          dueDate={dueDate}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  )
}

function StatusChangeDialog({
  record,
  initial,
  dueDate,
  onClose,
}: {
  record: ApplicationRecord
  initial: ApplicationStatus
  /** Loans: lending asks when the item must be back. */
  dueDate: boolean
  onClose: () => void
}) {
  const translate = useTranslate()
  const resource = useResourceContext()!
  const notify = useNotify()
  const refresh = useRefresh()
  const titleId = useId()
  const [status, setStatus] = useState<ApplicationStatus>(initial)
  const [message, setMessage] = useState('')
  const [missingDocuments, setMissingDocuments] = useState(false)
  const [dueOn, setDueOn] = useState('')
  const change = useMutation({
    mutationFn: (body: AdminStatusChange & { due_on?: string }) =>
      adminFetch(adminPath(resource, record.id, 'status'), z.unknown(), { method: 'POST', json: body }),
    onSuccess: () => {
      notify('admin.applications.changed', { type: 'success' })
      refresh()
      onClose()
    },
    onError: (error) =>
      notify(error instanceof HttpError ? error.message : 'ra.notification.http_error', { type: 'error' }),
  })
  const asksDocuments = status === 'pending_documents'
  const asksDueDate = dueDate && (status as string) === 'on_loan'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (asksDocuments && !message.trim()) {
      setMissingDocuments(true)
      return
    }
    change.mutate({
      status,
      ...(message.trim() ? { message: message.trim() } : {}),
      ...(asksDueDate && dueOn ? { due_on: dueOn } : {}),
    })
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {translate('admin.applications.dialog.title', {
            code: record.tracking_code ?? record.applicant_name ?? record.id,
          })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={translate('admin.applications.dialog.status')}
              value={status}
              onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
            >
              {record.transitions.map((option) => (
                <MenuItem key={option} value={option}>
                  {translate(`admin.statuses.${option}`)}
                </MenuItem>
              ))}
            </TextField>
            {asksDueDate && (
              <TextField
                type="date"
                label={translate('admin.applications.dueOn')}
                value={dueOn}
                onChange={(event) => setDueOn(event.target.value)}
                helperText={translate('admin.applications.dueOnHelp')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
            <TextField
              label={translate('admin.applications.dialog.message')}
              value={message}
              onChange={(event) => {
                setMessage(event.target.value)
                setMissingDocuments(false)
              }}
              multiline
              minRows={3}
              required={asksDocuments}
              error={missingDocuments}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
              helperText={translate(
                missingDocuments
                  ? 'admin.applications.dialog.documentsRequired'
                  : asksDocuments
                    ? 'admin.applications.dialog.documentsHelp'
                    : 'admin.applications.dialog.messageHelp',
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {translate('admin.applications.dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
