'use client'

import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, useState, type ReactNode } from 'react'
import { useErrorMessage } from '@/lib/client/errors'

export interface ConfirmOutcome {
  succeeded: () => void
  failed: (error: unknown) => void
}

/** The button that opened it goes with what was removed: no focus given back, `afterSuccess` instead. */
export function ConfirmDialog({
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
}: {
  open: boolean
  title: string
  body: ReactNode
  keepLabel: string
  confirmLabel: string
  pendingLabel: string
  pending: boolean
  onConfirm: (outcome: ConfirmOutcome) => void
  onClose: () => void
  /** Once the dialog has gone after a success: where the focus goes instead. */
  afterSuccess: () => void
}) {
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
