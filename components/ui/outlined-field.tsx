import {
  useId,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
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

/** What the frame gives its control: its id, look, description and state. */
interface ControlProps {
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
  /** The control, given its props and the placeholder a floating label reads. */
  control: (props: ControlProps, placeholder: string | undefined) => ReactNode
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
      {control(
        {
          id: inputId,
          className: styles.input,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': helper ? helperId : undefined,
        },
        floatingLabel ? ' ' : undefined,
      )}
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
      control={(control, placeholder) => (
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
      control={({ className: look, ...control }, placeholder) => (
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

type OutlinedSelectProps = Omit<FrameProps, 'floatingLabel'> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'aria-describedby' | 'aria-invalid'> & {
    ref?: Ref<HTMLSelectElement>
  }

// MUI's ArrowDropDown icon.
const arrowIcon = 'M7 10l5 5 5-5z'

/** OutlinedField's look for the browser's own choice list, with MUI's arrow; its label always above it. */
export function OutlinedSelect({
  id,
  label,
  helperText,
  error,
  className,
  ref,
  children,
  ...select
}: OutlinedSelectProps) {
  return (
    <OutlinedFrame
      {...{ id, label, helperText, error, className }}
      required={Boolean(select.required)}
      control={({ className: look, ...control }) => (
        <>
          <select {...select} {...control} className={`${look} ${styles.select}`} ref={ref}>
            {children}
          </select>
          <svg className={styles.selectArrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={arrowIcon} />
          </svg>
        </>
      )}
    />
  )
}
