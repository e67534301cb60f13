import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/**
 * A field label with the required marker the spec asks for: a red asterisk before the text. The asterisk is
 * hidden from screen readers, which hear "required" from the field itself.
 */
export function RequiredLabel({ required, children }: { required: boolean; children: ReactNode }) {
  if (!required) return <>{children}</>
  return (
    <>
      <Box component="span" aria-hidden sx={{ color: 'error.main', fontWeight: 700, mr: 0.5 }}>
        *
      </Box>
      {children}
    </>
  )
}
