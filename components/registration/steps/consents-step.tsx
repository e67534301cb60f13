'use client'

import Stack from '@mui/material/Stack'
import { useTranslations } from 'next-intl'
import type { Control } from 'react-hook-form'
import { CheckboxField } from '../registration-fields'
import type { RegistrationValues } from '../registration-values'

export function ConsentsStep({ control }: { control: Control<RegistrationValues> }) {
  const t = useTranslations('Registration')
  return (
    <Stack spacing={2}>
      <CheckboxField control={control} name="consents.privacy" label={t('consents.privacy')} required />
      <CheckboxField control={control} name="consents.communications" label={t('consents.communications')} />
    </Stack>
  )
}
