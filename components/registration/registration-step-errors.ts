import { useTranslations } from 'next-intl'
import type { FieldErrors } from 'react-hook-form'
import type { SummaryError } from '@/components/ui/error-summary'
import { registrationDocumentFields, type RegistrationKind } from '@/lib/contract/registration'
import { useDocumentLabel, type DocumentError } from './registration-fields'
import { stepSections, type RegistrationStep, type RegistrationValues } from './registration-values'

/** The errors of some sections as a flat list, for the summary above the step. */
function flatErrors(errors: object, prefix = ''): Array<{ id: string; message: string }> {
  return Object.entries(errors).flatMap(([key, value]) => {
    const id = prefix ? `${prefix}.${key}` : key
    if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') {
      return [{ id, message: value.message }]
    }
    return value && typeof value === 'object' ? flatErrors(value, id) : []
  })
}

/** What the error summary above a step lists: its fields' errors, or its documents', each with its label. */
export function useStepErrors({
  kind,
  step,
  errors,
  documentErrors,
  country,
}: {
  kind: RegistrationKind
  step: RegistrationStep
  errors: FieldErrors<RegistrationValues>
  documentErrors: Record<string, DocumentError>
  country: string | undefined
}): SummaryError[] {
  const t = useTranslations('Registration')
  const loose = t as unknown as (key: string, values?: Record<string, string | number>) => string
  const documentLabel = useDocumentLabel()
  const labelOf = (id: string) => {
    const field = id.split('.').pop() ?? id
    if (field === 'region' && country === 'ES') return t('fields.province')
    if (id === 'academic.university') return t('fields.degree_university')
    return loose(`fields.${field}`)
  }
  const stepErrors = stepSections[step]
    .flatMap((section) => (errors[section] ? flatErrors(errors[section], section) : []))
    .map(({ id, message }) => ({ id, message: `${labelOf(id)}: ${message}` }))
  if (step !== 'documents') return stepErrors
  const documentSummary = registrationDocumentFields[kind]
    .filter(({ field }) => documentErrors[field])
    .map(({ field }) => ({
      id: `document-${field}`,
      message: `${documentLabel(field)}: ${loose(`documents.problems.${documentErrors[field]}`, { max: '5 MB' })}`,
    }))
  return [...stepErrors, ...documentSummary]
}
