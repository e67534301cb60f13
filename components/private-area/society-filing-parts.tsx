'use client'

import type { ComponentProps, ReactNode } from 'react'
import { useController, type Control } from 'react-hook-form'
import choiceStyles from '@/components/ui/choice-field.module.css'
import { PlainCheckbox } from '@/components/ui/form-checkbox'
import { HelperText } from '@/components/ui/helper-text'
import { PlainFormField } from '@/components/ui/plain-form-field'
import areaStyles from './private-area.module.css'
import styles from './societies.module.css'
import type { FilingValues } from './society-filing-values'

export function SummaryRow({
  term,
  value,
  empty,
}: {
  term: string
  value: string | undefined
  empty: string
}) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value || empty}</dd>
    </>
  )
}

export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id}>
      <h3 className={areaStyles.panelTitle}>{title}</h3>
      {children}
    </section>
  )
}

export function Grid({ children }: { children: ReactNode }) {
  return <div className={styles.filingFields}>{children}</div>
}

/** A text field of the filing, its label always above it. */
export function Text(props: ComponentProps<typeof PlainFormField<FilingValues>>) {
  return <PlainFormField {...props} floatingLabel={false} />
}

export function Consent({
  control,
  name,
  label,
  required = false,
}: {
  control: Control<FilingValues>
  name: 'consents.data_processing' | 'consents.publication'
  label: string
  required?: boolean
}) {
  const {
    field: { value, onChange, ref, ...field },
    fieldState: { error },
  } = useController({ control, name })
  const errorId = `${name}-error`
  return (
    <div>
      <label className={choiceStyles.choice}>
        <PlainCheckbox
          {...field}
          ref={ref}
          id={name}
          checked={Boolean(value)}
          onChange={(event) => onChange(event.target.checked)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {required ? `${label} *` : label}
      </label>
      {error && (
        <HelperText id={errorId} error>
          {error.message}
        </HelperText>
      )}
    </div>
  )
}
