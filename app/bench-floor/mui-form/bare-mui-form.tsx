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
import { profileSizedSections, type FloorField, type Options } from '../profile-sized-form'

const theme = createTheme()

function Field({ name, options, type }: FloorField) {
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

/** The profile-sized form in MUI's components. */
export function BareMuiForm({ countries }: { countries: Options }) {
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemeProvider theme={theme}>
        {profileSizedSections(countries).map(({ title, fields, checks }) => (
          <Box key={title} component="form" method="post" sx={{ mb: 4 }}>
            <Box component="h2" sx={{ fontSize: '1.25rem', mt: 0, mb: 2 }}>
              {title}
            </Box>
            <Stack spacing={2.5} sx={{ maxWidth: 560 }}>
              {fields.map((field) => (
                <Field key={field.name} {...field} />
              ))}
              {checks.map((name) => (
                <FormControlLabel key={name} control={<Checkbox name={name} />} label={`Choice ${name}`} />
              ))}
              <Button type="submit" variant="contained">
                Save
              </Button>
            </Stack>
          </Box>
        ))}
      </ThemeProvider>
    </AppRouterCacheProvider>
  )
}
