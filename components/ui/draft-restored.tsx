'use client'

import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import type { SxProps, Theme } from '@mui/material/styles'

export function DraftRestored({
  text,
  startAgainLabel,
  onStartAgain,
  sx,
}: {
  text: string
  startAgainLabel: string
  onStartAgain: () => void
  sx?: SxProps<Theme>
}) {
  return (
    <Alert
      severity="info"
      sx={sx}
      action={
        <Button color="inherit" onClick={onStartAgain}>
          {startAgainLabel}
        </Button>
      }
    >
      {text}
    </Alert>
  )
}
