'use client'

import { createContext, useContext, type ReactNode } from 'react'
import { ThemeRegistry } from './theme-registry'
import { useThemeSettings } from './theme-settings'

const InsideMuiScope = createContext(false)

/**
 * MUI's theme and style cache for the subtree that uses MUI components, so that pages without them ship neither MUI
 * nor Emotion. Nested scopes reuse the outer one.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  const inside = useContext(InsideMuiScope)
  const settings = useThemeSettings()
  if (inside) return children
  return (
    <InsideMuiScope value>
      <ThemeRegistry settings={settings}>{children}</ThemeRegistry>
    </InsideMuiScope>
  )
}
