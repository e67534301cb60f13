import {
  useId,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react'
import { HelperText } from './helper-text'
import styles from './plain-form.module.css'
import { RequiredLabel } from './required-label'

interface FrameProps {
  id?: string
  label: string
  /** Shown under the field while there is no error. */
  helperText?: ReactNode
  /** What is wrong with the value, shown in place of the helper text. */
  error?: string | null
  className?: string
  /** The label inside the empty field until it is focused or filled, as MUI's; else always above it. */
  floatingLabel?: boolean
}

/** What the frame gives its control: its id, look, description and state, and the placeholder a floating label reads. */
interface ControlProps {
  placeholder: string | undefined
  id: string
  className: string | undefined
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/** The label in the border's notch, the control, and the hint or the error under it (named by aria-describedby). */
function OutlinedFrame({
  id,
  label,
  helperText,
  error,
  className,
  floatingLabel = false,
  required,
  end,
  control,
}: FrameProps & {
  required: boolean
  end?: ReactNode
  control: (props: ControlProps) => ReactNode
}) {
  const ownId = useId()
  const inputId = id ?? ownId
  const helperId = `${inputId}-helper-text`
  const helper = error ?? helperText
  const classes = [styles.field, floatingLabel && styles.floating, end && styles.withEnd, className]
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        <RequiredLabel required={required}>{label}</RequiredLabel>
      </label>
      {control({
        placeholder: floatingLabel ? ' ' : undefined,
        id: inputId,
        className: styles.input,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': helper ? helperId : undefined,
      })}
      {end && <div className={styles.fieldEnd}>{end}</div>}
      {helper && (
        <HelperText id={helperId} error={Boolean(error)}>
          {helper}
        </HelperText>
      )}
    </div>
  )
}

type OutlinedFieldProps = FrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-describedby' | 'aria-invalid'> & {
    /** Inside the field at its end, as MUI's end adornment (the button that shows a password). */
    end?: ReactNode
    ref?: Ref<HTMLInputElement>
  }

/**
 * A labelled text input that looks like MUI's outlined TextField without MUI: aria-invalid on an error, the required
 * mark before the label of a required field.
 */
export function OutlinedField({
  id,
  label,
  helperText,
  error,
  className,
  floatingLabel,
  end,
  ref,
  ...input
}: OutlinedFieldProps) {
  return (
    <OutlinedFrame
      {...{ id, label, helperText, error, className, floatingLabel, end }}
      required={Boolean(input.required)}
      control={({ placeholder, ...control }) => (
        <input type="text" placeholder={placeholder} {...input} {...control} ref={ref} />
      )}
    />
  )
}

type OutlinedTextAreaProps = FrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-describedby' | 'aria-invalid' | 'rows'> & {
    /** The lines it shows when empty; it grows with what is typed, as MUI's multiline field. */
    minRows: number
    ref?: Ref<HTMLTextAreaElement>
  }

/** OutlinedField's look for text of several lines. */
export function OutlinedTextArea({
  id,
  label,
  helperText,
  error,
  className,
  floatingLabel,
  minRows,
  ref,
  ...textarea
}: OutlinedTextAreaProps) {
  return (
    <OutlinedFrame
      {...{ id, label, helperText, error, className, floatingLabel }}
      required={Boolean(textarea.required)}
      control={({ placeholder, className: look, ...control }) => (
        <textarea
          rows={minRows}
          placeholder={placeholder}
          {...textarea}
          {...control}
          className={`${look} ${styles.textarea}`}
          style={{ '--rows': minRows } as CSSProperties}
          ref={ref}
        />
      )}
    />
  )
}
