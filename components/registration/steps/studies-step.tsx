'use client'

import Stack from '@mui/material/Stack'
import { useTranslations } from 'next-intl'
import type { Control } from 'react-hook-form'
import { Field, useFieldLabel } from '../registration-fields'
import type { RegistrationValues } from '../registration-values'

/** A pre-collegiate's first step: the studies under way. */
export function StudiesStep({ control }: { control: Control<RegistrationValues> }) {
  const t = useTranslations('Registration')
  const f = useFieldLabel()
  return (
    <Stack spacing={3}>
      <Field control={control} name="studies.university" label={f('university')} required />
      <Field control={control} name="studies.degree" label={f('degree')} required />
      <Field
        control={control}
        name="studies.graduation_year"
        label={f('graduation_year')}
        required
        type="number"
        hint={t('hints.graduation_year')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </Stack>
  )
}
