'use client'

import Send from '@mui/icons-material/Send'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { CaptchaNotice } from './captcha-notice'

/**
 * Why a send failed, shown once it has. It takes the focus: the button, disabled while sending, lost it, and the
 * keyboard resumes here.
 */
export function SubmissionFailure({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useEffect(() => ref.current?.focus(), [])
  return (
    <Alert ref={ref} severity="error" role="group" aria-labelledby={titleId} tabIndex={-1}>
      <AlertTitle id={titleId}>{title}</AlertTitle>
      {children}
    </Alert>
  )
}

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
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={sending}
        loadingPosition="start"
        startIcon={<Send aria-hidden />}
      >
        {sending ? sendingLabel : label}
      </Button>
      <span role="status" className="visually-hidden">
        {sending ? sendingLabel : ''}
      </span>
      <CaptchaNotice />
    </div>
  )
}
