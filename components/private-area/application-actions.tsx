'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { useErrorMessage } from '@/lib/client/errors'
import { applicationCalendarUrl, useCancelApplication } from '@/lib/client/enrolment'
import { isOpenApplication, type ApplicationDetail, type ApplicationGroup } from '@/lib/contract/applications'

/**
 * What the member can do with an open application: add it to their calendar (.ics) and, while the event has not
 * started, cancel it after confirming. `onCancelled` runs once the cancellation is recorded.
 */
export function ApplicationActions({
  group,
  application,
  onCancelled,
}: {
  group: ApplicationGroup
  application: ApplicationDetail
  onCancelled: () => void
}) {
  const t = useTranslations('Applications')
  const [confirming, setConfirming] = useState(false)
  const open = isOpenApplication(application.status)
  return (
    <>
      {(open || application.cancellable) && (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
          {open && (
            <Button
              variant="outlined"
              href={applicationCalendarUrl(group, application.id)}
              download
              sx={{ minHeight: 44 }}
            >
              {t('detail.calendar')}
            </Button>
          )}
          {application.cancellable && (
            <Button
              variant="outlined"
              color="error"
              onClick={() => setConfirming(true)}
              sx={{ minHeight: 44 }}
            >
              {t('cancel.button')}
            </Button>
          )}
        </Stack>
      )}
      {/* Stays mounted after the cancellation, which removes the buttons, so that it can close and say so. */}
      <CancelDialog
        group={group}
        application={application}
        open={confirming}
        onClose={() => setConfirming(false)}
        onCancelled={onCancelled}
      />
    </>
  )
}

function CancelDialog({
  group,
  application,
  open,
  onClose,
  onCancelled,
}: {
  group: ApplicationGroup
  application: ApplicationDetail
  open: boolean
  onClose: () => void
  onCancelled: () => void
}) {
  const t = useTranslations('Applications')
  const failureText = useErrorMessage()
  const cancel = useCancelApplication(group)
  const ids = { title: useId(), body: useId() }
  const [failure, setFailure] = useState<string>()
  const [done, setDone] = useState(false)

  const close = () => {
    if (cancel.isPending) return
    setFailure(undefined)
    onClose()
  }

  const confirm = () => {
    setFailure(undefined)
    cancel.mutate(application.id, {
      onSuccess: () => {
        setDone(true)
        onClose()
      },
      onError: (error) => setFailure(failureText(error)),
    })
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={ids.title}
      aria-describedby={ids.body}
      // The button that opened it goes with the cancellation: the caller moves the focus once the dialog has gone.
      disableRestoreFocus={done}
      slotProps={{
        transition: {
          onExited: () => {
            if (!done) return
            setDone(false)
            onCancelled()
          },
        },
      }}
    >
      <DialogTitle id={ids.title} component="h2">
        {t('cancel.title')}
      </DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText id={ids.body} sx={{ color: 'text.primary' }}>
          {t('cancel.body', { title: application.event.title })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={cancel.isPending} sx={{ minHeight: 44 }}>
          {t('cancel.keep')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={confirm}
          disabled={cancel.isPending}
          sx={{ minHeight: 44 }}
        >
          {cancel.isPending ? t('cancel.cancelling') : t('cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** Said after a cancellation, where the status is: the button that opened the dialog has gone. */
export function CancelledNotice({ shown }: { shown: boolean }) {
  const t = useTranslations('Applications')
  return (
    <Box role="status" aria-live="polite">
      {shown && (
        <Alert severity="success" sx={{ my: 2 }}>
          {t('cancel.done')}
        </Alert>
      )}
    </Box>
  )
}
