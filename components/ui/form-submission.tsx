'use client'

import { useEffect, useId, useRef, type ReactNode } from 'react'
import { CaptchaNotice } from './captcha-notice'
import { PlainAlert, PlainIcon } from './plain-alert'
import { Spinner } from './spinner'
import { SubmitButton } from './submit-button'
import styles from './form-submission.module.css'

/**
 * Why a send failed, shown once it has. It takes the focus: the button, disabled while sending, lost it, and the
 * keyboard resumes here.
 */
export function SubmissionFailure({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useEffect(() => ref.current?.focus(), [])
  return (
    <PlainAlert
      ref={ref}
      severity="error"
      role="group"
      aria-labelledby={titleId}
      tabIndex={-1}
      title={title}
      titleId={titleId}
      titleAs="p"
    >
      {children}
    </PlainAlert>
  )
}

// MUI's Send icon.
const sendIcon = 'M2.01 21 23 12 2.01 3 2 10l15 2-15 2z'

/** A form's send button, its icon turning while it sends, and the captcha's notice. */
export function SendButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean
  label: string
  sendingLabel: string
}) {
  return (
    <div>
      <SubmitButton
        sending={sending}
        label={label}
        sendingLabel={sendingLabel}
        icon={
          sending ? (
            <Spinner size={16} className={styles.sendingIcon} />
          ) : (
            <PlainIcon path={sendIcon} className={styles.icon} />
          )
        }
      />
      <CaptchaNotice />
    </div>
  )
}
