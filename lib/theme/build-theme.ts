import { createTheme, type Theme } from '@mui/material/styles'
import type { ThemeSettings } from '@/lib/contract/settings'
import { readableOn } from './contrast'
import { focusComponentOverrides } from './focus'
import { fontStack } from './theme-variables'

const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1290, xl: 1534 } as const

/**
 * Brand colours stay as given for surfaces; text and controls use shades with AA contrast on white. The global
 * styles (baseline, brand variables, shared classes) are not the theme's: the server sends them (site-styles.ts).
 */
export function buildTheme(settings: ThemeSettings): Theme {
  const fontSize = Number.parseFloat(settings.font_size)
  return createTheme({
    cssVariables: true,
    breakpoints: { values: breakpoints },
    palette: {
      primary: { main: readableOn(settings.color_primary) },
      secondary: { main: readableOn(settings.color_secondary) },
      info: { main: readableOn(settings.color_complementary) },
      background: { default: '#ffffff' },
      contrastThreshold: 4.5,
    },
    typography: {
      fontFamily: fontStack(settings.font_family),
      htmlFontSize: 16,
      fontSize: (fontSize * 14) / 16,
      h1: {
        fontFamily: fontStack(settings.font_family_secondary),
        fontSize: '2.25rem',
        fontWeight: 700,
      },
      h2: {
        fontFamily: fontStack(settings.font_family_secondary),
        fontSize: '1.6rem',
        fontWeight: 700,
      },
      h3: {
        fontFamily: fontStack(settings.font_family_secondary),
        fontSize: '1.3rem',
        fontWeight: 600,
      },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      ...focusComponentOverrides,
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  })
}

const themes = new Map<string, Theme>()

/**
 * The theme of `settings`, built once: building one takes over a millisecond, and every request of a page with
 * MUI, and every MUI island in the browser, needs it. A theme is never changed once built, so all may share it.
 */
export function themeFor(settings: ThemeSettings): Theme {
  const key = JSON.stringify(settings)
  let theme = themes.get(key)
  if (!theme) {
    theme = buildTheme(settings)
    if (themes.size > 50) themes.clear()
    themes.set(key, theme)
  }
  return theme
}
