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

/** How the action confirmed reports back: `succeeded` closes the dialog, `failed` says why in it. */
export interface ConfirmOutcome {
  succeeded: () => void
  failed: (error: unknown) => void
}

/**
 * A dialog that confirms a destructive action (remove an attachment, cancel an application), one for all so that
 * they behave alike: the question, the refusal said inside it, and — since the button that opened it goes with what
 * was removed — no focus given back after a success, but `afterSuccess` once the dialog has gone.
 */
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
  /** The button that closes the dialog without acting. */
  keepLabel: string
  confirmLabel: string
  /** The confirm button's words while the action runs. */
  pendingLabel: string
  pending: boolean
  /** Runs the action (a mutation), reporting its outcome. */
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
