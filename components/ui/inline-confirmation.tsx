'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useEffect, useId, useRef, useState } from 'react'

/**
 * A button that asks before acting, in place rather than in a dialog (request a loan, withdraw a loan request); one
 * widget for all so that they behave alike: the question and yes/back buttons in a named group, the focus on "yes"
 * when it opens and back on the button when it returns (after "back" or a refusal), and the refusal said above it.
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
  /** The button that opens the question. */
  label: string
  variant?: 'outlined' | 'contained'
  question: string
  yesLabel: string
  yesColor?: 'primary' | 'error'
  /** The "yes" button's words while the action runs. */
  pendingLabel: string
  backLabel: string
  pending: boolean
  /** The last refusal, said above the buttons. */
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
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      {failure !== undefined && (
        <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
          {failure}
        </Alert>
      )}
      {confirming ? (
        <Box role="group" aria-labelledby={questionId}>
          <Box component="p" id={questionId} sx={{ mt: 0, overflowWrap: 'anywhere' }}>
            {question}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              ref={yesRef}
              variant="contained"
              color={yesColor}
              disabled={pending}
              onClick={() => onConfirm(back)}
              sx={{ minHeight: 44 }}
            >
              {pending ? pendingLabel : yesLabel}
            </Button>
            <Button variant="outlined" disabled={pending} onClick={back} sx={{ minHeight: 44 }}>
              {backLabel}
            </Button>
          </Box>
        </Box>
      ) : (
        <Button
          ref={openRef}
          variant={variant}
          onClick={() => {
            onOpen()
            setConfirming(true)
          }}
          sx={{ minHeight: 44 }}
        >
          {label}
        </Button>
      )}
    </Box>
  )
}
