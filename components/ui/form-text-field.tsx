'use client'

import TextField, { type TextFieldProps } from '@mui/material/TextField'
import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { RequiredLabel } from './required-label'
import { useTextController } from './text-controller'

/** Hints and errors at the size of body text, not MUI's caption size. */
const helperTextSx = { fontSize: '0.875rem', mx: 0 } as const

type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'label' | 'error' | 'helperText' | 'required' | 'value' | 'onChange' | 'onBlur' | 'inputRef'
> & {
  control: Control<T>
  name: FieldPath<T>
  label: string
  /** Shown under the field, and replaced by the error while there is one. */
  hint?: ReactNode
  required?: boolean
}

/** Its id is the field name, so an error summary can link to it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required = false,
  slotProps,
  ...props
}: FormTextFieldProps<T>) {
  const { field, inputRef, error } = useTextController(control, name)
  return (
    <TextField
      id={name}
      {...props}
      {...field}
      inputRef={inputRef}
      label={<RequiredLabel required={required}>{label}</RequiredLabel>}
      required={required}
      error={Boolean(error)}
      helperText={error?.message ?? hint}
      slotProps={{
        ...slotProps,
        inputLabel: { ...(slotProps?.inputLabel as object | undefined), required: false },
        formHelperText: { sx: helperTextSx },
      }}
    />
  )
}
