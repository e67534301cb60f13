'use client'

import { useTranslations } from 'next-intl'
import { useWatch, type Control } from 'react-hook-form'
import { collegiateRegistrationTypes } from '@/lib/contract/registration'
import { Field, optionsOf, useFieldLabel } from '../registration-fields'
import type { RegistrationValues } from '../registration-values'
import styles from '../registration.module.css'

/** A collegiate's first step: a new registration, or a transfer from another association. */
export function TypeStep({ control }: { control: Control<RegistrationValues> }) {
  const t = useTranslations('Registration')
  const f = useFieldLabel()
  const registrationType = useWatch({ control, name: 'type.registration_type' })
  return (
    <div className={styles.fields}>
      <Field
        control={control}
        name="type.registration_type"
        label={f('registration_type')}
        required
        options={optionsOf(collegiateRegistrationTypes, (key) => t(`options.registrationType.${key}`))}
      />
      {registrationType === 'transfer' && (
        <Field control={control} name="type.origin_association" label={f('origin_association')} required />
      )}
    </div>
  )
}
