'use client'

import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { helperTextSx } from './form-text-field'
import { RequiredLabel } from './required-label'

interface FormRadioGroupProps<T extends FieldValues> {
  control: Control<T>
  name: FieldPath<T>
  /** The id of the first radio, the one an error summary links to; the field name by default. */
  id?: string
  label: string
  options: ReadonlyArray<{ value: string; label: string }>
  required?: boolean
}

/** The ARIA radio group pattern; the first radio has a known id so that an error summary can focus it. */
export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  id = name,
  label,
  options,
  required = false,
}: FormRadioGroupProps<T>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name })
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={labelId} sx={{ fontWeight: 600, color: 'text.primary' }}>
        <RequiredLabel required={required}>{label}</RequiredLabel>
      </FormLabel>
      <RadioGroup
        name={name}
        value={value ?? ''}
        onChange={(_, selected) => onChange(selected)}
        onBlur={onBlur}
        aria-labelledby={labelId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            control={index === 0 ? <Radio id={id} slotProps={{ input: { ref } }} /> : <Radio />}
          />
        ))}
      </RadioGroup>
      {error?.message && (
        <FormHelperText id={errorId} sx={helperTextSx}>
          {error.message}
        </FormHelperText>
      )}
    </FormControl>
  )
}
