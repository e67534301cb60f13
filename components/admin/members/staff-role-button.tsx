'use client'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { HttpError, useGetIdentity, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin'
import { type AdminMember, AdminMemberSchema } from '@/lib/contract/admin-members'
import { adminFetch, adminPath } from '@/lib/client/admin/data-provider'

/** Grants or removes the staff role after a confirmation that says what it means, more plainly for oneself. */
export function StaffRoleButton() {
  const record = useRecordContext<AdminMember>()
  const { identity } = useGetIdentity()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const textId = useId()
  const grant = !record?.is_staff
  const own = !grant && identity?.id !== undefined && record?.id === identity.id
  const wording = grant ? 'grant' : own ? 'revoke_own' : 'revoke'
  const change = useMutation({
    mutationFn: () =>
      adminFetch(adminPath('members', record!.id, 'staff'), AdminMemberSchema, {
        method: 'PUT',
        json: own ? { staff: false, revoke_own: true } : { staff: grant },
      }),
    onSuccess: () => {
      setOpen(false)
      // Without the role the back-office is closed to them: back to the portal.
      if (own) return window.location.assign(new URL('/', window.location.origin).href)
      notify(grant ? 'admin.members.staff.granted' : 'admin.members.staff.revoked', { type: 'success' })
      refresh()
    },
    onError: (error) =>
      notify(error instanceof HttpError ? error.message : 'ra.notification.http_error', { type: 'error' }),
  })
  if (!record) return null
  const who = `${record.name} ${record.surname}`.trim() || record.email
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate(grant ? 'admin.members.staff.grant' : 'admin.members.staff.revoke')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>{translate(`admin.members.staff.${wording}_title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {translate(`admin.members.staff.${wording}_help`, { who })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            color={own ? 'error' : 'primary'}
            onClick={() => change.mutate()}
            disabled={change.isPending}
          >
            {translate(`admin.members.staff.confirm_${wording}`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
