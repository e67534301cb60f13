'use client'

import { ThemeProvider } from '@mui/material/styles'
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter'
import type { ReactNode } from 'react'
import type { ThemeSettings } from '@/lib/contract/settings'
import { themeFor } from '@/lib/theme/build-theme'

/** MUI's theme and Emotion's cache; the global styles and CSS variables come from the server (site-styles.ts). */
export function ThemeRegistry({ settings, children }: { settings: ThemeSettings; children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemeProvider theme={themeFor(settings)}>{children}</ThemeProvider>
    </AppRouterCacheProvider>
  )
}
