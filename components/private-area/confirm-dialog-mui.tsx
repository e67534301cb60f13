'use client'

import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, useState } from 'react'
import { MuiScope } from '@/components/providers/mui-scope'
import { useErrorMessage } from '@/lib/client/errors'
import type { ConfirmDialogProps } from './confirm-dialog'

/** The confirmation with MUI's theme, wherever it is opened (confirm-dialog.tsx imports it when about to open). */
export function ScopedConfirmDialog(props: ConfirmDialogProps) {
  return (
    <MuiScope>
      <MuiConfirmDialog {...props} />
    </MuiScope>
  )
}

function MuiConfirmDialog({
  open,
  title,
  body,
  keepLabel,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onClose,
  afterSuccess,
}: ConfirmDialogProps) {
  const failureText = useErrorMessage()
  const ids = { title: useId(), body: useId() }
  const [failure, setFailure] = useState<string>()
  const [done, setDone] = useState(false)

  const close = () => {
    if (pending) return
    setFailure(undefined)
    onClose()
  }

  const confirm = () => {
    setFailure(undefined)
    onConfirm({
      succeeded: () => {
        setDone(true)
        onClose()
      },
      failed: (error) => setFailure(failureText(error)),
    })
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={ids.title}
      aria-describedby={ids.body}
      disableRestoreFocus={done}
      slotProps={{
        transition: {
          onExited: () => {
            if (!done) return
            setDone(false)
            afterSuccess()
          },
        },
      }}
    >
      <DialogTitle id={ids.title} component="h2">
        {title}
      </DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText id={ids.body} sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
          {body}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={pending} sx={{ minHeight: 44 }}>
          {keepLabel}
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={pending} sx={{ minHeight: 44 }}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
