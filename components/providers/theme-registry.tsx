'use client'

import { ThemeProvider } from '@mui/material/styles'
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter'
import { useMemo, type ReactNode } from 'react'
import type { ThemeSettings } from '@/lib/contract/settings'
import { buildTheme } from '@/lib/theme/build-theme'

/** MUI's theme and Emotion's cache; the global styles and CSS variables come from the server (site-styles.ts). */
export function ThemeRegistry({ settings, children }: { settings: ThemeSettings; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(settings), [settings])
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </AppRouterCacheProvider>
  )
}
