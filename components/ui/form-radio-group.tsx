'use client'

import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import styles from './choice-field.module.css'
import { HelperText } from './helper-text'
import { muiIconPaths } from './mui-icon-paths'
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

// MUI's RadioButtonChecked icon's dot, drawn over the unchecked ring.
const dot =
  'M8.465 8.465C9.37 7.56 10.62 7 12 7C14.76 7 17 9.24 17 12C17 13.38 16.44 14.63 15.535 15.535C14.63 16.44 13.38 17 12 17C9.24 17 7 14.76 7 12C7 10.62 7.56 9.37 8.465 8.465Z'

/**
 * The ARIA radio group pattern on native radios, drawn as MUI's without it; the first radio has a known id so that
 * an error summary can focus it.
 */
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
    <fieldset
      role="radiogroup"
      className={error ? `${styles.group} ${styles.invalid}` : styles.group}
      aria-labelledby={labelId}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={labelId} className={styles.legend}>
        <RequiredLabel required={required}>{label}</RequiredLabel>
      </legend>
      {options.map((option, index) => (
        <label key={option.value} className={styles.choice}>
          <span className={styles.control}>
            <input
              type="radio"
              className={styles.native}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              {...(index === 0 ? { id, ref } : {})}
            />
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={muiIconPaths.radioUnchecked} />
              <path className={styles.dot} d={dot} />
            </svg>
          </span>
          {option.label}
        </label>
      ))}
      {error?.message && (
        <HelperText id={errorId} error>
          {error.message}
        </HelperText>
      )}
    </fieldset>
  )
}
