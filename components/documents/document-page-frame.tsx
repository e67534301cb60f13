import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

export function DocumentPageFrame({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children: ReactNode
}) {
  return (
    <Box component="article" sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 4, md: 6 } }}>
      <Box component="h1" sx={{ typography: 'h1', mt: 0, mb: 3, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title}
      </Box>
      <Box component="p" sx={{ mt: 0, mb: 3, fontSize: '1.125rem' }}>
        {intro}
      </Box>
      {children}
    </Box>
  )
}
