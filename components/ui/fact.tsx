import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: '0 0.5rem', py: 0.75, borderBottom: '1px solid #e0e0e0' }}
    >
      <Box component="dt" sx={{ fontWeight: 700, minWidth: '9rem' }}>
        {term}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  )
}
