'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import plainStyles from '@/components/ui/plain-form.module.css'
import { applicationCalendarUrl, useCancelApplication } from '@/lib/client/enrolment'
import { isOpenApplication, type ApplicationDetail, type ApplicationGroup } from '@/lib/contract/applications'
import styles from './applications.module.css'
import { ConfirmDialog, preloadConfirmDialog } from './confirm-dialog'

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
        <div className={styles.actions}>
          {open && (
            <a
              href={applicationCalendarUrl(group, application.id)}
              download
              className={plainStyles.outlinedButton}
            >
              {t('detail.calendar')}
            </a>
          )}
          {application.cancellable && (
            <button
              type="button"
              className={`${plainStyles.outlinedButton} ${plainStyles.errorButton}`}
              onPointerEnter={preloadConfirmDialog}
              onFocus={preloadConfirmDialog}
              onClick={() => setConfirming(true)}
            >
              {t('cancel.button')}
            </button>
          )}
        </div>
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
