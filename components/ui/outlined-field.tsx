import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import styles from './plain-form.module.css'
import { RequiredLabel } from './required-label'

type OutlinedFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-describedby' | 'aria-invalid'
> & {
  id?: string
  label: string
  /** Shown under the field while there is no error. */
  helperText?: ReactNode
  /** What is wrong with the value, shown in place of the helper text. */
  error?: string | null
  className?: string
  /** The label inside the empty field until it is focused or filled, as MUI's; else always above it. */
  floatingLabel?: boolean
  /** Inside the field at its end, as MUI's end adornment (the button that shows a password). */
  end?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/**
 * A labelled text input that looks like MUI's outlined TextField without MUI: the label in the border's notch, the
 * hint or the error under it (named by aria-describedby), aria-invalid on an error, the required mark before the
 * label of a required field.
 */
export function OutlinedField({
  id,
  label,
  helperText,
  error,
  className,
  floatingLabel = false,
  end,
  ref,
  ...input
}: OutlinedFieldProps) {
  const ownId = useId()
  const inputId = id ?? ownId
  const helperId = `${inputId}-helper-text`
  const helper = error ?? helperText
  const classes = [styles.field, floatingLabel && styles.floating, end && styles.withEnd, className]
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        <RequiredLabel required={Boolean(input.required)}>{label}</RequiredLabel>
      </label>
      <input
        type="text"
        placeholder={floatingLabel ? ' ' : undefined}
        {...input}
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={helper ? helperId : undefined}
      />
      {end && <div className={styles.fieldEnd}>{end}</div>}
      {helper && (
        <p id={helperId} className={error ? `${styles.helper} ${styles.helperError}` : styles.helper}>
          {helper}
        </p>
      )}
    </div>
  )
}
