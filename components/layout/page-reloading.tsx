'use client'

import Box from '@mui/material/Box'
import { useTranslations } from 'next-intl'

/** Shown by an error boundary in place of its message while the page reloads (a failed chunk, see chunk-reload). */
export function PageReloading() {
  const t = useTranslations('Navigation')
  return (
    <Box component="p" role="status" sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 4, md: 8 } }}>
      {t('reloading')}
    </Box>
  )
}
