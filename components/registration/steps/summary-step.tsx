'use client'

import { useTranslations } from 'next-intl'
import { useWatch, type Control } from 'react-hook-form'
import { registrationDocumentFields, type RegistrationKind } from '@/lib/contract/registration'
import { useCountryOptions } from '@/lib/client/country-options'
import { useDocumentLabel, useFieldLabel } from '../registration-fields'
import type { RegistrationStep, RegistrationValues } from '../registration-values'
import type { RegistrationFiles } from './documents-step'
import { useFormatter } from '@/lib/i18n/format'
import plainStyles from '@/components/ui/plain-form.module.css'
import styles from '../registration.module.css'

export function SummaryStep({
  kind,
  control,
  files,
  onEdit,
}: {
  kind: RegistrationKind
  control: Control<RegistrationValues>
  files: RegistrationFiles
  onEdit: (step: RegistrationStep) => void
}) {
  const t = useTranslations('Registration')
  const values = useWatch({ control }) as RegistrationValues
  const countries = useCountryOptions()
  const country = (code: string) => countries.find((option) => option.value === code)?.label ?? code
  const format = useFormatter()
  const day = (value: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? format.dateTime(new Date(`${value}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })
      : value
  const option = (group: string, key: string) => (key ? t(`options.${group}.${key}` as never) : '')
  const f = useFieldLabel()
  const documentLabel = useDocumentLabel()
  const sections: Array<{ step: RegistrationStep; rows: Array<[string, string]> }> = []
  if (kind === 'collegiate') {
    sections.push({
      step: 'type',
      rows: [
        [f('registration_type'), option('registrationType', values.type.registration_type)],
        ...(values.type.registration_type === 'transfer'
          ? [[f('origin_association'), values.type.origin_association] as [string, string]]
          : []),
      ],
    })
  } else {
    sections.push({
      step: 'studies',
      rows: [
        [f('university'), values.studies.university],
        [f('degree'), values.studies.degree],
        [f('graduation_year'), values.studies.graduation_year],
      ],
    })
  }
  const { personal, address } = values
  sections.push(
    {
      step: 'personal',
      rows: [
        [f('name'), `${personal.name} ${personal.surname}`],
        [
          f('document_number'),
          `${option('documentType', personal.document_type)} ${personal.document_number}`,
        ],
        [f('birth_date'), day(personal.birth_date)],
        [f('gender'), option('gender', personal.gender)],
        [f('nationality'), country(personal.nationality)],
        [f('email'), personal.email],
        [f('phone1'), personal.phone1],
        [f('phone2'), personal.phone2],
      ],
    },
    {
      step: 'address',
      rows: [
        [f('address'), address.address],
        [f('postal_code'), `${address.postal_code} ${address.city}`],
        [f('region'), address.region],
        [f('country'), country(address.country)],
      ],
    },
  )
  if (kind === 'collegiate') {
    const { academic, professional, economic } = values
    sections.push({
      step: 'academic',
      rows: [
        [f('degree_title'), `${academic.degree_title} (${option('degreeType', academic.degree_type)})`],
        [f('degree_university'), academic.university],
        [f('issue_date'), day(academic.issue_date)],
        ...(academic.degree_origin === 'foreign'
          ? [[f('homologation_date'), day(academic.homologation_date)] as [string, string]]
          : []),
        [f('situation'), option('situation', professional.situation)],
        [f('iban'), economic.iban],
      ],
    })
  }
  sections.push(
    {
      step: 'documents',
      rows: registrationDocumentFields[kind].map(({ field }) => [
        documentLabel(field),
        (files[field] ?? []).map((file) => file.name).join(', '),
      ]),
    },
    {
      step: 'consents',
      rows: [
        [t('consents.privacy'), values.consents.privacy ? t('summary.yes') : t('summary.no')],
        [t('consents.communications'), values.consents.communications ? t('summary.yes') : t('summary.no')],
      ],
    },
  )
  return (
    <div className={styles.fields}>
      <p className={plainStyles.plainParagraph}>{t('summary.intro')}</p>
      {sections.map(({ step, rows }) => (
        <section key={step} aria-labelledby={`summary-${step}`}>
          <div className={styles.sectionHead}>
            <h4 id={`summary-${step}`} className={styles.sectionTitle}>
              {t(`steps.${step}`)}
            </h4>
            <button
              type="button"
              className={styles.edit}
              onClick={() => onEdit(step)}
              aria-label={t('summary.edit', { section: t(`steps.${step}`) })}
            >
              {t('summary.editShort')}
            </button>
          </div>
          <dl className={styles.answers}>
            {rows.map(([label, value]) => (
              <div key={label} className={styles.answer}>
                <dt>{label}</dt>
                <dd>{value.trim() || t('summary.none')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
