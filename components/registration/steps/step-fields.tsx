'use client'

import type { Control } from 'react-hook-form'
import type { RegistrationKind } from '@/lib/contract/registration'
import type { DocumentError } from '../registration-fields'
import type { RegistrationStep, RegistrationValues } from '../registration-values'
import { AcademicStep } from './academic-step'
import { AddressStep } from './address-step'
import { ConsentsStep } from './consents-step'
import { DocumentsStep, type RegistrationFiles } from './documents-step'
import { PersonalStep } from './personal-step'
import { StudiesStep } from './studies-step'
import { SummaryStep } from './summary-step'
import { TypeStep } from './type-step'

export function StepFields({
  step,
  kind,
  control,
  accountEmail,
  files,
  documentErrors,
  onFiles,
  onEdit,
}: {
  step: RegistrationStep
  kind: RegistrationKind
  control: Control<RegistrationValues>
  accountEmail?: string
  files: RegistrationFiles
  documentErrors: Record<string, DocumentError>
  onFiles: (field: string, files: File[], problem: DocumentError | null) => void
  onEdit: (step: RegistrationStep) => void
}) {
  switch (step) {
    case 'type':
      return <TypeStep control={control} />
    case 'studies':
      return <StudiesStep control={control} />
    case 'personal':
      return <PersonalStep control={control} accountEmail={accountEmail} />
    case 'address':
      return <AddressStep control={control} />
    case 'academic':
      return <AcademicStep control={control} />
    case 'documents':
      return <DocumentsStep kind={kind} files={files} documentErrors={documentErrors} onFiles={onFiles} />
    case 'consents':
      return <ConsentsStep control={control} />
    case 'summary':
      return <SummaryStep kind={kind} control={control} files={files} onEdit={onEdit} />
  }
}
