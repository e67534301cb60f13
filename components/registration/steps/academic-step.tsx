'use client'

import { useTranslations } from 'next-intl'
import { useWatch, type Control } from 'react-hook-form'
import {
  degreeOrigins,
  degreeTypes,
  exerciseSectors,
  professionalSituations,
  profileWorkingDays,
} from '@/lib/contract/profile'
import { Field, optionsOf, useFieldLabel } from '../registration-fields'
import type { RegistrationValues } from '../registration-values'
import styles from '../registration.module.css'

export function AcademicStep({ control }: { control: Control<RegistrationValues> }) {
  const t = useTranslations('Registration')
  const f = useFieldLabel()
  const origin = useWatch({ control, name: 'academic.degree_origin' })
  return (
    <div className={styles.fields}>
      <Field control={control} name="academic.degree_title" label={f('degree_title')} required />
      <Field
        control={control}
        name="academic.degree_type"
        label={f('degree_type')}
        required
        options={optionsOf(degreeTypes, (key) => t(`options.degreeType.${key}`))}
      />
      <Field control={control} name="academic.university" label={f('degree_university')} required />
      <Field
        control={control}
        name="academic.degree_origin"
        label={f('degree_origin')}
        required
        options={optionsOf(degreeOrigins, (key) => t(`options.degreeOrigin.${key}`))}
      />
      <Field control={control} name="academic.issue_date" label={f('issue_date')} required type="date" />
      {origin === 'foreign' && (
        <Field
          control={control}
          name="academic.homologation_date"
          label={f('homologation_date')}
          required
          type="date"
        />
      )}
      <h4 className={styles.fieldsHeading}>{t('sections.professional')}</h4>
      <Field
        control={control}
        name="professional.situation"
        label={f('situation')}
        required
        options={optionsOf(professionalSituations, (key) => t(`options.situation.${key}`))}
      />
      <Field
        control={control}
        name="professional.exercise"
        label={f('exercise')}
        options={optionsOf(exerciseSectors, (key) => t(`options.exercise.${key}`))}
      />
      <Field
        control={control}
        name="professional.working_day"
        label={f('working_day')}
        options={optionsOf(profileWorkingDays, (key) => t(`options.workingDay.${key}`))}
      />
      <Field control={control} name="professional.workplace_name" label={f('workplace_name')} />
      <h4 className={styles.fieldsHeading}>{t('sections.economic')}</h4>
      <Field
        control={control}
        name="economic.iban"
        label={f('iban')}
        required
        hint={t('hints.iban')}
        autoComplete="off"
      />
    </div>
  )
}
