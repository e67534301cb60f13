import type { Theme } from '@mui/material/styles'
import type { ThemeSettings } from '@/lib/contract/settings'
import { themeFor } from './build-theme'
import { cssText, type StyleObject } from './css-text'
import { focusGlobalStyles } from './focus'
import { globalStyles } from './global-styles'
import { muiVariableSheets, styleElementText, variablesReadBy } from './mui-variables'
import { brandVariables } from './theme-variables'

/** MUI's CssBaseline, as its theme fills it in. */
function baseline(theme: Theme): StyleObject {
  const palette = theme.vars!.palette
  return {
    html: {
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      boxSizing: 'border-box',
      WebkitTextSizeAdjust: '100%',
    },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: theme.typography.fontWeightBold! },
    body: {
      margin: 0,
      color: palette.text.primary,
      ...(theme.typography.body1 as StyleObject),
      backgroundColor: palette.background.default,
      '@media print': { backgroundColor: palette.common.white },
      '&::backdrop': { backgroundColor: palette.background.default },
    },
  }
}

// The same for every page: the classes server-rendered markup uses, and the focus ring.
const sharedCss = cssText(globalStyles as unknown as StyleObject, focusGlobalStyles)

/** The MUI theme variables the CSS modules read (tests/unit/page-styles-variables.test.ts keeps the list whole). */
export const cssModuleMuiVariables = [
  '--mui-palette-Alert-errorColor',
  '--mui-palette-Alert-errorIconColor',
  '--mui-palette-Alert-errorStandardBg',
  '--mui-palette-Alert-infoColor',
  '--mui-palette-Alert-infoIconColor',
  '--mui-palette-Alert-infoStandardBg',
  '--mui-palette-Alert-successColor',
  '--mui-palette-Alert-successIconColor',
  '--mui-palette-Alert-successStandardBg',
  '--mui-palette-Alert-warningColor',
  '--mui-palette-Alert-warningIconColor',
  '--mui-palette-Alert-warningStandardBg',
  '--mui-palette-action-active',
  '--mui-palette-action-activeChannel',
  '--mui-palette-action-hover',
  '--mui-palette-action-hoverOpacity',
  '--mui-palette-action-selectedOpacity',
  '--mui-palette-background-paper',
  '--mui-palette-divider',
  '--mui-palette-error-dark',
  '--mui-palette-error-main',
  '--mui-palette-primary-contrastText',
  '--mui-palette-primary-dark',
  '--mui-palette-primary-main',
  '--mui-palette-primary-mainChannel',
  '--mui-palette-success-main',
  '--mui-palette-text-disabled',
  '--mui-palette-text-primary',
  '--mui-palette-text-secondary',
  '--mui-shadows-1',
  '--mui-shadows-2',
  '--mui-shadows-3',
  '--mui-shadows-4',
  '--mui-shadows-16',
] as const

const bySettings = new Map<string, string>()

/**
 * The site's global CSS without Emotion: the MUI theme variables that the CSS modules and these styles read, the
 * brand's variables, MUI's baseline and the shared classes. Pages without MUI look as they did with MUI's theme
 * provider; a MuiScope adds the rest of the variables for its components.
 */
export function siteStyles(settings: ThemeSettings): string {
  const key = JSON.stringify(settings)
  let css = bySettings.get(key)
  if (!css) {
    // With cssVariables the theme can write its variables' sheets (what its provider would insert).
    const theme = themeFor(settings)
    const pageCss = cssText({ ':root': brandVariables(settings) }, baseline(theme)) + sharedCss
    const read = pageCss + cssModuleMuiVariables.map((name) => `var(${name})`).join('')
    css = styleElementText(cssText(...variablesReadBy(muiVariableSheets(theme), read)) + pageCss)
    if (bySettings.size > 50) bySettings.clear()
    bySettings.set(key, css)
  }
  return css
}
