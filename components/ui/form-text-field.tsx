'use client'

import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useCallback, useEffect, useRef, type ReactNode, type RefCallback } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { RequiredLabel } from './required-label'

/** Hints and errors at the size of body text, not MUI's caption size. */
export const helperTextSx = { fontSize: '0.875rem', mx: 0 } as const

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

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * What a person typed into the server's HTML before hydration stays in the field but not in the form's state, and
 * React would put the state back at the next render: the field takes it over once, when it mounts.
 */
function useTypedBeforeHydration(
  register: RefCallback<FieldElement>,
  value: unknown,
  onChange: (value: string) => void,
): RefCallback<FieldElement> {
  const element = useRef<FieldElement | null>(null)
  const atMount = useRef({ value, onChange })
  useEffect(() => {
    const typed = element.current?.value
    if (typed !== undefined && typed !== String(atMount.current.value ?? '')) atMount.current.onChange(typed)
  }, [])
  return useCallback(
    (node: FieldElement | null) => {
      element.current = node
      register(node)
    },
    [register],
  )
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
  const {
    field: { ref, value, ...field },
    fieldState: { error },
  } = useController({ control, name })
  const inputRef = useTypedBeforeHydration(ref, value, field.onChange)
  return (
    <TextField
      id={name}
      {...props}
      {...field}
      value={value ?? ''}
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
