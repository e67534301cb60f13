'use client'

import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { applicationCalendarUrl, useCancelApplication } from '@/lib/client/enrolment'
import { isOpenApplication, type ApplicationDetail, type ApplicationGroup } from '@/lib/contract/applications'
import { ConfirmDialog } from './confirm-dialog'

/** Cancelling is offered only while the event has not started. */
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
  const cancel = useCancelApplication(group)
  return (
    <ConfirmDialog
      open={open}
      title={t('cancel.title')}
      body={t('cancel.body', { title: application.event.title })}
      keepLabel={t('cancel.keep')}
      confirmLabel={t('cancel.confirm')}
      pendingLabel={t('cancel.cancelling')}
      pending={cancel.isPending}
      onConfirm={({ succeeded, failed }) =>
        cancel.mutate(application.id, { onSuccess: succeeded, onError: failed })
      }
      onClose={onClose}
      // The button that opened it goes with the cancellation: the caller moves the focus once the dialog has gone.
      afterSuccess={onCancelled}
    />
  )
}
