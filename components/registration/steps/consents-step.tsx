'use client'

import { useTranslations } from 'next-intl'
import type { Control } from 'react-hook-form'
import { FormCheckbox } from '@/components/ui/form-checkbox'
import type { RegistrationValues } from '../registration-values'
import styles from '../registration.module.css'

export function ConsentsStep({ control }: { control: Control<RegistrationValues> }) {
  const t = useTranslations('Registration')
  return (
    <div className={styles.consents}>
      <FormCheckbox control={control} name="consents.privacy" label={t('consents.privacy')} required />
      <FormCheckbox control={control} name="consents.communications" label={t('consents.communications')} />
    </div>
  )
}
