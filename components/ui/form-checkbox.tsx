'use client'

import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import styles from './choice-field.module.css'
import { HelperText } from './helper-text'
import { RequiredLabel } from './required-label'

// MUI's CheckBoxOutlineBlank and CheckBox icons.
const empty = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z'
const ticked =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z'

/** MUI's check box without it: the native input, transparent, over the icon of its state. */
export function PlainCheckbox({
  ref,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <span className={styles.control}>
      <input ref={ref} type="checkbox" className={styles.native} {...input} />
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path className={styles.unchecked} d={empty} />
        <path className={styles.checked} d={ticked} />
      </svg>
    </span>
  )
}

/**
 * A react-hook-form check box (its id the field's name, for the error summary) drawn as MUI's without it, beside a
 * label that may hold a link and run over several lines.
 */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required = false,
}: {
  control: Control<T>
  name: FieldPath<T>
  label: ReactNode
  /** Shown under it, and replaced by the error while there is one. */
  hint?: string
  required?: boolean
}) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name })
  const helper = error?.message ?? hint
  const helperId = error?.message ? `${name}-error` : `${name}-hint`
  return (
    <div>
      <label className={`${styles.choice} ${styles.choiceTop}`}>
        <PlainCheckbox
          ref={ref}
          id={name}
          checked={Boolean(value)}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={helper ? helperId : undefined}
        />
        <span>
          <RequiredLabel required={required}>{label}</RequiredLabel>
        </span>
      </label>
      {helper && (
        <HelperText id={helperId} error={Boolean(error?.message)}>
          {helper}
        </HelperText>
      )}
    </div>
  )
}
