'use client'

import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import type { ReactNode } from 'react'
import { useController, type Control } from 'react-hook-form'
import { FormTextField, helperTextSx } from '@/components/ui/form-text-field'
import type { FilingValues } from './society-filing-values'

export function SummaryRow({
  term,
  value,
  empty,
}: {
  term: string
  value: string | undefined
  empty: string
}) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 700 }}>
        {term}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || empty}
      </Box>
    </>
  )
}

export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Box component="section" id={id}>
      <Box component="h3" sx={{ fontSize: '1.25rem', mt: 0, mb: 2 }}>
        {title}
      </Box>
      {children}
    </Box>
  )
}

export function Grid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>{children}</Box>
  )
}

export function Text(props: Parameters<typeof FormTextField<FilingValues>>[0]) {
  return <FormTextField {...props} slotProps={{ inputLabel: { shrink: true } }} />
}

export function Consent({
  control,
  name,
  label,
  required = false,
}: {
  control: Control<FilingValues>
  name: 'consents.data_processing' | 'consents.publication'
  label: string
  required?: boolean
}) {
  const {
    field: { value, onChange, ref, ...field },
    fieldState: { error },
  } = useController({ control, name })
  const errorId = `${name}-error`
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            {...field}
            id={name}
            checked={Boolean(value)}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: {
                ref,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? errorId : undefined,
                required,
              } as object,
            }}
          />
        }
        label={required ? `${label} *` : label}
      />
      {error && (
        <FormHelperText id={errorId} error sx={helperTextSx}>
          {error.message}
        </FormHelperText>
      )}
    </Box>
  )
}
