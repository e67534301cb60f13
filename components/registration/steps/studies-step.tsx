'use client'

import { useTranslations } from 'next-intl'
import type { Control } from 'react-hook-form'
import { Field, useFieldLabel } from '../registration-fields'
import type { RegistrationValues } from '../registration-values'
import styles from '../registration.module.css'

/** A pre-collegiate's first step: the studies under way. */
export function StudiesStep({ control }: { control: Control<RegistrationValues> }) {
  const t = useTranslations('Registration')
  const f = useFieldLabel()
  return (
    <div className={styles.fields}>
      <Field control={control} name="studies.university" label={f('university')} required />
      <Field control={control} name="studies.degree" label={f('degree')} required />
      <Field
        control={control}
        name="studies.graduation_year"
        label={f('graduation_year')}
        required
        type="number"
        hint={t('hints.graduation_year')}
        inputMode="numeric"
      />
    </div>
  )
}
