'use client'

import Box from '@mui/material/Box'
import { useId, type Ref } from 'react'

export interface SummaryError {
  id: string
  message: string
}

/** The form moves the focus here, so that a screen reader reads the title and the list at once. */
export function ErrorSummary({
  title,
  errors,
  headingLevel = 'h2',
  ref,
}: {
  title: string
  errors: SummaryError[]
  headingLevel?: 'h2' | 'h3'
  ref?: Ref<HTMLDivElement>
}) {
  const titleId = useId()
  return (
    <Box
      ref={ref}
      role="group"
      aria-labelledby={titleId}
      tabIndex={-1}
      sx={{ border: '3px solid', borderColor: 'error.main', borderRadius: 1, p: 2, mb: 3 }}
    >
      <Box component={headingLevel} id={titleId} sx={{ fontSize: '1.125rem', mt: 0, mb: 1 }}>
        {title}
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {errors.map((error) => (
          <li key={error.id}>
            <Box
              component="a"
              href={`#${error.id}`}
              onClick={(event) => {
                event.preventDefault()
                document.getElementById(error.id)?.focus()
              }}
              sx={{
                display: 'inline-block',
                verticalAlign: 'top',
                minHeight: 28,
                py: 0.25,
                color: 'error.dark',
                fontWeight: 600,
              }}
            >
              {error.message}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  )
}
