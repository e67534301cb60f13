import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/ui/button-link'

interface StatusPageProps {
  title: string
  children: ReactNode
  homeLabel: string
}

export function StatusPage({ title, children, homeLabel }: StatusPageProps) {
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 4, md: 8 } }}>
      <Box component="h1" sx={{ typography: 'h1', fontSize: { xs: '1.75rem', md: '2.25rem' }, mt: 0 }}>
        {title}
      </Box>
      {children}
      <ButtonLink href="/" variant="contained" sx={{ mt: 3 }}>
        {homeLabel}
      </ButtonLink>
    </Box>
  )
}
