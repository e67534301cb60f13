'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useEffect, useId, useRef, useState } from 'react'

/** In place rather than in a dialog; the focus goes to "yes" when it opens and back to the button when it closes. */
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
