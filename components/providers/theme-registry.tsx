'use client'

import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter'
import { useMemo, type ReactNode } from 'react'
import type { ThemeSettings } from '@/lib/contract/settings'
import { buildTheme } from '@/lib/theme/build-theme'

export function ThemeRegistry({ settings, children }: { settings: ThemeSettings; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(settings), [settings])
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  )
}
