'use client'

import { useState } from 'react'
import { OutlinedField, OutlinedSelect } from '@/components/ui/outlined-field'
import pageStyles from '@/components/ui/page.module.css'
import plainStyles from '@/components/ui/plain-form.module.css'
import { profileSizedSections, type FloorField, type Options } from '../profile-sized-form'

function Field({ name, options, type }: FloorField) {
  const [value, setValue] = useState(options ? '' : 'text')
  const common = { id: name, name, label: name, value, helperText: 'A hint under the field' }
  return options ? (
    <OutlinedSelect {...common} onChange={(event) => setValue(event.target.value)}>
      <option value="">Choose</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </OutlinedSelect>
  ) : (
    <OutlinedField {...common} type={type} onChange={(event) => setValue(event.target.value)} />
  )
}

/** The profile-sized form in the portal's plain fields. */
export function BarePlainForm({ countries }: { countries: Options }) {
  return profileSizedSections(countries).map(({ title, fields, checks }) => (
    <form key={title} method="post" className={plainStyles.stack}>
      <h2>{title}</h2>
      {fields.map((field) => (
        <Field key={field.name} {...field} />
      ))}
      {checks.map((name) => (
        <label key={name}>
          <input type="checkbox" name={name} /> Choice {name}
        </label>
      ))}
      <button type="submit" className={`${pageStyles.button} ${plainStyles.button}`}>
        Save
      </button>
    </form>
  ))
}
