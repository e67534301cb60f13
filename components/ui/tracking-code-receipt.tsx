'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { PlainIcon } from './plain-alert'
import { muiIconPaths } from './mui-icon-paths'
import plainStyles from './plain-form.module.css'
import styles from './tracking-code-receipt.module.css'

export interface TrackingCodeReceiptLabels {
  title: string
  /** What precedes the code ("Your tracking code is"). */
  code: string
  copy: string
  copied: string
}

// MUI's ContentCopy icon.
const copyIcon =
  'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z'

/** What was filed and the code to follow it, with a button that copies the code; it takes the focus when shown. */
export function TrackingCodeReceipt({
  code,
  labels,
  testId,
  children,
}: {
  code: string
  labels: TrackingCodeReceiptLabels
  testId: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const [copied, setCopied] = useState(false)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} role="status" tabIndex={-1} data-testid={testId} className={styles.receipt}>
      <h2 className={styles.title}>
        <PlainIcon path={muiIconPaths.checkCircle} className={styles.titleIcon} />
        {labels.title}
      </h2>
      <p className={styles.codeLine}>
        {labels.code} <strong className={`tracking-code ${styles.code}`}>{code}</strong>
      </p>
      <button
        type="button"
        className={plainStyles.outlinedButton}
        onClick={() => {
          void navigator.clipboard?.writeText(code).then(
            () => setCopied(true),
            () => undefined,
          )
        }}
      >
        <PlainIcon path={copyIcon} className={plainStyles.buttonIcon} />
        {labels.copy}
      </button>
      <span role="status" className={styles.copied}>
        {copied ? labels.copied : ''}
      </span>
      {children}
    </div>
  )
}
