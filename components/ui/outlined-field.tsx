import { useId, type InputHTMLAttributes } from 'react'
import styles from './plain-form.module.css'

type OutlinedFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-describedby' | 'aria-invalid'
> & {
  id?: string
  label: string
  /** Shown under the field while there is no error. */
  helperText?: string
  /** What is wrong with the value, shown in place of the helper text. */
  error?: string | null
  className?: string
}

/**
 * A labelled text input that looks like MUI's outlined TextField without MUI: the label in the border's notch, the
 * hint or the error under it (named by aria-describedby), aria-invalid on an error.
 */
export function OutlinedField({ id, label, helperText, error, className, ...input }: OutlinedFieldProps) {
  const ownId = useId()
  const inputId = id ?? ownId
  const helperId = `${inputId}-helper-text`
  const helper = error ?? helperText
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        type="text"
        {...input}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={helper ? helperId : undefined}
      />
      {helper && (
        <p id={helperId} className={error ? `${styles.helper} ${styles.helperError}` : styles.helper}>
          {helper}
        </p>
      )}
    </div>
  )
}
