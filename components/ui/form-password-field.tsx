'use client'

import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import { useState, type ComponentProps } from 'react'
import type { FieldValues } from 'react-hook-form'
import { FormTextField } from './form-text-field'

type FormPasswordFieldProps<T extends FieldValues> = Omit<ComponentProps<typeof FormTextField<T>>, 'type'> & {
  autoComplete: 'current-password' | 'new-password'
  /** The toggle's name, "Show password": the toggle says whether it is on with aria-pressed. */
  showLabel: string
}

/**
 * A password field with a button that shows what was typed (WCAG 3.3.8: typing without seeing is a cognitive
 * test). Pasting works, so a password manager can fill it.
 */
export function FormPasswordField<T extends FieldValues>({
  showLabel,
  slotProps,
  ...props
}: FormPasswordFieldProps<T>) {
  const [visible, setVisible] = useState(false)
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        htmlInput: { spellCheck: false, autoCapitalize: 'none', ...slotProps?.htmlInput },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((value) => !value)}
                aria-label={showLabel}
                aria-pressed={visible}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  )
}
