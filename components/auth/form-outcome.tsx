'use client'

import { useEffect, useId, useRef, type ReactNode } from 'react'
import { PlainAlert } from '@/components/ui/plain-alert'
import styles from '@/components/ui/plain-form.module.css'

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
    <PlainAlert
      ref={ref}
      severity={severity}
      role="group"
      aria-labelledby={titleId}
      tabIndex={-1}
      title={title}
      titleId={titleId}
      className={`${styles.outcome} ${styles.spaced}`}
    >
      {children}
      {action && <div className={styles.outcomeAction}>{action}</div>}
    </PlainAlert>
  )
}
