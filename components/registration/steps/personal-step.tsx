'use client'

import { useTranslations } from 'next-intl'
import type { Control } from 'react-hook-form'
import { genders } from '@/lib/contract/profile'
import { identityDocumentTypes } from '@/lib/contract/registration'
import { Field, optionsOf, useFieldLabel } from '../registration-fields'
import { useCountryOptions } from '@/lib/client/country-options'
import type { RegistrationValues } from '../registration-values'
import styles from '../registration.module.css'

/** Who applies; a signed-in applicant's e-mail is their account's and cannot be changed here. */
export function PersonalStep({
  control,
  accountEmail,
}: {
  control: Control<RegistrationValues>
  accountEmail?: string
}) {
  const t = useTranslations('Registration')
  const f = useFieldLabel()
  const countries = useCountryOptions()
  return (
    <div className={styles.fields}>
      <Field control={control} name="personal.name" label={f('name')} required autoComplete="given-name" />
      <Field
        control={control}
        name="personal.surname"
        label={f('surname')}
        required
        autoComplete="family-name"
      />
      <Field
        control={control}
        name="personal.document_type"
        label={f('document_type')}
        required
        options={optionsOf(identityDocumentTypes, (key) => t(`options.documentType.${key}`))}
      />
      <Field
        control={control}
        name="personal.document_number"
        label={f('document_number')}
        required
        hint={t('hints.document_number')}
      />
      <Field
        control={control}
        name="personal.birth_date"
        label={f('birth_date')}
        required
        type="date"
        autoComplete="bday"
      />
      <Field
        control={control}
        name="personal.gender"
        label={f('gender')}
        required
        options={optionsOf(genders, (key) => t(`options.gender.${key}`))}
      />
      <Field
        control={control}
        name="personal.nationality"
        label={f('nationality')}
        required
        options={countries}
      />
      <Field
        control={control}
        name="personal.email"
        label={f('email')}
        required
        type="email"
        autoComplete="email"
        hint={accountEmail ? t('hints.signedInEmail') : t('hints.email')}
        readOnly={Boolean(accountEmail)}
      />
      <Field
        control={control}
        name="personal.phone1"
        label={f('phone1')}
        required
        type="tel"
        autoComplete="tel"
      />
      <Field control={control} name="personal.phone2" label={f('phone2')} type="tel" />
    </div>
  )
}
