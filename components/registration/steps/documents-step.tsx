'use client'

import { useTranslations } from 'next-intl'
import {
  registrationDocumentFields,
  registrationLimits,
  type RegistrationKind,
} from '@/lib/contract/registration'
import { DocumentField, useDocumentLabel, type DocumentError } from '../registration-fields'
import plainStyles from '@/components/ui/plain-form.module.css'
import styles from '../registration.module.css'

export type RegistrationFiles = Record<string, File[]>

/** The documents of the kind; more than the allowed number of other documents is refused as too much. */
export function DocumentsStep({
  kind,
  files,
  documentErrors,
  onFiles,
}: {
  kind: RegistrationKind
  files: RegistrationFiles
  documentErrors: Record<string, DocumentError>
  onFiles: (field: string, files: File[], problem: DocumentError | null) => void
}) {
  const t = useTranslations('Registration')
  const documentLabel = useDocumentLabel()
  return (
    <div className={styles.documents}>
      <p className={plainStyles.plainParagraph}>{t('documents.intro')}</p>
      {registrationDocumentFields[kind].map(({ field, required }) => (
        <DocumentField
          key={field}
          field={field}
          label={documentLabel(field)}
          required={required}
          multiple={!required}
          files={files[field] ?? []}
          error={documentErrors[field]}
          onChange={(chosen, problem) => {
            const tooMany = !required && chosen.length > registrationLimits.otherDocuments
            onFiles(field, tooMany ? [] : chosen, tooMany ? 'size' : problem)
          }}
        />
      ))}
    </div>
  )
}
