'use client'

import { useState } from 'react'
import { OutlinedField, OutlinedSelect } from '@/components/ui/outlined-field'
import pageStyles from '@/components/ui/page.module.css'
import plainStyles from '@/components/ui/plain-form.module.css'

type Options = ReadonlyArray<{ value: string; label: string }>

const few: Options = ['a', 'b', 'c', 'd', 'e'].map((value) => ({ value, label: `Option ${value}` }))
const provinces: Options = Array.from({ length: 52 }, (_, i) => ({ value: `p${i}`, label: `Province ${i}` }))

function Field({ name, options, type }: { name: string; options?: Options; type?: string }) {
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

function Check({ name }: { name: string }) {
  return (
    <label>
      <input type="checkbox" name={name} /> Choice {name}
    </label>
  )
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <form method="post" className={plainStyles.stack}>
      <h2>{title}</h2>
      {children}
      <button type="submit" className={`${pageStyles.button} ${plainStyles.button}`}>
        Save
      </button>
    </form>
  )
}

/** BareMuiForm's fields, check boxes and forms in the portal's plain parts. */
export function BarePlainForm({ countries }: { countries: Options }) {
  return (
    <>
      <Section title="Contact">
        {['phone1', 'phone2', 'address', 'postal_code', 'city'].map((name) => (
          <Field key={name} name={name} type="tel" />
        ))}
        <Field name="gender" options={few} />
        <Field name="nationality" options={countries} />
        <Field name="country" options={countries} />
        <Field name="province" options={provinces} />
      </Section>
      <Section title="Economic">
        <Field name="iban" />
        {['a', 'b', 'c', 'd'].map((name) => (
          <Check key={name} name={name} />
        ))}
      </Section>
      <Section title="Professional">
        {['degree', 'university', 'epc', 'workplace', 'workplace_phone', 'date'].map((name) => (
          <Field key={name} name={name} />
        ))}
        {['type', 'origin', 'situation', 'sector', 'days', 'specialty'].map((name) => (
          <Field key={name} name={name} options={few} />
        ))}
        {['e', 'f', 'g', 'h'].map((name) => (
          <Check key={name} name={name} />
        ))}
      </Section>
      <Section title="E-mail">
        <Field name="email" type="email" />
        <Field name="email_password" type="password" />
      </Section>
      <Section title="Password">
        {['current', 'new', 'repeat'].map((name) => (
          <Field key={name} name={name} type="password" />
        ))}
        <Field name="file" type="file" />
      </Section>
    </>
  )
}
