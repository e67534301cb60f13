'use client'

import { useEffect, useId, useRef, useState } from 'react'
import styles from './inline-confirmation.module.css'
import pageStyles from './page.module.css'
import { PlainAlert } from './plain-alert'
import plainStyles from './plain-form.module.css'

const containedClass = `${pageStyles.button} ${plainStyles.button}`
const outlinedClass = plainStyles.outlinedButton

/**
 * In place rather than in a dialog; the focus goes to "yes" when it opens and back to the button when it closes.
 * Plain elements with the look of MUI's buttons and alert, so that a page without MUI may ask.
 */
export function InlineConfirmation({
  label,
  variant = 'outlined',
  question,
  yesLabel,
  yesColor = 'primary',
  pendingLabel,
  backLabel,
  pending,
  failure,
  onOpen,
  onConfirm,
}: {
  label: string
  variant?: 'outlined' | 'contained'
  question: string
  yesLabel: string
  yesColor?: 'primary' | 'error'
  pendingLabel: string
  backLabel: string
  pending: boolean
  failure?: string
  /** When the question opens: forget the last refusal. */
  onOpen: () => void
  /** Runs the action; `failed` closes the question and gives the focus back to the button. */
  onConfirm: (failed: () => void) => void
}) {
  const [confirming, setConfirming] = useState(false)
  const [returnFocus, setReturnFocus] = useState(false)
  const yesRef = useRef<HTMLButtonElement>(null)
  const openRef = useRef<HTMLButtonElement>(null)
  const questionId = useId()

  useEffect(() => {
    if (confirming) yesRef.current?.focus()
    else if (returnFocus) openRef.current?.focus()
  }, [confirming, returnFocus])

  const back = () => {
    setConfirming(false)
    setReturnFocus(true)
  }

  return (
    <div className={styles.confirmation}>
      {failure !== undefined && (
        <PlainAlert severity="error" role="alert" className={styles.failure}>
          {failure}
        </PlainAlert>
      )}
      {confirming ? (
        <div role="group" aria-labelledby={questionId}>
          <p id={questionId} className={styles.question}>
            {question}
          </p>
          <div className={styles.answers}>
            <button
              ref={yesRef}
              type="button"
              className={yesColor === 'error' ? `${containedClass} ${styles.danger}` : containedClass}
              disabled={pending}
              onClick={() => onConfirm(back)}
            >
              {pending ? pendingLabel : yesLabel}
            </button>
            <button type="button" className={outlinedClass} disabled={pending} onClick={back}>
              {backLabel}
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={openRef}
          type="button"
          className={variant === 'contained' ? containedClass : outlinedClass}
          onClick={() => {
            onOpen()
            setConfirming(true)
          }}
        >
          {label}
        </button>
      )}
    </div>
  )
}
