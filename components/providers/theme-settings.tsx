'use client'

import { createContext, useContext, type ReactNode } from 'react'
import type { ThemeSettings } from '@/lib/contract/settings'

const ThemeSettingsContext = createContext<ThemeSettings | null>(null)

/** The site's theme settings for the client components below that build MUI's theme (MuiScope). */
export function ThemeSettingsProvider({
  settings,
  children,
}: {
  settings: ThemeSettings
  children: ReactNode
}) {
  return <ThemeSettingsContext value={settings}>{children}</ThemeSettingsContext>
}

export function useThemeSettings(): ThemeSettings {
  const settings = useContext(ThemeSettingsContext)
  if (!settings) throw new Error('useThemeSettings needs a ThemeSettingsProvider above it')
  return settings
}
