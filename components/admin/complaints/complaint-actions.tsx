'use client'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { HttpError, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin'
import { z } from 'zod'
import { complaintLimits, complaintStaffStatuses, isClosedComplaint } from '@/lib/contract/admin-complaints'
import { StaffUserListSchema } from '@/lib/contract/admin-members'
import type { ApplicationStatus } from '@/lib/contract/applications'
import { adminFetch, adminPath } from '@/lib/client/admin/data-provider'

type Resource = 'consumer-complaints' | 'job-complaints'
type ComplaintRecord = { id: string; status: ApplicationStatus; assigned_to: string | null }

function ActionDialog({
  resource,
  action,
  label,
  title,
  done,
  body,
  disabled,
  children,
}: {
  resource: Resource
  action: string
  label: string
  title: string
  done: string
  body: () => unknown
  disabled?: boolean
  children: ReactNode
}) {
  const record = useRecordContext<ComplaintRecord>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const mutation = useMutation({
    mutationFn: () =>
      adminFetch(adminPath(resource, record!.id, action), z.unknown(), { method: 'POST', json: body() }),
    onSuccess: () => {
      setOpen(false)
      notify(done, { type: 'success' })
      refresh()
    },
    onError: (error) =>
      notify(error instanceof HttpError ? error.message : 'ra.notification.http_error', { type: 'error' }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    mutation.mutate()
  }
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} disabled={disabled || !record}>
        {translate(label)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={submit}>
          <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={mutation.isPending}>
              {translate('ra.action.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  )
}

export function AssignButton({ resource }: { resource: Resource }) {
  const record = useRecordContext<ComplaintRecord>()
  const translate = useTranslate()
  const [assignee, setAssignee] = useState<string | undefined>(undefined)
  const staff = useQuery({
    queryKey: ['admin', 'staff-users'],
    queryFn: () => adminFetch(adminPath('staff-users'), StaffUserListSchema, { cache: 'no-store' }),
  })
  const value = assignee ?? record?.assigned_to ?? ''
  return (
    <ActionDialog
      resource={resource}
      action="assign"
      label="admin.complaints.assign"
      title="admin.complaints.assign_title"
      done="admin.complaints.assigned_done"
      body={() => ({ assigned_to: value || null })}
    >
      <TextField
        select
        fullWidth
        margin="dense"
        label={translate('admin.complaints.assignee')}
        value={value}
        onChange={(event) => setAssignee(event.target.value)}
      >
        <MenuItem value="">{translate('admin.complaints.nobody')}</MenuItem>
        {(staff.data ?? []).map((person) => (
          <MenuItem key={person.id} value={person.id}>
            {`${person.name} ${person.surname} (${person.email})`}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  )
}

export function AnswerButton({ resource }: { resource: Resource }) {
  const translate = useTranslate()
  const [answer, setAnswer] = useState('')
  return (
    <ActionDialog
      resource={resource}
      action="answer"
      label="admin.complaints.answer"
      title="admin.complaints.answer_title"
      done="admin.complaints.answered_done"
      body={() => ({ answer })}
    >
      <DialogContentText>{translate('admin.complaints.answer_help')}</DialogContentText>
      <TextField
        fullWidth
        multiline
        minRows={5}
        margin="dense"
        required
        label={translate(`resources.${resource}.fields.answer`)}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        slotProps={{ htmlInput: { maxLength: complaintLimits.answer } }}
      />
    </ActionDialog>
  )
}

export function StatusButton({ resource }: { resource: Resource }) {
  const record = useRecordContext<ComplaintRecord>()
  const translate = useTranslate()
  const [status, setStatus] = useState('')
  const [message, setMessage] = useState('')
  const choices = complaintStaffStatuses.filter((choice) => choice !== record?.status)
  return (
    <ActionDialog
      resource={resource}
      action="status"
      label="admin.complaints.change_status"
      title="admin.complaints.status_title"
      done="admin.complaints.status_done"
      disabled={record ? isClosedComplaint(record.status) : true}
      body={() => ({ status, ...(message.trim() ? { message } : {}) })}
    >
      <DialogContentText>{translate('admin.complaints.status_help')}</DialogContentText>
      <TextField
        select
        fullWidth
        required
        margin="dense"
        label={translate(`resources.${resource}.fields.status`)}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
      >
        {choices.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {translate(`admin.statuses.${choice}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        fullWidth
        multiline
        minRows={3}
        margin="dense"
        label={translate('admin.complaints.message')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </ActionDialog>
  )
}
