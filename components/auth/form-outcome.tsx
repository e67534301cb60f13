'use client'

import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import { useEffect, useId, useRef, type ReactNode } from 'react'

interface FormOutcomeProps {
  severity: 'success' | 'error' | 'info'
  title: string
  children: ReactNode
  action?: ReactNode
  /** False for what a page says from the start, where the focus belongs at the top as on any page. */
  takesFocus?: boolean
}

/** Takes the focus when it appears, so screen readers read it; remount it (a `key`) to announce a new outcome. */
export function FormOutcome({ severity, title, children, action, takesFocus = true }: FormOutcomeProps) {
  const titleId = useId()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (takesFocus) ref.current?.focus()
    // Only when it appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <Alert ref={ref} severity={severity} role="group" aria-labelledby={titleId} tabIndex={-1} sx={{ mb: 3 }}>
      <AlertTitle id={titleId} component="h2" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
        {title}
      </AlertTitle>
      {children}
      {/* The alert's own text colour: link colours are chosen for white, not for the alert's tint. */}
      {action && (
        <Box sx={{ mt: 1.5, '& a': { color: 'inherit', textDecoration: 'underline' } }}>{action}</Box>
      )}
    </Alert>
  )
}
