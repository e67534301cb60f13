'use client'

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import { createTheme, ThemeProvider } from '@mui/material/styles'
import TextField from '@mui/material/TextField'
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter'
import { useState } from 'react'

type Options = ReadonlyArray<{ value: string; label: string }>

const theme = createTheme()
const few: Options = ['a', 'b', 'c', 'd', 'e'].map((value) => ({ value, label: `Option ${value}` }))
const provinces: Options = Array.from({ length: 52 }, (_, i) => ({ value: `p${i}`, label: `Province ${i}` }))

function Field({ name, options, type }: { name: string; options?: Options; type?: string }) {
  const [value, setValue] = useState(options ? '' : 'text')
  return (
    <TextField
      id={name}
      name={name}
      label={name}
      type={type}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      select={Boolean(options)}
      helperText="A hint under the field"
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options && (
        <>
          <option value="">Choose</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </>
      )}
    </TextField>
  )
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="form" method="post" sx={{ mb: 4 }}>
      <Box component="h2" sx={{ fontSize: '1.25rem', mt: 0, mb: 2 }}>
        {title}
      </Box>
      <Stack spacing={2.5} sx={{ maxWidth: 560 }}>
        {children}
        <Button type="submit" variant="contained">
          Save
        </Button>
      </Stack>
    </Box>
  )
}

/** The profile's size: 28 fields (10 of them choices), 8 check boxes, five forms with a button each. */
export function BareMuiForm({ countries }: { countries: Options }) {
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemeProvider theme={theme}>
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
            <FormControlLabel key={name} control={<Checkbox name={name} />} label={`Consent ${name}`} />
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
            <FormControlLabel key={name} control={<Checkbox name={name} />} label={`Specialty ${name}`} />
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
      </ThemeProvider>
    </AppRouterCacheProvider>
  )
}
