'use client'

import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import { useTranslations } from 'next-intl'
import type { ComponentProps } from 'react'
import { useController, type Control, type FieldPath } from 'react-hook-form'
import { FormTextField, helperTextSx } from '@/components/ui/form-text-field'
import { RequiredLabel } from '@/components/ui/required-label'
import { attachmentMaxBytes } from '@/lib/contract/attachments'
import { fileProblem, registrationLimits, type RegistrationFileProblem } from '@/lib/contract/registration'
import type { RegistrationValues } from './registration-values'
import { attachmentAccept } from '@/lib/client/attachments'
import { useFormatter } from '@/lib/i18n/format'

type FieldProps = Omit<ComponentProps<typeof FormTextField<RegistrationValues>>, 'control'> & {
  control: Control<RegistrationValues>
  options?: ReadonlyArray<{ value: string; label: string }>
}

export function Field({ options, ...props }: FieldProps) {
  const t = useTranslations('Registration')
  return (
    <FormTextField
      fullWidth
      {...props}
      select={Boolean(options)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options && (
        <>
          <option value="">{t('choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </>
      )}
    </FormTextField>
  )
}

export const optionsOf = <K extends string>(keys: readonly K[], label: (key: K) => string) =>
  keys.map((key) => ({ value: key, label: label(key) }))

export function CheckboxField({
  control,
  name,
  label,
  required = false,
}: {
  control: Control<RegistrationValues>
  name: FieldPath<RegistrationValues>
  label: string
  required?: boolean
}) {
  const {
    field: { value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name })
  const errorId = `${name}-error`
  return (
    <FormControl error={Boolean(error)} required={required}>
      <FormControlLabel
        control={
          <Checkbox
            id={name}
            checked={Boolean(value)}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            slotProps={{
              input: {
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? errorId : undefined,
                'aria-required': required || undefined,
              },
            }}
          />
        }
        label={<RequiredLabel required={required}>{label}</RequiredLabel>}
      />
      {error && (
        <FormHelperText id={errorId} sx={helperTextSx}>
          {error.message}
        </FormHelperText>
      )}
    </FormControl>
  )
}

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
    <Box>
      <Box component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}>
        <RequiredLabel required={required}>{label}</RequiredLabel>
      </Box>
      <Box id={hintId} sx={{ color: 'text.secondary', mb: 1 }}>
        {t('hint', { max: size(attachmentMaxBytes) })}
      </Box>
      <Box
        component="input"
        id={id}
        type="file"
        multiple={multiple}
        accept={attachmentAccept}
        aria-required={required || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${errorId} ${hintId}` : hintId}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          const chosen = [...(event.target.files ?? [])]
          const problem = chosen.map(fileProblem).find((found) => found !== null) ?? null
          onChange(problem ? [] : chosen, problem)
          if (problem) event.target.value = ''
        }}
        sx={{
          display: 'block',
          width: '100%',
          minHeight: 44,
          font: 'inherit',
          '&::file-selector-button': { minHeight: 40, mr: 2, font: 'inherit', cursor: 'pointer' },
        }}
      />
      {files.length > 0 && (
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5 }} aria-label={t('chosenList', { document: label })}>
          {files.map((file) => (
            <li key={`${file.name}-${file.size}`}>
              {t('chosen', { name: file.name, size: size(file.size) })}
            </li>
          ))}
        </Box>
      )}
      {message && (
        <Box id={errorId} sx={{ color: 'error.main', mt: 1, fontWeight: 500 }}>
          {message}
        </Box>
      )}
    </Box>
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
