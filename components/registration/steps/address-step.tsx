'use client'

import { useWatch, type Control } from 'react-hook-form'
import { spanishProvinces } from '@/lib/contract/provinces'
import { Field, useFieldLabel } from '../registration-fields'
import { useCountryOptions } from '@/lib/client/country-options'
import type { RegistrationValues } from '../registration-values'
import styles from '../registration.module.css'

const provinces = spanishProvinces.map((province) => ({ value: province, label: province }))

/** The postal address; in Spain the region is one of its provinces. */
export function AddressStep({ control }: { control: Control<RegistrationValues> }) {
  const f = useFieldLabel()
  const countries = useCountryOptions()
  const country = useWatch({ control, name: 'address.country' })
  return (
    <div className={styles.fields}>
      <Field control={control} name="address.country" label={f('country')} required options={countries} />
      <Field
        control={control}
        name="address.address"
        label={f('address')}
        required
        autoComplete="street-address"
      />
      <Field
        control={control}
        name="address.postal_code"
        label={f('postal_code')}
        required
        autoComplete="postal-code"
      />
      <Field control={control} name="address.city" label={f('city')} required autoComplete="address-level2" />
      {country === 'ES' ? (
        <Field control={control} name="address.region" label={f('province')} required options={provinces} />
      ) : (
        <Field control={control} name="address.region" label={f('region')} required />
      )}
    </div>
  )
}
