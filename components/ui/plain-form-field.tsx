'use client'

import { useState, type ComponentProps } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { OutlinedField, OutlinedSelect, OutlinedTextArea } from './outlined-field'
import { PlainIcon } from './plain-alert'
import styles from './plain-form.module.css'
import { useTextController } from './text-controller'

/** What every plain field is given but its own props: the form's control, the field's name, a hint. */
interface Binding<T extends FieldValues> {
  control: Control<T>
  name: FieldPath<T>
  /** Shown under the field, and replaced by the error while there is one. */
  hint?: string
}

type Bound = 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error' | 'helperText' | 'floatingLabel'

/**
 * The field's props from react-hook-form, as FormTextField gives them with MUI: its id the field's name unless given,
 * the error in place of the hint, and what was typed before hydration kept.
 */
function useBoundField<T extends FieldValues>({ control, name, hint }: Binding<T>) {
  const { field, inputRef, error } = useTextController(control, name)
  return {
    id: name,
    ...field,
    ref: inputRef,
    error: error?.message,
    helperText: hint,
  }
}

type PlainFormFieldProps<T extends FieldValues> = Omit<
  ComponentProps<typeof OutlinedField>,
  Exclude<Bound, 'floatingLabel'>
> &
  Binding<T>

/** A react-hook-form text field drawn without MUI, its label inside until it is focused or filled unless told. */
export function PlainFormField<T extends FieldValues>({
  control,
  name,
  hint,
  floatingLabel = true,
  ...props
}: PlainFormFieldProps<T>) {
  const { id, ...bound } = useBoundField({ control, name, hint })
  return <OutlinedField id={id} {...props} {...bound} floatingLabel={floatingLabel} />
}

/** A react-hook-form choice list (the browser's own) drawn without MUI. */
export function PlainSelectField<T extends FieldValues>({
  control,
  name,
  hint,
  ...props
}: Omit<ComponentProps<typeof OutlinedSelect>, Bound> & Binding<T>) {
  const { id, ...bound } = useBoundField({ control, name, hint })
  return <OutlinedSelect id={id} {...props} {...bound} />
}

/** A react-hook-form field for text of several lines, drawn without MUI, its label inside until used unless told. */
export function PlainTextArea<T extends FieldValues>({
  control,
  name,
  hint,
  floatingLabel = true,
  ...props
}: Omit<ComponentProps<typeof OutlinedTextArea>, Exclude<Bound, 'floatingLabel'>> & Binding<T>) {
  const { id, ...bound } = useBoundField({ control, name, hint })
  return <OutlinedTextArea id={id} {...props} {...bound} floatingLabel={floatingLabel} />
}

// MUI's Visibility and VisibilityOff icons.
const shownIcon =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3'
const hiddenIcon =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z'

type PlainPasswordFieldProps<T extends FieldValues> = Omit<PlainFormFieldProps<T>, 'type' | 'end'> & {
  autoComplete: 'current-password' | 'new-password'
  /** The toggle's name, "Show password": the toggle says whether it is on with aria-pressed. */
  showLabel: string
}

/**
 * A password field with a button that shows what was typed (WCAG 3.3.8: typing without seeing is a cognitive
 * test). Pasting works, so a password manager can fill it.
 */
export function PlainPasswordField<T extends FieldValues>({
  showLabel,
  ...props
}: PlainPasswordFieldProps<T>) {
  const [visible, setVisible] = useState(false)
  return (
    <PlainFormField
      spellCheck={false}
      autoCapitalize="none"
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => setVisible((value) => !value)}
          aria-label={showLabel}
          aria-pressed={visible}
        >
          <PlainIcon path={visible ? hiddenIcon : shownIcon} />
        </button>
      }
    />
  )
}
