'use client'

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { FormEvent } from 'react'
import { helperTextSx } from './form-text-field'

interface CodeEntryFormProps {
  id: string
  title: string
  label: string
  hint: string
  submitLabel: string
  value: string
  onChange: (value: string) => void
  /** What is wrong with the code, shown in place of the hint. */
  error: string | null
  onSubmit: (event: FormEvent) => void
}

export function CodeEntryForm({
  id,
  title,
  label,
  hint,
  submitLabel,
  value,
  onChange,
  error,
  onSubmit,
}: CodeEntryFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id={id}
          name="code"
          label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? hint}
          autoComplete="off"
          spellCheck={false}
          slotProps={{
            formHelperText: { sx: helperTextSx },
            htmlInput: { autoCapitalize: 'characters', maxLength: 40 },
          }}
          sx={{ flex: 1, maxWidth: 420 }}
        />
        <Button type="submit" variant="contained" sx={{ minHeight: 56 }}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  )
}
