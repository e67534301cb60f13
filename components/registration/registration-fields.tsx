'use client'

import { useTranslations } from 'next-intl'
import type { ChangeEvent, ComponentProps } from 'react'
import type { Control } from 'react-hook-form'
import { PlainFormField, PlainSelectField } from '@/components/ui/plain-form-field'
import { RequiredLabel } from '@/components/ui/required-label'
import { attachmentMaxBytes } from '@/lib/contract/attachments'
import { fileProblem, registrationLimits, type RegistrationFileProblem } from '@/lib/contract/registration'
import fileStyles from '@/components/ui/file-input.module.css'
import styles from './registration.module.css'
import type { RegistrationValues } from './registration-values'
import { attachmentAccept } from '@/lib/client/attachments'
import { useFormatter } from '@/lib/i18n/format'

type FieldProps = Omit<
  ComponentProps<typeof PlainFormField<RegistrationValues>>,
  'control' | 'floatingLabel'
> & {
  control: Control<RegistrationValues>
  options?: ReadonlyArray<{ value: string; label: string }>
}

/** A registration field, its label always above it (as its dates and choices need): a choice list when given options. */
export function Field({ options, control, name, label, hint, required, ...input }: FieldProps) {
  const t = useTranslations('Registration')
  if (!options) {
    return (
      <PlainFormField
        {...input}
        control={control}
        name={name}
        label={label}
        hint={hint}
        required={required}
        floatingLabel={false}
      />
    )
  }
  return (
    <PlainSelectField control={control} name={name} label={label} hint={hint} required={required}>
      <option value="">{t('choose')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </PlainSelectField>
  )
}

export const optionsOf = <K extends string>(keys: readonly K[], label: (key: K) => string) =>
  keys.map((key) => ({ value: key, label: label(key) }))

/** Bytes as people read them, in the page's language. */
function useFileSize() {
  const format = useFormatter()
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? format.number(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' })
      : format.number(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
}

export type DocumentError = RegistrationFileProblem | 'required' | 'server'

/** One document's file input: checked in the browser by declared type and size as soon as it is chosen. */
export function DocumentField({
  field,
  label,
  required,
  multiple,
  files,
  error,
  serverError,
  onChange,
}: {
  field: string
  label: string
  required: boolean
  multiple: boolean
  files: File[]
  error?: DocumentError
  serverError?: string
  onChange: (files: File[], problem: RegistrationFileProblem | null) => void
}) {
  const t = useTranslations('Registration.documents')
  const size = useFileSize()
  const id = `document-${field}`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const message =
    error === 'server'
      ? serverError
      : error
        ? t(`problems.${error}`, { max: size(attachmentMaxBytes) })
        : undefined
  return (
    <div>
      <label htmlFor={id} className={styles.documentLabel}>
        <RequiredLabel required={required}>{label}</RequiredLabel>
      </label>
      <div id={hintId} className={styles.documentHint}>
        {t('hint', { max: size(attachmentMaxBytes) })}
      </div>
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={attachmentAccept}
        aria-required={required || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${errorId} ${hintId}` : hintId}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const chosen = [...(event.target.files ?? [])]
          const problem = chosen.map(fileProblem).find((found) => found !== null) ?? null
          onChange(problem ? [] : chosen, problem)
          if (problem) event.target.value = ''
        }}
        className={fileStyles.fileInput}
      />
      {files.length > 0 && (
        <ul className={styles.chosen} aria-label={t('chosenList', { document: label })}>
          {files.map((file) => (
            <li key={`${file.name}-${file.size}`}>
              {t('chosen', { name: file.name, size: size(file.size) })}
            </li>
          ))}
        </ul>
      )}
      {message && (
        <div id={errorId} className={styles.documentError}>
          {message}
        </div>
      )}
    </div>
  )
}

export function useFieldLabel() {
  const t = useTranslations('Registration')
  return (name: string) => t(`fields.${name}` as never)
}

export function useDocumentLabel() {
  const t = useTranslations('Registration') as unknown as (key: string, values: { max: number }) => string
  return (field: string) => t(`documents.labels.${field}`, { max: registrationLimits.otherDocuments })
}
