'use client'

import type { FormEvent } from 'react'
import { OutlinedField } from './outlined-field'
import pageStyles from './page.module.css'
import styles from './plain-form.module.css'

interface CodeEntryFormProps {
  id: string
  title: string
  label: string
  hint: string
  submitLabel: string
  value: string
  onChange: (value: string) => void
  /** What is wrong with the code, shown in place of the hint. */
  error: string | null
  onSubmit: (event: FormEvent) => void
}

/** A code to look up and its button, without MUI: the public look-up pages load none. */
export function CodeEntryForm({
  id,
  title,
  label,
  hint,
  submitLabel,
  value,
  onChange,
  error,
  onSubmit,
}: CodeEntryFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={title} className={styles.codeForm}>
      <OutlinedField
        id={id}
        name="code"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        helperText={hint}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        maxLength={40}
        className={styles.codeField}
      />
      <button type="submit" className={`${pageStyles.button} ${styles.button}`}>
        {submitLabel}
      </button>
    </form>
  )
}
